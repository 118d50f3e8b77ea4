/** Escape Death, rule by rule (rules.md §2 and the rule text). */
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import { play, pos, shipped, variant, why } from './helpers';

const game = shipped('escape-death');
/** Pieces far from the action, so the piece-count thresholds stay out of the way. */
const FILL = { skull: ['b9', 'c9', 'b8'], tombstone: ['i3', 'j3'] };
const withFill = (p: Record<string, string[]>) => ({ ...p, skull: [...FILL.skull, ...(p.skull ?? [])], tombstone: [...FILL.tombstone, ...(p.tombstone ?? [])] });
const types = (s: ReturnType<typeof pos>) => Object.fromEntries(game.view(s).pieces.map((p) => [p.at, p.type]));

describe('Escape Death: start and turn order', () => {
  it('starts with 24 tombstones, 8 skulls and the jeweled skull on f6; tombstones move first', () => {
    const s = game.start(0);
    const v = game.view(s);
    expect(v.pieces.filter((p) => p.type === 'tombstone')).toHaveLength(24);
    expect(v.pieces.filter((p) => p.type === 'skull').map((p) => p.at).sort()).toEqual(['e5', 'e6', 'e7', 'f5', 'f7', 'g5', 'g6', 'g7']);
    expect(v.pieces.find((p) => p.type === 'jeweled-skull')?.at).toBe('f6');
    expect(v.toMove).toBe('tombstones');
    expect(game.players).toEqual(['tombstones', 'skulls']);
    expect(v.info).toMatchObject({ round: 1, score: { A: 0, B: 0 }, sides: { A: 'skulls', B: 'tombstones' }, roundResults: [] });
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

  it('an action in another family\'s form names the tafl form, with a move legal here as the example', () => {
    const s = pos(game, withFill({ tombstone: ['f4'], 'jeweled-skull': ['f6'] }), 'tombstones');
    expect(game.parseAction(s, { turn: 'c5' })).toEqual({ ok: false, error: '{ turn } is not a tafl action; expected a move { from: <square>, to: <square> }, e.g. { from: i3, to: h3 }' });
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

  it('a skull that reaches a corner stays there for the rest of the round', () => {
    const s = pos(game, withFill({ skull: ['a4'], 'jeweled-skull': ['e5'], tombstone: ['h8'] }), 'skulls');
    play(game, s, 'a4-a1', 'h8-h9');
    expect(why(game, s, 'a1-a2')).toBe('the skull on a1 stays on its corner for the rest of the round');
    expect(legalActionList(game, s).some((a) => game.formatAction(s, a).from === 'a1')).toBe(false);
  });
});

describe('Escape Death: captures', () => {
  it('captures custodially, actively, several at once', () => {
    const s = pos(game, withFill({ skull: ['d6', 'e5', 'e7'], tombstone: ['c6', 'e4', 'e8', 'h6'], 'jeweled-skull': ['b2'] }), 'tombstones');
    play(game, s, 'h6-e6'); // passes over the empty centre
    expect(types(s)).toMatchObject({ e6: 'tombstone' });
    expect(types(s).d6).toBeUndefined();
    expect(types(s).e5).toBeUndefined();
    expect(types(s).e7).toBeUndefined();
    expect(game.lastEvents(s)[0]).toMatchObject({ kind: 'capture', at: expect.arrayContaining(['d6', 'e5', 'e7']) });
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

  it('the jeweled skull is taken by two tombstones, and by one tombstone with the empty centre; tombstones win the round', () => {
    const two = pos(game, withFill({ tombstone: ['c4', 'd3'], 'jeweled-skull': ['c3'] }), 'tombstones');
    play(game, two, 'd3-d2');
    expect(game.view(two).info.roundResults).toEqual([]);
    play(game, two, 'b9-b10', 'd2-c2');
    expect(game.view(two).info.roundResults).toEqual(['tombstones']);
    const centre = pos(game, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(game, centre, 'e8-f8');
    expect(game.view(centre).info.roundResults).toEqual(['tombstones']);
    expect(game.lastEvents(centre).map((e) => e.text)).toContain('round 1: tombstones win (jeweled skull captured); round 2 begins: A plays skulls');
  });

  it('the empty centre is hostile only to the jeweled skull', () => {
    const s = pos(game, withFill({ skull: ['f7'], tombstone: ['e8'], 'jeweled-skull': ['b2'] }), 'tombstones');
    play(game, s, 'e8-f8');
    expect(types(s).f7).toBe('skull');
  });
});

describe('Escape Death: winning a round', () => {
  it('skulls win with all four corners, the jeweled skull among them', () => {
    const s = pos(game, withFill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'], tombstone: ['h8'] }), 'skulls');
    play(game, s, 'k5-k1');
    expect(game.view(s).info.roundResults).toEqual(['skulls']);
    expect(game.lastEvents(s).at(-1)!.text).toBe('round 1: skulls win (all four corners held by skulls, the jeweled skull among them); round 2 begins: A plays skulls');
  });

  it('four skulls in the corners without the jeweled skull do not win', () => {
    const s = pos(game, withFill({ skull: ['a1', 'a11', 'k11', 'k5'], 'jeweled-skull': ['e5'], tombstone: ['h8'] }), 'skulls');
    play(game, s, 'k5-k1');
    expect(game.view(s).info.roundResults).toEqual([]);
  });

  it('tombstones win when fewer than 4 skulls remain', () => {
    const s = pos(game, { skull: ['c3', 'b9', 'c9'], 'jeweled-skull': ['e9'], tombstone: ['c2', 'd4', 'h8'] }, 'tombstones');
    play(game, s, 'd4-c4');
    expect(game.view(s).info.roundResults).toEqual(['tombstones']);
    expect(game.lastEvents(s).at(-1)!.text).toMatch(/^round 1: tombstones win \(fewer than 4 skulls left\)/);
  });

  it('skulls win when fewer than 2 tombstones remain', () => {
    const s = pos(game, { skull: ['c2', 'd4', 'b9', 'c9'], 'jeweled-skull': ['e9'], tombstone: ['c3', 'h8'] }, 'skulls');
    play(game, s, 'd4-c4');
    expect(game.view(s).info.roundResults).toEqual(['skulls']);
    expect(game.lastEvents(s).at(-1)!.text).toMatch(/^round 1: skulls win \(fewer than 2 tombstones left\)/);
  });

  it('a side that cannot move loses the round', () => {
    const s = pos(game, { skull: ['a1', 'a11', 'k1', 'k11', 'c9'], 'jeweled-skull': ['f6'], tombstone: ['e6', 'g6', 'f5', 'f7', 'c8', 'c10', 'b9', 'd9'] }, 'skulls');
    expect(game.view(s).info).toMatchObject({ round: 2, roundResults: ['tombstones'], score: { A: 0, B: 1 } });
  });

  it('a round not decided after 400 plies is drawn', () => {
    const short = variant('escape-death', { 'end.plyLimit': 3 });
    const s = short.start(0);
    play(short, s, 'h11-h10', 'g7-h7', 'h10-h11');
    expect(short.view(s).info).toMatchObject({ round: 2, roundResults: ['draw'], score: { A: 0, B: 0 } });
    expect(short.lastEvents(s).at(-1)!.text).toBe('round 1: draw (3-ply limit reached); round 2 begins: A plays skulls');
  });
});

describe('Escape Death: the match', () => {
  const captureJewel = (round: number, score: Record<string, number>) => {
    const s = pos(game, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', { round, score });
    play(game, s, 'e8-f8');
    return s;
  };

  it('players swap sides after round 3', () => {
    const s = captureJewel(3, { A: 1, B: 1 });
    expect(game.view(s).info).toMatchObject({ round: 4, score: { A: 1, B: 2 }, sides: { A: 'tombstones', B: 'skulls' } });
    expect(game.lastEvents(s).at(-1)!.text).toBe('round 3: tombstones win (jeweled skull captured); round 4 begins: B plays skulls');
    expect(game.view(s).toMove).toBe('tombstones');
    expect(game.view(s).pieces).toHaveLength(33);
  });

  it('a player with 4 round wins wins the match', () => {
    const s = captureJewel(6, { A: 3, B: 2 });
    expect(game.outcome(s)).toEqual({ winner: 'A', reason: 'A won the match 4–2' });
    expect(game.view(s).toMove).toBe('none');
    expect(game.whyIllegal(s, 0)).toBe('the game is over: A won the match 4–2');
    expect(game.lastEvents(s).at(-1)!.text).toBe('round 6: tombstones win (jeweled skull captured); A won the match 4–2');
    // No move is legal any more: the example is one that exists on every board.
    expect(game.parseAction(s, { use: 3, do: 'lower' })).toEqual({ ok: false, error: '{ use, do } is not a tafl action; expected a move { from: <square>, to: <square> }, e.g. { from: a1, to: a3 }' });
  });

  it('3–3 is a draw', () => {
    const s = pos(game, withFill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'], tombstone: ['h8'] }), 'skulls', { round: 6, score: { A: 3, B: 2 } });
    play(game, s, 'k5-k1');
    expect(game.outcome(s)).toEqual({ winner: 'draw', reason: 'match drawn 3–3: neither A nor B won 4 rounds' });
  });

  it('rounds before a scenario setup are unknown', () => {
    const s = pos(game, withFill({ 'jeweled-skull': ['f7'] }), 'tombstones', { round: 3, score: { A: 2 } });
    expect(game.view(s).info).toMatchObject({ round: 3, score: { A: 2, B: 0 }, roundResults: ['unknown', 'unknown'] });
  });

  it('setup problems name their path', () => {
    const bad = game.setup({ pieces: [{ at: 'z9', type: 'skull' }, { at: 'f6', type: 'skull' }, { at: 'a2', type: 'tombstone' }, { at: 'c3', type: 'king' }], round: 7, score: { A: 5, C: 1 }, toMove: 'north' }, 0);
    expect(Array.isArray(bad) && bad.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      'pieces.0.at: "z9" is not a square of this 11×11 board; expected a1 … k11',
      "pieces.1.at: skulls may not stand on the centre f6; expected another square, or allow them in the ruleset's `squares.centre.stop`",
      "pieces.2.at: tombstones may not stand on the corner zone a2; expected another square, or allow them in the ruleset's `squares.cornerZones.stop`",
      'pieces.3.type: "king" is not a piece type; expected one of tombstone, skull, jeweled-skull',
      'toMove: "north" is not a side; expected tombstones or skulls',
      'round: round must be a whole number from 1 to 6; found 7',
      'score.C: "C" is not a player; expected A or B',
      'score: 5 round wins before round 1, but only 0 rounds were played',
    ]);
  });
});
