/** A scenario's `setup:` in tafl: its problems, a match's round and score, and a position that is already over. */
import { describe, expect, it } from 'vitest';
import { pos, roundResults, shipped, variant, winner, withFill } from './helpers';

const game = shipped('escape-death');
const ed = (changes: Record<string, unknown>) => variant('escape-death', changes);

describe('setup problems', () => {
  it('each names its path', () => {
    const bad = game.setup(
      {
        pieces: [
          { at: 'z9', type: 'skull' },
          { at: 'f6', type: 'skull' },
          { at: 'a2', type: 'tombstone' },
          { at: 'c3', type: 'king' },
        ],
        round: 7,
        score: { A: 5, C: 1 },
        toMove: 'north',
      },
      0,
    );
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

  it('the royal piece is named in the singular when it may not stand on a square', () => {
    expect(
      game.setup(
        {
          pieces: [
            { at: 'f6', type: 'skull' },
            { at: 'e6', type: 'jeweled-skull' },
          ],
        },
        0,
      ),
    ).toEqual([
      {
        path: ['pieces', 0, 'at'],
        message:
          "skulls may not stand on the centre f6; expected another square, or allow them in the ruleset's `squares.centre.stop`",
      },
    ]);
    const g = ed({ 'squares.cornerZones.stop': ['skull'], 'end.cornersHeld': 0 });
    expect(g.setup({ pieces: [{ at: 'a2', type: 'jeweled-skull' }] }, 0)).toEqual([
      {
        path: ['pieces', 0, 'at'],
        message:
          "the jeweled skull may not stand on the corner zone a2; expected another square, or allow it in the ruleset's `squares.cornerZones.stop`",
      },
    ]);
  });
});

describe('a match setup', () => {
  it('starts at its round with its score; the rounds before it are unknown (left out of the outcome)', () => {
    const s = pos(game, withFill({ 'jeweled-skull': ['f7'] }), 'tombstones', { round: 3, score: { A: 2 } });
    expect(game.view(s).facts).toMatchObject({ round: { number: 3, of: 6 }, score: { A: 2, B: 0 } });
    expect(roundResults(game, s)).toEqual(['unknown', 'unknown']);
  });
});

describe('a setup that is already over ends at once, as a move into it would', () => {
  it('fewer than 4 skulls: the tombstones win round 1 before any move', () => {
    const s = pos(game, { 'jeweled-skull': ['e5'], skull: ['b9', 'c9'], tombstone: ['h8', 'i3'] }, 'skulls');
    expect(roundResults(game, s)).toEqual(['tombstones']);
    expect(game.view(s).facts.round).toEqual({ number: 2, of: 6 });
  });
  it('fewer than 2 tombstones: the skulls win', () => {
    const s = pos(game, { 'jeweled-skull': ['e5'], skull: ['b9', 'c9', 'b8'], tombstone: ['h8'] }, 'skulls');
    expect(roundResults(game, s)).toEqual(['skulls']);
  });
  it('all four corners held, the jeweled skull among them: the skulls win', () => {
    const s = pos(
      game,
      { 'jeweled-skull': ['k1'], skull: ['a1', 'a11', 'k11'], tombstone: ['h8', 'i3'] },
      'tombstones',
    );
    expect(roundResults(game, s)).toEqual(['skulls']);
  });
  it('both sides past a threshold: the side that moved last (not to move) wins, as after its move', () => {
    const pieces = { 'jeweled-skull': ['e5'], skull: ['b9', 'c9'], tombstone: ['h8'] };
    expect(roundResults(game, pos(game, pieces, 'skulls'))).toEqual(['tombstones']);
    expect(roundResults(game, pos(game, pieces, 'tombstones'))).toEqual(['skulls']);
  });
  it('a single game (no match) stops with the winner and nobody to move', () => {
    const g = ed({ match: undefined });
    const s = pos(g, { 'jeweled-skull': ['e5'], skull: ['b9', 'c9'], tombstone: ['h8', 'i3'] }, 'skulls');
    expect(winner(g, s)).toBe('tombstones');
    expect(g.view(s).toMove).toBe('none');
  });
  it('a playable setup is not ended', () => {
    const s = pos(game, withFill({ 'jeweled-skull': ['e5'] }), 'skulls');
    expect(roundResults(game, s)).toEqual([]);
    expect(game.view(s).toMove).toBe('skulls');
  });
});
