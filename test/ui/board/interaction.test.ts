import { describe, expect, it } from 'vitest';
import { BoardInteraction } from '../../../src/ui/board/interaction';
import { squareIntent } from '../../../src/ui/board/actions';
import type { RbPlayDetail } from '../../../src/ui/board/types';
import { shippedGame } from '../../support/rulesets';

/** A stand-in for the Lit element: counts update requests and keeps the events it fires. */
function fakeHost() {
  const events: CustomEvent<RbPlayDetail>[] = [];
  let updates = 0;
  const host = {
    requestUpdate: () => void updates++,
    dispatchEvent: (e: Event) => (events.push(e as CustomEvent<RbPlayDetail>), true),
  };
  return { host, events, updates: () => updates };
}

describe('play by hand (the controller every board shares)', () => {
  const game = shippedGame('units-v1.2');
  const start = game.start(0);

  it('picks up a piece, shows its targets, and plays a target as rb-play { action, object }', () => {
    const { host, events, updates } = fakeHost();
    const hand = new BoardInteraction(host);
    hand.sync(game, start, true);
    expect(updates()).toBe(0);
    expect(hand.activate('c1', true)).toBe('picked');
    expect(updates()).toBeGreaterThan(0);
    expect(hand.selected).toBe('c1');
    expect([...hand.targets().keys()].sort()).toEqual(['a1', 'a3', 'c5', 'g1', 'g5']);
    expect(hand.activate('c5', false)).toBe('played');
    expect(events).toHaveLength(1);
    const e = events[0]!;
    expect(e.type).toBe('rb-play');
    expect(e.bubbles && e.composed).toBe(true);
    expect(e.detail.object).toEqual({ from: 'c1', to: 'c5' });
    expect(e.detail.object).toEqual(game.formatAction(start, e.detail.action));
    expect(hand.selected).toBeNull();
  });

  it('explains a refused square and keeps the piece picked up', () => {
    const { host, events } = fakeHost();
    const hand = new BoardInteraction(host);
    hand.sync(game, start, true);
    hand.activate('c1', true);
    expect(hand.activate('c4', false)).toBe('refused');
    expect(hand.note).toMatch(/exactly 4 squares/);
    expect(hand.reasonAt('c4')).toMatch(/exactly 4 squares/);
    expect(hand.reasonAt('c5')).toBeNull();
    expect(hand.selected).toBe('c1');
    expect(events).toHaveLength(0);
  });

  it('switches to another own piece, and puts a piece down when picked again', () => {
    const { host } = fakeHost();
    const hand = new BoardInteraction(host);
    hand.sync(game, start, true);
    hand.activate('c1', true);
    expect(hand.activate('d1', true)).toBe('picked');
    expect(hand.selected).toBe('d1');
    hand.activate('d1', true);
    expect(hand.selected).toBeNull();
  });

  it('does nothing when not interactive, greyed, or the game is over', () => {
    const { host, events } = fakeHost();
    const hand = new BoardInteraction(host);
    hand.sync(game, start, false);
    expect(hand.activate('c1', true)).toBe('ignored');
    expect(hand.entries()).toEqual([]);
    expect(events).toHaveLength(0);
  });

  it('drops the selection when a new position arrives', () => {
    const { host } = fakeHost();
    const hand = new BoardInteraction(host);
    hand.sync(game, start, true);
    hand.activate('c1', true);
    hand.sync(game, game.clone(start), true);
    expect(hand.selected).toBeNull();
    expect(hand.intent).toBeNull();
  });

  it('places dice by square with a placement intent (no piece to pick up)', () => {
    const dice = shippedGame('dice-cubes');
    const s = dice.start(0);
    const { host, events } = fakeHost();
    const hand = new BoardInteraction(host);
    hand.sync(dice, s, true);
    hand.choose(squareIntent('place a 4 at', { place: 4 }, 'at'));
    expect([...hand.targets().keys()].sort()).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
    expect(hand.activate('2,0', false)).toBe('refused');
    expect(hand.note).toBeTypeOf('string');
    expect(hand.activate('1,0', false)).toBe('played');
    expect(events[0]!.detail.object).toEqual({ place: 4, at: '1,0' });
  });
});
