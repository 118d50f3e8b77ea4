/** Reading scenario actions (`parseAction`) and writing them (`formatAction`, `notation`). */
import { describe, expect, it } from 'vitest';
import { action, pos, shipped, withFill } from './helpers';

const game = shipped('escape-death');
const cph = shipped('hnefatafl-copenhagen');

describe('parseAction', () => {
  const s = pos(game, withFill({ tombstone: ['f4'], 'jeweled-skull': ['f6'] }), 'tombstones');

  it("an action in another family's form names the tafl form, with a move legal here as the example", () => {
    expect(game.parseAction(s, { turn: 'c5' })).toEqual({
      ok: false,
      error:
        '{ turn } is not a tafl action; expected a move { from: <square>, to: <square> }, e.g. { from: i3, to: h3 }',
    });
  });

  it('refuses a stray key next to from and to', () => {
    expect(game.parseAction(s, { from: 'f4', to: 'f5', illegal: true, via: 'f3' })).toEqual({
      ok: false,
      error: 'unknown key "illegal" in a tafl action; expected { from: <square>, to: <square> }',
    });
  });

  it('names the square it cannot read', () => {
    expect(game.parseAction(s, { from: 'f4', to: 'f12' })).toEqual({
      ok: false,
      error: 'to: "f12" is not a square of this 11×11 board; expected a1 … k11',
    });
  });

  it('encodes any well-formed move, even an illegal one, and formats it back', () => {
    const parsed = game.parseAction(s, { from: 'f4', to: 'g5' });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(game.formatAction(s, parsed.action)).toEqual({ from: 'f4', to: 'g5' });
  });
});

describe('notation', () => {
  it("writes the captures a move makes, not the royal piece's, and leaves the state as it was", () => {
    const s = pos(
      cph,
      { defender: ['c1', 'd1', 'e1'], attacker: ['c2', 'd2', 'e2', 'b1', 'f4'], king: ['h8'] },
      'attackers',
    );
    const before = JSON.stringify(cph.serialize(s));
    expect(cph.notation(s, action(cph, s, 'f4-f1'))).toBe('f4-f1xe1xd1xc1');
    expect(JSON.stringify(cph.serialize(s))).toBe(before);
    const k = pos(cph, { king: ['e3'], attacker: ['e4', 'd3', 'f3', 'h2'], defender: ['j9'] }, 'attackers');
    expect(cph.notation(k, action(cph, k, 'h2-e2'))).toBe('h2-e2');
  });

  it('an illegal move is written without captures', () => {
    const s = pos(
      cph,
      { defender: ['c1', 'd1', 'e1'], attacker: ['c2', 'd2', 'e2', 'b1', 'f4'], king: ['h8'] },
      'attackers',
    );
    expect(cph.notation(s, action(cph, s, 'f4-g5'))).toBe('f4-g5');
  });
});
