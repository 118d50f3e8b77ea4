import { describe, expect, it } from 'vitest';
import { sampleChanceWith, uniform } from '../../../src/engine/bots/chance';
import { Rng } from '../../../src/engine/rng';
import { bet, nim } from './nim';

describe("a bot's chance draws", () => {
  it('follow chanceProbability, not the (rigged) state generator', () => {
    const game = bet();
    const s = game.start(0);
    game.apply(s, 0);
    const rng = Rng.seeded(3);
    const buf = new Int32Array(3);
    const counts = [0, 0, 0];
    for (let i = 0; i < 20000; i++) counts[sampleChanceWith(game, s, rng, buf)]++;
    // 0.6 / 0.2 / 0.2; the standard error of a share over 20000 draws is below 0.0035.
    expect(Math.abs(counts[0] / 20000 - 0.6)).toBeLessThan(0.015);
    expect(Math.abs(counts[1] / 20000 - 0.2)).toBeLessThan(0.015);
    expect(Math.abs(counts[2] / 20000 - 0.2)).toBeLessThan(0.015);
  });

  it("leave the state's own generator where it was", () => {
    const game = nim({ heap: 9, chance: true });
    const s = game.start(5);
    game.apply(s, 1);
    const before = JSON.stringify(game.serialize(s));
    sampleChanceWith(game, s, Rng.seeded(1), new Int32Array(3));
    expect(JSON.stringify(game.serialize(s))).toBe(before);
  });

  it('uniform numbers lie in [0, 1) and average 1/2', () => {
    const rng = Rng.seeded(11);
    let sum = 0,
      least = 1,
      most = 0;
    for (let i = 0; i < 10000; i++) {
      const u = uniform(rng);
      least = Math.min(least, u);
      most = Math.max(most, u);
      sum += u;
    }
    expect(least).toBeGreaterThanOrEqual(0);
    expect(most).toBeLessThan(1);
    expect(Math.abs(sum / 10000 - 0.5)).toBeLessThan(0.01);
  });
});
