/**
 * `lastEvents`: what an action did, as typed events of the shared vocabulary
 * (move, fight, capture, class-change, turn, out, pass, game-end), each with
 * its fields, the squares to mark and its move-log sentence.
 */
import { describe, expect, it } from 'vitest';
import { act, gameOf, position, shipped } from './helpers';

const g = shipped('units-v1.2');
const S = (at: string, c: number) => ({ at, owner: 'south', class: c });
const N = (at: string, c: number) => ({ at, owner: 'north', class: c });

describe('a move', () => {
  it('onto an empty square is one move event: the player, the squares and the unit before it moved', () => {
    const s = g.start(0);
    expect(act(g, s, { from: 'c1', to: 'c5' })).toBeNull();
    expect(g.lastEvents(s)).toEqual([
      {
        kind: 'move',
        player: 'south',
        from: 'c1',
        to: 'c5',
        piece: { at: 'c1', owner: 'south', class: 1 },
        at: ['c1', 'c5'],
        text: 'south moves its class 1 from c1 to c5',
      },
    ]);
  });
});

describe('a fight', () => {
  it('attacker-won: move, fight, the defender captured, the attacker changes class', () => {
    const s = position(g, [S('a1', 1), N('a5', 4), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    const attacker = { at: 'a1', owner: 'south', class: 1 };
    const defender = { at: 'a5', owner: 'north', class: 4 };
    expect(g.lastEvents(s)).toEqual([
      {
        kind: 'move',
        player: 'south',
        from: 'a1',
        to: 'a5',
        piece: attacker,
        at: ['a1', 'a5'],
        text: 'south moves its class 1 from a1 to a5',
      },
      {
        kind: 'fight',
        player: 'south',
        result: 'attacker-won',
        attacker,
        defender,
        at: ['a5'],
        text: "south's class 1 from a1 captures north's class 4 on a5 and becomes class 3",
      },
      { kind: 'capture', player: 'south', captured: [defender], at: ['a5'], text: "north's class 4 on a5 is removed" },
      {
        kind: 'class-change',
        piece: { at: 'a5', owner: 'south', class: 1 },
        becomes: { at: 'a5', owner: 'south', class: 3 },
        at: ['a5'],
        text: "south's unit on a5 becomes class 3",
      },
    ]);
  });

  it("defender-won: the attacker is captured (by the mover's own move) and the defender changes class", () => {
    const s = position(g, [S('a1', 1), S('h1', 4), N('a5', 2), N('h8', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    const attacker = { at: 'a1', owner: 'south', class: 1 };
    const defender = { at: 'a5', owner: 'north', class: 2 };
    expect(g.lastEvents(s).slice(1)).toEqual([
      {
        kind: 'fight',
        player: 'south',
        result: 'defender-won',
        attacker,
        defender,
        at: ['a1', 'a5'],
        text: "south's class 1 from a1 attacks north's class 2 on a5 and loses: it is removed, and the defender becomes class 1",
      },
      { kind: 'capture', player: 'south', captured: [attacker], at: ['a1'], text: "south's class 1 on a1 is removed" },
      {
        kind: 'class-change',
        piece: defender,
        becomes: { ...defender, class: 1 },
        at: ['a5'],
        text: "north's unit on a5 becomes class 1",
      },
    ]);
  });

  it('no class-change event when the survivor keeps its class (classChange: keep)', () => {
    const h = gameOf({ combat: { classChange: 'keep' } });
    const s = position(h, [S('a1', 1), N('a5', 4), N('h8', 1)]);
    expect(act(h, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(h.lastEvents(s).map((e) => e.kind)).toEqual(['move', 'fight', 'capture']);
    expect(h.lastEvents(s)[1].text).toBe("south's class 1 from a1 captures north's class 4 on a5 and stays class 1");
  });

  it('both-removed: one capture event lists both units', () => {
    const h = gameOf({ combat: { sameClass: 'both-removed' } });
    const s = position(h, [S('a1', 3), S('h1', 1), N('a3', 3), N('h8', 1)]);
    expect(act(h, s, { from: 'a1', to: 'a3' })).toBeNull();
    const attacker = { at: 'a1', owner: 'south', class: 3 };
    const defender = { at: 'a3', owner: 'north', class: 3 };
    expect(h.lastEvents(s).slice(1)).toEqual([
      {
        kind: 'fight',
        player: 'south',
        result: 'both-removed',
        attacker,
        defender,
        at: ['a1', 'a3'],
        text: "south's class 3 from a1 and north's class 3 on a3 fight to a tie: both are removed",
      },
      {
        kind: 'capture',
        player: 'south',
        captured: [defender, attacker],
        at: ['a3', 'a1'],
        text: "north's class 3 on a3 and south's class 3 on a1 are removed",
      },
    ]);
  });

  it('bounce: a fight and nothing removed', () => {
    const h = gameOf({ combat: { sameClass: 'bounce' } });
    const s = position(h, [S('a1', 3), N('a3', 3), N('h8', 1)]);
    expect(act(h, s, { from: 'a1', to: 'a3' })).toBeNull();
    expect(h.lastEvents(s).slice(1)).toEqual([
      {
        kind: 'fight',
        player: 'south',
        result: 'bounce',
        attacker: { at: 'a1', owner: 'south', class: 3 },
        defender: { at: 'a3', owner: 'north', class: 3 },
        at: ['a3', 'a1'],
        text: "south's class 3 cannot beat north's class 3 on a3 and bounces back to a1",
      },
    ]);
  });
});

describe('a turn', () => {
  it('is one turn event: the unit before and after', () => {
    const s = g.start(0);
    expect(act(g, s, { turn: 'f1' })).toBeNull();
    expect(g.lastEvents(s)).toEqual([
      {
        kind: 'turn',
        player: 'south',
        piece: { at: 'f1', owner: 'south', class: 4 },
        becomes: { at: 'f1', owner: 'south', class: 1 },
        at: ['f1'],
        text: 'south turns the unit on f1 from class 4 to class 1',
      },
    ]);
  });
});

describe('players out, turns skipped, the end', () => {
  // Move only, north or east only: a unit on h8 has no move.
  const stuck = { actions: ['move'], move: { directions: ['n', 'e'] } };

  it('out (no units left), then game-end with the outcome', () => {
    const s = position(g, [S('a1', 1), N('a5', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(g.lastEvents(s).slice(-2)).toEqual([
      { kind: 'out', player: 'north', at: [], text: 'north has no units left and is out' },
      { kind: 'game-end', outcome: g.outcome(s), at: [], text: 'south wins: north has no units left' },
    ]);
  });

  it('out (no legal action): its units leave the board', () => {
    const h = gameOf({
      ...stuck,
      players: ['south', 'north', 'east'],
      board: { width: 8, height: 8 },
      setup: [S('a1', 4), N('h8', 4), { at: 'h1', owner: 'east', class: 4 }],
    });
    const s = position(h, [S('a1', 4), N('h7', 4), { at: 'h1', owner: 'east', class: 4 }], 'north');
    expect(act(h, s, { from: 'h7', to: 'h8' })).toBeNull();
    expect(act(h, s, { from: 'h1', to: 'h2' })).toBeNull();
    expect(act(h, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(h.lastEvents(s).slice(1)).toEqual([
      { kind: 'out', player: 'north', at: [], text: 'north has no legal action and is out; its units leave the board' },
    ]);
  });

  it('pass (noLegalAction: pass)', () => {
    const h = gameOf({ ...stuck, noLegalAction: 'pass' });
    const s = position(h, [S('a1', 4), N('h7', 4)], 'north');
    expect(act(h, s, { from: 'h7', to: 'h8' })).toBeNull();
    expect(act(h, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(h.lastEvents(s).slice(1)).toEqual([
      { kind: 'pass', player: 'north', at: [], text: 'north has no legal action; its turn is skipped' },
    ]);
    expect(h.view(s).toMove).toBe('south');
  });

  it('game-end of a draw', () => {
    const h = gameOf({ plyLimit: 1 });
    const s = h.start(0);
    expect(act(h, s, { turn: 'c1' })).toBeNull();
    expect(h.lastEvents(s).at(-1)).toEqual({
      kind: 'game-end',
      outcome: h.outcome(s),
      at: [],
      text: 'the game is drawn: the ply limit of 1 was reached',
    });
  });

  it('a start position already over reports its end', () => {
    const s = position(g, [S('a1', 1)], 'north');
    expect(g.lastEvents(s)).toEqual([
      { kind: 'game-end', outcome: g.outcome(s), at: [], text: 'south wins: north has no units left' },
    ]);
    expect(g.lastEvents(g.start(0))).toEqual([]);
  });
});
