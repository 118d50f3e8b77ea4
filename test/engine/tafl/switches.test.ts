/**
 * Every key of the tafl schema changes play as its description says (the
 * shipped value is covered by the rule tests of escape-death.test.ts and
 * copenhagen.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import {
  compileDoc,
  lastEvent,
  play,
  pos,
  roundResults,
  rulesetDoc,
  shipped,
  variant,
  why,
  winner,
  withFill as fill,
} from './helpers';
const ed = (changes: Record<string, unknown>) => variant('escape-death', changes);
const typeAt = (g: ReturnType<typeof ed>, s: ReturnType<typeof pos>, sq: string) =>
  g.view(s).pieces.find((p) => p.at === sq)?.type;

describe('board and start', () => {
  it('board size: a 9×9 Escape Death is a YAML edit', () => {
    const doc = rulesetDoc('escape-death');
    doc.board = { width: 9, height: 9 };
    doc.layout!.rows = [
      '...ttt...',
      '....t....',
      't.......t',
      't..sss..t',
      'tt.sJs.tt',
      't..sss..t',
      't.......t',
      '....t....',
      '...ttt...',
    ];
    doc.squares.centre.at = ['e5'];
    doc.squares.corners.at = ['a1', 'a9', 'i1', 'i9'];
    doc.squares.cornerZones.at = ['a1', 'a2', 'b1', 'a9', 'a8', 'b9', 'i1', 'i2', 'h1', 'i9', 'i8', 'h9'];
    const g = compileDoc(doc);
    const s = g.start(0);
    expect(g.view(s).pieces).toHaveLength(29);
    expect(why(g, s, 'd9-c9')).toBeNull();
    expect(why(g, s, 'd9-b9')).toBe('tombstones may not enter the corner zone b9');
  });

  it('the layout and the setup list describe the same position', () => {
    const doc = rulesetDoc('escape-death');
    delete doc.layout;
    doc.setup = {
      tombstone: [
        'd1',
        'e1',
        'f1',
        'g1',
        'h1',
        'f2',
        'd11',
        'e11',
        'f11',
        'g11',
        'h11',
        'f10',
        'a4',
        'a5',
        'a6',
        'a7',
        'a8',
        'b6',
        'k4',
        'k5',
        'k6',
        'k7',
        'k8',
        'j6',
      ],
      skull: ['e5', 'f5', 'g5', 'e6', 'g6', 'e7', 'f7', 'g7'],
      'jeweled-skull': ['f6'],
    };
    const byList = compileDoc(doc);
    const sort = (g: typeof byList) =>
      g
        .view(g.start(0))
        .pieces.map((p) => `${p.at}:${p.type}`)
        .sort();
    expect(sort(byList)).toEqual(sort(shipped('escape-death')));
  });

  it('firstToMove: the defenders may start, every round of a match', () => {
    const g = ed({ firstToMove: 'defenders' });
    expect(g.players).toEqual(['skulls', 'tombstones']);
    expect(g.view(g.start(0)).toMove).toBe('skulls');
    const s = pos(g, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(g, s, 'e8-f8');
    expect(g.view(s).facts).toMatchObject({ round: { number: 2 }, score: { A: 0, B: 1 } });
    expect(roundResults(g, s)).toEqual(['tombstones']);
    expect(g.view(s).toMove).toBe('skulls');
  });

  it('sides: names are free', () => {
    const g = ed({ sides: { attackers: 'death', defenders: 'youth' } });
    expect(g.players).toEqual(['death', 'youth']);
  });
});

describe('square roles', () => {
  it('centre.stop / centre.pass: who may stop on or cross the centre', () => {
    const open = ed({ 'squares.centre.stop': ['all'] });
    expect(why(open, pos(open, fill({ skull: ['f5'], 'jeweled-skull': ['b2'] }), 'skulls'), 'f5-f6')).toBeNull();
    const closed = ed({ 'squares.centre.pass': ['royal'] });
    expect(why(closed, pos(closed, fill({ skull: ['f5'], 'jeweled-skull': ['b2'] }), 'skulls'), 'f5-f8')).toBe(
      'skulls may not enter the centre f6',
    );
  });

  it('an occupied centre is no partner: with centre.stop open to all, a skull on it does not help take the jeweled skull', () => {
    const g = ed({ 'squares.centre.stop': ['all'] });
    const s = pos(g, fill({ skull: ['f6'], 'jeweled-skull': ['f7'], tombstone: ['e8'] }), 'tombstones');
    play(g, s, 'e8-f8');
    expect(typeAt(g, s, 'f7')).toBe('jeweled-skull');
    expect(roundResults(g, s)).toEqual([]);
  });

  it('a square no piece may stop on says so', () => {
    const g = ed({ 'squares.corners.stop': [], 'end.cornersHeld': 0 });
    const s = pos(g, fill({ 'jeweled-skull': ['k4'] }), 'skulls');
    expect(why(g, s, 'k4-k1')).toBe('no piece may stop on the corner k1');
  });

  it('centre hostility: to the jeweled skull (default), to all, to none', () => {
    const all = ed({ 'squares.centre.hostileWhenEmpty': ['all'] });
    const s = pos(all, fill({ skull: ['f7'], tombstone: ['e8'], 'jeweled-skull': ['b2'] }), 'tombstones');
    play(all, s, 'e8-f8');
    expect(typeAt(all, s, 'f7')).toBeUndefined();
    const tomb = pos(all, fill({ skull: ['e8'], 'jeweled-skull': ['e5'], tombstone: ['f7'] }), 'skulls');
    play(all, tomb, 'e8-f8');
    expect(typeAt(all, tomb, 'f7')).toBeUndefined();
    const none = ed({ 'squares.centre.hostileWhenEmpty': [] });
    const t = pos(none, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(none, t, 'e8-f8');
    expect(typeAt(none, t, 'f7')).toBe('jeweled-skull');
  });

  it('corners hostile to all', () => {
    const g = ed({ 'squares.corners.hostileWhenEmpty': ['all'] });
    const s = pos(g, fill({ skull: ['b1'], tombstone: ['c2'], 'jeweled-skull': ['e5'] }), 'tombstones');
    play(g, s, 'c2-c1');
    expect(typeAt(g, s, 'b1')).toBeUndefined();
  });

  it('corner zones: zone squares and who is barred', () => {
    const g = ed({ 'squares.cornerZones.stop': ['all'], 'squares.cornerZones.pass': ['all'] });
    expect(why(g, pos(g, fill({ tombstone: ['a4'], 'jeweled-skull': ['e5'] }), 'tombstones'), 'a4-a2')).toBeNull();
    const none = ed({ 'squares.cornerZones.at': [] });
    expect(
      why(none, pos(none, fill({ tombstone: ['a4'], 'jeweled-skull': ['e5'] }), 'tombstones'), 'a4-a1'),
    ).toBeNull();
  });

  // On the standard zones every line through a zone square ends in the zone, so `pass` shows only on another square (c3).
  const zones = ['a1', 'a2', 'b1', 'a11', 'a10', 'b11', 'k1', 'k2', 'j1', 'k11', 'k10', 'j11', 'c3'];

  it('cornerZones.pass: a tombstone may not cross a zone square; with pass: [all] it may cross but not stop', () => {
    const barred = ed({ 'squares.cornerZones.at': zones });
    const s = pos(barred, fill({ 'jeweled-skull': ['e5'], tombstone: ['b3'] }), 'tombstones');
    expect(why(barred, s, 'b3-d3')).toBe('tombstones may not enter the corner zone c3');
    const crossing = ed({ 'squares.cornerZones.at': zones, 'squares.cornerZones.pass': ['all'] });
    const t = pos(crossing, fill({ 'jeweled-skull': ['e5'], tombstone: ['b3'] }), 'tombstones');
    expect(why(crossing, t, 'b3-d3')).toBeNull();
    expect(why(crossing, t, 'b3-c3')).toBe('only skulls and the jeweled skull may stop on the corner zone c3');
  });

  it('cornerZones.stop / pass name who is barred: a zone closed to the jeweled skull keeps it out', () => {
    const g = ed({
      'squares.cornerZones.stop': ['skull'],
      'squares.cornerZones.pass': ['skull'],
      'end.royalInCorner': false,
    });
    const s = pos(g, fill({ 'jeweled-skull': ['a4'], skull: ['k4'] }), 'skulls');
    expect(why(g, s, 'a4-a2')).toBe('the jeweled skull may not enter the corner zone a2');
    expect(why(g, s, 'k4-k1')).toBeNull();
  });

  it('corners.fixes: with none, a skull that leaves a corner may come back', () => {
    const g = ed({ 'squares.corners.fixes': [] });
    const s = pos(g, fill({ skull: ['a1', 'a5'], 'jeweled-skull': ['e5'] }), 'skulls');
    play(g, s, 'a1-a3', 'i3-i4');
    expect(why(g, s, 'a3-a1')).toBeNull();
  });

  it('a piece fixed on a corner in a single game stays there for the rest of the game', () => {
    const g = ed({ match: undefined });
    const s = pos(g, fill({ skull: ['a1'] }), 'skulls');
    expect(why(g, s, 'a1-a2')).toBe('the skull on a1 stays on its corner for the rest of the game');
  });

  it('protects: pieces on a protected square cannot be captured', () => {
    const g = ed({ 'squares.centre.protects': ['royal'], 'squares.centre.hostileWhenEmpty': [] });
    const s = pos(g, fill({ 'jeweled-skull': ['f6'], tombstone: ['e6', 'g5'] }), 'tombstones');
    play(g, s, 'g5-g6');
    expect(typeAt(g, s, 'f6')).toBe('jeweled-skull');
    const open = ed({ 'squares.centre.hostileWhenEmpty': [] });
    const t = pos(open, fill({ 'jeweled-skull': ['f6'], tombstone: ['e6', 'g5'] }), 'tombstones');
    play(open, t, 'g5-g6');
    expect(roundResults(open, t)).toEqual(['tombstones']);
  });
});

describe('pieces', () => {
  it('power: an unarmed jeweled skull does not capture', () => {
    const g = ed({ 'pieces.jeweled-skull.power': 'unarmed' });
    const s = pos(g, fill({ skull: ['e6'], tombstone: ['d6'], 'jeweled-skull': ['c5'] }), 'skulls');
    play(g, s, 'c5-c6');
    expect(typeAt(g, s, 'd6')).toBe('tombstone');
    const anvil = ed({ 'pieces.skull.power': 'anvil-only' });
    const a = pos(anvil, fill({ skull: ['c5'], tombstone: ['d6'], 'jeweled-skull': ['e6'] }), 'skulls');
    play(anvil, a, 'c5-c6');
    expect(typeAt(anvil, a, 'd6')).toBe('tombstone');
    const b = pos(anvil, fill({ skull: ['e6'], tombstone: ['d6'], 'jeweled-skull': ['c5'] }), 'skulls');
    play(anvil, b, 'c5-c6');
    expect(typeAt(anvil, b, 'd6')).toBeUndefined();
  });

  it('power: an unarmed jeweled skull is no capturing partner either', () => {
    const g = ed({ 'pieces.jeweled-skull.power': 'unarmed' });
    const s = pos(g, fill({ 'jeweled-skull': ['f6'], tombstone: ['f7'], skull: ['e8'] }), 'skulls');
    play(g, s, 'e8-f8');
    expect(typeAt(g, s, 'f7')).toBe('tombstone');
  });

  it('strength: a strength-2 king is taken by two attackers; immuneOnEdge', () => {
    const weak = variant('hnefatafl-copenhagen', { 'pieces.king.strength': 2, 'pieces.king.immuneOnEdge': false });
    const s = pos(weak, { king: ['e5'], attacker: ['d5', 'h5'], defender: ['j9'] }, 'attackers');
    play(weak, s, 'h5-f5');
    expect(winner(weak, s)).toBe('attackers');
    const edge = pos(weak, { king: ['a5'], attacker: ['a4', 'c6'], defender: ['j9'] }, 'attackers');
    play(weak, edge, 'c6-a6');
    expect(winner(weak, edge)).toBe('attackers');
    const immune = variant('hnefatafl-copenhagen', { 'pieces.king.strength': 2 });
    const i = pos(immune, { king: ['a5'], attacker: ['a4', 'c6'], defender: ['j9'] }, 'attackers');
    play(immune, i, 'c6-a6');
    expect(winner(immune, i)).toBe('none');
  });
});

describe('end of a round', () => {
  it('cornersHeld / royalInCorner', () => {
    const any = ed({ 'end.royalInCorner': false });
    const s = pos(
      any,
      fill({ skull: ['a1', 'a11', 'k11', 'k5'], 'jeweled-skull': ['e5'], tombstone: ['h8'] }),
      'skulls',
    );
    play(any, s, 'k5-k1');
    expect(roundResults(any, s)).toEqual(['skulls']);
    const one = ed({ 'end.cornersHeld': 1 });
    const t = pos(one, fill({ 'jeweled-skull': ['k5'], tombstone: ['h8'] }), 'skulls');
    play(one, t, 'k5-k1');
    expect(roundResults(one, t)).toEqual(['skulls']);
  });

  it('edgeEscape', () => {
    const g = ed({ 'end.edgeEscape': true });
    const s = pos(g, fill({ 'jeweled-skull': ['e5'], tombstone: ['h8'] }), 'skulls');
    play(g, s, 'e5-e1');
    expect(lastEvent(g, s)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'skulls', code: 'edge-escape' },
      text: 'round 1: skulls win (the jeweled skull reached the edge at e1); round 2 begins: A plays skulls',
    });
  });

  it('thresholds: 0 turns them off', () => {
    const g = ed({ 'end.defendersFewerThan': 0 });
    const s = pos(g, { skull: ['c3'], 'jeweled-skull': ['e9'], tombstone: ['c2', 'd4', 'h8'] }, 'tombstones');
    play(g, s, 'd4-c4');
    expect(roundResults(g, s)).toEqual([]);
  });

  it('thresholds: attackersFewerThan 5 ends the round at 4 tombstones', () => {
    const g = ed({ 'end.attackersFewerThan': 5 });
    const s = pos(g, fill({ skull: ['c2', 'd4'], 'jeweled-skull': ['e9'], tombstone: ['c3', 'h8', 'h9'] }), 'skulls');
    play(g, s, 'd4-c4');
    expect(roundResults(g, s)).toEqual(['skulls']);
    expect(lastEvent(g, s)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'skulls', code: 'attackers-few' },
      text: 'round 1: skulls win (fewer than 5 tombstones left); round 2 begins: A plays skulls',
    });
  });

  it('thresholds: defendersFewerThan 6 ends the round at 5 skulls', () => {
    const g = ed({ 'end.defendersFewerThan': 6 });
    const s = pos(g, fill({ skull: ['c3', 'h7'], 'jeweled-skull': ['e9'], tombstone: ['c2', 'd4'] }), 'tombstones');
    play(g, s, 'd4-c4');
    expect(roundResults(g, s)).toEqual(['tombstones']);
    expect(lastEvent(g, s)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'tombstones', code: 'defenders-few' },
      text: 'round 1: tombstones win (fewer than 6 skulls left); round 2 begins: A plays skulls',
    });
  });

  it('noMove: draw, in a setup and after a move', () => {
    const g = ed({ 'end.noMove': 'draw' });
    const s = pos(
      g,
      {
        skull: ['a1', 'a11', 'k1', 'k11', 'c9'],
        'jeweled-skull': ['f6'],
        tombstone: ['e6', 'g6', 'f5', 'f7', 'c8', 'c10', 'b9', 'd9'],
      },
      'skulls',
    );
    expect(roundResults(g, s)).toEqual(['draw']);
    const t = pos(g, { skull: ['b3', 'a4', 'j3', 'k6'], 'jeweled-skull': ['e5'], tombstone: ['a3', 'k3'] }, 'skulls');
    play(g, t, 'k6-k4');
    expect(roundResults(g, t)).toEqual(['draw']);
  });

  it('repetition in Escape Death (off by default)', () => {
    const g = ed({ 'end.repetition': { outcome: 'draw', occurrences: 2 } });
    const s = pos(g, fill({ 'jeweled-skull': ['e5'], tombstone: ['h8'] }), 'tombstones');
    play(g, s, 'h8-h9', 'e5-e4', 'h9-h8', 'e4-e5');
    expect(roundResults(g, s)).toEqual(['draw']);
    const off = shipped('escape-death');
    const o = pos(off, fill({ 'jeweled-skull': ['e5'], tombstone: ['h8'] }), 'tombstones');
    play(off, o, 'h8-h9', 'e5-e4', 'h9-h8', 'e4-e5', 'h8-h9', 'e5-e4', 'h9-h8', 'e4-e5');
    expect(roundResults(off, o)).toEqual([]);
  });
});

describe('match', () => {
  it('rounds, swap point, wins needed, who plays which side first', () => {
    const g = ed({
      match: {
        players: ['ann', 'bob'],
        firstPlays: 'attackers',
        rounds: 3,
        swapAfter: 1,
        winsNeeded: 2,
        stopWhenDecided: false,
      },
    });
    const s = pos(g, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    expect(g.view(s).info.sides).toEqual({ ann: 'tombstones', bob: 'skulls' });
    play(g, s, 'e8-f8');
    expect(g.view(s).facts).toMatchObject({ round: { number: 2, of: 3 }, score: { ann: 1, bob: 0 } });
    expect(g.view(s).info.sides).toEqual({ ann: 'skulls', bob: 'tombstones' });
  });

  it('stopWhenDecided ends the match early', () => {
    const g = ed({ 'match.stopWhenDecided': true });
    const s = pos(g, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 5,
      score: { A: 3, B: 1 },
    });
    play(g, s, 'e8-f8');
    expect(g.outcome(s)).toMatchObject({ winner: 'A', code: 'match-decided', reason: 'A won the match 4–1' });
    const all = shipped('escape-death');
    const t = pos(all, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 5,
      score: { A: 3, B: 1 },
    });
    play(all, t, 'e8-f8');
    expect(winner(all, t)).toBe('none');
    expect(all.view(t).facts).toMatchObject({ round: { number: 6 }, score: { A: 4, B: 1 } });
  });

  it('without a match the winner is a side', () => {
    const g = ed({ match: undefined });
    const s = pos(g, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(g, s, 'e8-f8');
    expect(g.outcome(s)).toEqual({
      winner: 'tombstones',
      code: 'royal-captured',
      returns: { tombstones: 1, skulls: -1 },
      reason: 'jeweled skull captured',
    });
    expect(g.winners).toEqual(['tombstones', 'skulls']);
    expect(legalActionList(g, s)).toEqual([]);
  });
});
