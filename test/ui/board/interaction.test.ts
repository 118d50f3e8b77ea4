import { describe, expect, it } from 'vitest';
import { BoardInteraction } from '../../../src/ui/board/interaction';
import { squareIntent } from '../../../src/ui/board/actions';
import type { RbPlayDetail } from '../../../src/ui/board/types';
import type { Game } from '../../../src/engine/game';
import { shippedGame } from '../../support/rulesets';

/**
 * The controller synced to `state` (live unless told), on a stand-in for the
 * Lit element that counts update requests and keeps the events it fires.
 */
function handOn(game: Game<unknown>, state: unknown, live = true) {
  const events: CustomEvent<RbPlayDetail>[] = [];
  let updates = 0;
  const hand = new BoardInteraction({
    requestUpdate: () => void updates++,
    dispatchEvent: (e: Event) => (events.push(e as CustomEvent<RbPlayDetail>), true),
  });
  hand.sync(game, state, live);
  return { hand, events, updates: () => updates };
}

describe('play by hand (the controller every board shares)', () => {
  const game = shippedGame('units-v1.2');
  const start = game.start(0);

  it('picks up a piece, shows its targets, and plays a target as rb-play { action, object }', () => {
    const { hand, events, updates } = handOn(game, start);
    expect(updates()).toBe(0);
    expect(hand.activate('c1', true)).toBe('picked');
    expect(updates()).toBeGreaterThan(0);
    expect(hand.selected).toBe('c1');
    expect([...hand.targets().keys()].sort()).toEqual(['a1', 'a3', 'c5', 'g1', 'g5']);
    expect(hand.activate('c5', false)).toBe('played');
    expect(events).toHaveLength(1);
    const e = events[0];
    expect(e.type).toBe('rb-play');
    expect(e.bubbles && e.composed).toBe(true);
    expect(e.detail.object).toEqual({ from: 'c1', to: 'c5' });
    expect(e.detail.object).toEqual(game.formatAction(start, e.detail.action));
    expect(hand.selected).toBeNull();
  });

  it('explains a refused square and keeps the piece picked up', () => {
    const { hand, events } = handOn(game, start);
    hand.activate('c1', true);
    expect(hand.activate('c4', false)).toBe('refused');
    expect(hand.note).toMatch(/exactly 4 squares/);
    expect(hand.reasonAt('c4')).toMatch(/exactly 4 squares/);
    expect(hand.reasonAt('c5')).toBeNull();
    expect(hand.selected).toBe('c1');
    expect(events).toHaveLength(0);
  });

  it('switches to another own piece, and puts a piece down when picked again', () => {
    const { hand } = handOn(game, start);
    hand.activate('c1', true);
    expect(hand.activate('d1', true)).toBe('picked');
    expect(hand.selected).toBe('d1');
    hand.activate('d1', true);
    expect(hand.selected).toBeNull();
  });

  it('does nothing when not interactive, greyed, or the game is over', () => {
    const { hand, events } = handOn(game, start, false);
    expect(hand.activate('c1', true)).toBe('ignored');
    expect(hand.entries()).toEqual([]);
    expect(events).toHaveLength(0);
  });

  it('drops the selection when a new position arrives', () => {
    const { hand } = handOn(game, start);
    hand.activate('c1', true);
    hand.sync(game, game.clone(start), true);
    expect(hand.selected).toBeNull();
    expect(hand.intent).toBeNull();
  });

  it('places dice by square with a placement intent (no piece to pick up)', () => {
    const dice = shippedGame('dice-cubes');
    const s = dice.start(0);
    const { hand, events } = handOn(dice, s);
    hand.choose(squareIntent('place a 4 at', { place: 4 }, 'at'));
    expect([...hand.targets().keys()].sort()).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
    expect(hand.activate('2,0', false)).toBe('refused');
    expect(hand.note).toBeTypeOf('string');
    expect(hand.activate('1,0', false)).toBe('played');
    expect(events[0].detail.object).toEqual({ place: 4, at: '1,0' });
  });
});
