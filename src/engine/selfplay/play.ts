/**
 * Playing one seeded game between bots and recording it. The bots draw from
 * their own generators, one per seat, seeded from the game's seed, the seat
 * and the swap; chance outcomes come from the state's own generator
 * (`sampleChance`), so a seed gives the same dice in both games of a
 * seat-swapped pair as long as the same chance nodes are reached.
 */
import type { Bot } from '../bots/bot';
import { CHANCE, NOBODY, type Game } from '../game';
import { Rng } from '../rng';
import type { GameRecord } from './record';

export interface PlayOptions<S> {
  /** The starting state for a seed (default `game.start`): a scenario's position, to play out from there. */
  start?: (seed: number) => S;
  /** Keep every applied action in the record. */
  keepActions?: boolean;
}

/**
 * `bots[i]` plays seat `game.winners[i]`. `buf` is scratch space for the legal actions: a run passes
 * one for all its games (a fresh buffer every game cost random self-play a twentieth of its time).
 */
export function playGame<S>(
  game: Game<S>,
  bots: readonly Bot<S>[],
  seed: number,
  swapped: boolean,
  options: PlayOptions<S> = {},
  buf = new Int32Array(game.maxActions),
): GameRecord {
  const seats = game.winners;
  if (bots.length !== seats.length)
    throw new RangeError(`${game.id}: ${seats.length} seats (${seats.join(', ')}) but ${bots.length} bots`);
  const rngs = seats.map((_, i) => Rng.seeded(botSeed(seed, i, swapped)));
  const s = options.start ? options.start(seed) : game.start(seed);
  const actions: number[] | undefined = options.keepActions ? [] : undefined;
  let firstMover: string | null = null;
  let positions = 0,
    branchingSum = 0,
    branchingMax = 0,
    decisions = 0,
    captures = 0;
  for (;;) {
    const who = game.toMove(s);
    if (who === NOBODY) break;
    let a: number;
    if (who === CHANCE) a = game.sampleChance(s);
    else {
      const n = game.legalActions(s, buf);
      positions++;
      branchingSum += n;
      branchingMax = Math.max(branchingMax, n);
      if (n > 1) decisions++;
      const seat = game.scoresFor(s, who);
      firstMover ??= seat;
      const i = seats.indexOf(seat);
      const bot = bots[i];
      a = bot.chooseAmong ? bot.chooseAmong(buf, n, rngs[i]) : bot.choose(s, rngs[i]);
    }
    actions?.push(a);
    game.apply(s, a);
    captures += game.lastCaptures(s);
  }
  const outcome = game.outcome(s)!;
  const record: GameRecord = {
    seed,
    swapped,
    bots: bots.map((b) => b.label),
    firstMover,
    winner: outcome.winner,
    code: outcome.code,
    returns: { ...outcome.returns },
    plies: game.plies(s),
    positions,
    branchingSum,
    branchingMax,
    decisions,
    captures,
  };
  if (outcome.rounds)
    record.rounds = outcome.rounds.map(({ round, side, winner, code }) => ({ round, side, winner, code }));
  if (actions) record.actions = actions;
  return record;
}

/**
 * The seed of a seat's bot generator: the game's seed, the seat and the swap
 * mixed through MurmurHash3's finaliser, so that neighbouring seeds and seats
 * get unrelated streams (`Rng.seeded` mixes once more).
 */
export function botSeed(seed: number, seat: number, swapped: boolean): number {
  let h = Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b) ^ (swapped ? 0x27d4eb2f : 0);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}
