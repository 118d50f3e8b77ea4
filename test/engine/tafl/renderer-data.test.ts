/** What renderers read from the engine instead of piece names: each type's roles, and who plays which side in a round. */
import { describe, expect, it } from 'vitest';
import { matchPlayerOfSide, pieceRoles } from '../../../src/engine/tafl';
import type { TaflRules } from '../../../src/engine/tafl/rules';
import { shipped, variant } from './helpers';

const rulesOf = (g: { rules: unknown }) => g.rules as TaflRules;

describe('pieceRoles', () => {
  it('Escape Death: per type its side, role, royalty, strength and power', () => {
    const game = shipped('escape-death');
    expect(game.pieceRoles).toEqual(pieceRoles(rulesOf(game)));
    expect(game.pieceRoles).toEqual({
      tombstone: {
        role: 'attackers',
        side: 'tombstones',
        movesFirst: true,
        royal: false,
        strength: 2,
        power: 'armed',
        immuneOnEdge: false,
      },
      skull: {
        role: 'defenders',
        side: 'skulls',
        movesFirst: false,
        royal: false,
        strength: 2,
        power: 'armed',
        immuneOnEdge: false,
      },
      'jeweled-skull': {
        role: 'defenders',
        side: 'skulls',
        movesFirst: false,
        royal: true,
        strength: 2,
        power: 'armed',
        immuneOnEdge: false,
      },
    });
  });

  it('Copenhagen: the king is royal, strength 4 and immune on the edge', () => {
    expect(shipped('hnefatafl-copenhagen').pieceRoles.king).toEqual({
      role: 'defenders',
      side: 'defenders',
      movesFirst: false,
      royal: true,
      strength: 4,
      power: 'armed',
      immuneOnEdge: true,
    });
  });

  it('follows a renamed type and renamed sides: the roles, not the names, say how to draw', () => {
    const g = variant('escape-death', { sides: { attackers: 'death', defenders: 'youth' }, firstToMove: 'defenders' });
    expect(g.pieceRoles['jeweled-skull']).toMatchObject({
      role: 'defenders',
      side: 'youth',
      movesFirst: true,
      royal: true,
    });
    expect(g.pieceRoles.tombstone).toMatchObject({ role: 'attackers', side: 'death', movesFirst: false });
  });
});

describe('matchPlayerOfSide', () => {
  const rules = rulesOf(shipped('escape-death'));

  it('A plays skulls in rounds 1–3 and tombstones in rounds 4–6', () => {
    expect([1, 3, 4, 6].map((r) => matchPlayerOfSide(rules, 'skulls', r))).toEqual(['A', 'A', 'B', 'B']);
    expect([1, 3, 4, 6].map((r) => matchPlayerOfSide(rules, 'tombstones', r))).toEqual(['B', 'B', 'A', 'A']);
  });

  it("agrees with the game's scoresFor", () => {
    const game = shipped('escape-death');
    const s = game.start(0);
    expect(game.players.map((side, p) => matchPlayerOfSide(rules, side, 1) === game.scoresFor(s, p))).toEqual([
      true,
      true,
    ]);
  });

  it('undefined for a name that is not a side, and without a match', () => {
    expect(matchPlayerOfSide(rules, 'draw', 1)).toBeUndefined();
    expect(matchPlayerOfSide(rulesOf(shipped('hnefatafl-copenhagen')), 'attackers', 1)).toBeUndefined();
  });
});
