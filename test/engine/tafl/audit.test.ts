/**
 * Independent audit of Escape Death against rules.md §2 and the rule text:
 * cases and switches the rule-by-rule and switch tests leave out.
 */
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import { board, play, pos, shipped, variant, why, winner } from './helpers';

const game = shipped('escape-death');
/** Pieces far from the action, so the piece-count thresholds stay out of the way. */
const FILL = { skull: ['b9', 'c9', 'b8'], tombstone: ['i3', 'j3'] };
const fill = (p: Record<string, string[]>) => ({ ...p, skull: [...FILL.skull, ...(p.skull ?? [])], tombstone: [...FILL.tombstone, ...(p.tombstone ?? [])] });
const ed = (changes: Record<string, unknown>) => variant('escape-death', changes);
const results = (g: typeof game, s: ReturnType<typeof pos>) => g.view(s).info.roundResults;
const lastText = (g: typeof game, s: ReturnType<typeof pos>) => g.lastEvents(s).at(-1)?.text;
const startPieces = (g: typeof game) => g.view(g.start(0)).pieces.map((p) => `${p.at}:${p.type}`).sort();

describe('audit: the jeweled skull', () => {
  it('is captured by two tombstones on the board edge (no edge immunity)', () => {
    const s = pos(game, fill({ 'jeweled-skull': ['a5'], tombstone: ['a4', 'c6'] }), 'tombstones');
    play(game, s, 'c6-a6');
    expect(results(game, s)).toEqual(['tombstones']);
    expect(lastText(game, s)).toBe('round 1: tombstones win (jeweled skull captured); round 2 begins: A plays skulls');
  });

  it('is captured against the empty centre along a rank as well', () => {
    const s = pos(game, fill({ 'jeweled-skull': ['e6'], tombstone: ['d4'] }), 'tombstones');
    play(game, s, 'd4-d6');
    expect(results(game, s)).toEqual(['tombstones']);
  });

  it('may move between a tombstone and the empty centre safely; the next arriving tombstone captures it', () => {
    const s = pos(game, fill({ 'jeweled-skull': ['d7'], tombstone: ['f8'] }), 'skulls');
    play(game, s, 'd7-f7');
    expect(board(game, s).f7).toBe('jeweled-skull');
    play(game, s, 'i3-i4');
    expect(board(game, s).f7).toBe('jeweled-skull');
    expect(results(game, s)).toEqual([]);
    play(game, s, 'b9-b10', 'f8-g8', 'b10-b9', 'g8-f8');
    expect(results(game, s)).toEqual(['tombstones']);
  });

  it('an occupied centre is no partner: only the EMPTY centre captures it (centre.stop opened to all)', () => {
    const g = ed({ 'squares.centre.stop': ['all'] });
    const s = pos(g, fill({ skull: ['f6'], 'jeweled-skull': ['f7'], tombstone: ['e8'] }), 'tombstones');
    play(g, s, 'e8-f8');
    expect(board(g, s).f7).toBe('jeweled-skull');
    expect(results(g, s)).toEqual([]);
  });

  it('acts as a capturing partner (armed), also while on the centre', () => {
    const s = pos(game, fill({ 'jeweled-skull': ['f6'], tombstone: ['f7'], skull: ['e8'] }), 'skulls');
    play(game, s, 'e8-f8');
    expect(board(game, s).f7).toBeUndefined();
    expect(game.lastEvents(s)[0]).toMatchObject({ kind: 'capture', at: ['f7'] });
  });

  it('unarmed: it is no partner either', () => {
    const g = ed({ 'pieces.jeweled-skull.power': 'unarmed' });
    const s = pos(g, fill({ 'jeweled-skull': ['f6'], tombstone: ['f7'], skull: ['e8'] }), 'skulls');
    play(g, s, 'e8-f8');
    expect(board(g, s).f7).toBe('tombstone');
  });

  it('captured together with a skull: the round ends for the jeweled skull, not for the skull count', () => {
    const s = pos(game, { skull: ['d5', 'b9', 'c9', 'b8'], 'jeweled-skull': ['e6'], tombstone: ['c5', 'e7', 'h5', 'i3'] }, 'tombstones');
    play(game, s, 'h5-e5');
    expect(game.lastEvents(s).map((e) => e.text)).toEqual([
      'captured: skull on d5, jeweled skull on e6',
      'round 1: tombstones win (jeweled skull captured); round 2 begins: A plays skulls',
    ]);
  });
});

describe('audit: hostile squares', () => {
  it('by default neither the empty centre nor an empty corner is hostile to tombstones or skulls', () => {
    const t = pos(game, fill({ skull: ['e8'], 'jeweled-skull': ['e5'], tombstone: ['f7'] }), 'skulls');
    play(game, t, 'e8-f8');
    expect(board(game, t).f7).toBe('tombstone');
    const k = pos(game, fill({ skull: ['b1'], tombstone: ['c2'], 'jeweled-skull': ['e5'] }), 'tombstones');
    play(game, k, 'c2-c1');
    expect(board(game, k).b1).toBe('skull');
  });

  it('centre hostile to all: tombstones are captured against the empty centre too', () => {
    const g = ed({ 'squares.centre.hostileWhenEmpty': ['all'] });
    const s = pos(g, fill({ skull: ['e8'], 'jeweled-skull': ['e5'], tombstone: ['f7'] }), 'skulls');
    play(g, s, 'e8-f8');
    expect(board(g, s).f7).toBeUndefined();
  });
});

describe('audit: corner zones', () => {
  // On the standard zones every line through a zone square ends in the zone, so `pass` only shows on other squares.
  const zones = ['a1', 'a2', 'b1', 'a11', 'a10', 'b11', 'k1', 'k2', 'j1', 'k11', 'k10', 'j11'];

  it('a tombstone may not cross a zone square (pass: [defenders]); with pass: [all] it may cross but not stop', () => {
    const barred = ed({ 'squares.cornerZones.at': [...zones, 'c3'] });
    const s = pos(barred, fill({ 'jeweled-skull': ['e5'], tombstone: ['b3'] }), 'tombstones');
    expect(why(barred, s, 'b3-d3')).toBe('tombstones may not enter the corner zone c3');
    const crossing = ed({ 'squares.cornerZones.at': [...zones, 'c3'], 'squares.cornerZones.pass': ['all'] });
    const t = pos(crossing, fill({ 'jeweled-skull': ['e5'], tombstone: ['b3'] }), 'tombstones');
    expect(why(crossing, t, 'b3-d3')).toBeNull();
    expect(why(crossing, t, 'b3-c3')).toBe('only skulls and the jeweled skull may stop on the corner zone c3');
  });

  it('skulls cross zone squares', () => {
    const g = ed({ 'squares.cornerZones.at': [...zones, 'c3'] });
    const s = pos(g, fill({ 'jeweled-skull': ['e5'], skull: ['b3'] }), 'skulls');
    expect(why(g, s, 'b3-d3')).toBeNull();
    expect(why(g, s, 'b3-c3')).toBeNull();
  });

  it('who is barred: a zone closed to the jeweled skull keeps it out', () => {
    const g = ed({ 'squares.cornerZones.stop': ['skull'], 'squares.cornerZones.pass': ['skull'], 'end.royalInCorner': false });
    const s = pos(g, fill({ 'jeweled-skull': ['a4'], skull: ['k4'] }), 'skulls');
    expect(why(g, s, 'a4-a2')).toBe('the jeweled skull may not enter the corner zone a2');
    expect(why(g, s, 'k4-k1')).toBeNull();
  });
});

describe('audit: corners', () => {
  it('the jeweled skull is fixed on a corner too', () => {
    const s = pos(game, fill({ 'jeweled-skull': ['k1'] }), 'skulls');
    expect(why(game, s, 'k1-k3')).toBe('the jeweled skull on k1 stays on its corner for the rest of the round');
  });

  it('corners movable: a skull that leaves a corner opens it again', () => {
    const g = ed({ 'squares.corners.fixes': [] });
    const s = pos(g, fill({ skull: ['a1', 'a5'], 'jeweled-skull': ['e5'] }), 'skulls');
    play(g, s, 'a1-a3', 'i3-i4');
    expect(why(g, s, 'a3-a1')).toBeNull();
  });
});

describe('audit: end of a round', () => {
  it('thresholds are switches: attackersFewerThan 5 ends the round at 4 tombstones', () => {
    const g = ed({ 'end.attackersFewerThan': 5 });
    const s = pos(g, fill({ skull: ['c2', 'd4'], 'jeweled-skull': ['e9'], tombstone: ['c3', 'h8', 'h9'] }), 'skulls');
    play(g, s, 'd4-c4');
    expect(results(g, s)).toEqual(['skulls']);
    expect(lastText(g, s)).toBe('round 1: skulls win (fewer than 5 tombstones left); round 2 begins: A plays skulls');
  });

  it('thresholds are switches: defendersFewerThan 6 ends the round at 5 skulls', () => {
    const g = ed({ 'end.defendersFewerThan': 6 });
    const s = pos(g, fill({ skull: ['c3', 'h7'], 'jeweled-skull': ['e9'], tombstone: ['c2', 'd4'] }), 'tombstones');
    play(g, s, 'd4-c4');
    expect(results(g, s)).toEqual(['tombstones']);
    expect(lastText(g, s)).toBe('round 1: tombstones win (fewer than 6 skulls left); round 2 begins: A plays skulls');
  });

  it('a move that leaves the other side without a move wins the round at once', () => {
    const s = pos(game, { skull: ['b3', 'a4', 'j3', 'k6'], 'jeweled-skull': ['e5'], tombstone: ['a3', 'k3'] }, 'skulls');
    play(game, s, 'k6-k4');
    expect(results(game, s)).toEqual(['skulls']);
    expect(lastText(game, s)).toBe('round 1: skulls win (tombstones cannot move); round 2 begins: A plays skulls');
    const d = ed({ 'end.noMove': 'draw' });
    const t = pos(d, { skull: ['b3', 'a4', 'j3', 'k6'], 'jeweled-skull': ['e5'], tombstone: ['a3', 'k3'] }, 'skulls');
    play(d, t, 'k6-k4');
    expect(results(d, t)).toEqual(['draw']);
  });

  it('the default ply limit is 400 plies per round', () => {
    const s = game.start(0);
    for (let i = 0; i < 99; i++) play(game, s, 'a4-b4', 'g7-h7', 'b4-a4', 'h7-g7');
    expect(game.view(s).info).toMatchObject({ round: 1, plies: 396 });
    play(game, s, 'a4-b4', 'g7-h7', 'b4-a4');
    expect(game.view(s).info).toMatchObject({ round: 1, plies: 399 });
    play(game, s, 'h7-g7');
    expect(game.view(s).info).toMatchObject({ round: 2, plies: 0, roundResults: ['draw'] });
    expect(lastText(game, s)).toBe('round 1: draw (400-ply limit reached); round 2 begins: A plays skulls');
  });

  it('the ply limit counts each round afresh', () => {
    const g = ed({ 'end.plyLimit': 3 });
    const s = pos(g, fill({ tombstone: ['e8', 'h2'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(g, s, 'h2-h3', 'b9-b10', 'e8-f8'); // the third ply wins round 1
    expect(results(g, s)).toEqual(['tombstones']);
    play(g, s, 'h11-h10', 'g7-h7');
    expect(g.view(s).info).toMatchObject({ round: 2, plies: 2 });
    play(g, s, 'h10-h11');
    expect(g.view(s).info).toMatchObject({ round: 3, roundResults: ['tombstones', 'draw'] });
  });

  it('a win on the last ply is a win: capture, thresholds and no-move', () => {
    const g = ed({ 'end.plyLimit': 1 });
    const j = pos(g, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(g, j, 'e8-f8');
    expect(results(g, j)).toEqual(['tombstones']);
    const c = pos(g, fill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'] }), 'skulls');
    play(g, c, 'k5-k1');
    expect(results(g, c)).toEqual(['skulls']);
    const n = pos(g, { skull: ['b3', 'a4', 'j3', 'k6'], 'jeweled-skull': ['e5'], tombstone: ['a3', 'k3'] }, 'skulls');
    play(g, n, 'k6-k4');
    expect(results(g, n)).toEqual(['skulls']);
  });
});

describe('audit: between rounds and the match', () => {
  it('the next round starts from the ruleset\'s starting position, tombstones to move, whoever ended the last round', () => {
    const s = pos(game, fill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'], tombstone: ['h8'] }), 'skulls');
    play(game, s, 'k5-k1');
    const v = game.view(s);
    expect(v.pieces.map((p) => `${p.at}:${p.type}`).sort()).toEqual(startPieces(game));
    expect(v.toMove).toBe('tombstones');
    expect(v.info).toMatchObject({ round: 2, plies: 0 });
    expect(why(game, s, 'a4-a3')).toBeNull();
  });

  it('firstToMove: defenders starts every round with the skulls', () => {
    const g = ed({ firstToMove: 'defenders' });
    const s = pos(g, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(g, s, 'e8-f8');
    expect(g.view(s).info).toMatchObject({ round: 2, score: { A: 0, B: 1 }, roundResults: ['tombstones'] });
    expect(g.view(s).toMove).toBe('skulls');
  });

  it('after the swap a skulls win scores for B', () => {
    const s = pos(game, fill({ skull: ['a1', 'a11', 'k11'], 'jeweled-skull': ['k5'], tombstone: ['h8'] }), 'skulls', { round: 4, score: { A: 2, B: 1 } });
    expect(game.view(s).info.sides).toEqual({ A: 'tombstones', B: 'skulls' });
    play(game, s, 'k5-k1');
    expect(game.view(s).info).toMatchObject({ round: 5, score: { A: 2, B: 2 } });
    expect(lastText(game, s)).toBe('round 4: skulls win (all four corners held by skulls, the jeweled skull among them); round 5 begins: B plays skulls');
  });

  it('a drawn round scores for nobody; with drawn rounds and no player on 4 wins the match is drawn', () => {
    const g = ed({ 'end.plyLimit': 1 });
    const s = pos(g, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', { round: 6, score: { A: 3, B: 1 } });
    play(g, s, 'e8-e9');
    expect(g.outcome(s)).toEqual({ winner: 'draw', reason: 'match drawn 3–1: neither A nor B won 4 rounds' });
    expect(g.view(s).toMove).toBe('none');
    expect(g.view(s).info).toMatchObject({ round: 6, score: { A: 3, B: 1 } });
    expect(legalActionList(g, s)).toEqual([]);
    expect(g.whyIllegal(s, 0)).toBe('the game is over: match drawn 3–1: neither A nor B won 4 rounds');
    expect(winner(g, s)).toBe('draw');
  });

  it('a player already on 4 wins before round 6 still plays round 6; the final score counts it', () => {
    const s = pos(game, fill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', { round: 6, score: { A: 1, B: 4 } });
    play(game, s, 'e8-f8'); // round 6: A plays the tombstones
    expect(game.outcome(s)).toEqual({ winner: 'B', reason: 'B won the match 4–2' });
  });
});

describe('a setup that is already over ends at once, as a move into it would', () => {
  it('fewer than 4 skulls: the tombstones win round 1 before any move', () => {
    const s = pos(game, { 'jeweled-skull': ['e5'], skull: ['b9', 'c9'], tombstone: ['h8', 'i3'] }, 'skulls');
    expect(results(game, s)).toEqual(['tombstones']);
    expect(game.view(s).info.round).toBe(2);
  });
  it('fewer than 2 tombstones: the skulls win', () => {
    const s = pos(game, { 'jeweled-skull': ['e5'], skull: ['b9', 'c9', 'b8'], tombstone: ['h8'] }, 'skulls');
    expect(results(game, s)).toEqual(['skulls']);
  });
  it('all four corners held, the jeweled skull among them: the skulls win', () => {
    const s = pos(game, { 'jeweled-skull': ['k1'], skull: ['a1', 'a11', 'k11'], tombstone: ['h8', 'i3'] }, 'tombstones');
    expect(results(game, s)).toEqual(['skulls']);
  });
  it('both sides past a threshold: the side that moved last (not to move) wins, as after its move', () => {
    const pieces = { 'jeweled-skull': ['e5'], skull: ['b9', 'c9'], tombstone: ['h8'] };
    expect(results(game, pos(game, pieces, 'skulls'))).toEqual(['tombstones']);
    expect(results(game, pos(game, pieces, 'tombstones'))).toEqual(['skulls']);
  });
  it('a single game (no match) stops with the winner and nobody to move', () => {
    const g = ed({ match: undefined });
    const s = pos(g, { 'jeweled-skull': ['e5'], skull: ['b9', 'c9'], tombstone: ['h8', 'i3'] }, 'skulls');
    expect(winner(g, s)).toBe('tombstones');
    expect(g.view(s).toMove).toBe('none');
  });
  it('a playable setup is not ended', () => {
    const s = pos(game, fill({ 'jeweled-skull': ['e5'] }), 'skulls');
    expect(results(game, s)).toEqual([]);
    expect(game.view(s).toMove).toBe('skulls');
  });
});

describe('refusal wording', () => {
  it('a square no piece may stop on says so', () => {
    const g = ed({ 'squares.corners.stop': [], 'end.cornersHeld': 0 });
    const s = pos(g, fill({ 'jeweled-skull': ['k4'] }), 'skulls');
    expect(why(g, s, 'k4-k1')).toBe('no piece may stop on the corner k1');
  });
  it('a piece fixed on a corner in a single game stays there for the rest of the game', () => {
    const g = ed({ match: undefined });
    const s = pos(g, fill({ skull: ['a1'] }), 'skulls');
    expect(why(g, s, 'a1-a2')).toBe('the skull on a1 stays on its corner for the rest of the game');
  });
  it('the royal piece is named in the singular when a setup puts it where it may not stand', () => {
    expect(game.setup({ pieces: [{ at: 'f6', type: 'skull' }, { at: 'e6', type: 'jeweled-skull' }] }, 0)).toEqual([
      { path: ['pieces', 0, 'at'], message: "skulls may not stand on the centre f6; expected another square, or allow them in the ruleset's `squares.centre.stop`" },
    ]);
    const g = ed({ 'squares.cornerZones.stop': ['skull'], 'end.cornersHeld': 0 });
    expect(g.setup({ pieces: [{ at: 'a2', type: 'jeweled-skull' }] }, 0)).toEqual([
      { path: ['pieces', 0, 'at'], message: "the jeweled skull may not stand on the corner zone a2; expected another square, or allow it in the ruleset's `squares.cornerZones.stop`" },
    ]);
  });
});
