/** Escape Death, rule by rule (the rule text escape-death-hnefatafl.txt and the readings in rulesets/escape-death.yaml). */
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import {
  board,
  eventsOfKind,
  lastEvent,
  play,
  pos,
  roundResults,
  shipped,
  variant,
  why,
  winner,
  withFill,
} from './helpers';

const game = shipped('escape-death');
const ed = (changes: Record<string, unknown>) => variant('escape-death', changes);
const types = (s: ReturnType<typeof pos>) => board(game, s);
const startPieces = (g: typeof game) =>
  g
    .view(g.start(0))
    .pieces.map((p) => `${p.at}:${p.type}`)
    .sort();

describe('Escape Death: start and turn order', () => {
  it('starts with 24 tombstones, 8 skulls and the jeweled skull on f6; tombstones move first', () => {
    const s = game.start(0);
    const v = game.view(s);
    expect(v.pieces.filter((p) => p.type === 'tombstone')).toHaveLength(24);
    expect(
      v.pieces
        .filter((p) => p.type === 'skull')
        .map((p) => p.at)
        .sort(),
    ).toEqual(['e5', 'e6', 'e7', 'f5', 'f7', 'g5', 'g6', 'g7']);
    expect(v.pieces.find((p) => p.type === 'jeweled-skull')?.at).toBe('f6');
    expect(v.toMove).toBe('tombstones');
    expect(game.players).toEqual(['tombstones', 'skulls']);
    expect(v.facts).toMatchObject({ plies: 0, round: { number: 1, of: 6 }, score: { A: 0, B: 0 } });
    expect(v.info).toEqual({ sides: { A: 'skulls', B: 'tombstones' }, roundResults: [] });
  });
});

describe('Escape Death: movement', () => {
  it('moves any distance along a rank or file, never diagonally or through a piece', () => {
    const s = pos(game, withFill({ tombstone: ['f4'], 'jeweled-skull': ['f6'] }), 'tombstones');
    expect(why(game, s, 'f4-f5')).toBeNull();
    expect(why(game, s, 'f4-a4')).toBeNull();
    expect(why(game, s, 'f4-f7')).toBe('f4→f7 passes over the piece on f6');
    expect(why(game, s, 'f4-g5')).toBe('pieces move in a straight line along a rank or a file; f4→g5 is not one');
    expect(why(game, s, 'f4-f6')).toMatch(/^f4→f6 ends on a jeweled skull/);
    expect(why(game, s, 'b9-b10')).toBe("the skull on b9 belongs to the skulls; it is the tombstones' turn");
    expect(why(game, s, 'e4-e5')).toBe('there is no piece on e4');
  });

  it('only the jeweled skull may stop on the centre; every piece may pass over it while empty', () => {
    const s = pos(game, withFill({ skull: ['f5'], 'jeweled-skull': ['d6'], tombstone: ['h6'] }), 'skulls');
    expect(why(game, s, 'f5-f6')).toBe('only the jeweled skull may stop on the centre f6');
    expect(why(game, s, 'f5-f8')).toBeNull();
    expect(why(game, s, 'd6-f6')).toBeNull();
    expect(why(game, s, 'd6-g6')).toBeNull();
    const t = pos(game, withFill({ 'jeweled-skull': ['d6'], tombstone: ['h6'] }), 'tombstones');
    expect(why(game, t, 'h6-f6')).toBe('only the jeweled skull may stop on the centre f6');
    expect(why(game, t, 'h6-e6')).toBeNull();
  });

  it('tombstones may not enter the corner zones; skulls may', () => {
    const s = pos(game, withFill({ tombstone: ['a4', 'c2', 'a3'], 'jeweled-skull': ['e5'] }), 'tombstones');
    expect(why(game, s, 'a4-a5')).toBeNull();
    expect(why(game, s, 'c2-a2')).toBe('tombstones may not enter the corner zone a2');
    expect(why(game, s, 'a3-a2')).toBe('tombstones may not enter the corner zone a2');
    expect(why(game, s, 'a3-a1')).toBe('tombstones may not enter the corner zone a2');
    expect(why(game, s, 'c2-c1')).toBeNull();
    const k = pos(game, withFill({ skull: ['a4', 'c1'], 'jeweled-skull': ['e5'] }), 'skulls');
    expect(why(game, k, 'a4-a2')).toBeNull();
    expect(why(game, k, 'a4-a1')).toBeNull();
    expect(why(game, k, 'c1-b1')).toBeNull();
  });

  it('skulls may cross a zone square and stop on it (a zone square off the standard zones, c3)', () => {
    const zones = ['a1', 'a2', 'b1', 'a11', 'a10', 'b11', 'k1', 'k2', 'j1', 'k11', 'k10', 'j11', 'c3'];
    const g = ed({ 'squares.cornerZones.at': zones });
    const s = pos(g, withFill({ 'jeweled-skull': ['e5'], skull: ['b3'] }), 'skulls');
    expect(why(g, s, 'b3-d3')).toBeNull();
    expect(why(g, s, 'b3-c3')).toBeNull();
  });

  it('a skull that reaches a corner stays there for the rest of the round', () => {
    const s = pos(game, withFill({ skull: ['a4'], 'jeweled-skull': ['e5'], tombstone: ['h8'] }), 'skulls');
    play(game, s, 'a4-a1', 'h8-h9');
    expect(why(game, s, 'a1-a2')).toBe('the skull on a1 stays on its corner for the rest of the round');
    expect(legalActionList(game, s).some((a) => game.formatAction(s, a).from === 'a1')).toBe(false);
  });

  it('the jeweled skull is fixed on a corner too', () => {
    const s = pos(game, withFill({ 'jeweled-skull': ['k1'] }), 'skulls');
    expect(why(game, s, 'k1-k3')).toBe('the jeweled skull on k1 stays on its corner for the rest of the round');
  });
});

describe('Escape Death: captures', () => {
  it('captures custodially, actively, several at once', () => {
    const s = pos(
      game,
      withFill({ skull: ['d6', 'e5', 'e7'], tombstone: ['c6', 'e4', 'e8', 'h6'], 'jeweled-skull': ['b2'] }),
      'tombstones',
    );
    play(game, s, 'h6-e6'); // passes over the empty centre
    expect(types(s)).toMatchObject({ e6: 'tombstone' });
    expect(types(s).d6).toBeUndefined();
    expect(types(s).e5).toBeUndefined();
    expect(types(s).e7).toBeUndefined();
    expect(eventsOfKind(game, s, 'capture')[0].at.sort()).toEqual(['d6', 'e5', 'e7']);
  });

  it('a piece may move between two enemies safely', () => {
    const s = pos(game, withFill({ skull: ['e3'], tombstone: ['d5', 'f5'], 'jeweled-skull': ['b2'] }), 'skulls');
    play(game, s, 'e3-e5');
    expect(types(s).e5).toBe('skull');
  });

  it('the jeweled skull captures like any skull', () => {
    const s = pos(game, withFill({ skull: ['e6'], tombstone: ['d6'], 'jeweled-skull': ['c5'] }), 'skulls');
    play(game, s, 'c5-c6');
    expect(types(s).d6).toBeUndefined();
  });

  it('the jeweled skull is armed: a capturing partner, also while on the centre', () => {
    const s = pos(game, withFill({ 'jeweled-skull': ['f6'], tombstone: ['f7'], skull: ['e8'] }), 'skulls');
    play(game, s, 'e8-f8');
    expect(types(s).f7).toBeUndefined();
    expect(eventsOfKind(game, s, 'capture')[0].at).toEqual(['f7']);
  });

  it('the jeweled skull is taken by two tombstones, and by one tombstone with the empty centre (along a file and a rank); tombstones win the round', () => {
    const two = pos(game, withFill({ tombstone: ['c4', 'd3'], 'jeweled-skull': ['c3'] }), 'tombstones');
    play(game, two, 'd3-d2');
    expect(roundResults(game, two)).toEqual([]);
    play(game, two, 'b9-b10', 'd2-c2');
    expect(roundResults(game, two)).toEqual(['tombstones']);
    const file = pos(game, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(game, file, 'e8-f8');
    expect(roundResults(game, file)).toEqual(['tombstones']);
    expect(lastEvent(game, file)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'tombstones', code: 'royal-captured' },
      text: 'round 1: tombstones win (jeweled skull captured); round 2 begins: A plays skulls',
    });
    const rank = pos(game, withFill({ 'jeweled-skull': ['e6'], tombstone: ['d4'] }), 'tombstones');
    play(game, rank, 'd4-d6');
    expect(roundResults(game, rank)).toEqual(['tombstones']);
  });

  it('the jeweled skull has no edge immunity: two tombstones take it on the edge', () => {
    const s = pos(game, withFill({ 'jeweled-skull': ['a5'], tombstone: ['a4', 'c6'] }), 'tombstones');
    play(game, s, 'c6-a6');
    expect(roundResults(game, s)).toEqual(['tombstones']);
  });

  it('the jeweled skull may move between a tombstone and the empty centre safely; the next arriving tombstone captures it', () => {
    const s = pos(game, withFill({ 'jeweled-skull': ['d7'], tombstone: ['f8'] }), 'skulls');
    play(game, s, 'd7-f7');
    expect(types(s).f7).toBe('jeweled-skull');
    play(game, s, 'i3-i4');
    expect(types(s).f7).toBe('jeweled-skull');
    expect(roundResults(game, s)).toEqual([]);
    play(game, s, 'b9-b10', 'f8-g8', 'b10-b9', 'g8-f8');
    expect(roundResults(game, s)).toEqual(['tombstones']);
  });

  it('the empty centre is hostile only to the jeweled skull; empty corners are hostile to nobody', () => {
    const skull = pos(game, withFill({ skull: ['f7'], tombstone: ['e8'], 'jeweled-skull': ['b2'] }), 'tombstones');
    play(game, skull, 'e8-f8');
    expect(types(skull).f7).toBe('skull');
    const tomb = pos(game, withFill({ skull: ['e8'], 'jeweled-skull': ['e5'], tombstone: ['f7'] }), 'skulls');
    play(game, tomb, 'e8-f8');
    expect(types(tomb).f7).toBe('tombstone');
    const corner = pos(game, withFill({ skull: ['b1'], tombstone: ['c2'], 'jeweled-skull': ['e5'] }), 'tombstones');
    play(game, corner, 'c2-c1');
    expect(types(corner).b1).toBe('skull');
  });
});

describe('Escape Death: winning a round', () => {
  it('skulls win with all four corners, the jeweled skull among them', () => {
    const s = pos(
      game,
      withFill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'], tombstone: ['h8'] }),
      'skulls',
    );
    play(game, s, 'k5-k1');
    expect(roundResults(game, s)).toEqual(['skulls']);
    expect(lastEvent(game, s)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'skulls', code: 'corners-held' },
      text: 'round 1: skulls win (all four corners held by skulls, the jeweled skull among them); round 2 begins: A plays skulls',
    });
  });

  it('four skulls in the corners without the jeweled skull do not win', () => {
    const s = pos(
      game,
      withFill({ skull: ['a1', 'a11', 'k11', 'k5'], 'jeweled-skull': ['e5'], tombstone: ['h8'] }),
      'skulls',
    );
    play(game, s, 'k5-k1');
    expect(roundResults(game, s)).toEqual([]);
  });

  it('tombstones win when fewer than 4 skulls remain', () => {
    const s = pos(
      game,
      { skull: ['c3', 'b9', 'c9'], 'jeweled-skull': ['e9'], tombstone: ['c2', 'd4', 'h8'] },
      'tombstones',
    );
    play(game, s, 'd4-c4');
    expect(roundResults(game, s)).toEqual(['tombstones']);
    expect(lastEvent(game, s)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'tombstones', code: 'defenders-few' },
      text: expect.stringMatching(/^round 1: tombstones win \(fewer than 4 skulls left\)/) as string,
    });
  });

  it('skulls win when fewer than 2 tombstones remain', () => {
    const s = pos(
      game,
      { skull: ['c2', 'd4', 'b9', 'c9'], 'jeweled-skull': ['e9'], tombstone: ['c3', 'h8'] },
      'skulls',
    );
    play(game, s, 'd4-c4');
    expect(roundResults(game, s)).toEqual(['skulls']);
    expect(lastEvent(game, s)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'skulls', code: 'attackers-few' },
      text: expect.stringMatching(/^round 1: skulls win \(fewer than 2 tombstones left\)/) as string,
    });
  });

  it('the jeweled skull captured together with a skull: the round ends for the jeweled skull, not for the skull count', () => {
    const s = pos(
      game,
      { skull: ['d5', 'b9', 'c9', 'b8'], 'jeweled-skull': ['e6'], tombstone: ['c5', 'e7', 'h5', 'i3'] },
      'tombstones',
    );
    play(game, s, 'h5-e5');
    expect(game.lastEvents(s)).toMatchObject([
      { kind: 'move', from: 'h5', to: 'e5', text: 'tombstone h5→e5' },
      {
        kind: 'capture',
        captured: [
          { at: 'd5', type: 'skull' },
          { at: 'e6', type: 'jeweled-skull' },
        ],
        text: 'captured: skull on d5, jeweled skull on e6',
      },
      {
        kind: 'round-end',
        round: 1,
        next: 2,
        result: { side: 'tombstones', code: 'royal-captured' },
        text: 'round 1: tombstones win (jeweled skull captured); round 2 begins: A plays skulls',
      },
    ]);
  });

  it('a side that cannot move loses the round (in a setup, on its turn)', () => {
    const s = pos(
      game,
      {
        skull: ['a1', 'a11', 'k1', 'k11', 'c9'],
        'jeweled-skull': ['f6'],
        tombstone: ['e6', 'g6', 'f5', 'f7', 'c8', 'c10', 'b9', 'd9'],
      },
      'skulls',
    );
    expect(game.view(s).facts).toMatchObject({ round: { number: 2, of: 6 }, score: { A: 0, B: 1 } });
    expect(roundResults(game, s)).toEqual(['tombstones']);
  });

  it('a move that leaves the other side without a move wins the round at once', () => {
    const s = pos(
      game,
      { skull: ['b3', 'a4', 'j3', 'k6'], 'jeweled-skull': ['e5'], tombstone: ['a3', 'k3'] },
      'skulls',
    );
    play(game, s, 'k6-k4');
    expect(roundResults(game, s)).toEqual(['skulls']);
    expect(lastEvent(game, s)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'skulls', code: 'no-move' },
      text: 'round 1: skulls win (tombstones cannot move); round 2 begins: A plays skulls',
    });
  });

  it('a round not decided after 400 plies is drawn', () => {
    const s = game.start(0);
    for (let i = 0; i < 99; i++) play(game, s, 'a4-b4', 'g7-h7', 'b4-a4', 'h7-g7');
    play(game, s, 'a4-b4', 'g7-h7', 'b4-a4');
    expect(game.view(s).facts).toMatchObject({ round: { number: 1 }, plies: 399 });
    play(game, s, 'h7-g7');
    expect(game.view(s).facts).toMatchObject({ round: { number: 2 }, plies: 0, score: { A: 0, B: 0 } });
    expect(roundResults(game, s)).toEqual(['draw']);
    expect(lastEvent(game, s)).toMatchObject({
      kind: 'round-end',
      round: 1,
      next: 2,
      result: { side: 'draw', code: 'ply-limit' },
      text: 'round 1: draw (400-ply limit reached); round 2 begins: A plays skulls',
    });
  });

  it('a win on the last ply before the limit is a win: capture, corners and no-move', () => {
    const g = ed({ 'end.plyLimit': 1 });
    const j = pos(g, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(g, j, 'e8-f8');
    expect(roundResults(g, j)).toEqual(['tombstones']);
    const c = pos(g, withFill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'] }), 'skulls');
    play(g, c, 'k5-k1');
    expect(roundResults(g, c)).toEqual(['skulls']);
    const n = pos(g, { skull: ['b3', 'a4', 'j3', 'k6'], 'jeweled-skull': ['e5'], tombstone: ['a3', 'k3'] }, 'skulls');
    play(g, n, 'k6-k4');
    expect(roundResults(g, n)).toEqual(['skulls']);
  });
});

describe('Escape Death: the match', () => {
  const captureJewel = (round: number, score: Record<string, number>) => {
    const s = pos(game, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', { round, score });
    play(game, s, 'e8-f8');
    return s;
  };

  it("the next round starts from the ruleset's starting position, tombstones to move, whoever ended the last round", () => {
    const s = pos(
      game,
      withFill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'], tombstone: ['h8'] }),
      'skulls',
    );
    play(game, s, 'k5-k1');
    const v = game.view(s);
    expect(v.pieces.map((p) => `${p.at}:${p.type}`).sort()).toEqual(startPieces(game));
    expect(v.toMove).toBe('tombstones');
    expect(v.facts).toMatchObject({ round: { number: 2 }, plies: 0 });
    expect(why(game, s, 'a4-a3')).toBeNull();
  });

  it('the ply limit counts each round afresh', () => {
    const g = ed({ 'end.plyLimit': 3 });
    const s = pos(g, withFill({ tombstone: ['e8', 'h2'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(g, s, 'h2-h3', 'b9-b10', 'e8-f8'); // the third ply wins round 1
    expect(roundResults(g, s)).toEqual(['tombstones']);
    play(g, s, 'h11-h10', 'g7-h7');
    expect(g.view(s).facts).toMatchObject({ round: { number: 2 }, plies: 2 });
    play(g, s, 'h10-h11');
    expect(g.view(s).facts.round).toEqual({ number: 3, of: 6 });
    expect(roundResults(g, s)).toEqual(['tombstones', 'draw']);
  });

  it('players swap sides after round 3', () => {
    const s = captureJewel(3, { A: 1, B: 1 });
    expect(game.view(s).facts).toMatchObject({ round: { number: 4 }, score: { A: 1, B: 2 } });
    expect(game.view(s).info.sides).toEqual({ A: 'tombstones', B: 'skulls' });
    expect(lastEvent(game, s)).toMatchObject({
      kind: 'round-end',
      round: 3,
      next: 4,
      result: { side: 'tombstones', code: 'royal-captured' },
      text: 'round 3: tombstones win (jeweled skull captured); round 4 begins: B plays skulls',
    });
    expect(game.view(s).toMove).toBe('tombstones');
    expect(game.view(s).pieces).toHaveLength(33);
  });

  it('after the swap a skulls win scores for B', () => {
    const s = pos(
      game,
      withFill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'], tombstone: ['h8'] }),
      'skulls',
      { round: 4, score: { A: 2, B: 1 } },
    );
    expect(game.view(s).info.sides).toEqual({ A: 'tombstones', B: 'skulls' });
    play(game, s, 'k5-k1');
    expect(game.view(s).facts).toMatchObject({ round: { number: 5 }, score: { A: 2, B: 2 } });
    expect(lastEvent(game, s)).toMatchObject({
      kind: 'round-end',
      round: 4,
      next: 5,
      result: { side: 'skulls', code: 'corners-held' },
      text: 'round 4: skulls win (all four corners held by skulls, the jeweled skull among them); round 5 begins: B plays skulls',
    });
  });

  it('a player with 4 round wins wins the match', () => {
    const s = captureJewel(6, { A: 3, B: 2 });
    expect(game.outcome(s)).toMatchObject({ winner: 'A', reason: 'A won the match 4–2' });
    expect(game.view(s).toMove).toBe('none');
    expect(game.whyIllegal(s, 0)).toBe('the game is over: A won the match 4–2');
    expect(
      game
        .lastEvents(s)
        .map((e) => e.text)
        .slice(-2),
    ).toEqual(['round 6: tombstones win (jeweled skull captured)', 'A won the match 4–2']);
    // No move is legal any more: the example is one that exists on every board.
    expect(game.parseAction(s, { use: 3, do: 'lower' })).toEqual({
      ok: false,
      error:
        '{ use, do } is not a tafl action; expected a move { from: <square>, to: <square> }, e.g. { from: a1, to: a3 }',
    });
  });

  it('a player already on 4 wins before round 6 still plays round 6; the final score counts it', () => {
    const s = pos(game, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 6,
      score: { A: 1, B: 4 },
    });
    play(game, s, 'e8-f8'); // round 6: A plays the tombstones
    expect(game.outcome(s)).toMatchObject({ winner: 'B', reason: 'B won the match 4–2' });
  });

  it('3–3 is a draw', () => {
    const s = pos(
      game,
      withFill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'], tombstone: ['h8'] }),
      'skulls',
      { round: 6, score: { A: 3, B: 2 } },
    );
    play(game, s, 'k5-k1');
    expect(game.outcome(s)).toMatchObject({ winner: 'draw', reason: 'match drawn 3–3: neither A nor B won 4 rounds' });
  });

  it('a drawn round scores for nobody; with drawn rounds and no player on 4 wins the match is drawn', () => {
    const g = ed({ 'end.plyLimit': 1 });
    const s = pos(g, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 6,
      score: { A: 3, B: 1 },
    });
    play(g, s, 'e8-e9');
    expect(g.outcome(s)).toMatchObject({ winner: 'draw', reason: 'match drawn 3–1: neither A nor B won 4 rounds' });
    expect(g.view(s).toMove).toBe('none');
    expect(g.view(s).facts).toMatchObject({ round: { number: 6 }, score: { A: 3, B: 1 } });
    expect(legalActionList(g, s)).toEqual([]);
    expect(g.whyIllegal(s, 0)).toBe('the game is over: match drawn 3–1: neither A nor B won 4 rounds');
    expect(winner(g, s)).toBe('draw');
  });
});
