/** The square reading and the adjacency renderers take from the rules (squares.ts), and that the engine plays by. */
import { describe, expect, it } from 'vitest';
import { neighbours, parseSquare, readSquare, squareName } from '../../../src/engine/dice-pond/squares';
import { gameOf, legal, position, withDefaults } from './helpers';

describe('squares', () => {
  it('parseSquare reads "x,y" (spaces allowed) and nothing else', () => {
    expect(parseSquare('1,-2')).toEqual({ x: 1, y: -2 });
    expect(parseSquare(' 3 , 0 ')).toEqual({ x: 3, y: 0 });
    expect(parseSquare('a1')).toBeNull();
    expect(squareName({ x: -4, y: 7 })).toBe('-4,7');
    expect(readSquare('1;2')).toBe('"1;2" is not a square; expected "x,y" with whole numbers, e.g. "1,0" or "-2,3"');
  });

  it('neighbours follow placement.adjacency and movement.adjacency, within the pond radius', () => {
    const plain = withDefaults({});
    expect(neighbours(plain, '0,0', 'placement').sort()).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
    const diagonal = withDefaults({ placement: { adjacency: 'orthogonal-and-diagonal' }, pond: { radius: 30 } });
    expect(neighbours(diagonal, '0,0', 'placement')).toHaveLength(8);
    expect(neighbours(diagonal, '0,0', 'movement')).toHaveLength(4);
    expect(neighbours(diagonal, '30,30', 'placement').sort()).toEqual(['29,29', '29,30', '30,29']);
    expect(neighbours(plain, 'x', 'placement')).toEqual([]);
  });

  it('the engine places dice exactly where neighbours says (placement.adjacency: orthogonal-and-diagonal)', () => {
    const rules = { placement: { adjacency: 'orthogonal-and-diagonal' } };
    const g = gameOf(rules);
    const s = position(g, { '0,0': 6 }, {}, { phase: 'place', pool: { 3: 1 } });
    const squares = legal(g, s)
      .map((a) => a.at as string)
      .sort();
    expect(squares).toEqual(neighbours(withDefaults(rules), '0,0', 'placement').sort());
  });
});
