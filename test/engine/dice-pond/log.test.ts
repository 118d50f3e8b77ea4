/**
 * The event log's words (log.ts): every field comes back as it was pushed,
 * at the edges of its range, and a wide event keeps a large `a` whole.
 */
import { describe, expect, it } from 'vitest';
import { pushEvent, pushWide, readLog } from '../../../src/engine/dice-pond/log';
import schema from '../../../src/engine/dice-pond/ruleset.schema.json';
import { buildPond } from '../../../src/engine/dice-pond/pond';
import type { DiceState } from '../../../src/engine/dice-pond/state';

function blankLog(): DiceState {
  return { log: [0, 0], logN: 0 } as unknown as DiceState;
}

describe('the event log', () => {
  it('reads back kind, square, a and b at the edges of their fields, in order', () => {
    const s = blankLog();
    pushEvent(s, 1, 0, -1, 0);
    pushEvent(s, 31, 0x3fff, 125, 15);
    pushWide(s, 6, 0x3fff, 0x3fff, 7);
    pushWide(s, 5, 96, (1 << 27) - 1, 15);
    pushWide(s, 14, 0, 100000, 0);
    pushEvent(s, 11, 42, 3, 2);
    expect(readLog(s)).toEqual([
      { kind: 1, square: 0, a: -1, b: 0 },
      { kind: 31, square: 0x3fff, a: 125, b: 15 },
      { kind: 6, square: 0x3fff, a: 0x3fff, b: 7 },
      { kind: 5, square: 96, a: (1 << 27) - 1, b: 15 },
      { kind: 14, square: 0, a: 100000, b: 0 },
      { kind: 11, square: 42, a: 3, b: 2 },
    ]);
    // One word per event, two for a wide one; every word a small integer, so the log stays an array of them.
    expect(s.logN).toBe(9);
    expect(s.log.slice(0, s.logN).every((w) => Number.isInteger(w) && w >= -(2 ** 30) && w < 2 ** 30)).toBe(true);
  });

  it('a log emptied for the next apply reads back no events', () => {
    const s = blankLog();
    pushWide(s, 14, 0, 140, 1);
    s.logN = 0;
    expect(readLog(s)).toEqual([]);
  });

  it('fits the largest rules the schema allows: players, teams and values in `b`, pawns in `a`, a cell in `square`', () => {
    const p = schema.properties;
    // b: a player, a team or a die value (4 bits).
    expect(Math.max(p.players.maxItems, p.teams.maxItems, p.dice.properties.top.maximum)).toBeLessThan(16);
    // a (small events): a count of pawns, up to every player's pawns (−1 … 125).
    expect(p.players.maxItems * p.pawnsPerPlayer.maximum).toBeLessThanOrEqual(125);
    // square: the farthest cell of the largest pond (14 bits).
    expect(buildPond(p.pond.properties.radius.maximum, true, true).cells).toBeLessThanOrEqual(2 ** 14);
  });
});
