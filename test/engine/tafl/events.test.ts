/** `lastEvents`: the typed events of the last move (move, capture, round-end, game-end), their squares and sentences. */
import { describe, expect, it } from 'vitest';
import { EVENT_KINDS } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { eventsOfKind, play, pos, shipped, variant, withFill } from './helpers';

const ed = shipped('escape-death');
const cph = shipped('hnefatafl-copenhagen');

describe('move', () => {
  it('names the side, both squares and the piece as it stood before the move', () => {
    const s = pos(cph, { king: ['f6'], defender: ['d4'], attacker: ['h8', 'b9'] }, 'attackers');
    play(cph, s, 'h8-h9');
    expect(cph.lastEvents(s)).toEqual([
      {
        kind: 'move',
        player: 'attackers',
        from: 'h8',
        to: 'h9',
        piece: { at: 'h8', owner: 'attackers', type: 'attacker' },
        at: ['h8', 'h9'],
        text: 'attacker h8→h9',
      },
    ]);
  });

  it('a start or setup position has no events', () => {
    expect(cph.lastEvents(cph.start(0))).toEqual([]);
    expect(ed.lastEvents(pos(ed, withFill({ 'jeweled-skull': ['e5'] }), 'skulls'))).toEqual([]);
  });
});

describe('capture', () => {
  it('lists the captured pieces with type and owner; player is the mover', () => {
    const s = pos(
      ed,
      { skull: ['d5', 'b9', 'c9', 'b8', 'h2'], 'jeweled-skull': ['e9'], tombstone: ['c5', 'h5', 'i3'] },
      'tombstones',
    );
    play(ed, s, 'h5-e5');
    expect(eventsOfKind(ed, s, 'capture')).toEqual([
      {
        kind: 'capture',
        player: 'tombstones',
        captured: [{ at: 'd5', owner: 'skulls', type: 'skull' }],
        at: ['d5'],
        text: 'captured: skull on d5',
      },
    ]);
  });
});

describe('round-end (a match)', () => {
  it('a round that ends: its result, the next round, the square the reason names', () => {
    const s = pos(ed, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 3,
      score: { A: 1, B: 1 },
    });
    play(ed, s, 'e8-f8');
    expect(ed.lastEvents(s).map((e) => e.kind)).toEqual(['move', 'capture', 'round-end']);
    expect(eventsOfKind(ed, s, 'round-end')).toEqual([
      {
        kind: 'round-end',
        round: 3,
        next: 4,
        at: ['f7'],
        result: { round: 3, side: 'tombstones', winner: 'B', code: 'royal-captured', returns: { A: -1, B: 1 } },
        text: 'round 3: tombstones win (jeweled skull captured); round 4 begins: B plays skulls',
      },
    ]);
  });

  it('a drawn round scores 0 for both players and marks no square', () => {
    const g = variant('escape-death', { 'end.plyLimit': 1 });
    const s = pos(g, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones');
    play(g, s, 'e8-e9');
    expect(eventsOfKind(g, s, 'round-end')[0]).toMatchObject({
      round: 1,
      next: 2,
      at: [],
      result: { side: 'draw', winner: 'draw', code: 'ply-limit', returns: { A: 0, B: 0 } },
    });
  });

  it('the last round: next is null, and game-end follows with the match outcome', () => {
    const s = pos(ed, withFill({ tombstone: ['e8'], 'jeweled-skull': ['f7'] }), 'tombstones', {
      round: 6,
      score: { A: 3, B: 2 },
    });
    play(ed, s, 'e8-f8');
    const [roundEnd, gameEnd] = [eventsOfKind(ed, s, 'round-end')[0], eventsOfKind(ed, s, 'game-end')[0]];
    expect(roundEnd).toMatchObject({
      round: 6,
      next: null,
      result: { side: 'tombstones', winner: 'A' },
      text: 'round 6: tombstones win (jeweled skull captured)',
    });
    expect(gameEnd).toMatchObject({ at: [], text: 'A won the match 4–2' });
    expect(gameEnd.outcome).toEqual(ed.outcome(s));
  });

  it('a setup that ends its round at once reports the round-end without a move', () => {
    const s = pos(ed, { 'jeweled-skull': ['e5'], skull: ['b9', 'c9'], tombstone: ['h8', 'i3'] }, 'skulls');
    expect(ed.lastEvents(s).map((e) => e.kind)).toEqual(['round-end']);
    expect(eventsOfKind(ed, s, 'round-end')[0].result.code).toBe('defenders-few');
  });
});

describe('game-end (a single game)', () => {
  it('carries the outcome, marks the square, keeps the sentence', () => {
    const s = pos(cph, { king: ['a5'], attacker: ['h8'], defender: ['j9'] }, 'defenders');
    play(cph, s, 'a5-a1');
    expect(cph.lastEvents(s).map((e) => e.kind)).toEqual(['move', 'game-end']);
    expect(eventsOfKind(cph, s, 'game-end')[0]).toEqual({
      kind: 'game-end',
      at: ['a1'],
      text: 'defenders win (the king reached the corner a1)',
      outcome: {
        winner: 'defenders',
        code: 'corners-held',
        returns: { attackers: -1, defenders: 1 },
        reason: 'the king reached the corner a1',
      },
    });
  });

  it("the king's capture: a capture event (the king listed) and the game end on his square", () => {
    const s = pos(cph, { king: ['e3'], attacker: ['e4', 'd3', 'f3', 'h2'], defender: ['j9'] }, 'attackers');
    play(cph, s, 'h2-e2');
    expect(eventsOfKind(cph, s, 'capture')[0].captured).toEqual([{ at: 'e3', owner: 'defenders', type: 'king' }]);
    expect(eventsOfKind(cph, s, 'game-end')[0].at).toEqual(['e3']);
  });
});

describe('random games', () => {
  it.each(['escape-death', 'hnefatafl-copenhagen'] as const)(
    '%s: every event kind is in the vocabulary, every square it marks is on the board',
    (id) => {
      const game = shipped(id);
      const rng = Rng.seeded(11);
      const buf = new Int32Array(game.maxActions);
      const kinds = new Set<string>();
      for (let g = 0; g < 6; g++) {
        const s = game.start(0);
        while (game.toMove(s) >= 0) {
          game.apply(s, buf[rng.below(game.legalActions(s, buf))]);
          for (const e of game.lastEvents(s)) {
            kinds.add(e.kind);
            expect(EVENT_KINDS).toContain(e.kind);
            for (const q of e.at) expect(game.isSquare(q)).toBe(true);
            expect(e.text.length).toBeGreaterThan(0);
          }
        }
      }
      expect([...kinds].sort()).toEqual(
        id === 'escape-death' ? ['capture', 'game-end', 'move', 'round-end'] : ['capture', 'game-end', 'move'],
      );
    },
  );
});
