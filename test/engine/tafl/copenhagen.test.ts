/** Copenhagen Hnefatafl, rule by rule (the published Copenhagen rules as we read them: the comments of rulesets/hnefatafl-copenhagen.yaml). */
import { describe, expect, it } from 'vitest';
import { eventsOfKind, play, pos, shipped, variant, why, winner } from './helpers';

const game = shipped('hnefatafl-copenhagen');
const at = (s: ReturnType<typeof pos>) => Object.fromEntries(game.view(s).pieces.map((p) => [p.at, p.type]));

describe('Copenhagen: start', () => {
  it('starts with 24 attackers, 12 defenders and the king on the throne; attackers move first', () => {
    const s = game.start(0);
    const v = game.view(s);
    expect(v.pieces.filter((p) => p.owner === 'attackers')).toHaveLength(24);
    expect(v.pieces.filter((p) => p.type === 'defender')).toHaveLength(12);
    expect(at(s).f6).toBe('king');
    expect(v.toMove).toBe('attackers');
    expect(game.players).toEqual(['attackers', 'defenders']);
  });
});

describe('Copenhagen: restricted squares', () => {
  it('only the king may stop on the throne or a corner; any piece may pass over the empty throne', () => {
    const s = pos(game, { defender: ['f4'], king: ['d6'], attacker: ['a3', 'j9'] }, 'defenders');
    expect(why(game, s, 'f4-f6')).toBe('only the king may stop on the throne f6');
    expect(why(game, s, 'f4-f8')).toBeNull();
    expect(why(game, s, 'd6-f6')).toBeNull();
    const a = pos(game, { defender: ['f4'], king: ['d6'], attacker: ['a3', 'j9'] }, 'attackers');
    expect(why(game, a, 'a3-a1')).toBe('attackers may not enter the corner a1');
  });
});

describe('Copenhagen: hostile squares', () => {
  it('the empty throne is hostile to defenders', () => {
    const s = pos(game, { defender: ['f7'], king: ['b2'], attacker: ['e8'] }, 'attackers');
    play(game, s, 'e8-f8');
    expect(at(s).f7).toBeUndefined();
  });

  it('the occupied throne is not hostile to defenders, but always to attackers', () => {
    const d = pos(game, { defender: ['f7'], king: ['f6'], attacker: ['e8'] }, 'attackers');
    play(game, d, 'e8-f8');
    expect(at(d).f7).toBe('defender');
    const unarmedKing = variant('hnefatafl-copenhagen', { 'pieces.king.power': 'unarmed' });
    const a = pos(unarmedKing, { attacker: ['f7', 'b9'], king: ['f6'], defender: ['e8'] }, 'defenders');
    play(unarmedKing, a, 'e8-f8');
    expect(unarmedKing.view(a).pieces.some((p) => p.at === 'f7')).toBe(false);
  });

  it('corners are hostile to every piece', () => {
    const s = pos(game, { defender: ['a2', 'h5'], king: ['f6'], attacker: ['d3', 'b1'] }, 'attackers');
    play(game, s, 'd3-a3');
    expect(at(s).a2).toBeUndefined();
    play(game, s, 'h5-h1', 'a3-a4');
    play(game, s, 'h1-c1');
    expect(at(s).b1).toBeUndefined();
  });
});

describe('Copenhagen: the king', () => {
  it('is captured on four sides (attackers win), not on three', () => {
    const s = pos(game, { king: ['e3'], attacker: ['e4', 'd3', 'f3', 'h2'], defender: ['j9'] }, 'attackers');
    expect(why(game, s, 'h2-e2')).toBeNull();
    play(game, s, 'h2-e2');
    expect(game.outcome(s)).toEqual({
      winner: 'attackers',
      code: 'royal-captured',
      returns: { attackers: 1, defenders: -1 },
      reason: 'king captured',
    });
    expect(game.whyIllegal(s, 0)).toBe('the game is over: attackers won (king captured)');
    const three = pos(game, { king: ['e3'], attacker: ['e4', 'd3', 'h3'], defender: ['j9'] }, 'attackers');
    play(game, three, 'h3-f3');
    expect(winner(game, three)).toBe('none');
    expect(at(three).e3).toBe('king');
  });

  it('is captured on three sides and the empty throne', () => {
    const s = pos(game, { king: ['f5'], attacker: ['e5', 'g5', 'h4'], defender: ['j9'] }, 'attackers');
    play(game, s, 'h4-f4');
    expect(winner(game, s)).toBe('attackers');
  });

  it('on the throne needs all four sides', () => {
    const s = pos(game, { king: ['f6'], attacker: ['f7', 'e6', 'h5'], defender: ['j9'] }, 'attackers');
    play(game, s, 'h5-f5');
    expect(winner(game, s)).toBe('none');
    play(game, s, 'j9-j8');
    const s4 = pos(game, { king: ['f6'], attacker: ['f7', 'e6', 'g6', 'h5'], defender: ['j9'] }, 'attackers');
    play(game, s4, 'h5-f5');
    expect(winner(game, s4)).toBe('attackers');
  });

  it('cannot be captured on the board edge', () => {
    const s = pos(game, { king: ['a5'], attacker: ['a4', 'a6', 'c5'], defender: ['j9'] }, 'attackers');
    play(game, s, 'c5-b5');
    expect(winner(game, s)).toBe('none');
  });

  it('is armed: captures as the moving piece and as the partner', () => {
    const s = pos(game, { king: ['c5'], attacker: ['d6', 'h8', 'e3'], defender: ['e6', 'e5'] }, 'defenders');
    play(game, s, 'c5-c6');
    expect(at(s).d6).toBeUndefined();
    const t = pos(game, { king: ['c4'], attacker: ['d4', 'h8'], defender: ['e7'] }, 'defenders');
    play(game, t, 'e7-e4');
    expect(at(t).d4).toBeUndefined();
  });

  it('wins by reaching a corner', () => {
    const s = pos(game, { king: ['a5'], attacker: ['h8'], defender: ['j9'] }, 'defenders');
    play(game, s, 'a5-a1');
    expect(game.outcome(s)).toMatchObject({
      winner: 'defenders',
      code: 'corners-held',
      reason: 'the king reached the corner a1',
    });
  });
});

describe('Copenhagen: shieldwall', () => {
  it('captures a bracketed edge row whose every piece faces an enemy', () => {
    const s = pos(
      game,
      { defender: ['c1', 'd1', 'e1'], attacker: ['c2', 'd2', 'e2', 'b1', 'f4'], king: ['h8'] },
      'attackers',
    );
    play(game, s, 'f4-f1');
    expect(['c1', 'd1', 'e1'].map((q) => at(s)[q])).toEqual([undefined, undefined, undefined]);
    expect(eventsOfKind(game, s, 'capture')[0].at).toEqual(['e1', 'd1', 'c1']);
  });

  it('a corner may be one bracket', () => {
    const s = pos(game, { defender: ['b1', 'c1'], attacker: ['b2', 'c2', 'd4'], king: ['h8'] }, 'attackers');
    play(game, s, 'd4-d1');
    expect(at(s).b1).toBeUndefined();
    expect(at(s).c1).toBeUndefined();
  });

  it('a king in the row is not captured; the king may bracket', () => {
    const s = pos(
      game,
      { defender: ['c1', 'e1'], king: ['d1'], attacker: ['c2', 'd2', 'e2', 'b1', 'f4'] },
      'attackers',
    );
    play(game, s, 'f4-f1');
    expect(at(s)).toMatchObject({ d1: 'king' });
    expect(at(s).c1).toBeUndefined();
    expect(at(s).e1).toBeUndefined();
    const k = pos(game, { attacker: ['c11', 'd11', 'h2'], defender: ['c10', 'd10', 'b11'], king: ['e9'] }, 'defenders');
    play(game, k, 'e9-e11');
    expect(at(k).c11).toBeUndefined();
    expect(at(k).d11).toBeUndefined();
  });

  it('one move may close two walls', () => {
    const s = pos(
      game,
      {
        defender: ['c1', 'd1', 'e1', 'g1', 'h1'],
        attacker: ['c2', 'd2', 'e2', 'g2', 'h2', 'b1', 'i1', 'f4'],
        king: ['h8'],
      },
      'attackers',
    );
    play(game, s, 'f4-f1');
    expect(eventsOfKind(game, s, 'capture')[0].at).toHaveLength(5);
  });

  it('needs an enemy in front of every piece, and the bracketing move', () => {
    const gap = pos(
      game,
      { defender: ['c1', 'd1', 'e1'], attacker: ['c2', 'e2', 'b1', 'f4'], king: ['h8'] },
      'attackers',
    );
    play(game, gap, 'f4-f1');
    expect(game.view(gap).pieces.filter((p) => p.type === 'defender')).toHaveLength(3);
    const front = pos(game, { defender: ['c1', 'd1'], attacker: ['b1', 'e1', 'c2', 'd4'], king: ['h8'] }, 'attackers');
    play(game, front, 'd4-d2');
    expect(at(front).c1).toBe('defender');
    expect(at(front).d1).toBe('defender');
  });

  it('is a switch', () => {
    const off = variant('hnefatafl-copenhagen', { 'captures.shieldwall': false });
    const s = pos(
      off,
      { defender: ['c1', 'd1', 'e1'], attacker: ['c2', 'd2', 'e2', 'b1', 'f4'], king: ['h8'] },
      'attackers',
    );
    play(off, s, 'f4-f1');
    expect(off.view(s).pieces.filter((p) => p.type === 'defender')).toHaveLength(3);
  });
});

describe('Copenhagen: exit fort', () => {
  const fort = { king: ['f1'], defender: ['e1', 'g1', 'e2', 'g2', 'e3', 'g3', 'f5'], attacker: ['a6', 'k9', 'c8'] };

  it('the defenders win when the king on the edge can move inside a fort that cannot be broken', () => {
    const s = pos(game, fort, 'defenders');
    play(game, s, 'f5-f3');
    expect(game.outcome(s)).toMatchObject({
      winner: 'defenders',
      code: 'fort',
      reason: 'exit fort: the king on f1 can move and the fort cannot be broken',
    });
  });

  it('is no fort when a wall piece can be captured', () => {
    const s = pos(game, { ...fort, defender: ['e1', 'g1', 'e2', 'g2', 'f5'] }, 'defenders');
    play(game, s, 'f5-f3');
    expect(winner(game, s)).toBe('none');
  });

  it('is no fort when the king cannot move', () => {
    const s = pos(
      game,
      { king: ['f1'], defender: ['e1', 'g1', 'f2', 'e2', 'g5'], attacker: ['a6', 'k9', 'c8'] },
      'defenders',
    );
    play(game, s, 'g5-g2');
    expect(winner(game, s)).toBe('none');
  });

  it('is a switch', () => {
    const off = variant('hnefatafl-copenhagen', { 'end.edgeFort': false });
    const s = pos(off, fort, 'defenders');
    play(off, s, 'f5-f3');
    expect(winner(off, s)).toBe('none');
  });
});

describe('Copenhagen: encirclement', () => {
  const ring = ['d4', 'e4', 'f4', 'g4', 'h4', 'd8', 'e8', 'f8', 'g8', 'h8', 'd5', 'd7', 'h5', 'h6', 'h7'];

  it('the attackers win when no defender can reach the edge', () => {
    const s = pos(game, { attacker: [...ring, 'b6'], king: ['f6'], defender: ['e5'] }, 'attackers');
    play(game, s, 'b6-d6');
    expect(game.outcome(s)).toMatchObject({
      winner: 'attackers',
      code: 'encircled',
      reason: 'attackers encircled all defenders',
    });
  });

  it('not while one defender is outside', () => {
    const s = pos(game, { attacker: [...ring, 'b6'], king: ['f6'], defender: ['e5', 'b3'] }, 'attackers');
    play(game, s, 'b6-d6');
    expect(winner(game, s)).toBe('none');
  });

  it('is a switch', () => {
    const off = variant('hnefatafl-copenhagen', { 'end.encirclement': false });
    const s = pos(off, { attacker: [...ring, 'b6'], king: ['f6'], defender: ['e5'] }, 'attackers');
    play(off, s, 'b6-d6');
    expect(winner(off, s)).toBe('none');
  });
});

describe('Copenhagen: repetition', () => {
  const shuffle = ['h8-h9', 'd4-d5', 'h9-h8', 'd5-d4'];
  const start = (g = game) => pos(g, { king: ['f6'], defender: ['d4'], attacker: ['h8', 'b9'] }, 'attackers');

  it('the third occurrence of a position with the same side to move: the defenders lose', () => {
    const s = start();
    play(game, s, ...shuffle);
    expect(winner(game, s)).toBe('none');
    play(game, s, ...shuffle);
    expect(game.outcome(s)).toMatchObject({
      winner: 'attackers',
      code: 'repetition',
      reason: 'third occurrence of the same position',
    });
  });

  it('switch: draw, off, and the number of occurrences', () => {
    const draw = variant('hnefatafl-copenhagen', { 'end.repetition': { outcome: 'draw', occurrences: 3 } });
    const d = start(draw);
    play(draw, d, ...shuffle, ...shuffle);
    expect(winner(draw, d)).toBe('draw');
    const off = variant('hnefatafl-copenhagen', { 'end.repetition': { outcome: 'off', occurrences: 3 } });
    const o = start(off);
    play(off, o, ...shuffle, ...shuffle, ...shuffle);
    expect(winner(off, o)).toBe('none');
    const two = variant('hnefatafl-copenhagen', { 'end.repetition': { outcome: 'defenders-lose', occurrences: 2 } });
    const t = start(two);
    play(two, t, ...shuffle);
    expect(winner(two, t)).toBe('attackers');
  });
});

describe('Copenhagen: no move', () => {
  it('a side that cannot move on its turn loses', () => {
    // On the edge, so the defenders are not encircled (that win would come first).
    const s = pos(game, { king: ['f1'], attacker: ['e1', 'g1', 'f2'] }, 'defenders');
    expect(game.outcome(s)).toMatchObject({ winner: 'attackers', code: 'no-move', reason: 'defenders cannot move' });
    expect(game.view(s).toMove).toBe('none');
  });
});
