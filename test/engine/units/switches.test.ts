/** Every switch of the Units schema, flipped from its default, changes play as its description says (alone and in the combinations that meet). */
import { describe, expect, it } from 'vitest';
import { NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { act, board, gameOf, legalMoves, position, shipped } from './helpers';

const S = (at: string, c: number) => ({ at, owner: 'south', class: c });
const N = (at: string, c: number) => ({ at, owner: 'north', class: c });
const U = (owner: string, at: string, c: number) => ({ at, owner, class: c });
const from = (moves: string[], sq: string) => moves.filter((m) => m.startsWith(`${sq}-`)).sort();

describe('board', () => {
  it('width and height set the board, and square names follow it', () => {
    const g = gameOf({ board: { width: 10, height: 12 }, setup: [S('a1', 1), N('j12', 1)] });
    const s = g.start(0);
    expect(from(legalMoves(g, s), 'a1')).toEqual(['a1-a5', 'a1-e1', 'a1-e5']);
    expect(g.parseAction(s, { from: 'a1', to: 'k1' })).toEqual({
      ok: false,
      error: 'to: "k1" is not a square of this 10×12 board; expected a1 … j12',
    });
  });
});

describe('players and setup', () => {
  it('the first player in the list moves first; the setup list is the start', () => {
    const g = gameOf({
      players: ['red', 'blue'],
      setup: [
        { at: 'b2', owner: 'blue', class: 4 },
        { at: 'g7', owner: 'red', class: 2 },
      ],
    });
    const s = g.start(0);
    expect(g.view(s).toMove).toBe('red');
    expect(board(g, s)).toEqual({ b2: 'blue 4', g7: 'red 2' });
  });

  it('three players take turns in list order', () => {
    const g = gameOf({
      players: ['a', 'b', 'c'],
      board: { width: 8, height: 8 },
      setup: [
        { at: 'a1', owner: 'a', class: 4 },
        { at: 'h1', owner: 'b', class: 4 },
        { at: 'h8', owner: 'c', class: 4 },
      ],
    });
    const s = g.start(0);
    const order = [];
    for (const sq of ['a1', 'h1', 'h8', 'a1']) {
      order.push(g.view(s).toMove);
      expect(act(g, s, { turn: sq })).toBeNull();
    }
    expect(order).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('classes', () => {
  it('a fifth class can be added with its own speed, fights and turn', () => {
    const g = gameOf({
      classes: 5,
      move: { speed: { 1: 4, 2: 3, 3: 2, 4: 1, 5: 5 } },
      combat: {
        beats: { 1: [4], 2: [1], 3: [2, 1], 4: [3, 2], 5: [4, 3, 2, 1] },
        after: { 1: { 4: 3 }, 2: { 1: 1 }, 3: { 1: 2, 2: 1 }, 4: { 3: 1, 2: 2 }, 5: { 4: 1, 3: 2, 2: 3, 1: 4 } },
      },
      turn: { rotation: { 1: 2, 2: 3, 3: 4, 4: 5, 5: 1 } },
      setup: [S('a1', 5), N('a6', 3), N('h8', 1)],
    });
    const s = g.start(0);
    expect(act(g, s, { from: 'a1', to: 'a6' })).toBeNull();
    expect(board(g, s).a6).toBe('south 2');
  });
});

describe('actions', () => {
  it('move only: no turn action', () => {
    const g = gameOf({ actions: ['move'] });
    const s = g.start(0);
    expect(legalMoves(g, s).some((m) => m.startsWith('turn'))).toBe(false);
    expect(act(g, s, { turn: 'c1' })).toBe(
      'this ruleset has no turn action (actions: move): a unit cannot change its class',
    );
  });

  it('turn only: no moves', () => {
    const g = gameOf({ actions: ['turn'] });
    const s = g.start(0);
    expect(legalMoves(g, s)).toEqual(['turn c1', 'turn d1', 'turn e1', 'turn f1']);
    expect(act(g, s, { from: 'c1', to: 'c5' })).toBe(
      'this ruleset has no move action (actions: turn): a player may only turn a unit',
    );
  });
});

describe('move.speed', () => {
  it('sets how far each class moves', () => {
    const g = gameOf({ move: { speed: { 1: 1, 2: 1, 3: 1, 4: 7 } } });
    const s = position(g, [S('a1', 4), N('h8', 1)]);
    expect(from(legalMoves(g, s), 'a1')).toEqual(['a1-a8', 'a1-h1', 'a1-h8']);
  });

  it('a speed larger than the board: the unit stops on the edge square', () => {
    const h = gameOf({
      board: { width: 3, height: 10 },
      move: { speed: { 1: 9, 2: 3, 3: 2, 4: 1 } },
      setup: [S('a1', 1), N('c10', 4)],
    });
    expect(from(legalMoves(h, h.start(0)), 'a1')).toEqual(['a1-a10', 'a1-c1', 'a1-c3']);
    const t = position(h, [S('a2', 1), N('c10', 4)]);
    expect(from(legalMoves(h, t), 'a2')).toEqual(['a2-a1', 'a2-a10', 'a2-b1', 'a2-c2', 'a2-c4']);
  });
});

describe('move.directions', () => {
  it('orthogonal only', () => {
    const g = gameOf({ move: { directions: ['n', 'e', 's', 'w'] } });
    const s = position(g, [S('d4', 3), N('h8', 1)]);
    expect(from(legalMoves(g, s), 'd4')).toEqual(['d4-b4', 'd4-d2', 'd4-d6', 'd4-f4']);
    expect(act(g, s, { from: 'd4', to: 'f6' })).toBe(
      'd4→f6 goes ne, but units may only move n, e, s, w (move.directions)',
    );
  });

  it('diagonal only', () => {
    const g = gameOf({ move: { directions: ['ne', 'se', 'sw', 'nw'] } });
    const s = position(g, [S('d4', 3), N('h8', 1)]);
    expect(from(legalMoves(g, s), 'd4')).toEqual(['d4-b2', 'd4-b6', 'd4-f2', 'd4-f6']);
  });
});

describe('move.distance: up-to', () => {
  const g = gameOf({ move: { distance: 'up-to' } });

  it('moves 1 … speed squares', () => {
    const s = position(g, [S('a1', 2), N('h8', 1)]);
    expect(from(legalMoves(g, s), 'a1')).toEqual([
      'a1-a2',
      'a1-a3',
      'a1-a4',
      'a1-b1',
      'a1-b2',
      'a1-c1',
      'a1-c3',
      'a1-d1',
      'a1-d4',
    ]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBe('class 2 moves at most 3 squares; a1→a5 is 4 squares');
  });

  it('makes move.edge irrelevant: every square before the edge is within reach anyway', () => {
    const forbid = gameOf({ move: { distance: 'up-to', edge: 'forbid' } });
    const buf = new Int32Array(g.maxActions);
    const rng = Rng.seeded(3);
    for (let game = 0; game < 20; game++) {
      const s = g.start(0);
      while (g.toMove(s) !== NOBODY) {
        expect(legalMoves(forbid, s)).toEqual(legalMoves(g, s));
        g.apply(s, buf[rng.below(g.legalActions(s, buf))]);
      }
    }
  });

  it('still jumps, never lands on an own unit, and fights what it lands on', () => {
    const s = position(g, [S('a1', 2), S('a2', 4), N('a3', 1), N('h8', 1)]);
    expect(from(legalMoves(g, s), 'a1').filter((m) => m.startsWith('a1-a'))).toEqual(['a1-a3', 'a1-a4']);
    expect(act(g, s, { from: 'a1', to: 'a3' })).toBeNull();
    expect(board(g, s).a3).toBe('south 1');
  });

  it('jumps a same-class enemy in reach: only its square is refused (units-v1.1)', () => {
    const v11 = shipped('units-v1.1');
    const s = position(v11, [S('a1', 2), N('a3', 2), N('h8', 1)]);
    expect(from(legalMoves(v11, s), 'a1').filter((m) => m.startsWith('a1-a'))).toEqual(['a1-a2', 'a1-a4']);
    expect(act(v11, s, { from: 'a1', to: 'a3' })).toBe(
      'class 2 cannot fight class 2 (same class; combat.sameClass: illegal)',
    );
  });
});

describe('move.jump: false', () => {
  const g = gameOf({ move: { jump: false } });

  it('a unit on the way blocks the move', () => {
    const s = position(g, [S('a1', 1), N('a3', 4), N('h8', 1)]);
    expect(from(legalMoves(g, s), 'a1').filter((m) => m.startsWith('a1-a'))).toEqual([]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBe(
      "a1→a5 passes over a3 (north's unit), and units may not jump (move.jump: false)",
    );
  });

  it('up-to moves stop before the first unit and may fight it', () => {
    const h = gameOf({ move: { jump: false, distance: 'up-to' } });
    const s = position(h, [S('a1', 1), N('a3', 4), N('h8', 1)]);
    expect(from(legalMoves(h, s), 'a1').filter((m) => m.startsWith('a1-a'))).toEqual(['a1-a2', 'a1-a3']);
  });

  it('up-to: a same-class enemy blocks the line and cannot be fought', () => {
    const h = gameOf({ move: { distance: 'up-to', jump: false } });
    const s = position(h, [S('a1', 2), N('a3', 2), N('h8', 1)]);
    expect(from(legalMoves(h, s), 'a1').filter((m) => m.startsWith('a1-a'))).toEqual(['a1-a2']);
  });

  it('the edge rule still applies, with a clear path to the square it picks', () => {
    const s = position(g, [S('g6', 1), N('a1', 1)]);
    expect(legalMoves(g, s)).toContain('g6-g8');
    const t = position(g, [S('g6', 1), N('g7', 4), N('a1', 1)]);
    expect(legalMoves(g, t)).not.toContain('g6-g8');
    const own = position(g, [S('g5', 1), S('g8', 2), N('a1', 2)]);
    expect(from(legalMoves(g, own), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1', 'g5-g7']);
    const blocked = position(g, [S('g5', 1), S('g8', 2), N('g6', 3), N('a1', 2)]);
    expect(from(legalMoves(g, blocked), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
    expect(act(g, blocked, { from: 'g5', to: 'g7' })).toBe(
      "g5→g7 passes over g6 (north's unit), and units may not jump (move.jump: false)",
    );
    expect(act(g, blocked, { from: 'g5', to: 'g6' })).toBe(
      "there is no move going n from g5: class 1 moves 4 squares and the board ends after 3 squares, so the unit would stop on g7 (the farthest square of the line not held by an own unit), but g5→g7 passes over g6 (north's unit), and units may not jump (move.jump: false)",
    );
  });

  it('an own unit on the way does not make the edge rule stop in front of it', () => {
    const s = position(g, [S('g5', 1), S('g7', 2), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
  });
});

describe('move.edge: forbid', () => {
  const g = gameOf({ move: { edge: 'forbid' } });

  it('a move that would run off the board is illegal', () => {
    const s = position(g, [S('g6', 1), N('a1', 1)]);
    expect(from(legalMoves(g, s), 'g6')).toEqual(['g6-c2', 'g6-c6', 'g6-g2']);
    expect(act(g, s, { from: 'g6', to: 'g8' })).toBe(
      'class 1 must move exactly 4 squares, and going n from g6 the board ends after 2 squares (move.edge: forbid)',
    );
    const t = position(g, [S('g7', 1), N('a1', 2)]);
    expect(act(g, t, { from: 'g7', to: 'g8' })).toBe(
      'class 1 must move exactly 4 squares, and going n from g7 the board ends after 1 square (move.edge: forbid)',
    );
  });

  it('with jump: false, only full-speed moves on a clear line', () => {
    const h = gameOf({ move: { jump: false, edge: 'forbid' } });
    const s = position(h, [S('g5', 1), N('g2', 3), N('a1', 2)]);
    expect(from(legalMoves(h, s), 'g5')).toEqual(['g5-c1', 'g5-c5']);
  });
});

describe('combat.beats', () => {
  it('a designer table decides who survives', () => {
    const g = gameOf({
      combat: {
        beats: { 1: [2], 2: [3], 3: [4], 4: [1] },
        after: { 1: { 2: 1 }, 2: { 3: 2 }, 3: { 4: 3 }, 4: { 1: 4 } },
      },
    });
    const s = position(g, [S('a1', 1), N('a5', 2), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(board(g, s).a5).toBe('south 1');
  });

  it('a pair neither beats counts as the same class', () => {
    const g = gameOf({
      combat: { beats: { 1: [4], 3: [2], 4: [3, 2] }, after: { 1: { 4: 3 }, 3: { 2: 1 }, 4: { 3: 1, 2: 2 } } },
    });
    const s = position(g, [S('a1', 1), N('a5', 3), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBe(
      'class 1 and class 3 cannot fight: neither beats the other (combat.beats), which counts as the same class (combat.sameClass: illegal)',
    );
  });
});

describe('combat.losingAttack: forbidden', () => {
  const g = gameOf({ combat: { losingAttack: 'forbidden' } });

  it('a unit may not attack an enemy that beats it', () => {
    const s = position(g, [S('a1', 1), N('a5', 2), N('h8', 1)]);
    expect(legalMoves(g, s)).not.toContain('a1-a5');
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBe(
      'class 1 on a1 would lose to class 2 on a5, and losing attacks are not allowed (combat.losingAttack: forbidden)',
    );
  });

  it('a losing fight on the square the edge rule picks is illegal, and the rule does not fall back further', () => {
    const s = position(g, [S('g5', 1), S('g8', 2), N('g7', 3), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
    expect(act(g, s, { from: 'g5', to: 'g7' })).toBe(
      'class 1 on g5 would lose to class 3 on g7, and losing attacks are not allowed (combat.losingAttack: forbidden)',
    );
    expect(act(g, s, { from: 'g5', to: 'g6' })).toBe(
      'there is no move going n from g5: class 1 moves 4 squares and the board ends after 3 squares, so the unit would stop on g7 (the farthest square of the line not held by an own unit), but class 1 on g5 would lose to class 3 on g7, and losing attacks are not allowed (combat.losingAttack: forbidden)',
    );
  });
});

describe('combat.sameClass', () => {
  // g5 going north: only g6 g7 g8 before the edge; south's own unit on g8 makes the edge rule stop on g7.
  const edgeFallBack = [S('g5', 1), S('g8', 2), N('g7', 1), N('a1', 2)];
  // h5 going north: h8 is the edge square, no own unit there.
  const edgeSquare = [S('h5', 1), S('a8', 4), N('h8', 1), N('a1', 2)];

  it('both-removed: both units leave the board', () => {
    const g = gameOf({ combat: { sameClass: 'both-removed' } });
    const s = position(g, [S('a1', 3), S('h1', 1), N('a3', 3), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a3' })).toBeNull();
    expect(board(g, s)).toEqual({ h1: 'south 1', h8: 'north 1' });
    expect(g.lastEvents(s).find((e) => e.kind === 'fight')).toMatchObject({ result: 'both-removed', at: ['a1', 'a3'] });
  });

  it('both-removed with the last units of both players is a draw: nobody to move, nothing more accepted', () => {
    const g = gameOf({ combat: { sameClass: 'both-removed' } });
    const s = position(g, [S('a1', 3), N('a3', 3)]);
    expect(act(g, s, { from: 'a1', to: 'a3' })).toBeNull();
    expect(g.outcome(s)).toMatchObject({ winner: 'draw', code: 'all-removed', reason: 'no player has units left' });
    expect(g.view(s).toMove).toBe('none');
    expect(legalMoves(g, s)).toEqual([]);
    expect(act(g, s, { turn: 'a1' })).toBe('the game is over: it is drawn (no player has units left)');
  });

  it('both-removed decides a fight on the square the edge rule picks', () => {
    const g = gameOf({ combat: { sameClass: 'both-removed' } });
    const s = position(g, edgeFallBack);
    expect(from(legalMoves(g, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1', 'g5-g7']);
    expect(act(g, s, { from: 'g5', to: 'g6' })).toBe(
      'class 1 moves 4 squares, but going n from g5 the board ends after 3 squares: the unit stops on g7 (the farthest square of the line not held by an own unit), not on g6',
    );
    expect(act(g, s, { from: 'g5', to: 'g7' })).toBeNull();
    expect(board(g, s)).toEqual({ g8: 'south 2', a1: 'north 2' });
    const t = position(g, edgeSquare);
    expect(act(g, t, { from: 'h5', to: 'h8' })).toBeNull();
    expect(board(g, t)).toEqual({ a8: 'south 4', a1: 'north 2' });
  });

  it('bounce: the attacker returns to its square and the turn is used', () => {
    const g = gameOf({ combat: { sameClass: 'bounce' } });
    const s = position(g, [S('a1', 3), N('a3', 3), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a3' })).toBeNull();
    expect(board(g, s)).toEqual({ a1: 'south 3', a3: 'north 3', h8: 'north 1' });
    expect(g.view(s).toMove).toBe('north');
    expect(g.plies(s)).toBe(1);
  });

  it('bounce decides a fight on the square the edge rule picks', () => {
    const g = gameOf({ combat: { sameClass: 'bounce' } });
    const s = position(g, edgeFallBack);
    expect(from(legalMoves(g, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1', 'g5-g7']);
    expect(act(g, s, { from: 'g5', to: 'g7' })).toBeNull();
    expect(board(g, s)).toEqual(Object.fromEntries(edgeFallBack.map((u) => [u.at, `${u.owner} ${u.class}`])));
    expect(g.view(s).toMove).toBe('north');
    const t = position(g, edgeSquare);
    expect(act(g, t, { from: 'h5', to: 'h8' })).toBeNull();
    expect(board(g, t).h5).toBe('south 1');
  });

  it('bounce with distance up-to: the attacker stays on its square and the turn passes', () => {
    const g = gameOf({ move: { distance: 'up-to' }, combat: { sameClass: 'bounce' } });
    const s = position(g, [S('a1', 2), N('a2', 2), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(board(g, s)).toEqual({ a1: 'south 2', a2: 'north 2', h8: 'north 1' });
    expect(g.view(s).toMove).toBe('north');
  });
});

describe('combat.classChange and combat.after', () => {
  it('keep: the survivor keeps its class, attacker or defender', () => {
    const g = gameOf({ combat: { classChange: 'keep' } });
    const s = position(g, [S('a1', 1), S('h1', 1), N('a5', 4), N('h5', 2), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(board(g, s).a5).toBe('south 1');
    expect(act(g, s, { turn: 'h8' })).toBeNull();
    expect(act(g, s, { from: 'h1', to: 'h5' })).toBeNull();
    expect(board(g, s).h5).toBe('north 2');
  });

  it('a designer table sets the new class', () => {
    const g = gameOf({ combat: { after: { 1: { 4: 1 }, 2: { 1: 2 }, 3: { 1: 3, 2: 3 }, 4: { 3: 4, 2: 4 } } } });
    const s = position(g, [S('a1', 1), N('a5', 4), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(board(g, s).a5).toBe('south 1');
  });
});

describe('turn.rotation', () => {
  it('a designer rotation, and a class left out cannot be turned', () => {
    const g = gameOf({ turn: { rotation: { 1: 4, 2: 1, 3: 2 } } });
    const s = position(g, [S('a1', 1), S('b1', 4), N('h8', 1)]);
    expect(legalMoves(g, s)).toContain('turn a1');
    expect(legalMoves(g, s)).not.toContain('turn b1');
    expect(act(g, s, { turn: 'b1' })).toBe('class 4 cannot be turned: turn.rotation has no entry for class 4');
    expect(act(g, s, { turn: 'a1' })).toBeNull();
    expect(board(g, s).a1).toBe('south 4');
  });
});

describe('noLegalAction', () => {
  // Move only, and only north or east: a unit on h8 (the top-right corner) has no move.
  const walls = { move: { directions: ['n', 'e'] } };
  const stuck = { actions: ['move'], ...walls };
  const E = (at: string, c: number) => ({ at, owner: 'east', class: c });
  const fourPlayers = {
    ...stuck,
    players: ['south', 'west', 'north', 'east'],
    board: { width: 8, height: 8 },
    setup: [S('a1', 4), U('west', 'h8', 4), N('a3', 4), U('east', 'a5', 4)],
  };

  it('out (default): a player with no legal action is out and its units leave the board', () => {
    const g = gameOf({
      actions: ['move'],
      ...walls,
      players: ['south', 'north', 'east'],
      board: { width: 8, height: 8 },
      setup: [S('a1', 4), N('h8', 4), E('h1', 4)],
    });
    const s = position(g, [S('a1', 4), N('h8', 4), E('h1', 4)], 'north');
    // north on h8 can move neither n nor e: it is out at the start of its turn.
    expect(g.view(s).toMove).toBe('east');
    expect(g.view(s).pieces.some((p) => p.owner === 'north')).toBe(false);
    expect(g.lastEvents(s)).toContainEqual(
      expect.objectContaining({
        kind: 'out',
        player: 'north',
        text: 'north has no legal action and is out; its units leave the board',
      }),
    );
  });

  it('out with two players ends the game, even in the starting position', () => {
    const g = gameOf(stuck);
    const s = position(g, [S('a1', 4), N('h8', 4)], 'north');
    expect(g.outcome(s)).toMatchObject({
      winner: 'south',
      code: 'no-legal-action',
      reason: 'north has no legal action',
    });
  });

  it('out: a player left without a legal action loses as soon as the turn passes to it, and nothing more is accepted', () => {
    const g = gameOf(stuck);
    const s = position(g, [S('a1', 4), N('h7', 4)], 'south');
    expect(act(g, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(act(g, s, { from: 'h7', to: 'h8' })).toBeNull();
    expect(g.view(s).toMove).toBe('south');
    expect(act(g, s, { from: 'a2', to: 'a3' })).toBeNull();
    expect(g.outcome(s)).toMatchObject({
      winner: 'south',
      code: 'no-legal-action',
      reason: 'north has no legal action',
    });
    expect(g.view(s).toMove).toBe('none');
    expect(g.plies(s)).toBe(3);
    expect(act(g, s, { from: 'a3', to: 'a4' })).toBe('the game is over: south won (north has no legal action)');
  });

  it('out with four players: the reason names the last player left', () => {
    const g = gameOf(fourPlayers);
    // Only south and west are left, and west (on h8) has no move.
    const s = position(g, [S('a1', 4), U('west', 'h8', 4)], 'south');
    expect(act(g, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(g.outcome(s)).toMatchObject({
      winner: 'south',
      code: 'no-legal-action',
      reason: 'south is the last player left: west has no legal action',
    });
  });

  it('out on the last allowed ply: the stuck player loses, a win and not a draw', () => {
    const g = gameOf({ ...stuck, plyLimit: 1 });
    const s = position(g, [S('a1', 4), N('h8', 4)], 'south');
    expect(act(g, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(g.plies(s)).toBe(1);
    expect(g.outcome(s)).toMatchObject({
      winner: 'south',
      code: 'no-legal-action',
      reason: 'north has no legal action',
    });
    expect(g.lastEvents(s).filter((e) => e.kind !== 'move')).toMatchObject([
      { kind: 'out', player: 'north', text: 'north has no legal action and is out; its units leave the board' },
      {
        kind: 'game-end',
        outcome: { winner: 'south', code: 'no-legal-action' },
        text: 'south wins: north has no legal action',
      },
    ]);
    // A player who can act on the last ply: the limit draws.
    const t = position(g, [S('a1', 4), N('g7', 4)], 'south');
    expect(act(g, t, { from: 'a1', to: 'a2' })).toBeNull();
    expect(g.outcome(t)).toMatchObject({ winner: 'draw', code: 'ply-limit' });
  });

  it('out on the last allowed ply with four players: the stuck player is out, and with two or more left the limit draws', () => {
    const g = gameOf({ ...fourPlayers, plyLimit: 1 });
    const s = position(g, fourPlayers.setup, 'south');
    expect(act(g, s, { from: 'a1', to: 'b1' })).toBeNull();
    expect(g.outcome(s)).toMatchObject({ winner: 'draw', code: 'ply-limit', reason: 'the ply limit of 1 was reached' });
    expect(g.lastEvents(s)).toContainEqual(
      expect.objectContaining({
        kind: 'out',
        player: 'west',
        text: 'west has no legal action and is out; its units leave the board',
      }),
    );
    expect(g.view(s).facts.out).toEqual(['west']);
  });

  it('pass: the turn is skipped; if nobody can act, the game is drawn', () => {
    const g = gameOf({ actions: ['move'], ...walls, noLegalAction: 'pass' });
    const s = position(g, [S('a1', 4), N('h8', 4)], 'north');
    expect(g.view(s).toMove).toBe('south');
    expect(g.lastEvents(s).map((e) => e.kind)).toContain('pass');
    const t = position(g, [S('h8', 4), N('g8', 4), N('h7', 4)]);
    expect(g.outcome(t)).toMatchObject({
      winner: 'draw',
      code: 'nobody-can-act',
      reason: 'no player has a legal action',
    });
  });

  it('pass on the last allowed ply wins nothing: the limit draws', () => {
    const g = gameOf({ ...stuck, plyLimit: 1, noLegalAction: 'pass' });
    const s = position(g, [S('a1', 4), N('h8', 4)], 'south');
    expect(act(g, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(g.outcome(s)).toMatchObject({ winner: 'draw', code: 'ply-limit', reason: 'the ply limit of 1 was reached' });
  });
});

describe('plyLimit', () => {
  it('ends the game as a draw after that many plies', () => {
    const g = gameOf({ plyLimit: 2 });
    const s = g.start(0);
    act(g, s, { turn: 'c1' });
    expect(g.outcome(s)).toBeNull();
    act(g, s, { turn: 'c8' });
    expect(g.outcome(s)).toMatchObject({ winner: 'draw', code: 'ply-limit', reason: 'the ply limit of 2 was reached' });
  });
});
