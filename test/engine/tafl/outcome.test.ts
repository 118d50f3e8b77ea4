/** `outcome()` (code, returns, rounds), `view().facts` and `scoresFor`, in a single game and in a match. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng';
import { taflFamily } from '../../../src/engine/tafl';
import type { TaflRules } from '../../../src/engine/tafl/rules';
import { play, pos, shipped, variant, withFill } from './helpers';

const ed = shipped('escape-death');
const cph = shipped('hnefatafl-copenhagen');

describe('the closed list of outcome codes', () => {
  it('every code has a description', () => {
    for (const [code, text] of Object.entries(taflFamily.outcomeCodes)) expect(text.length, code).toBeGreaterThan(20);
  });

  it.each(['escape-death', 'hnefatafl-copenhagen'] as const)(
    '%s: random games end only with listed codes, in every round',
    (id) => {
      const game = shipped(id);
      const rng = Rng.seeded(5);
      const buf = new Int32Array(game.maxActions);
      for (let g = 0; g < 8; g++) {
        const s = game.start(0);
        while (game.toMove(s) >= 0) game.apply(s, buf[rng.below(game.legalActions(s, buf))]);
        const o = game.outcome(s)!;
        for (const code of [o.code, ...(o.rounds ?? []).map((r) => r.code)])
          expect(Object.keys(taflFamily.outcomeCodes)).toContain(code);
      }
    },
  );
});

describe('a single game', () => {
  it('returns: +1 for the winning side, −1 for the other; 0 for both in a draw', () => {
    const s = pos(cph, { king: ['e3'], attacker: ['e4', 'd3', 'f3', 'h2'], defender: ['j9'] }, 'attackers');
    play(cph, s, 'h2-e2');
    expect(cph.outcome(s)).toEqual({
      winner: 'attackers',
      code: 'royal-captured',
      returns: { attackers: 1, defenders: -1 },
      reason: 'king captured',
    });
    const draw = variant('hnefatafl-copenhagen', { 'end.plyLimit': 1 });
    const d = pos(draw, { king: ['f6'], defender: ['d4'], attacker: ['h8', 'b9'] }, 'attackers');
    play(draw, d, 'h8-h9');
    expect(draw.outcome(d)).toEqual({
      winner: 'draw',
      code: 'ply-limit',
      returns: { attackers: 0, defenders: 0 },
      reason: '1-ply limit reached',
    });
  });

  it('codes: the thresholds, edge escape and a side without a move', () => {
    const g = variant('escape-death', { match: undefined, 'end.edgeEscape': true });
    const few = pos(
      g,
      { skull: ['c3', 'b9', 'c9'], 'jeweled-skull': ['e9'], tombstone: ['c2', 'd4', 'h8'] },
      'tombstones',
    );
    play(g, few, 'd4-c4');
    expect(g.outcome(few)?.code).toBe('defenders-few');
    const att = pos(g, { skull: ['c2', 'd4', 'b9', 'c9'], 'jeweled-skull': ['e9'], tombstone: ['c3', 'h8'] }, 'skulls');
    play(g, att, 'd4-c4');
    expect(g.outcome(att)?.code).toBe('attackers-few');
    const edge = pos(g, withFill({ 'jeweled-skull': ['e5'], tombstone: ['h8'] }), 'skulls');
    play(g, edge, 'e5-e1');
    expect(g.outcome(edge)).toMatchObject({ winner: 'skulls', code: 'edge-escape' });
    const stuck = pos(
      g,
      { skull: ['b3', 'a4', 'j3', 'k6'], 'jeweled-skull': ['e5'], tombstone: ['a3', 'k3'] },
      'skulls',
    );
    play(g, stuck, 'k6-k4');
    expect(g.outcome(stuck)).toMatchObject({ winner: 'skulls', code: 'no-move' });
  });

  it('facts: plies, nobody out, each side scores for itself; no round or score', () => {
    const s = cph.start(0);
    play(cph, s, 'd1-d3');
    expect(cph.view(s).facts).toEqual({
      plies: 1,
      out: [],
      scoresFor: { attackers: 'attackers', defenders: 'defenders' },
    });
    expect([cph.scoresFor(s, 0), cph.scoresFor(s, 1)]).toEqual(['attackers', 'defenders']);
    expect(cph.view(s).info).toEqual({});
  });
});

describe('a match', () => {
  it('winner and returns are the match players; rounds lists each finished round; code rounds-played', () => {
    const g = variant('escape-death', { 'end.plyLimit': 1 });
    const s = pos(g, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 5,
      score: { A: 2, B: 1 },
    });
    play(g, s, 'e8-f8'); // round 5: A plays the tombstones (after the swap)
    play(g, s, 'h11-h10'); // round 6: the ply limit
    expect(g.outcome(s)).toEqual({
      winner: 'draw',
      code: 'rounds-played',
      returns: { A: 0, B: 0 },
      reason: 'match drawn 3–1: neither A nor B won 4 rounds',
      rounds: [
        { round: 5, side: 'tombstones', winner: 'A', code: 'royal-captured', returns: { A: 1, B: -1 } },
        { round: 6, side: 'draw', winner: 'draw', code: 'ply-limit', returns: { A: 0, B: 0 } },
      ],
    });
  });

  it('a match won: +1 for the winning player, −1 for the other; stopped early: match-decided', () => {
    const s = pos(ed, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 6,
      score: { A: 3, B: 2 },
    });
    play(ed, s, 'e8-f8');
    expect(ed.outcome(s)).toMatchObject({ winner: 'A', code: 'rounds-played', returns: { A: 1, B: -1 } });
    const early = variant('escape-death', { 'match.stopWhenDecided': true });
    const t = pos(early, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 5,
      score: { A: 3, B: 1 },
    });
    play(early, t, 'e8-f8');
    expect(early.outcome(t)).toMatchObject({
      winner: 'A',
      code: 'match-decided',
      returns: { A: 1, B: -1 },
      rounds: [{ round: 5, winner: 'A' }],
    });
  });

  it('rounds played from the start are all listed, in order', () => {
    const g = variant('escape-death', { 'end.plyLimit': 1, match: { rounds: 2, swapAfter: 1, winsNeeded: 2 } });
    const s = g.start(0);
    play(g, s, 'h11-h10', 'h11-h10');
    expect(g.outcome(s)?.rounds?.map((r) => `${r.round}:${r.code}`)).toEqual(['1:ply-limit', '2:ply-limit']);
  });

  it('scoresFor and facts follow the side swap: A plays skulls in rounds 1–3, tombstones from round 4', () => {
    const r3 = pos(ed, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 3,
      score: { A: 1, B: 1 },
    });
    expect([ed.scoresFor(r3, 0), ed.scoresFor(r3, 1)]).toEqual(['B', 'A']);
    expect(ed.view(r3).facts).toEqual({
      plies: 0,
      round: { number: 3, of: 6 },
      rounds: ['unknown', 'unknown'],
      score: { A: 1, B: 1 },
      out: [],
      scoresFor: { tombstones: 'B', skulls: 'A' },
    });
    play(ed, r3, 'e8-f8');
    expect([ed.scoresFor(r3, 0), ed.scoresFor(r3, 1)]).toEqual(['A', 'B']);
    expect(ed.view(r3).facts).toMatchObject({
      round: { number: 4, of: 6 },
      score: { A: 1, B: 2 },
      scoresFor: { tombstones: 'A', skulls: 'B' },
    });
  });
});

describe('Family.complete and game.rules', () => {
  it("tafl derives only the bots' evaluation: complete fills it in and changes nothing else; game.rules is the rules compiled", () => {
    const { evaluation, ...rules } = cph.rules as unknown as TaflRules;
    const done = taflFamily.complete(rules);
    expect(done.problems).toEqual([]);
    expect(done.rules).toEqual({ ...rules, evaluation });
    expect(evaluation?.goals?.[0]?.pieces).toEqual(['king']);
    expect(taflFamily.compile(done.rules, 'x').rules).toBe(done.rules);
  });
});
