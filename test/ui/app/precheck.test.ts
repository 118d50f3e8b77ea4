/** When texts go to the check worker first, which verdict counts, and what the designer is told meanwhile (time-budget.ts runs the worker). */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import type { Evaluation } from '../../../src/ui/app/evaluate';
import type { Flash } from '../../../src/ui/app/flash';
import { OpenFiles } from '../../../src/ui/app/open-files';
import { Precheck, precheckInput, type PrecheckReport } from '../../../src/ui/app/precheck';
import type { CheckInput, CheckVerdict } from '../../../src/ui/app/time-budget';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';

const INPUT: CheckInput = {
  ruleset: { path: 'rulesets/mine.yaml', text: 'family: units\n' },
  scenario: { path: 'scenarios/local/long.yaml', text: 'ruleset: mine\n' },
  other: undefined,
};
const EVALUATION: Evaluation = { diagnostics: [], failures: [], replay: null };

/** A check answered by hand, and a report that writes down what it was told. */
function setup(unchecked = true) {
  const pending: { progress?: (done: number, total: number) => void; resolve: (v: CheckVerdict) => void }[] = [];
  const check = (_input: CheckInput, progress?: (done: number, total: number) => void) =>
    new Promise<CheckVerdict>((resolve) => pending.push({ progress, resolve }));
  const told: (string | Flash | Evaluation)[] = [];
  const report: PrecheckReport = {
    progress: (flash) => told.push(flash),
    evaluated: (evaluation) => told.push(evaluation),
    passed: () => told.push('passed'),
    tooSlow: (flash) => told.push(flash),
  };
  const answer = async (i: number, v: CheckVerdict) => {
    pending[i].resolve(v);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { p: new Precheck(check, unchecked), pending, told, report, answer };
}

describe('when a check is due', () => {
  it('is due for texts from outside, not for trusted ones until they are distrusted', () => {
    expect(setup(true).p.due).toBe(true);
    const { p } = setup(false);
    expect(p.due).toBe(false);
    p.distrust();
    expect(p.due).toBe(true);
  });
});

describe('the verdict', () => {
  it('"ok" lets the page evaluate these texts and their later edits', async () => {
    const { p, told, report, answer } = setup();
    p.run(INPUT, report);
    await answer(0, 'ok');
    expect(told).toEqual(['passed']);
    expect(p.due).toBe(false);
  });

  it("the worker's evaluation is shown as it is; only a quick one brings later edits back to the page", async () => {
    const slow = setup();
    slow.p.run(INPUT, slow.report);
    await slow.answer(0, { evaluation: EVALUATION, ms: 5000 });
    expect(slow.told).toEqual([EVALUATION]);
    expect(slow.p.due).toBe(true);
    const quick = setup();
    quick.p.run(INPUT, quick.report);
    await quick.answer(0, { evaluation: EVALUATION, ms: 120 });
    expect(quick.p.due).toBe(false);
  });

  it('"too-slow" names the files and the budget, in a message the check takes down itself, and keeps the texts unchecked', async () => {
    const { p, told, report, answer } = setup();
    p.run(INPUT, report);
    await answer(0, 'too-slow');
    expect(told).toEqual([
      {
        kind: 'error',
        tag: 'precheck',
        text: 'This file takes too long to check: mine.yaml with long.yaml (over 2 s). It stays open as plain text, unchecked; shorten it and it is checked again.',
      },
    ]);
    expect(p.due).toBe(true);
  });

  it("counts only for the latest check: an earlier one's progress and verdict are dropped", async () => {
    const { p, pending, told, report, answer } = setup();
    p.run(INPUT, report);
    p.run(INPUT, report);
    pending[0].progress?.(1000, 2000);
    await answer(0, 'ok');
    expect(told).toEqual([]);
    expect(p.due).toBe(true);
    pending[1].progress?.(1000, 2000);
    expect(told).toEqual([{ kind: 'info', tag: 'precheck', text: 'Replaying long.yaml: 1,000 of 2,000 actions…' }]);
  });
});

describe('what is sent to the worker', () => {
  const catalog = parseShippedList(
    {
      '/rulesets/units-v1.2.yaml': 'family: units\ntitle: 1.2\n',
      '/rulesets/units-v1.1.yaml': 'family: units\ntitle: 1.1\n',
    },
    {},
  );

  it('the open texts, the ruleset the scenario names when the editor holds another, and every ruleset one may extend', () => {
    const files = new OpenFiles(catalog, new LocalStore(new MapStorage()));
    files.scenario = {
      kind: 'scenario',
      path: 'scenarios/local/old.yaml',
      text: 'ruleset: units-v1.1\nactions: []\n',
      origin: 'disk',
    };
    const input = precheckInput(files);
    expect(input.ruleset).toEqual({ path: 'rulesets/units-v1.2.yaml', text: 'family: units\ntitle: 1.2\n' });
    expect(input.scenario).toEqual({ path: 'scenarios/local/old.yaml', text: 'ruleset: units-v1.1\nactions: []\n' });
    expect(input.other).toEqual({ path: 'rulesets/units-v1.1.yaml', text: 'family: units\ntitle: 1.1\n' });
    expect(input.rulesets?.map((r) => r.path)).toEqual(['rulesets/units-v1.1.yaml', 'rulesets/units-v1.2.yaml']);
  });

  it('no other ruleset when the scenario plays the one in the editor', () => {
    const files = new OpenFiles(catalog, new LocalStore(new MapStorage()));
    files.scenario = {
      kind: 'scenario',
      path: 'scenarios/local/x.yaml',
      text: 'ruleset: units-v1.2\n',
      origin: 'disk',
    };
    expect(precheckInput(files).other).toBeUndefined();
  });
});
