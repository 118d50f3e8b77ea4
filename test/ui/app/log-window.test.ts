/** A long move log draws the entries around the current step, in blocks (issue 10: the page never blocks on a long scenario). */
import { describe, expect, it } from 'vitest';
import { LOG_BLOCK, logWindow, logWindowNote } from '../../../src/ui/app/log-window';
import type { LogEntry } from '../../../src/ui/timeline/types';

const log = (steps: number): LogEntry[] =>
  Array.from({ length: steps + 1 }, (_, position) => ({
    position,
    label: `m${position}`,
    status: 'ok',
    events: [],
    checks: [],
  }));

describe('the part of the move log drawn', () => {
  it('a short log is drawn whole, without a note', () => {
    const w = logWindow(log(3 * LOG_BLOCK - 1), 10);
    expect(w.entries).toHaveLength(3 * LOG_BLOCK);
    expect(logWindowNote(w)).toBe('');
  });

  it('a long log: the block of the step and one on each side, moving only when the step leaves its block', () => {
    const all = log(20_000);
    const w = logWindow(all, 10_050);
    expect([w.entries[0].position, w.entries.at(-1)!.position]).toEqual([9_800, 10_399]);
    expect(logWindow(all, 10_199).entries).toEqual(w.entries);
    expect(logWindow(all, 10_200).entries[0].position).toBe(10_000);
    expect(logWindowNote(w)).toBe(
      'Moves 9,800–10,399 of 20,000 are listed here; the timeline above the board reaches every move.',
    );
  });

  it('at the start and at the end the drawn part stays within the log', () => {
    const all = log(20_000);
    expect(
      logWindow(all, 0)
        .entries.map((e) => e.position)
        .slice(0, 2),
    ).toEqual([0, 1]);
    expect(logWindow(all, 0).entries).toHaveLength(2 * LOG_BLOCK);
    expect(logWindow(all, 20_000).entries.at(-1)!.position).toBe(20_000);
  });
});
