/**
 * The fast hand-written D'ice Cubes engine of the performance experiment
 * (bench/reference/dice-cubes-fast.ts) plays exactly the rules of the
 * minimal reference (bench/reference/dice-cubes-minimal.ts, itself checked
 * against our engine in reference.test.ts): played in lockstep over random
 * games, both list the same legal actions, in the same order and with the
 * same encoding, in every position; they draw the same rolls; and the games
 * end after the same plies with the same winner (or draw). So the speeds of the two are those of two
 * engines for the same game, playing the same games from the same seeds.
 * The play-phase benchmark's position (full-pond.ts) is checked the same way
 * against ours: set up by each engine, it is one position with the same games.
 */
import { describe, expect, it } from 'vitest';
import * as fast from '../../../bench/reference/dice-cubes-fast';
import * as ref from '../../../bench/reference/dice-cubes-minimal';
import { FULL_POND_DICE, FULL_POND_PAWNS, fullPondSetup } from '../../../bench/reference/full-pond';
import { CHANCE, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { shipped } from './helpers';

const GAMES = 300;

describe('the fast reference engine', () => {
  it('lists the same legal actions as the minimal reference, in the same order, in every position of random games, and ends them alike', () => {
    const mine = new Int32Array(4096);
    const theirs = new Int32Array(4096);
    let positions = 0;
    let sixPowers = 0;
    const results = new Set<number>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const players = Rng.seeded(seed * 7919);
      fast.start(seed);
      ref.start(seed);
      for (;;) {
        const who = ref.who();
        expect(fast.who()).toBe(who);
        if (who === -1) break;
        if (who === -2) {
          const roll = ref.sampleRoll();
          expect(fast.sampleRoll()).toBe(roll);
          ref.apply(roll);
          fast.apply(roll);
          continue;
        }
        const n = ref.legal(theirs);
        const m = fast.legal(mine);
        const a = Array.from(mine.subarray(0, m));
        const b = Array.from(theirs.subarray(0, n));
        if (a.length !== b.length || a.some((x, i) => x !== b[i])) {
          // the same set, then the same order: a failure names the actions
          expect(a.map((x) => JSON.stringify(fast.actionObject(x))).sort()).toEqual(
            b.map((x) => JSON.stringify(ref.actionObject(x))).sort(),
          );
          expect(a).toEqual(b);
        }
        if (b.some((x) => x >> 24 === 2)) sixPowers++;
        const pick = players.below(n);
        ref.apply(theirs[pick]);
        fast.apply(mine[pick]);
        positions++;
      }
      expect(fast.pliesSoFar()).toBe(ref.pliesSoFar());
      expect(fast.winner()).toBe(ref.winner());
      results.add(ref.winner());
    }
    expect([...results].sort()).toEqual([-1, 0, 1]);
    expect(positions).toBeGreaterThan(GAMES * 40);
    expect(sixPowers).toBeGreaterThan(GAMES / 10);
  });
});

describe('the play-phase benchmark position (bench/reference/full-pond.ts)', () => {
  it('is the same position in our engine (a scenario setup) and in the fast engine (startPlay): the same legal actions in every position of games played from it', () => {
    const game = shipped('dice-cubes');
    const ours = new Int32Array(game.maxActions);
    const theirs = new Int32Array(4096);
    const key = (obj: Record<string, unknown>) => JSON.stringify(obj);
    let positions = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const players = Rng.seeded(seed * 31);
      const s = game.setup(fullPondSetup('p1', 'p2'), seed);
      if (Array.isArray(s)) expect.fail(s.map((p) => p.message).join('; '));
      fast.startPlay(seed, FULL_POND_DICE, FULL_POND_PAWNS);
      expect(game.view(s).dice).toHaveLength(25);
      for (;;) {
        const who = game.toMove(s);
        expect(fast.who()).toBe(who);
        if (who === NOBODY) break;
        if (who === CHANCE) {
          // Both draw the roll from a generator seeded alike, as one number of faces.
          game.apply(s, game.sampleChance(s));
          fast.apply(fast.sampleRoll());
          continue;
        }
        const mine = Array.from(
          ours.subarray(0, game.legalActions(s, ours)),
          (a) => [key(game.formatAction(s, a)), a] as const,
        ).sort();
        const other = Array.from(
          theirs.subarray(0, fast.legal(theirs)),
          (a) => [key(fast.actionObject(a)), a] as const,
        ).sort();
        expect(other.map(([k]) => k)).toEqual(mine.map(([k]) => k));
        const pick = players.below(mine.length);
        game.apply(s, mine[pick][1]);
        fast.apply(other[pick][1]);
        positions++;
      }
      expect(fast.pliesSoFar()).toBe(game.plies(s));
      const w = fast.winner();
      expect(w === -1 ? 'draw' : game.players[w]).toBe(game.outcome(s)!.winner);
    }
    expect(positions).toBeGreaterThan(40 * 10);
  });
});
