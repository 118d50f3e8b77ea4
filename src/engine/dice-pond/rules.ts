/**
 * The D'ice Cubes ruleset as the loader hands it over: schema-valid, with
 * every default of `ruleset.schema.json` filled in. Only `check` and
 * `compile` read this shape; play runs on the tables compiled from it.
 */
import type { EvaluationSpec } from '../evaluation';

export type Adjacency = 'orthogonal' | 'orthogonal-and-diagonal';
/** `rotation` = the players in turn order, round and round; or an explicit list of player ids. */
export type Order = 'rotation' | string[];

export interface TeamSpec {
  name: string;
  players: string[];
}

export interface DicePondRules {
  family: 'dice-pond';
  title?: string;
  description?: string;
  /** How bots judge a position (the family's default filled in by `complete`). */
  evaluation?: EvaluationSpec;
  players: string[];
  teams: TeamSpec[];
  pawnsPerPlayer: number;
  dice: {
    /** value ("1" … "12") → count */
    white: Record<string, number>;
    whiteTotal: number;
    top: number;
    blue: number;
    bluePerPawn: number;
  };
  pond: { maxDicePerLine: number; radius: number };
  placement: {
    first: { value: number; at: string };
    dicePerTurn: number;
    adjacency: Adjacency;
    order: Order;
  };
  pawnPlacement: { order: Order };
  movement: { adjacency: Adjacency };
  sixPower: { raise: boolean; add: 'unlimited' | 'from-removed' | 'never' };
  elimination: { simultaneous: 'draw' | 'mover-loses' };
  teamPlay: { sameValueGroups: 'team-chooses' | 'player-order'; outPlayerGroups: 'discard' | 'keep' };
  turnLimit: number;
}

/** The sides that take turns: the teams, or without `teams` every player alone, named by its id. */
export function sidesOf(r: DicePondRules): TeamSpec[] {
  return r.teams.length > 0 ? r.teams : r.players.map((p) => ({ name: p, players: [p] }));
}
