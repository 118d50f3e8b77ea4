/**
 * The hand-written D'ice Cubes reference of the benchmark
 * (bench/reference/dice-cubes-minimal.ts) plays exactly the shipped
 * `dice-cubes` rules: played in lockstep with our engine over random games
 * (the same seeded rolls, the same random choices among the legal actions
 * sorted alike), both list the same legal actions in every position and the
 * games end after the same plies with the same winner (or draw). So the benchmark
 * compares two engines for the same game, and our engine is checked against
 * an independent one.
 */
import { describe, expect, it } from 'vitest';
import * as ref from '../../../bench/reference/dice-cubes-minimal';
import { CHANCE, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { shipped } from './helpers';

const GAMES = 300;
const key = (obj: Record<string, unknown>) => JSON.stringify(obj);

describe('the benchmark reference engine', () => {
  it('lists the same legal actions as ours in every position of random games, and ends them after the same plies with the same winner', () => {
    const game = shipped('dice-cubes');
    const ours = new Int32Array(game.maxActions);
    const theirs = new Int32Array(4096);
    let positions = 0;
    const results = new Set<string>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const players = Rng.seeded(seed * 7919);
      const s = game.start(seed);
      ref.start(seed);
      for (;;) {
        const who = game.toMove(s);
        expect(ref.who()).toBe(who);
        if (who === NOBODY) break;
        if (who === CHANCE) {
          // Both draw the roll from a generator seeded alike, as one number of faces.
          game.apply(s, game.sampleChance(s));
          ref.apply(ref.sampleRoll());
          continue;
        }
        const mine = Array.from(
          ours.subarray(0, game.legalActions(s, ours)),
          (a) => [key(game.formatAction(s, a)), a] as const,
        ).sort();
        const other = Array.from(
          theirs.subarray(0, ref.legal(theirs)),
          (a) => [key(ref.actionObject(a)), a] as const,
        ).sort();
        expect(other.map(([k]) => k)).toEqual(mine.map(([k]) => k));
        const pick = players.below(mine.length);
        game.apply(s, mine[pick][1]);
        ref.apply(other[pick][1]);
        positions++;
      }
      expect(ref.pliesSoFar()).toBe(game.plies(s));
      const w = ref.winner();
      expect(w === -1 ? 'draw' : game.players[w]).toBe(game.outcome(s)!.winner);
      results.add(game.outcome(s)!.winner);
    }
    expect(positions).toBeGreaterThan(GAMES * 40);
    // Wins of both players and draws (at the turn limit or sinking together) all occur, so each was compared.
    expect([...results].sort()).toEqual(['draw', 'p1', 'p2']);
  });
});
