/**
 * The evaluation of a position, read from `game.view(s)` alone, for every
 * name in `game.winners`, in [−1, 1] like `Outcome.returns`. What counts is
 * declared as data in the ruleset (`evaluation:`, see evaluation-spec.ts; each
 * family fills in its default from its rules):
 * - an ended game: its returns;
 * - points: each piece's value by kind, plus `weight / (1 + d)` for a goal
 *   piece d squares from its nearest goal square, plus `standing` per pip of
 *   the die it stands on; a piece counts for the name its owner plays for now
 *   (`facts.scoresFor`);
 * - lead: a name's points n against the mean m of the other names' points,
 *   (n − m) / (n + m): 0 when even, +1 when the others have none, −1 when it
 *   has none, whatever the number of players;
 * - a match of rounds (`facts.score`): (rounds lead + lead) / (rounds + 1), so
 *   one round won outweighs anything short of a wipe-out;
 * - approach: each piece adds `approach / (1 + d)`, d squares to the nearest
 *   piece of another name;
 * - mobility, a tie-break worth `mobility` of the value (1% by default): the
 *   legal actions of the player to move (a share of `maxActions`) count for
 *   the name it plays for and against every other. Most moves take nothing, so
 *   points alone tie them all; leaving the opponent fewer moves is what lets a
 *   one-ply bot hem in a tafl king.
 * Distances are counted between the points the game gives its squares
 * (`Game.pointOf`): square names are the family's, never parsed here.
 */
import { CHANCE, type Game, type PieceView, type Point } from '../game';
import { EVALUATION_DEFAULTS, type EvaluationSpec } from '../evaluation';

export type Values = Readonly<Record<string, number>>;

/** A position's values for every name; `scratch` is a buffer of `game.maxActions` for counting legal actions. */
export type Evaluator<S> = (s: S, scratch: Int32Array) => Values;

interface Goal {
  kinds: ReadonlySet<string>;
  squares: readonly Point[];
  weight: number;
}

/** The ruleset's evaluation compiled once per bot: look-ups instead of re-reading the spec per position. */
export function evaluator<S>(game: Game<S>): Evaluator<S> {
  const spec = (game.rules?.evaluation ?? {}) as EvaluationSpec;
  const by = spec.material?.by;
  const values = new Map(Object.entries(spec.material?.values ?? {}));
  // A bot evaluates many positions over the same few squares: ask the game for each square's point once.
  const pointOfSquare = new Map<string, Point>();
  function pointAt(square: string): Point {
    let point = pointOfSquare.get(square);
    if (point === undefined) {
      // Goal squares are squares of the board (`evaluationProblems`), and so is every square a piece stands on.
      const found = game.pointOf(square);
      if (found === null)
        throw new Error(`${game.id}: ${square} is not a square of this board, yet the evaluation measures from it`);
      pointOfSquare.set(square, (point = found));
    }
    return point;
  }
  const goals: Goal[] = (spec.goals ?? []).map((g) => ({
    kinds: new Set(g.pieces),
    squares: g.to.map(pointAt),
    weight: g.weight ?? 0.5,
  }));
  const standing = spec.standing ?? EVALUATION_DEFAULTS.standing;
  const mobilityWeight = spec.mobility ?? EVALUATION_DEFAULTS.mobility;
  const approach = spec.approach ?? 0;

  /** Each piece adds `approach / (1 + d)`, d squares to the nearest piece of another name. */
  function addApproach(
    pieces: readonly PieceView[],
    scoresFor: Readonly<Record<string, string>>,
    points: Record<string, number>,
  ): void {
    const at = pieces.map((p) => pointAt(p.at));
    pieces.forEach((piece, i) => {
      const name = scoresFor[piece.owner];
      if (name === undefined || !(name in points)) return;
      let d = Infinity;
      pieces.forEach((other, j) => {
        if (scoresFor[other.owner] !== name) d = Math.min(d, steps(at[i], at[j]));
      });
      if (d < Infinity) points[name] += approach / (1 + d);
    });
  }

  function pointsOf(piece: PieceView, dieAt: ReadonlyMap<string, number>): number {
    const kind = by === undefined ? undefined : String(piece[by]);
    let points = (kind !== undefined ? values.get(kind) : undefined) ?? EVALUATION_DEFAULTS.pieceValue;
    if (kind !== undefined) {
      for (const goal of goals)
        if (goal.kinds.has(kind)) points += goal.weight / (1 + distance(pointAt(piece.at), goal.squares));
    }
    if (standing > 0) points += standing * (dieAt.get(piece.at) ?? 0);
    return points;
  }

  return (s, scratch) => {
    const ended = game.outcome(s);
    if (ended) return ended.returns;
    const view = game.view(s);
    const { scoresFor, score, round } = view.facts;
    const dieAt = new Map<string, number>();
    if (standing > 0) for (const d of view.dice ?? []) dieAt.set(d.at, d.value);
    const points: Record<string, number> = {};
    for (const name of game.winners) points[name] = 0;
    for (const piece of view.pieces) {
      const name = scoresFor[piece.owner];
      if (name !== undefined && name in points) points[name] += pointsOf(piece, dieAt);
    }
    if (approach > 0) addApproach(view.pieces, scoresFor, points);
    const others = game.winners.length - 1;
    const who = game.toMove(s);
    const mobility = who === CHANCE || mobilityWeight === 0 ? 0 : game.legalActions(s, scratch) / game.maxActions;
    const mover = who === CHANCE ? null : game.scoresFor(s, who);
    const result: Record<string, number> = {};
    for (const name of game.winners) {
      const material = lead(points, name, others);
      const standingInMatch = score && round ? (margin(score, name, others) + material) / (round.of + 1) : material;
      result[name] = (1 - mobilityWeight) * standingInMatch + mobilityWeight * (name === mover ? mobility : -mobility);
    }
    return result;
  };
}

/** One position, evaluating the spec afresh: for tests and one-off reads; bots keep an `evaluator`. */
export function evaluate<S>(game: Game<S>, s: S, scratch: Int32Array): Values {
  return evaluator(game)(s, scratch);
}

/** Squares across plus up or down from `a` to `b`. */
function steps(a: Point, b: Point): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Squares across plus up or down from `at` to the nearest of `squares`. */
function distance(at: Point, squares: Goal['squares']): number {
  let best = Infinity;
  for (const square of squares) best = Math.min(best, steps(at, square));
  return best;
}

/** A name's count minus the mean count of the other names (a match: its lead in rounds). */
function margin(counts: Readonly<Record<string, number>>, name: string, others: number): number {
  return split(counts, name, others)[0];
}

/** (own − mean of the others) / (own + mean of the others); 0 when both are 0. */
function lead(counts: Readonly<Record<string, number>>, name: string, others: number): number {
  const [diff, sum] = split(counts, name, others);
  return sum === 0 ? 0 : diff / sum;
}

function split(counts: Readonly<Record<string, number>>, name: string, others: number): [number, number] {
  let all = 0;
  for (const v of Object.values(counts)) all += v;
  const own = counts[name] ?? 0;
  const rest = others > 0 ? (all - own) / others : 0;
  return [own - rest, own + rest];
}
