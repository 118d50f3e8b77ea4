/**
 * The "switching" line of `npm run bench`: how much a compiled game slows down
 * when its calls move from state to state, as a search (MCTS) does on every
 * step. 256 states are played with uniformly random players, one ply each in
 * turn ("in turn"), against the same 256 games played one after another
 * ("sequential"). A finished game restarts with the next seed, so both modes
 * play the same games. The two modes run alternately (BENCH_RUNS rounds each)
 * so the machine's load weighs on both alike; the ratio of their medians is
 * what matters (target ≥ 0.8 in every ruleset: a compiled game is reentrant).
 */
import { CHANCE, NOBODY, type Game } from '../src/engine/game';
import { Rng } from '../src/engine/rng';

const STATES = 256;

export interface SwitchingResult {
  /** Plies per second playing one ply on each of 256 states in turn. */
  inTurn: number;
  /** Plies per second playing the same games one after another. */
  sequential: number;
  /** inTurn ÷ sequential (medians). */
  ratio: number;
}

/** One random ply on `s`; false if the game was already over. */
function ply<S>(game: Game<S>, s: S, rng: Rng, buf: Int32Array): boolean {
  const who = game.toMove(s);
  if (who === NOBODY) return false;
  if (who === CHANCE) game.apply(s, game.sampleChance(s));
  else {
    const n = game.legalActions(s, buf);
    game.apply(s, buf[rng.below(n)]);
  }
  return true;
}

/** Plies per second over `seconds`, states visited in turn or each played to its end before the next. */
function run<S>(game: Game<S>, seconds: number, inTurn: boolean): number {
  const buf = new Int32Array(game.maxActions);
  const rng = Rng.seeded(12345);
  let nextSeed = 1;
  const states = Array.from({ length: STATES }, () => game.start(nextSeed++));
  let plies = 0;
  let i = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  while (performance.now() < until) {
    // Check the clock every 1,024 plies: reading it costs more than a ply.
    for (let k = 0; k < 1024; k++) {
      if (ply(game, states[i], rng, buf)) plies++;
      else states[i] = game.start(nextSeed++);
      if (inTurn) i = (i + 1) % STATES;
      else if (game.toMove(states[i]) === NOBODY) {
        states[i] = game.start(nextSeed++);
        i = (i + 1) % STATES;
      }
    }
  }
  return plies / ((performance.now() - start) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

export function benchSwitching<S>(game: Game<S>, seconds: number, runs: number): SwitchingResult {
  run(game, Math.min(0.5, seconds / 4), true);
  run(game, Math.min(0.5, seconds / 4), false);
  const inTurn: number[] = [];
  const sequential: number[] = [];
  for (let r = 0; r < runs; r++) {
    inTurn.push(run(game, seconds / (2 * runs), true));
    sequential.push(run(game, seconds / (2 * runs), false));
  }
  const a = median(inTurn),
    b = median(sequential);
  return { inTurn: Math.round(a), sequential: Math.round(b), ratio: Math.round((a / b) * 100) / 100 };
}
