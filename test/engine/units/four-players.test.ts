/** units-v1.2-4p: the whole board, four players, elimination and turn order. */
import { describe, expect, it } from 'vitest';
import { act, board, gameOf, legalMoves, position, shipped } from './helpers';

const g = shipped('units-v1.2-4p');
const U = (owner: string, at: string, c: number) => ({ at, owner, class: c });

describe('units-v1.2-4p', () => {
  it('16×16, order south, west, north, east, ply limit 400', () => {
    expect(g.players).toEqual(['south', 'west', 'north', 'east']);
    expect(g.view(g.start(0)).info).toMatchObject({ plyLimit: 400 });
    expect(g.parseAction(g.start(0), { from: 'p16', to: 'a1' }).ok).toBe(true);
  });

  it("each player's units are centred on its edge, classes 1→4 from its left; opposite players face 1↔4, 2↔3", () => {
    const b = board(g, g.start(0));
    expect(b).toEqual({
      g1: 'south 1',
      h1: 'south 2',
      i1: 'south 3',
      j1: 'south 4',
      a10: 'west 1',
      a9: 'west 2',
      a8: 'west 3',
      a7: 'west 4',
      j16: 'north 1',
      i16: 'north 2',
      h16: 'north 3',
      g16: 'north 4',
      p7: 'east 1',
      p8: 'east 2',
      p9: 'east 3',
      p10: 'east 4',
    });
    for (const f of 'ghij') expect(Number(b[`${f}1`].slice(-1)) + Number(b[`${f}16`].slice(-1))).toBe(5);
    for (const r of [7, 8, 9, 10]) expect(Number(b[`a${r}`].slice(-1)) + Number(b[`p${r}`].slice(-1))).toBe(5);
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
    expect(g.lastEvents(s).map((e) => e.kind)).toEqual(['move', 'fight', 'capture', 'class-change', 'out']);
    expect(g.lastEvents(s).at(-1)).toEqual({
      kind: 'out',
      player: 'west',
      at: [],
      text: 'west has no units left and is out',
    });
    expect(g.view(s).toMove).toBe('north');
    expect(g.view(s).facts.out).toEqual(['west']);
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
    expect(g.view(s).facts.out).toEqual(['south']);
  });

  it('the game ends when one player is left', () => {
    const s = position(g, [U('south', 'a1', 1), U('west', 'a5', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(g.outcome(s)).toEqual({
      winner: 'south',
      code: 'no-units',
      returns: { south: 1, west: -1, north: -1, east: -1 },
      reason: 'south is the last player with units',
    });
  });

  it('two players put out by one fight are both skipped', () => {
    const h = gameOf({
      board: { width: 16, height: 16 },
      players: ['south', 'west', 'north', 'east'],
      combat: { sameClass: 'both-removed' },
      setup: [U('south', 'a1', 1), U('west', 'a16', 1), U('north', 'p16', 1), U('east', 'p1', 1)],
    });
    const s = position(h, [U('south', 'a1', 3), U('west', 'a16', 4), U('north', 'p16', 4), U('east', 'a3', 3)], 'east');
    expect(act(h, s, { from: 'a3', to: 'a1' })).toBeNull();
    expect(h.view(s).toMove).toBe('west');
    expect(h.view(s).facts.out).toEqual(['south', 'east']);
    expect(act(h, s, { turn: 'a16' })).toBeNull();
    expect(h.view(s).toMove).toBe('north');
    expect(act(h, s, { turn: 'p16' })).toBeNull();
    expect(h.view(s).toMove).toBe('west');
  });

  it('draws at ply 400, not before', () => {
    const s = position(g, [U('south', 'a1', 4), U('west', 'a16', 4), U('north', 'p16', 4), U('east', 'p1', 4)]);
    const squares = ['a1', 'a16', 'p16', 'p1'];
    for (let i = 0; i < 399; i++) expect(act(g, s, { turn: squares[i % 4] })).toBeNull();
    expect(g.outcome(s)).toBeNull();
    expect(g.view(s).toMove).toBe('east');
    expect(act(g, s, { turn: 'p1' })).toBeNull();
    expect(g.outcome(s)).toMatchObject({
      winner: 'draw',
      code: 'ply-limit',
      reason: 'the ply limit of 400 was reached',
    });
    expect(g.view(s).toMove).toBe('none');
  });

  it('a win on ply 400 is a win', () => {
    // north and east are already out; south and west alternate.
    const s = position(g, [U('south', 'a1', 4), U('west', 'a5', 1), U('west', 'p16', 1)]);
    for (let i = 0; i < 399; i++) expect(act(g, s, { turn: i % 2 === 0 ? 'a1' : 'p16' })).toBeNull();
    expect(board(g, s).a1).toBe('south 4'); // 200 turns: back to class 4
    expect(act(g, s, { from: 'a5', to: 'a1' })).toBeNull();
    expect(g.plies(s)).toBe(400);
    expect(g.outcome(s)).toMatchObject({
      winner: 'west',
      code: 'no-units',
      reason: 'west is the last player with units',
    });
  });
});
