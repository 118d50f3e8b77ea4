/**
 * What the tafl board reads from the ruleset (board size, the special squares
 * by role, each piece type's roles) and from the view (an Escape Death match:
 * round and score from `facts`, who plays which side and each round's winning
 * side from this family's `info`). Pure.
 */
import type { Game, PieceView, StateView } from '../../engine/game';
import { matchPlayerOfSide } from '../../engine/tafl/match';
import { pieceRoles } from '../../engine/tafl/piece-roles';
import { taflRulesOf } from '../../engine/tafl/tafl-game';

export function boardSize(game: Game<unknown>): { width: number; height: number } {
  const { width, height } = taflRulesOf(game).board;
  return { width, height };
}

/** The kind of a special square, most special first (a corner is also in its corner zone). */
export type SquareKind = 'centre' | 'corner' | 'zone' | 'plain';

export interface SpecialSquares {
  kindOf(square: string): SquareKind;
  /** Names the ruleset gives them ("throne", "corner", "corner zone"), for legends and labels. */
  names: Record<Exclude<SquareKind, 'plain'>, string>;
  /** Which kinds this board has, for the legend. */
  present: Exclude<SquareKind, 'plain'>[];
}

const specialCache = new WeakMap<Game<unknown>, SpecialSquares>();

/** The ruleset's centre, corners and corner zones (computed once per game). */
export function specialSquares(game: Game<unknown>): SpecialSquares {
  const cached = specialCache.get(game);
  if (cached) return cached;
  const sq = taflRulesOf(game).squares;
  const kinds = new Map<string, SquareKind>();
  // Least special first, so a corner overrides its zone.
  for (const sqName of sq.cornerZones.at) kinds.set(sqName, 'zone');
  for (const sqName of sq.corners.at) kinds.set(sqName, 'corner');
  for (const sqName of sq.centre.at) kinds.set(sqName, 'centre');
  const present = (['centre', 'corner', 'zone'] as const).filter((k) => [...kinds.values()].includes(k));
  const out: SpecialSquares = {
    kindOf: (s) => kinds.get(s) ?? 'plain',
    names: { centre: sq.centre.name, corner: sq.corners.name, zone: sq.cornerZones.name },
    present,
  };
  specialCache.set(game, out);
  return out;
}

/** How a piece is drawn, from its type's roles and `drawing` in the rules (never from the type's name). */
export interface PieceLook {
  /** The type's `drawing`: a disc, or Escape Death's skull or tombstone. */
  drawing: 'disc' | 'skull' | 'tombstone';
  /** Light (defenders) or dark (attackers): the side shows by brightness, not hue. */
  tone: 'light' | 'dark';
  /** The piece the attackers win by capturing: drawn with a crown. */
  royal: boolean;
  /** Strength 4 (taken only when enclosed on all four sides): drawn with a double rim. */
  strong: boolean;
  /** A letter when its side has several plain types, to tell them apart; else ''. */
  letter: string;
}

const looksCache = new WeakMap<Game<unknown>, Map<string, PieceLook>>();

/** Each piece type's look, from `pieceRoles` of the rules (computed once per game). */
function looksOf(game: Game<unknown>): Map<string, PieceLook> {
  const cached = looksCache.get(game);
  if (cached) return cached;
  const roles = Object.entries(pieceRoles(taflRulesOf(game)));
  const plainOfRole = (role: string) => roles.filter(([, r]) => r.role === role && !r.royal).length;
  const out = new Map<string, PieceLook>();
  const types = taflRulesOf(game).pieces;
  for (const [type, r] of roles) {
    out.set(type, {
      drawing: types[type]?.drawing ?? 'disc',
      tone: r.role === 'attackers' ? 'dark' : 'light',
      royal: r.royal,
      strong: r.strength === 4,
      letter: !r.royal && plainOfRole(r.role) > 1 ? type.charAt(0).toUpperCase() : '',
    });
  }
  looksCache.set(game, out);
  return out;
}

/** Every piece type of the rules with its look, in the rules' order (for the legend). */
export function pieceTypes(game: Game<unknown>): { type: string; look: PieceLook }[] {
  return [...looksOf(game)].map(([type, look]) => ({ type, look }));
}

export function pieceLook(game: Game<unknown>, piece: PieceView): PieceLook {
  const type = String(piece.type);
  return (
    looksOf(game).get(type) ?? {
      drawing: 'disc',
      tone: 'light',
      royal: false,
      strong: false,
      letter: type.charAt(0).toUpperCase(),
    }
  );
}

/** "f6: jeweled skull (skulls, royal), on the centre". */
export function describeSquare(
  game: Game<unknown>,
  sq: string,
  piece: PieceView | undefined,
  special: SpecialSquares,
): string {
  const kind = special.kindOf(sq);
  const where = kind === 'plain' ? '' : `${piece ? ', on the' : ''} ${special.names[kind]}`;
  if (!piece) return `${sq}: empty${where}`;
  const look = pieceLook(game, piece);
  return `${sq}: ${String(piece.type).replace(/-/g, ' ')} (${piece.owner}${look.royal ? ', royal' : ''})${where}`;
}

export interface MatchStatus {
  round: number;
  rounds: number;
  /** Player → side played this round, in the match's player order. */
  sides: [string, string][];
  /** Player → rounds won. */
  score: [string, number][];
  /** Per finished round: the winning player (or `draw`) and the side it played. */
  results: { round: number; winner: string; side?: string }[];
}

/**
 * The Escape Death match: round and score from `view.facts`, who plays which side and each
 * finished round's winning side from `view.info` (`sides`, `roundResults`); null for a single game.
 */
export function matchStatus(game: Game<unknown>, view: StateView): MatchStatus | null {
  const rules = taflRulesOf(game);
  const match = rules.match;
  const { round, score = {} } = view.facts;
  if (!match || !round) return null;
  const sides = (view.info.sides ?? {}) as Record<string, string>;
  const results = ((view.info.roundResults ?? []) as string[]).map((side, i) => {
    const n = i + 1;
    if (side === 'draw' || side === 'unknown')
      return { round: n, winner: side, ...(side === 'unknown' ? { side } : {}) };
    return { round: n, winner: matchPlayerOfSide(rules, side, n) ?? side, side };
  });
  return {
    round: round.number,
    rounds: round.of,
    sides: match.players.map((p) => [p, sides[p] ?? '?']),
    score: match.players.map((p) => [p, score[p] ?? 0]),
    results,
  };
}

export interface RoundPart {
  text: string;
  title: string;
}

/**
 * The finished rounds in words for the match line: "1 A · 2 drawn", with a
 * run of rounds a scenario's setup passed over (`unknown`) said once:
 * "1–2 not played here".
 */
export function roundParts(results: MatchStatus['results']): RoundPart[] {
  const out: RoundPart[] = [];
  for (let i = 0; i < results.length; i++) {
    const r = results[i];
    if (r.winner === 'unknown') {
      let j = i;
      while (j + 1 < results.length && results[j + 1].winner === 'unknown') j++;
      const span = j === i ? `${r.round}` : `${r.round}–${results[j].round}`;
      out.push({
        text: `${span} not played here`,
        title: `${j === i ? 'round' : 'rounds'} ${span}: set by the scenario's setup, winner not recorded`,
      });
      i = j;
    } else if (r.winner === 'draw') out.push({ text: `${r.round} drawn`, title: `round ${r.round}: drawn` });
    else
      out.push({
        text: `${r.round} ${r.winner}`,
        title: r.side ? `round ${r.round}: ${r.winner} won with the ${r.side}` : `round ${r.round}: ${r.winner} won`,
      });
  }
  return out;
}
