/**
 * A long scenario is evaluated in the check worker and shown as the worker evaluated it: the
 * page does not evaluate it again on its own thread, shows the replay's progress while it
 * runs, and sends later edits of those texts to the worker too (issue 10, deliverable 5), unless
 * the page could have evaluated them within 200 ms.
 */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { evaluate } from '../../../src/ui/app/evaluate';
import type { CheckInput, CheckVerdict } from '../../../src/ui/app/time-budget';
import { Workbench } from '../../../src/ui/app/workbench';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';

const UNITS = 'rulesets/units-v1.2.yaml';
const RULES =
  'family: units\nboard: { width: 8, height: 8 }\nplayers: [south, north]\nclasses: 4\nsetup:\n  - { at: c1, owner: south, class: 1 }\n  - { at: f8, owner: north, class: 1 }\n';
const catalog = parseShippedList({ [`/${UNITS}`]: RULES }, {});
const SCENARIO = 'ruleset: units-v1.2\nactions:\n  - { turn: c1 }\n  - { turn: f8 }\n';

/** A precheck standing for the worker: it reports progress, then answers with its own evaluation of the texts. */
function worker() {
  const asked: CheckInput[] = [];
  const pending: {
    input: CheckInput;
    progress?: (done: number, total: number) => void;
    resolve: (v: CheckVerdict) => void;
  }[] = [];
  const fn = (input: CheckInput, progress?: (done: number, total: number) => void) => {
    asked.push(input);
    return new Promise<CheckVerdict>((resolve) => pending.push({ input, progress, resolve }));
  };
  const progress = (done: number, total: number) => pending[0].progress?.(done, total);
  /** `ms`: how long the worker says its evaluation took (long by default: a long scenario). */
  const answer = async (ms = 5000) => {
    const { input, resolve } = pending.shift()!;
    const other = input.other;
    resolve({
      evaluation: evaluate({
        ruleset: input.ruleset,
        scenario: input.scenario,
        otherRuleset: (id) => (other && other.path.endsWith(`/${id}.yaml`) ? other : undefined),
      }),
      ms,
    });
    await Promise.resolve();
    await Promise.resolve();
  };
  return { fn, asked, progress, answer };
}

describe('a scenario the worker evaluated', () => {
  it("is shown as the worker evaluated it, with the replay's progress meanwhile, and its edits go to the worker too", async () => {
    const w = worker();
    const wb = new Workbench({ catalog, store: new LocalStore(new MapStorage()), debounceMs: 1, precheck: w.fn });
    wb.openText('long.yaml', SCENARIO);
    expect(w.asked.map((i) => i.scenario?.path)).toEqual(['scenarios/local/long.yaml']);
    w.progress(1000, 2000);
    expect(wb.flash).toEqual({ kind: 'info', tag: 'precheck', text: 'Replaying long.yaml: 1,000 of 2,000 actions…' });
    await w.answer();
    expect(wb.flash).toBeNull();
    expect(wb.length).toBe(2);
    expect(wb.evaluation.diagnostics).toEqual([]);
    expect(wb.frame?.stale).toBe(false);
    // An edit that breaks the file: checked in the worker again; the board keeps its last good state, greyed.
    wb.setText('scenario', SCENARIO + '  - { turn: z9 }\n');
    wb.flush();
    expect(w.asked).toHaveLength(2);
    expect(wb.length).toBe(2);
    await w.answer();
    expect(wb.evaluation.diagnostics.map((d) => d.line)).toEqual([5]);
    expect(wb.frame?.stale).toBe(true);
  });

  it('one the page could evaluate within 200 ms is edited on the page again: no worker round trip per edit', async () => {
    const w = worker();
    const wb = new Workbench({ catalog, store: new LocalStore(new MapStorage()), debounceMs: 1, precheck: w.fn });
    wb.openText('short.yaml', SCENARIO);
    await w.answer(120);
    expect(wb.length).toBe(2);
    wb.setText('scenario', SCENARIO + '  - { turn: c1 }\n');
    wb.flush();
    expect(w.asked).toHaveLength(1);
    expect(wb.length).toBe(3);
  });
});
