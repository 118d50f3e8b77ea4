/** units-v1.2-4p: the whole board, four players, elimination and turn order. */
import { describe, expect, it } from 'vitest';
import { act, board, legalMoves, position, shipped } from './helpers';

const g = shipped('units-v1.2-4p');
const U = (owner: string, at: string, c: number) => ({ at, owner, class: c });

describe('units-v1.2-4p', () => {
  it('16×16, order south, west, north, east, ply limit 400', () => {
    expect(g.players).toEqual(['south', 'west', 'north', 'east']);
    expect(g.view(g.start(0)).info).toMatchObject({ plyLimit: 400 });
    expect(g.parseAction(g.start(0), { from: 'p16', to: 'a1' }).ok).toBe(true);
  });

  it('each player\'s units are centred on its edge, classes 1→4 from its left; opposite players face 1↔4, 2↔3', () => {
    const b = board(g, g.start(0));
    expect(b).toEqual({
      g1: 'south 1', h1: 'south 2', i1: 'south 3', j1: 'south 4',
      a10: 'west 1', a9: 'west 2', a8: 'west 3', a7: 'west 4',
      j16: 'north 1', i16: 'north 2', h16: 'north 3', g16: 'north 4',
      p7: 'east 1', p8: 'east 2', p9: 'east 3', p10: 'east 4',
    });
    for (const f of 'ghij') expect(Number(b[`${f}1`]!.slice(-1)) + Number(b[`${f}16`]!.slice(-1))).toBe(5);
    for (const r of [7, 8, 9, 10]) expect(Number(b[`a${r}`]!.slice(-1)) + Number(b[`p${r}`]!.slice(-1))).toBe(5);
  });

  it('turns pass south → west → north → east → south', () => {
    const s = g.start(0);
    const seen = [];
    for (const sq of ['g1', 'a10', 'j16', 'p7', 'h1']) {
      seen.push(g.view(s).toMove);
      expect(act(g, s, { turn: sq })).toBeNull();
    }
    expect(seen).toEqual(['south', 'west', 'north', 'east', 'south']);
  });

  it('a player with no units is out and skipped; the last player with units wins', () => {
    const s = position(g, [U('south', 'a1', 1), U('west', 'a5', 4), U('north', 'p16', 4), U('east', 'p1', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(g.lastEvents(s).map((e) => e.text)).toEqual(["south's class 1 from a1 captures west's class 4 on a5 and becomes class 3", 'west has no units left and is out']);
    expect(g.view(s).toMove).toBe('north');
    expect(g.view(s).info).toMatchObject({ out: ['west'] });
    expect(act(g, s, { turn: 'p16' })).toBeNull();
    expect(g.view(s).toMove).toBe('east');
    expect(act(g, s, { turn: 'p1' })).toBeNull();
    expect(g.view(s).toMove).toBe('south');
    expect(legalMoves(g, s).every((m) => m.includes('a5'))).toBe(true);
  });

  it('the attacker can put itself out', () => {
    const s = position(g, [U('south', 'a1', 1), U('west', 'a5', 2), U('north', 'p16', 4), U('east', 'p1', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(g.view(s).toMove).toBe('west');
    expect(g.view(s).info).toMatchObject({ out: ['south'] });
  });

  it('the game ends when one player is left', () => {
    const s = position(g, [U('south', 'a1', 1), U('west', 'a5', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(g.outcome(s)).toEqual({ winner: 'south', reason: 'south is the last player with units' });
  });
});
