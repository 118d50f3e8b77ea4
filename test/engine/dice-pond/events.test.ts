/**
 * What `lastEvents` reports, kind by kind, with typed fields a reader uses
 * instead of the sentence (`text` keeps the move log's wording), and the
 * squares a board marks (`at`).
 */
import { describe, expect, it } from 'vitest';
import { EVENT_KINDS } from '../../../src/engine/game';
import { FOUR_PLAYERS, gameOf, play, position, shipped } from './helpers';

const g = shipped('dice-cubes');

describe('events of the pond building', () => {
  it('place (a die), then phase when the pool is empty', () => {
    const s = position(g, { '0,0': 6 }, {}, { phase: 'place', pool: { 3: 1 } });
    play(g, s, { place: 3, at: '1,0' });
    expect(g.lastEvents(s)).toEqual([
      {
        kind: 'place',
        what: 'die',
        player: 'p1',
        piece: { at: '1,0', value: 3 },
        at: ['1,0'],
        text: 'p1 places a 3 on 1,0',
      },
      { kind: 'phase', phase: 'pawns', at: [], text: 'the pond is built: pawns are placed next' },
    ]);
  });

  it('place (a pawn), then phase and turn-start when every pawn is placed', () => {
    const s = position(
      g,
      { '0,0': 6, '1,0': 3, '2,0': 4, '3,0': 4 },
      { '0,0': 'p1', '1,0': 'p2', '2,0': 'p1' },
      { phase: 'pawns' },
    );
    play(g, s, { pawn: '3,0' });
    expect(g.lastEvents(s)).toEqual([
      {
        kind: 'place',
        what: 'pawn',
        player: 'p2',
        piece: { at: '3,0', owner: 'p2' },
        at: ['3,0'],
        text: 'p2 places a pawn on 3,0',
      },
      { kind: 'phase', phase: 'play', at: [], text: 'every pawn is placed: play begins' },
      { kind: 'turn-start', turn: 1, player: 'p1', at: [], text: 'turn 1: p1 to roll' },
    ]);
  });
});

describe('events of a turn', () => {
  it('roll (sorted values, not drawn: the scenario runner marks drawn rolls), lower and sink of stuck pawns, discard (no match), turn-start', () => {
    const s = position(
      g,
      { '0,0': 5, '1,0': 5, '4,4': 3, '8,8': 1, '5,5': 3, '5,4': 3 },
      { '4,4': 'p1', '8,8': 'p1', '5,5': 'p2', '5,4': 'p2' },
    );
    play(g, s, { roll: [6, 6, 6, 6] });
    expect(g.lastEvents(s)).toEqual([
      { kind: 'roll', player: 'p1', values: [6, 6, 6, 6], drawn: false, at: [], text: 'p1 rolls 6 6 6 6' },
      {
        kind: 'lower',
        player: 'p1',
        why: 'stuck',
        die: { at: '4,4', value: 2 },
        from: 3,
        to: 2,
        at: ['4,4'],
        text: "4,4 sinks 3 → 2: p1's pawn could not move",
      },
      {
        kind: 'sink',
        player: 'p1',
        die: { at: '8,8', value: 1 },
        at: ['8,8'],
        text: "8,8 showed 1 and sinks: die and p1's pawn removed (the pawn could not move)",
      },
      {
        kind: 'discard',
        player: 'p1',
        values: [6, 6, 6, 6],
        why: 'no-match',
        at: [],
        text: "p1's 6 6 6 6 are discarded: no white die shows 6",
      },
      { kind: 'turn-start', turn: 2, player: 'p2', at: [], text: 'turn 2: p2 to roll' },
    ]);
  });

  it('roll values are sorted whatever order the scenario lists them in', () => {
    const s = position(
      g,
      { '0,0': 5, '1,0': 5, '4,4': 3, '5,5': 3, '5,4': 3, '4,5': 2 },
      { '4,4': 'p1', '4,5': 'p1', '5,5': 'p2', '5,4': 'p2' },
    );
    play(g, s, { roll: [6, 1, 4, 1] });
    expect(g.lastEvents(s)[0]).toMatchObject({ kind: 'roll', values: [1, 1, 4, 6] });
  });

  it('move (the pawn as it stood before the move), lower, raise', () => {
    const s = position(
      g,
      { '0,0': 6, '1,0': 2, '2,0': 3, '0,1': 5, '1,1': 4, '3,0': 2, '3,1': 3 },
      { '0,0': 'p1', '0,1': 'p1', '3,0': 'p2', '3,1': 'p2' },
    );
    play(g, s, { roll: [2, 3, 5, 6] }, { from: '0,0', to: '1,0' });
    expect(g.lastEvents(s)).toEqual([
      {
        kind: 'move',
        player: 'p1',
        from: '0,0',
        to: '1,0',
        piece: { at: '0,0', owner: 'p1' },
        at: ['0,0', '1,0'],
        text: "p1's pawn moves 0,0 → 1,0",
      },
    ]);
    play(g, s, { from: '0,1', to: '1,1' }, { use: 2, do: 'raise' });
    expect(g.lastEvents(s)).toEqual([
      {
        kind: 'raise',
        player: 'p1',
        die: { at: '1,0', value: 3 },
        from: 2,
        to: 3,
        at: ['1,0'],
        text: '1,0 rises 2 → 3',
      },
    ]);
    play(g, s, { use: 3, do: 'lower' });
    expect(
      g
        .lastEvents(s)
        .filter((e) => e.kind === 'lower')
        .map((e) => e.kind === 'lower' && [e.player, e.why, e.die.at, e.from, e.to]),
    ).toEqual(
      expect.arrayContaining([
        ['p1', 'chosen', '1,0', 3, 2],
        ['p1', 'chosen', '2,0', 3, 2],
        ['p1', 'chosen', '3,1', 3, 2],
      ]),
    );
  });

  it('add (the six power)', () => {
    const s = position(
      g,
      { '0,0': 6, '1,0': 5, '2,0': 3, '0,1': 4, '0,2': 4, '4,0': 6, '4,1': 2 },
      { '1,0': 'p1', '0,1': 'p1', '4,0': 'p2', '4,1': 'p2' },
    );
    play(
      g,
      s,
      { roll: [1, 1, 1, 6] },
      { from: '1,0', to: '0,0' },
      { from: '0,1', to: '0,2' },
      { use: 6, do: 'add', at: '-1,0' },
    );
    expect(g.lastEvents(s)[0]).toEqual({
      kind: 'add',
      player: 'p1',
      die: { at: '-1,0', value: 1 },
      at: ['-1,0'],
      text: 'a new die showing 1 on -1,0',
    });
  });

  it('remove (a 1 lowered, with the pawn on it), out, game-end with the outcome', () => {
    const s = position(
      g,
      { '0,0': 1, '1,0': 2, '3,0': 1, '3,1': 5, '4,0': 6 },
      { '1,0': 'p1', '3,0': 'p2', '4,0': 'p2' },
    );
    play(g, s, { roll: [1, 4] }, { from: '1,0', to: '0,0' }, { use: 1, do: 'lower' });
    const outcome = {
      winner: 'p2',
      code: 'all-sunk',
      returns: { p1: -1, p2: 1 },
      reason: 'p1 has no pawns left on the pond',
    };
    expect(g.lastEvents(s)).toEqual([
      {
        kind: 'remove',
        die: { at: '3,0', value: 1 },
        player: 'p2',
        at: ['3,0'],
        text: "3,0 drops below 1 and is removed with p2's pawn",
      },
      {
        kind: 'remove',
        die: { at: '0,0', value: 1 },
        player: 'p1',
        at: ['0,0'],
        text: "0,0 drops below 1 and is removed with p1's pawn",
      },
      { kind: 'out', player: 'p1', at: [], text: 'p1 is out: no pawns left' },
      { kind: 'game-end', outcome, at: [], text: 'p2 won: p1 has no pawns left on the pond' },
    ]);
    expect(g.outcome(s)).toEqual(outcome);
  });

  it('remove of a die without a pawn names no player', () => {
    const s = position(
      g,
      { '0,0': 1, '1,0': 2, '2,0': 1, '3,0': 3, '4,0': 6 },
      { '1,0': 'p1', '3,0': 'p2', '4,0': 'p2' },
    );
    play(g, s, { roll: [1, 4] }, { from: '1,0', to: '0,0' });
    const t = g.clone(s);
    play(g, t, { use: 1, do: 'lower' });
    const removed = g.lastEvents(t).filter((e) => e.kind === 'remove');
    expect(removed).toContainEqual({
      kind: 'remove',
      die: { at: '2,0', value: 1 },
      at: ['2,0'],
      text: '2,0 drops below 1 and is removed',
    });
  });

  it('discard of a player who goes out during its team turn (why: player-out)', () => {
    const four = gameOf(FOUR_PLAYERS);
    const pond = { '0,0': 2, '1,0': 1, '0,1': 4, '1,1': 3, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 2 };
    const s = position(four, pond, { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' }, { toMove: 'p1' });
    play(
      four,
      s,
      { roll: [1, 4, 3, 6] },
      { from: '0,0', to: '1,0' },
      { from: '0,1', to: '1,1' },
      { use: 1, do: 'lower' },
    );
    expect(four.lastEvents(s)).toEqual([
      {
        kind: 'remove',
        die: { at: '1,0', value: 1 },
        player: 'p1',
        at: ['1,0'],
        text: "1,0 drops below 1 and is removed with p1's pawn",
      },
      { kind: 'out', player: 'p1', at: [], text: 'p1 is out: no pawns left' },
      {
        kind: 'discard',
        player: 'p1',
        values: [4],
        why: 'player-out',
        at: [],
        text: 'p1 is out: its 4 is discarded (teamPlay.outPlayerGroups: discard)',
      },
    ]);
  });

  it('turn-start names the team in team games', () => {
    const four = shipped('dice-cubes-4p');
    const pond = { '0,0': 2, '1,0': 3, '0,1': 4, '1,1': 5, '3,0': 3, '4,0': 4, '3,1': 3, '4,1': 2 };
    const s = position(four, pond, { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' }, { toMove: 'p1' });
    play(four, s, { roll: [6, 6, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    const starts = four.lastEvents(s).filter((e) => e.kind === 'turn-start');
    expect(starts).toEqual([{ kind: 'turn-start', turn: 2, player: 'B', at: [], text: 'turn 2: team B to roll' }]);
  });
});

describe('the vocabulary', () => {
  it('random games produce only kinds of the shared vocabulary, each with its squares and sentence', () => {
    const seen = new Set<string>();
    for (const id of ['dice-cubes', 'dice-cubes-4p']) {
      const game = shipped(id);
      const buf = new Int32Array(game.maxActions);
      for (let seed = 1; seed <= 20; seed++) {
        const s = game.start(seed);
        for (let i = 0; game.toMove(s) !== -1; i++) {
          game.apply(s, game.toMove(s) === -2 ? game.sampleChance(s) : buf[(i * 7) % game.legalActions(s, buf)]);
          for (const e of game.lastEvents(s)) {
            seen.add(e.kind);
            expect(EVENT_KINDS).toContain(e.kind);
            expect(Array.isArray(e.at) && typeof e.text === 'string' && e.text.length > 0).toBe(true);
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(
      ['discard', 'game-end', 'lower', 'move', 'out', 'phase', 'place', 'raise', 'remove', 'roll', 'sink', 'turn-start']
        .concat(seen.has('add') ? ['add'] : [])
        .sort(),
    );
  });
});
