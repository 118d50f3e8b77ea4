/**
 * Every event the engine produces has a board mark (or, explicitly, none), read from its typed
 * kind and fields: random games of every shipped ruleset, and each fight result on its own.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE, EVENT_KINDS, NOBODY, type FightResult, type GameEvent } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { markOf, type EventMark } from '../../../src/ui/board/event-marks';
import { shippedGame, shippedRulesetIds } from '../../support/rulesets';

const MARKS: readonly EventMark[] = [
  'none',
  'capture',
  'sunk',
  'attacker-won',
  'defender-won',
  'both-removed',
  'bounce',
];
const FIGHT_RESULTS: readonly FightResult[] = ['attacker-won', 'defender-won', 'both-removed', 'bounce'];

/** The events of `games` random games of `id`, each played to its end or `maxPlies`. */
function randomGameEvents(id: string, games: number, maxPlies: number): GameEvent[] {
  const game = shippedGame(id);
  const buf = new Int32Array(game.maxActions);
  const events: GameEvent[] = [];
  for (let g = 0; g < games; g++) {
    const rng = Rng.seeded(100 + g);
    const s = game.start(g);
    for (let ply = 0; ply < maxPlies; ply++) {
      const who = game.toMove(s);
      if (who === NOBODY) break;
      const action = who === CHANCE ? game.sampleChance(s) : buf[rng.below(game.legalActions(s, buf))];
      game.apply(s, action);
      events.push(...game.lastEvents(s));
    }
  }
  return events;
}

describe('board marks of the events random games produce', () => {
  for (const id of shippedRulesetIds()) {
    it(`${id}: every event kind is in the vocabulary and has a mark (or explicitly none)`, () => {
      const events = randomGameEvents(id, 4, 400);
      expect(events.length).toBeGreaterThan(0);
      for (const e of events) {
        expect(EVENT_KINDS).toContain(e.kind);
        expect(MARKS).toContain(markOf(e));
        if (e.kind === 'fight') expect(markOf(e)).toBe(e.result);
      }
    });
  }

  it('Units fights produce marks of their own, never the dice "sunk" badge', () => {
    const fights = ['units-v1.2', 'units-v1.1', 'units-v1.2-4p']
      .flatMap((id) => randomGameEvents(id, 4, 400))
      .filter((e) => e.kind === 'fight');
    expect(fights.length).toBeGreaterThan(0);
    for (const f of fights) expect(markOf(f)).not.toBe('sunk');
  });
});

describe('the mark of each fight result', () => {
  const piece = { at: 'c5', owner: 'south', class: 1 };
  const fight = (result: FightResult): GameEvent => ({
    kind: 'fight',
    result,
    player: 'south',
    attacker: piece,
    defender: { ...piece, owner: 'north' },
    at: ['c5'],
    text: '',
  });

  it('gives every result its own mark, none of them a capture or a sinking', () => {
    const marks = FIGHT_RESULTS.map((r) => markOf(fight(r)));
    expect(marks).toEqual(['attacker-won', 'defender-won', 'both-removed', 'bounce']);
    expect(marks).not.toContain('sunk');
    expect(marks).not.toContain('capture');
  });

  it('marks a capture with the cross and a sinking die with the waves', () => {
    expect(markOf({ kind: 'capture', player: 'south', captured: [piece], at: ['c5'], text: '' })).toBe('capture');
    expect(markOf({ kind: 'sink', player: 'p1', die: { at: '1,0', value: 1 }, at: ['1,0'], text: '' })).toBe('sunk');
    expect(markOf({ kind: 'move', player: 'south', from: 'c1', to: 'c5', piece, at: ['c1', 'c5'], text: '' })).toBe(
      'none',
    );
  });
});
