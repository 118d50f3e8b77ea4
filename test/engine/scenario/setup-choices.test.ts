// Family.setupChoices: what setup mode may put on a square comes from each ruleset's rules.
import { describe, expect, it } from 'vitest';
import { familyById } from '../../../src/engine/families';
import { shippedGame } from '../../support/rulesets';

const choices = (ruleset: string, square: string) => {
  const game = shippedGame(ruleset);
  return familyById(game.family)!.setupChoices(game, square);
};

describe('setup choices', () => {
  it('Units: every player and every class, on any square', () => {
    const c = choices('units-v1.2-4p', 'a1');
    expect(c).toHaveLength(4 * 4);
    expect(c[0]).toEqual({ list: 'pieces', entry: { owner: 'south', class: 1 }, label: 'south class 1' });
  });

  it('tafl: the piece types a square lets stand there, each with its side', () => {
    const anywhere = choices('escape-death', 'b2').map((c) => c.entry.type);
    expect(anywhere).toEqual(['tombstone', 'skull', 'jeweled-skull']);
    // Tombstones are barred from the corner zones; the centre takes only the jeweled skull.
    expect(choices('escape-death', 'a1').map((c) => c.entry.type)).not.toContain('tombstone');
    expect(choices('hnefatafl-copenhagen', 'f6').map((c) => c.label)).toEqual(['king (defenders)']);
  });

  it("D'ice Cubes: a die of every value and a pawn of every player, inside the pond's radius", () => {
    const c = choices('dice-cubes', '3,-2');
    expect(c.filter((x) => x.list === 'dice').map((x) => x.entry.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(c.filter((x) => x.list === 'pawns').map((x) => x.label)).toEqual(["p1's pawn", "p2's pawn"]);
    expect(choices('dice-cubes', '41,0')).toEqual([]);
  });
});
