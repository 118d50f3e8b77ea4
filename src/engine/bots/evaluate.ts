/**
 * The generic evaluation of a position, read from `game.view(s)` alone, for
 * every name in `game.winners`, in [−1, 1] like `Outcome.returns`:
 * - an ended game: its returns;
 * - material: a name's own pieces n against the mean m of the other names'
 *   pieces, (n − m) / (n + m): 0 when even, +1 when the others have none, −1
 *   when it has none, whatever the number of players (a piece counts for the
 *   name its owner plays for now, `facts.scoresFor`);
 * - a match of rounds (`facts.score`): (lead + material) / (rounds + 1), the
 *   lead being own rounds won minus the mean of the others', so one round won
 *   outweighs any material short of a wipe-out;
 * - mobility, as a tie-break worth 1% of the value: the legal actions of the
 *   player to move (a share of `maxActions`) count for the name it plays for
 *   and against every other. Most moves take nothing, so material alone ties
 *   them all; leaving the opponent fewer moves is what lets a one-ply bot hem
 *   in a tafl king (greedy attackers beat random defenders at Copenhagen with
 *   it and lost to them without it).
 * An evaluation declared as data in a ruleset (piece values, a royal piece's
 * distance to its goal) is meant to replace this one.
 */
import { CHANCE, type Game } from '../game';

export type Values = Readonly<Record<string, number>>;

/** The share of the value that mobility decides; the rest is material (and a match's score). */
const MOBILITY_WEIGHT = 0.01;

/** `scratch`: a buffer of `game.maxActions` for counting legal actions. */
export function evaluate<S>(game: Game<S>, s: S, scratch: Int32Array): Values {
  const ended = game.outcome(s);
  if (ended) return ended.returns;
  const view = game.view(s);
  const { scoresFor, score, round } = view.facts;
  const pieces: Record<string, number> = {};
  for (const name of game.winners) pieces[name] = 0;
  for (const piece of view.pieces) {
    const name = scoresFor[piece.owner];
    if (name !== undefined && name in pieces) pieces[name]!++;
  }
  const others = game.winners.length - 1;
  const who = game.toMove(s);
  const mobility = who === CHANCE ? 0 : game.legalActions(s, scratch) / game.maxActions;
  const mover = who === CHANCE ? null : game.scoresFor(s, who);
  const values: Record<string, number> = {};
  for (const name of game.winners) {
    const material = lead(pieces, name, others);
    const standing = score && round ? (margin(score, name, others) + material) / (round.of + 1) : material;
    values[name] = (1 - MOBILITY_WEIGHT) * standing + MOBILITY_WEIGHT * (name === mover ? mobility : -mobility);
  }
  return values;
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
