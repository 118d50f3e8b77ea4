/** A workbench on the shipped rulesets (no scenario open), as the playtest stores' tests use it. */
import { readdirSync, readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { Workbench } from '../../../src/ui/app/workbench';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';

const root = new URL('../../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
const rulesets = Object.fromEntries(
  readdirSync(new URL('rulesets/', root))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [`/rulesets/${f}`, read(`rulesets/${f}`)]),
);
const catalog = parseShippedList(rulesets, {});

export function workbench(): Workbench {
  return new Workbench({ catalog, store: new LocalStore(new MapStorage()), debounceMs: 1 });
}

/** Plays `n` moves by hand (the first legal action each time): a new scenario, at step n. */
export function playFirstMoves(wb: Workbench, n: number): void {
  for (let i = 0; i < n; i++) {
    const f = wb.frame!;
    const game = f.replay.game;
    wb.play(game.formatAction(f.state, legalActionList(game, f.state)[0]));
  }
}

/**
 * Waits until `done()` holds, looking again after each turn of the event loop (the in-process
 * workers deliver their messages on timers) or, under fake timers, after each timer that is due next.
 * A wait that never ends fails at the test's timeout.
 */
export async function until(done: () => boolean): Promise<void> {
  while (!done()) {
    if (!vi.isFakeTimers()) await new Promise((r) => setImmediate(r));
    else if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
    else throw new Error('waiting for what no timer will bring');
  }
}
