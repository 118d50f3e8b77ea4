/** The Game interface around the rules: parsing, notation, setup problems, views, events, serialisation. */
import { describe, expect, it } from 'vitest';
import { isSetupProblems } from '../../../src/engine/game';
import { act, gameOf, position, shipped } from './helpers';

const g = shipped('units-v1.2');
const S = (at: string, c: number) => ({ at, owner: 'south', class: c });
const N = (at: string, c: number) => ({ at, owner: 'north', class: c });

describe('actions as numbers', () => {
  it('parses moves and turns, formats them back', () => {
    const s = g.start(0);
    for (const obj of [{ from: 'c1', to: 'c5' }, { turn: 'f1' }, { from: 'h8', to: 'a1' }]) {
      const p = g.parseAction(s, obj);
      expect(p.ok).toBe(true);
      if (p.ok) expect(g.formatAction(s, p.action)).toEqual(obj);
    }
  });

  it('encodes illegal but well-formed actions, so they can be explained', () => {
    const s = g.start(0);
    const p = g.parseAction(s, { from: 'c4', to: 'c8' });
    expect(p.ok && g.whyIllegal(s, p.action)).toBe('c4 is empty; south has no unit there');
  });

  it('refuses ill-formed actions with the expected forms', () => {
    const s = g.start(0);
    expect(g.parseAction(s, { from: 'z9', to: 'c5' })).toEqual({
      ok: false,
      error: 'from: "z9" is not a square of this 8×8 board; expected a1 … h8',
    });
    expect(g.parseAction(s, { from: 'c1' })).toEqual({
      ok: false,
      error:
        'a move needs both from: and to:; expected { from: <square>, to: <square> } (a move) or { turn: <square> } (a turn)',
    });
    expect(g.parseAction(s, {})).toEqual({
      ok: false,
      error: 'an empty action; expected { from: <square>, to: <square> } (a move) or { turn: <square> } (a turn)',
    });
    expect(g.parseAction(s, { turn: 'c1', from: 'c1', to: 'c5' })).toEqual({
      ok: false,
      error:
        'an action is either a move or a turn, not both; expected { from: <square>, to: <square> } (a move) or { turn: <square> } (a turn)',
    });
  });

  it('refuses stray keys, naming the key and the forms', () => {
    const s = g.start(0);
    expect(g.parseAction(s, { roll: [1, 2] })).toEqual({
      ok: false,
      error:
        'unknown key "roll" in a Units action; expected { from: <square>, to: <square> } (a move) or { turn: <square> } (a turn)',
    });
    expect(g.parseAction(s, { from: 'c1', to: 'c5', illegal: true })).toEqual({
      ok: false,
      error:
        'unknown key "illegal" in a Units action; expected { from: <square>, to: <square> } (a move) or { turn: <square> } (a turn)',
    });
  });

  it('whyIllegal names numbers that are no action', () => {
    expect(g.whyIllegal(g.start(0), -1)).toBe('-1 is not an action of this game');
    expect(g.whyIllegal(g.start(0), 64 * 64 + 64)).toBe('4160 is not an action of this game');
  });

  it('notation: c1-c5, c1xc5 for a fight, c1=2 for a turn', () => {
    const s = position(g, [S('c1', 1), N('c5', 4), N('h8', 1)]);
    const code = (o: Record<string, string>) => (g.parseAction(s, o) as { action: number }).action;
    expect(g.notation(s, code({ from: 'c1', to: 'c5' }))).toBe('c1xc5');
    expect(g.notation(s, code({ from: 'c1', to: 'g5' }))).toBe('c1-g5');
    expect(g.notation(s, code({ turn: 'c1' }))).toBe('c1=2');
  });
});

describe('setup', () => {
  it('takes toMove and pieces', () => {
    const s = position(g, [S('a1', 2), N('h8', 3)], 'north');
    expect(g.view(s)).toEqual({
      pieces: [
        { at: 'a1', owner: 'south', class: 2 },
        { at: 'h8', owner: 'north', class: 3 },
      ],
      toMove: 'north',
      facts: { plies: 0, out: [], scoresFor: { south: 'south', north: 'north' } },
      info: { plyLimit: 200, units: { south: 1, north: 1 } },
    });
  });

  it('keeps the ruleset start when pieces are not given', () => {
    const s = g.setup({ toMove: 'north' }, 0);
    expect(!isSetupProblems(s) && g.view(s).pieces).toEqual(g.view(g.start(0)).pieces);
  });

  it('reports problems with their paths', () => {
    expect(
      g.setup(
        {
          pieces: [
            S('a9', 1),
            S('a1', 5),
            { at: 'a1', owner: 'west', class: 1 },
            { at: 'b1', owner: 'north', type: 'king' },
          ],
          round: 2,
        },
        0,
      ),
    ).toEqual([
      { path: ['round'], message: 'a Units setup has no "round"; expected toMove and pieces' },
      { path: ['pieces', 0, 'at'], message: '"a9" is not a square of this 8×8 board; expected a1 … h8' },
      { path: ['pieces', 1, 'class'], message: 'class 5 does not exist; expected a class 1 … 4' },
      { path: ['pieces', 2, 'at'], message: 'a1 already holds a unit (pieces[1]); expected one unit per square' },
      { path: ['pieces', 2, 'owner'], message: '"west" is not a player; expected one of south, north' },
      {
        path: ['pieces', 3, 'type'],
        message: 'a unit has no "type" (units have a class, not a type); expected at, owner and class',
      },
      { path: ['pieces', 3, 'class'], message: 'class undefined does not exist; expected a class 1 … 4' },
    ]);
  });

  it('a setup where only one player has units is already won, whoever is to move', () => {
    const s = position(g, [S('a1', 1)], 'north');
    expect(g.outcome(s)).toMatchObject({ winner: 'south', code: 'no-units', reason: 'north has no units left' });
    expect(g.view(s).toMove).toBe('none');
  });

  it('a setup whose player to move has no units is refused', () => {
    const h = gameOf({
      players: ['south', 'north', 'east'],
      board: { width: 8, height: 8 },
      setup: [S('a1', 1), N('h8', 1), { at: 'h1', owner: 'east', class: 1 }],
    });
    expect(h.setup({ toMove: 'east', pieces: [S('a1', 1), N('h8', 1)] }, 0)).toEqual([
      { path: ['toMove'], message: 'east is to move but has no units on the board; expected a player who has units' },
    ]);
  });
});

describe('state', () => {
  it('clone is independent; serialize → deserialize gives the same state', () => {
    const s = g.start(0);
    act(g, s, { from: 'c1', to: 'c5' });
    const c = g.clone(s);
    act(g, c, { from: 'c8', to: 'c7' });
    expect(g.view(s).pieces).not.toEqual(g.view(c).pieces);
    const json: unknown = JSON.parse(JSON.stringify(g.serialize(c)));
    const back = g.deserialize(json);
    expect(g.serialize(back)).toEqual(g.serialize(c));
    expect(g.view(back)).toEqual(g.view(c));
    expect(g.lastEvents(back)).toEqual(g.lastEvents(c));
  });

  it('deserialize refuses what is not a state of this ruleset', () => {
    expect(() => g.deserialize({ d: [1, 2] })).toThrow(/not a serialized state/);
    expect(() => g.deserialize(null)).toThrow(/not a serialized state/);
    const good = g.serialize(g.start(0)) as Record<string, unknown>;
    expect(() => g.deserialize({ ...good, end: 9 })).toThrow(
      'not a serialized state of this Units ruleset: expected "end", one of 0, 1, 2, 3, 4, 5; found 9',
    );
    expect(() => g.deserialize({ ...good, winner: 2 })).toThrow(
      'not a serialized state of this Units ruleset: expected "winner", -2 … 1; found 2',
    );
    expect(() => g.deserialize({ ...good, ply: 1.5 })).toThrow('expected "ply", a whole number; found 1.5');
  });

  it('has no chance events', () => {
    expect(() => g.sampleChance(g.start(0))).toThrow(/no chance/);
    expect(g.chanceProbability(g.start(0), 0)).toBe(0);
  });
});
