/**
 * What the tafl board reads from the ruleset (board size, the special squares
 * by role, which side each piece type belongs to) and from `view.info` (an
 * Escape Death match: round, who plays which side, score). Pure.
 */
import type { Game, PieceView, StateView } from '../../engine/game';
import type { MatchRules, Role, TaflRules } from '../../engine/tafl/rules';

/** The rules as validated, defaults filled in (see `Game.rules`). */
const rulesOf = (game: Game<unknown>): TaflRules => game.rules as unknown as TaflRules;

export function boardSize(game: Game<unknown>): { width: number; height: number } {
  const { width, height } = rulesOf(game).board;
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
  const sq = rulesOf(game).squares;
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

export interface PieceLook {
  /** Which drawing: the Escape Death and Copenhagen types by name, else a disc. */
  glyph: 'skull' | 'jeweled-skull' | 'tombstone' | 'king' | 'disc';
  /** Light (defenders) or dark (attackers): the side shows by brightness, not hue. */
  tone: 'light' | 'dark';
  royal: boolean;
  /** A letter for discs of types the board has no drawing for. */
  letter: string;
}

/** The side (attackers / defenders) a player name stands for. */
function roleOf(game: Game<unknown>, owner: string): Role | undefined {
  const sides = rulesOf(game).sides;
  if (sides.attackers === owner) return 'attackers';
  if (sides.defenders === owner) return 'defenders';
  return undefined;
}

export function pieceLook(game: Game<unknown>, piece: PieceView): PieceLook {
  const type = String(piece.type);
  const spec = rulesOf(game).pieces[type];
  const role = spec?.side ?? roleOf(game, piece.owner);
  const royal = spec?.royal ?? false;
  const tone = role === 'attackers' ? 'dark' : 'light';
  const known: Record<string, PieceLook['glyph']> = { skull: 'skull', 'jeweled-skull': 'jeweled-skull', tombstone: 'tombstone', king: 'king' };
  const glyph = known[type] ?? (royal ? 'king' : 'disc');
  return { glyph, tone, royal, letter: type === 'attacker' || type === 'defender' ? '' : type.charAt(0).toUpperCase() };
}

/** "f6: jeweled skull (skulls, royal), on the centre". */
export function describeSquare(game: Game<unknown>, sq: string, piece: PieceView | undefined, special: SpecialSquares): string {
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
 * The Escape Death match as `view.info` gives it (`round`, `score`, `sides`,
 * `roundResults`), or null for a single game.
 */
export function matchStatus(game: Game<unknown>, view: StateView): MatchStatus | null {
  const info = view.info;
  const match = rulesOf(game).match;
  if (!match || typeof info.round !== 'number') return null;
  const sides = (info.sides ?? {}) as Record<string, string>;
  const score = (info.score ?? {}) as Record<string, number>;
  const results = ((info.roundResults ?? []) as string[]).map((side, i) => {
    const round = i + 1;
    if (side === 'draw') return { round, winner: 'draw' };
    return { round, winner: playerOfSide(game, match, side, round) ?? side, side };
  });
  return {
    round: info.round,
    rounds: match.rounds,
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
    const r = results[i]!;
    if (r.winner === 'unknown') {
      let j = i;
      while (j + 1 < results.length && results[j + 1]!.winner === 'unknown') j++;
      const span = j === i ? `${r.round}` : `${r.round}–${results[j]!.round}`;
      out.push({ text: `${span} not played here`, title: `${j === i ? 'round' : 'rounds'} ${span}: set by the scenario's setup, winner not recorded` });
      i = j;
    } else if (r.winner === 'draw') out.push({ text: `${r.round} drawn`, title: `round ${r.round}: drawn` });
    else out.push({ text: `${r.round} ${r.winner}`, title: r.side ? `round ${r.round}: ${r.winner} won with the ${r.side}` : `round ${r.round}: ${r.winner} won` });
  }
  return out;
}

/** Who played `side` in `round`: the first player plays `firstPlays` until the swap, the other side after it. */
function playerOfSide(game: Game<unknown>, match: MatchRules, side: string, round: number): string | undefined {
  const role = roleOf(game, side);
  if (!role) return undefined;
  const beforeSwap = round <= match.swapAfter;
  return match.players[(role === match.firstPlays) === beforeSwap ? 0 : 1];
}
