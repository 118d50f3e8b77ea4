import { describe, expect, it } from 'vitest';
import { OKABE_ITO, ownerLetters, ownerStyles } from '../../../src/ui/board/palette';
import { pawnStyles } from '../../../src/ui/dice-pond/pawns';
import { shippedGame } from '../../support/rulesets';

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const normalise = (c: string) => (c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c).toLowerCase();

describe('owner colours', () => {
  it('gives every owner a distinct letter', () => {
    expect(ownerLetters(['south', 'north'])).toEqual(['S', 'N']);
    expect(ownerLetters(['south', 'west', 'north', 'east'])).toEqual(['S', 'W', 'N', 'E']);
    expect(ownerLetters(['p1', 'p2', 'p3', 'p4'])).toEqual(['1', '2', '3', '4']);
    expect(ownerLetters(['ab', 'ab2', 'ab3'])).toEqual(['B', '2', '3']);
  });

  it('uses only Okabe–Ito colours, distinct per player, with readable ink (≥ 3:1, large bold text)', () => {
    const palette = new Set(Object.values(OKABE_ITO).map(normalise));
    const styles = ownerStyles(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(new Set(styles.map((s) => s.fill)).size).toBe(8);
    for (const s of styles) {
      expect(palette.has(normalise(s.fill))).toBe(true);
      expect(contrast(normalise(s.fill), normalise(s.ink))).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives dice-pond team mates one hue in two shades, and every pawn its own shape', () => {
    const styles = pawnStyles(shippedGame('dice-cubes-4p'));
    const all = [...styles.values()];
    expect(new Set(all.map((s) => s.shape)).size).toBe(all.length);
    expect(new Set(all.map((s) => s.fill)).size).toBe(all.length);
    for (const s of all) expect(contrast(normalise(s.fill), normalise(s.ink))).toBeGreaterThanOrEqual(3);
    const teams = new Set(all.map((s) => s.team));
    expect(teams.size).toBe(2);
  });
});
