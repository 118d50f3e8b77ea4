/**
 * The Units ruleset complete: schema-valid, with every default of
 * `ruleset.schema.json` filled in and then the defaults that follow the number
 * of players (`defaults.ts`). `check` and `compile` read this shape (and
 * `Game.rules` is it); play runs on the tables compiled from it.
 */
import type { EvaluationSpec } from '../evaluation';

export type Direction = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

export interface UnitSpec {
  at: string;
  owner: string;
  class: number;
}
/** Tables keyed by class number, written as YAML map keys ("1", "2", …). */
export type ClassTable<T> = Record<string, T>;

export interface UnitsRules {
  family: 'units';
  title?: string;
  description?: string;
  /** How bots judge a position (filled in by `completeRules`). */
  evaluation?: EvaluationSpec;
  board: { width: number; height: number };
  players: string[];
  classes: number;
  setup: UnitSpec[];
  actions: ('move' | 'turn')[];
  move: {
    speed: ClassTable<number>;
    directions: Direction[];
    distance: 'exact' | 'up-to';
    jump: boolean;
    edge: 'stop' | 'forbid';
  };
  combat: {
    beats: ClassTable<number[]>;
    losingAttack: 'allowed' | 'forbidden';
    sameClass: 'illegal' | 'both-removed' | 'bounce';
    classChange: 'table' | 'keep';
    after: ClassTable<ClassTable<number>>;
  };
  turn: { rotation: ClassTable<number> };
  noLegalAction: 'out' | 'pass';
  plyLimit: number;
}

/** Compass directions as (file, rank) steps, in the order the schema lists them. */
export const DIRECTIONS: readonly { name: Direction; df: number; dr: number }[] = [
  { name: 'n', df: 0, dr: 1 },
  { name: 'ne', df: 1, dr: 1 },
  { name: 'e', df: 1, dr: 0 },
  { name: 'se', df: 1, dr: -1 },
  { name: 's', df: 0, dr: -1 },
  { name: 'sw', df: -1, dr: -1 },
  { name: 'w', df: -1, dr: 0 },
  { name: 'nw', df: -1, dr: 1 },
];
