/** Units v1.2, rule by rule, as we read units-rules-v1.2.txt (the comments of rulesets/units-v1.2.yaml; default settings). */
import { describe, expect, it } from 'vitest';
import { NOBODY } from '../../../src/engine/game';
import { act, board, gameOf, legalMoves, position, shipped } from './helpers';

const g = shipped('units-v1.2');
const S = (at: string, c: number) => ({ at, owner: 'south', class: c });
const N = (at: string, c: number) => ({ at, owner: 'north', class: c });
const from = (moves: string[], sq: string) => moves.filter((m) => m.startsWith(`${sq}-`)).sort();

describe('start', () => {
  it('is the spec position, south to move', () => {
    const s = g.start(0);
    expect(board(g, s)).toEqual({
      c1: 'south 1',
      d1: 'south 2',
      e1: 'south 3',
      f1: 'south 4',
      f8: 'north 1',
      e8: 'north 2',
      d8: 'north 3',
      c8: 'north 4',
    });
    expect(g.view(s).toMove).toBe('south');
    expect(g.players).toEqual(['south', 'north']);
    expect(g.outcome(s)).toBeNull();
  });

  it('offers each unit its moves and its turn', () => {
    expect(legalMoves(g, g.start(0))).toEqual([
      'c1-c5',
      'c1-g5',
      'c1-g1',
      'c1-a1',
      'c1-a3',
      'turn c1',
      'd1-d4',
      'd1-g4',
      'd1-g1',
      'd1-a1',
      'd1-a4',
      'turn d1',
      'e1-e3',
      'e1-g3',
      'e1-g1',
      'e1-c3',
      'turn e1',
      'f1-f2',
      'f1-g2',
      'f1-g1',
      'f1-e2',
      'turn f1',
    ]);
  });
});

describe('speed and distance: exactly speed squares', () => {
  it.each([
    [1, 'e5'],
    [2, 'e4'],
    [3, 'e3'],
    [4, 'e2'],
  ])('class %i from e1 goes north to %s and nowhere else on the file', (c, to) => {
    const s = position(g, [S('e1', c), N('a8', 1)]);
    const north = legalMoves(g, s).filter((m) => /^e1-e/.test(m));
    expect(north).toEqual([`e1-${to}`]);
  });

  it('says how far the class must move', () => {
    const s = position(g, [S('e1', 2), N('a8', 1)]);
    expect(act(g, s, { from: 'e1', to: 'e3' })).toBe('class 2 must move exactly 3 squares; e1→e3 is 2 squares');
    expect(act(g, s, { from: 'e1', to: 'e6' })).toBe('class 2 must move exactly 3 squares; e1→e6 is 5 squares');
  });

  it('says "1 square" for one, also where the edge rule applies', () => {
    const t = position(g, [S('g7', 1), N('a1', 2)]);
    expect(act(g, t, { from: 'g7', to: 'g6' })).toBe('class 1 must move exactly 4 squares; g7→g6 is 1 square');
    const u = position(g, [S('g6', 1), S('g8', 2), N('a1', 2)]);
    expect(act(g, u, { from: 'g6', to: 'g5' })).toBe('class 1 must move exactly 4 squares; g6→g5 is 1 square');
  });
});

describe('direction', () => {
  it('moves in all 8 directions', () => {
    const s = position(g, [S('d4', 3), N('a8', 1)]);
    expect(
      legalMoves(g, s)
        .filter((m) => m.startsWith('d4-'))
        .sort(),
    ).toEqual(['d4-b2', 'd4-b4', 'd4-b6', 'd4-d2', 'd4-d6', 'd4-f2', 'd4-f4', 'd4-f6']);
  });

  it('refuses a move that is not a straight line', () => {
    const s = position(g, [S('d4', 3), N('a8', 1)]);
    expect(act(g, s, { from: 'd4', to: 'e6' })).toBe(
      'd4→e6 is not a straight line; a unit moves straight in one of the directions n, ne, e, se, s, sw, w, nw',
    );
    expect(act(g, s, { from: 'd4', to: 'd4' })).toBe('a move must leave its square: d4→d4 goes nowhere');
  });
});

describe('jumping', () => {
  it('jumps over own and enemy units on the way', () => {
    const s = position(g, [S('a1', 1), S('a2', 2), N('a3', 4), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(board(g, s)).toMatchObject({ a5: 'south 1', a2: 'south 2', a3: 'north 4' });
  });
});

describe('edge rule', () => {
  it('stops on the edge square when the board ends before the speed', () => {
    const s = position(g, [S('g6', 1), N('a1', 1)]);
    expect(legalMoves(g, s)).toContain('g6-g8');
    expect(act(g, s, { from: 'g6', to: 'g7' })).toBe(
      'class 1 moves 4 squares, but going n from g6 the board ends after 2 squares: the unit stops on g8 (the farthest square of the line not held by an own unit), not on g7',
    );
    expect(act(g, s, { from: 'g6', to: 'g8' })).toBeNull();
  });

  it('falls back to the nearest square not held by an own unit', () => {
    const s = position(g, [S('g5', 1), S('g8', 2), N('a1', 1)]);
    expect(legalMoves(g, s)).toContain('g5-g7');
    expect(act(g, s, { from: 'g5', to: 'g8' })).toBe(
      "g8 holds south's own unit; a unit may never land on a square held by an own unit",
    );
    expect(act(g, s, { from: 'g5', to: 'g7' })).toBeNull();
  });

  it('falls back one square on a diagonal too: the line ends where either coordinate leaves the board', () => {
    const s = position(g, [S('f3', 1), S('h5', 2), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'f3')).toEqual([
      'f3-b3',
      'f3-b7',
      'f3-d1',
      'f3-f1',
      'f3-f7',
      'f3-g4',
      'f3-h1',
      'f3-h3',
    ]);
    expect(act(g, s, { from: 'f3', to: 'g4' })).toBeNull();
    expect(board(g, s)).toEqual({ g4: 'south 1', h5: 'south 2', a1: 'north 2' });
  });

  it('falls back past several own units, and lands on an enemy it beats', () => {
    const s = position(g, [S('g5', 1), S('g8', 2), S('g7', 3), N('g6', 4), N('a1', 1)]);
    expect(act(g, s, { from: 'g5', to: 'g6' })).toBeNull();
    expect(board(g, s)).toMatchObject({ g6: 'south 3' });
  });

  it('is illegal when the picked square holds an enemy of the same class: no further fallback', () => {
    const s = position(g, [S('g5', 1), N('g8', 1), N('a1', 2)]);
    expect(legalMoves(g, s).filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
    expect(act(g, s, { from: 'g5', to: 'g8' })).toBe(
      'class 1 cannot fight class 1 (same class; combat.sameClass: illegal)',
    );
    expect(act(g, s, { from: 'g5', to: 'g7' })).toBe(
      'there is no move going n from g5: class 1 moves 4 squares and the board ends after 3 squares, so the unit would stop on g8 (the farthest square of the line not held by an own unit), but class 1 cannot fight class 1 (same class; combat.sameClass: illegal)',
    );
  });

  it('is illegal when the fall-back square holds an enemy of the same class: no further falling back', () => {
    const s = position(g, [S('g5', 1), S('g8', 2), N('g7', 1), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
    expect(act(g, s, { from: 'g5', to: 'g7' })).toBe(
      'class 1 cannot fight class 1 (same class; combat.sameClass: illegal)',
    );
    expect(act(g, s, { from: 'g5', to: 'g6' })).toBe(
      'there is no move going n from g5: class 1 moves 4 squares and the board ends after 3 squares, so the unit would stop on g7 (the farthest square of the line not held by an own unit), but class 1 cannot fight class 1 (same class; combat.sameClass: illegal)',
    );
  });

  it('lands on the picked square even when the enemy there wins: the attacker is removed', () => {
    const s = position(g, [S('g6', 1), S('a8', 4), N('g8', 2), N('a1', 2)]);
    expect(act(g, s, { from: 'g6', to: 'g8' })).toBeNull();
    expect(board(g, s)).toEqual({ a8: 'south 4', g8: 'north 1', a1: 'north 2' });
  });

  it('gives no move when every square to the edge holds an own unit', () => {
    const s = position(g, [S('g6', 1), S('g7', 2), S('g8', 3), N('a1', 1)]);
    expect(legalMoves(g, s).filter((m) => m.startsWith('g6-g'))).toEqual(['g6-g2']);
  });

  it('does not apply to a line that ends exactly at the speed: an own unit on its last square makes the move illegal', () => {
    // d4 north: d5 d6 d7 d8, exactly 4 squares for class 1.
    const s = position(g, [S('d4', 1), S('d8', 2), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'd4').filter((m) => m.startsWith('d4-d'))).toEqual(['d4-d1']);
    expect(act(g, s, { from: 'd4', to: 'd8' })).toBe(
      "d8 holds south's own unit; a unit may never land on a square held by an own unit",
    );
    expect(act(g, s, { from: 'd4', to: 'd7' })).toBe('class 1 must move exactly 4 squares; d4→d7 is 3 squares');
  });

  it('does not fall back when the board does not end before the speed', () => {
    const s = position(g, [S('c1', 1), S('c5', 2), N('h8', 1)]);
    expect(legalMoves(g, s).filter((m) => m.startsWith('c1-c'))).toEqual([]);
    expect(act(g, s, { from: 'c1', to: 'c4' })).toBe('class 1 must move exactly 4 squares; c1→c4 is 3 squares');
  });

  it('gives no move in a direction with no square at all', () => {
    const s = position(g, [S('a1', 4), N('h8', 1)]);
    expect(legalMoves(g, s)).toEqual(['a1-a2', 'a1-b2', 'a1-b1', 'turn a1']);
  });
});

describe('own units', () => {
  it('never lands on an own unit', () => {
    const s = position(g, [S('e1', 3), S('e3', 1), N('a8', 1)]);
    expect(act(g, s, { from: 'e1', to: 'e3' })).toBe(
      "e3 holds south's own unit; a unit may never land on a square held by an own unit",
    );
  });

  it('moves only own units', () => {
    const s = g.start(0);
    expect(act(g, s, { from: 'e8', to: 'e5' })).toBe("e8 holds north's unit, not south's");
    expect(act(g, s, { from: 'e4', to: 'e5' })).toBe('e4 is empty; south has no unit there');
    expect(act(g, s, { turn: 'e8' })).toBe("e8 holds north's unit, not south's");
  });
});

describe('combat: the six captures of the rule text', () => {
  it.each([
    [1, 4, 3],
    [2, 1, 1],
    [3, 1, 2],
    [3, 2, 1],
    [4, 3, 1],
    [4, 2, 2],
  ])('class %i captures class %i and becomes class %i', (a, d, becomes) => {
    const speed = [0, 4, 3, 2, 1][a];
    const to = `a${1 + speed}`;
    const s = position(g, [S('a1', a), N(to, d), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to })).toBeNull();
    expect(board(g, s)).toEqual({ [to]: `south ${becomes}`, h8: 'north 1' });
    const fight = g.lastEvents(s).find((e) => e.kind === 'fight');
    expect(fight).toMatchObject({ result: 'attacker-won', at: [to] });
    expect(fight!.text).toBe(
      `south's class ${a} from a1 captures north's class ${d} on ${to} and becomes class ${becomes}`,
    );
  });

  it.each([
    // attacker class, defender class (which beats it), the defender's new class
    [4, 1, 3],
    [1, 2, 1],
    [1, 3, 2],
    [2, 3, 1],
    [3, 4, 1],
    [2, 4, 2],
  ])(
    'the attacker can lose: class %i attacks class %i, is removed, and the defender stays and becomes class %i',
    (a, d, becomes) => {
      const speed = [0, 4, 3, 2, 1][a];
      const to = `a${1 + speed}`;
      const s = position(g, [S('a1', a), S('h1', 4), N(to, d), N('h8', 4)]);
      expect(act(g, s, { from: 'a1', to })).toBeNull();
      expect(board(g, s)).toEqual({ [to]: `north ${becomes}`, h1: 'south 4', h8: 'north 4' });
      expect(g.view(s).toMove).toBe('north');
      expect(g.lastEvents(s).find((e) => e.kind === 'fight')!.text).toBe(
        `south's class ${a} from a1 attacks north's class ${d} on ${to} and loses: it is removed, and the defender becomes class ${becomes}`,
      );
    },
  );

  it('an attacker that loses its last unit loses the game', () => {
    const s = position(g, [S('a1', 1), N('a5', 2), N('h8', 1)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(board(g, s)).toEqual({ a5: 'north 1', h8: 'north 1' });
    expect(g.outcome(s)).toMatchObject({ winner: 'north', code: 'no-units', reason: 'south has no units left' });
  });

  it('two units of the same class cannot fight', () => {
    const s = position(g, [S('c3', 3), N('c5', 3), N('h8', 1)]);
    expect(act(g, s, { from: 'c3', to: 'c5' })).toBe(
      'class 3 cannot fight class 3 (same class; combat.sameClass: illegal)',
    );
    expect(legalMoves(g, s)).not.toContain('c3-c5');
  });
});

describe('turn action', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 1],
  ])('class %i turns into class %i and the turn passes', (c, to) => {
    const s = position(g, [S('d4', c), N('h8', 1)]);
    expect(act(g, s, { turn: 'd4' })).toBeNull();
    expect(board(g, s).d4).toBe(`south ${to}`);
    expect(g.view(s).toMove).toBe('north');
    expect(g.lastEvents(s)).toMatchObject([
      {
        kind: 'turn',
        player: 'south',
        piece: { at: 'd4', class: c },
        becomes: { at: 'd4', class: to },
        text: `south turns the unit on d4 from class ${c} to class ${to}`,
      },
    ]);
  });
});

describe('end of the game', () => {
  it('the last player with units wins; then nothing more is accepted', () => {
    const s = position(g, [S('a1', 1), N('a5', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(g.outcome(s)).toMatchObject({ winner: 'south', code: 'no-units', reason: 'north has no units left' });
    expect(g.toMove(s)).toBe(NOBODY);
    expect(g.view(s).toMove).toBe('none');
    expect(legalMoves(g, s)).toEqual([]);
    expect(act(g, s, { turn: 'a5' })).toBe('the game is over: south won (north has no units left)');
    expect(g.lastEvents(s)).toMatchObject([
      { kind: 'move', player: 'south', from: 'a1', to: 'a5', text: 'south moves its class 1 from a1 to a5' },
      {
        kind: 'fight',
        result: 'attacker-won',
        attacker: { at: 'a1', class: 1 },
        defender: { at: 'a5', class: 4 },
        text: "south's class 1 from a1 captures north's class 4 on a5 and becomes class 3",
      },
      { kind: 'capture', captured: [{ at: 'a5', owner: 'north', class: 4 }], text: "north's class 4 on a5 is removed" },
      {
        kind: 'class-change',
        piece: { at: 'a5', class: 1 },
        becomes: { at: 'a5', class: 3 },
        text: "south's unit on a5 becomes class 3",
      },
      { kind: 'out', player: 'north', text: 'north has no units left and is out' },
      { kind: 'game-end', outcome: { winner: 'south', code: 'no-units' }, text: 'south wins: north has no units left' },
    ]);
  });

  it('draws at the ply limit (200 plies)', () => {
    const s = position(g, [S('a1', 4), N('h8', 4)]);
    for (let i = 0; i < 199; i++) expect(act(g, s, { turn: i % 2 === 0 ? 'a1' : 'h8' })).toBeNull();
    expect(g.outcome(s)).toBeNull();
    expect(act(g, s, { turn: 'h8' })).toBeNull();
    expect(g.plies(s)).toBe(200);
    expect(g.outcome(s)).toMatchObject({
      winner: 'draw',
      code: 'ply-limit',
      reason: 'the ply limit of 200 was reached',
    });
    expect(g.view(s).toMove).toBe('none');
    expect(legalMoves(g, s)).toEqual([]);
    expect(act(g, s, { turn: 'a1' })).toBe('the game is over: it is drawn (the ply limit of 200 was reached)');
  });

  it('a win on the last allowed ply is a win', () => {
    const short = gameOf({ plyLimit: 3 });
    const play = (last: Record<string, string>) => {
      const s = position(short, [S('h8', 1), S('a1', 4), N('h5', 4)]);
      expect(act(short, s, { from: 'a1', to: 'a2' })).toBeNull();
      expect(act(short, s, { from: 'h5', to: 'h4' })).toBeNull();
      expect(act(short, s, last)).toBeNull();
      expect(short.plies(s)).toBe(3);
      return short.outcome(s);
    };
    expect(play({ from: 'h8', to: 'h4' })).toMatchObject({
      winner: 'south',
      code: 'no-units',
      reason: 'north has no units left',
    });
    expect(play({ from: 'a2', to: 'a3' })).toMatchObject({
      winner: 'draw',
      code: 'ply-limit',
      reason: 'the ply limit of 3 was reached',
    });
  });
});
