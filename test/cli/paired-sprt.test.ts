import { describe, expect, it } from 'vitest';
import { PairedSprt } from '../../src/engine/selfplay/paired-sprt';
import { Rng } from '../../src/engine/rng';

/** Pairs whose d = B − A is +1 with probability up, −1 with probability down, else 0. */
function stream(up: number, down: number, margin: number, seed: number, max = 100_000) {
  const rng = Rng.seeded(seed);
  const t = new PairedSprt(margin);
  while (t.decision === 'continue' && t.pairs < max) {
    const u = rng.below(1_000_000) / 1_000_000;
    t.add(u < up ? 1 : u < up + down ? -1 : 0);
  }
  return t;
}

describe('the paired sequential test', () => {
  it('accepts H1 when B moved by the margin, at about the 1 − β rate', () => {
    // Mean of d = 0.3 − 0.2 = 0.1 = the margin.
    const h1 = Array.from({ length: 60 }, (_, i) => stream(0.3, 0.2, 0.1, i).decision).filter(
      (d) => d === 'accept-h1',
    ).length;
    expect(h1).toBeGreaterThanOrEqual(51);
  });

  it('accepts H0 when nothing moved, at about the 1 − α rate', () => {
    const h0 = Array.from({ length: 60 }, (_, i) => stream(0.25, 0.25, 0.1, 100 + i).decision).filter(
      (d) => d === 'accept-h0',
    ).length;
    expect(h0).toBeGreaterThanOrEqual(51);
  });

  it('accepts H0 for identical versions (every d = 0) within a few hundred pairs', () => {
    const t = stream(0, 0, 0.05, 1);
    expect(t.decision).toBe('accept-h0');
    // LLR = −n · 0.05² / 2 / (0.05 · 0.95) reaches ln(0.05 / 0.95) = −2.944 at n = 112.
    expect(t.pairs).toBe(112);
  });

  it('tests a fall with a negative margin', () => {
    expect(stream(0.1, 0.3, -0.2, 7).decision).toBe('accept-h1');
  });
});
