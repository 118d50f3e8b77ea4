/**
 * How a game ends, for every reader: `outcome()` with its code (one of
 * `unitsFamily.outcomeCodes`), its returns for every player and its reason;
 * the facts a generic reader takes from `view()`; whom each player scores for.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_KINDS, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { unitsFamily } from '../../../src/engine/units';
import { act, gameOf, position, shipped } from './helpers';

const S = (at: string, c: number) => ({ at, owner: 'south', class: c });
const N = (at: string, c: number) => ({ at, owner: 'north', class: c });
const U = (owner: string, at: string, c: number) => ({ at, owner, class: c });
// Move only, north or east only: a unit on h8 has no move.
const stuck = { actions: ['move'], move: { directions: ['n', 'e'] } };

describe('outcome codes and returns', () => {
  it('no-units: +1 for the last player with units, −1 for every other', () => {
    const g = shipped('units-v1.2');
    const s = position(g, [S('a1', 1), N('a5', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    expect(g.outcome(s)).toEqual({
      winner: 'south',
      code: 'no-units',
      returns: { south: 1, north: -1 },
      reason: 'north has no units left',
    });
  });

  it('no-units with four players: every player put out earlier scores −1 too', () => {
    const g = shipped('units-v1.2-4p');
    const s = position(g, [U('south', 'a1', 4), U('west', 'a2', 1)], 'west');
    expect(act(g, s, { from: 'a2', to: 'a1' })).toBeNull();
    expect(g.outcome(s)).toEqual({
      winner: 'west',
      code: 'no-units',
      returns: { south: -1, west: 1, north: -1, east: -1 },
      reason: 'west is the last player with units',
    });
  });

  it('no-legal-action: the player put out for having no action scores −1', () => {
    const g = gameOf(stuck);
    const s = position(g, [S('a1', 4), N('h8', 4)], 'north');
    expect(g.outcome(s)).toEqual({
      winner: 'south',
      code: 'no-legal-action',
      returns: { south: 1, north: -1 },
      reason: 'north has no legal action',
    });
  });

  it('all-removed: a draw, 0 for everyone', () => {
    const g = gameOf({ combat: { sameClass: 'both-removed' } });
    const s = position(g, [S('a1', 3), N('a3', 3)]);
    expect(act(g, s, { from: 'a1', to: 'a3' })).toBeNull();
    expect(g.outcome(s)).toEqual({
      winner: 'draw',
      code: 'all-removed',
      returns: { south: 0, north: 0 },
      reason: 'no player has units left',
    });
  });

  it('nobody-can-act: a draw, 0 for everyone', () => {
    const g = gameOf({ ...stuck, noLegalAction: 'pass' });
    const s = position(g, [S('h8', 4), N('g8', 4), N('h7', 4)]);
    expect(g.outcome(s)).toEqual({
      winner: 'draw',
      code: 'nobody-can-act',
      returns: { south: 0, north: 0 },
      reason: 'no player has a legal action',
    });
  });

  it('ply-limit: a draw, 0 for everyone', () => {
    const g = gameOf({ plyLimit: 1 });
    const s = g.start(0);
    expect(act(g, s, { turn: 'c1' })).toBeNull();
    expect(g.outcome(s)).toEqual({
      winner: 'draw',
      code: 'ply-limit',
      returns: { south: 0, north: 0 },
      reason: 'the ply limit of 1 was reached',
    });
  });

  it('outcomeCodes lists exactly these codes, each with a description', () => {
    expect(Object.keys(unitsFamily.outcomeCodes).sort()).toEqual([
      'all-removed',
      'no-legal-action',
      'no-units',
      'nobody-can-act',
      'ply-limit',
    ]);
    for (const description of Object.values(unitsFamily.outcomeCodes)) expect(description.length).toBeGreaterThan(20);
  });
});

describe('random games', () => {
  it('end with a listed code, returns for every player that sum to 0 in a two-player game, and events from the vocabulary', () => {
    const games = [
      shipped('units-v1.2'),
      shipped('units-v1.1'),
      gameOf({ ...stuck, plyLimit: 40 }, 'stuck'),
      gameOf({ combat: { sameClass: 'both-removed' }, plyLimit: 60 }, 'both-removed'),
    ];
    const codes = new Set<string>();
    const kinds = new Set<string>();
    const rng = Rng.seeded(11);
    for (const g of games) {
      const buf = new Int32Array(g.maxActions);
      for (let i = 0; i < 40; i++) {
        const s = g.start(0);
        while (g.toMove(s) !== NOBODY) {
          g.apply(s, buf[rng.below(g.legalActions(s, buf))]);
          for (const e of g.lastEvents(s)) kinds.add(e.kind);
        }
        const o = g.outcome(s)!;
        codes.add(o.code);
        expect(Object.keys(unitsFamily.outcomeCodes)).toContain(o.code);
        expect(Object.keys(o.returns).sort()).toEqual([...g.winners].sort());
        expect(Object.values(o.returns).reduce((a, b) => a + b, 0)).toBe(0);
      }
    }
    for (const kind of kinds) expect(EVENT_KINDS).toContain(kind);
    expect([...kinds].sort()).toEqual(['capture', 'class-change', 'fight', 'game-end', 'move', 'out', 'turn']);
    expect(codes.size).toBeGreaterThan(1);
  });
});

describe('facts and scoresFor', () => {
  it('view().facts: plies, players out, and each player scoring for itself; family details stay in info', () => {
    const g = shipped('units-v1.2-4p');
    const s = position(g, [U('south', 'a1', 1), U('west', 'a5', 4), U('north', 'p16', 4)]);
    expect(act(g, s, { from: 'a1', to: 'a5' })).toBeNull();
    const view = g.view(s);
    expect(view.facts).toEqual({
      plies: 1,
      out: ['west', 'east'],
      scoresFor: { south: 'south', west: 'west', north: 'north', east: 'east' },
    });
    expect(view.info).toEqual({ plyLimit: 400, units: { south: 1, west: 0, north: 1, east: 0 } });
  });

  it('scoresFor(s, p) is the player itself', () => {
    const g = shipped('units-v1.2-4p');
    const s = g.start(0);
    expect(g.players.map((_, p) => g.scoresFor(s, p))).toEqual(['south', 'west', 'north', 'east']);
    expect(g.winners).toEqual(g.players);
  });
});
