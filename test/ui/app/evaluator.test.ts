/** Where and when the open files are evaluated: on the page at once, after a pause in typing, or first in the check worker for texts from outside. */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import type { Evaluation } from '../../../src/ui/app/evaluate';
import { Evaluator } from '../../../src/ui/app/evaluator';
import type { Flash } from '../../../src/ui/app/flash';
import { OpenFiles } from '../../../src/ui/app/open-files';
import type { CheckVerdict } from '../../../src/ui/app/time-budget';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { serializeSession } from '../../../src/ui/storage/session';
import { MapStorage } from '../../support/map-storage';

const UNITS = 'rulesets/units-v1.2.yaml';
const RULES =
  'family: units\nboard: { width: 8, height: 8 }\nplayers: [south, north]\nclasses: 4\nsetup:\n  - { at: c1, owner: south, class: 1 }\n  - { at: f8, owner: north, class: 1 }\n';
const catalog = parseShippedList({ [`/${UNITS}`]: RULES }, {});

/** An evaluator over the shipped ruleset (or a stored text from disk), with a check answered by hand; `shown` and `messages` record what it told. */
function setup(storedText?: string, withWorker = true) {
  const storage = new MapStorage();
  if (storedText)
    storage.setItem(
      'rulebench.session',
      serializeSession({
        ruleset: { kind: 'ruleset', path: 'rulesets/mine.yaml', text: storedText, origin: 'disk' },
        scenario: null,
        position: 0,
        tab: 'ruleset',
      }),
    );
  const files = new OpenFiles(catalog, new LocalStore(storage));
  const pending: ((v: CheckVerdict) => void)[] = [];
  const check = () => new Promise<CheckVerdict>((resolve) => pending.push(resolve));
  const shown: Evaluation[] = [];
  const messages: Flash[] = [];
  const evaluator = new Evaluator(
    files,
    { check: withWorker ? check : undefined, debounceMs: 1 },
    { shown: (e) => shown.push(e), message: (f) => messages.push(f) },
  );
  const answer = async (v: CheckVerdict) => {
    pending.shift()!(v);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { files, evaluator, pending, shown, messages, answer };
}

describe('the evaluator', () => {
  it('evaluates unedited shipped files on the page at once', () => {
    const { evaluator, pending, shown } = setup();
    expect(evaluator.started).toBe(false);
    evaluator.now();
    expect(pending).toHaveLength(0);
    expect(shown).toHaveLength(1);
    expect(shown[0].replay?.replay.steps).toEqual([]);
    expect(evaluator.started).toBe(true);
  });

  it('re-evaluates once typing pauses, not per keystroke', () => {
    const { files, evaluator, shown } = setup();
    files.ruleset.text = `${RULES}# a\n`;
    evaluator.revalidate();
    files.ruleset.text = `${RULES}# ab\n`;
    evaluator.revalidate();
    expect(shown).toHaveLength(0);
    evaluator.revalidate.flush();
    expect(shown).toHaveLength(1);
  });

  it('sends a stored text from outside to the check first, and evaluates it on the page once it passes', async () => {
    const { evaluator, pending, shown, answer } = setup(RULES);
    evaluator.now();
    expect(pending).toHaveLength(1);
    expect(shown).toHaveLength(0);
    await answer('ok');
    expect(shown.map((e) => e.diagnostics)).toEqual([[]]);
    evaluator.now();
    expect(pending).toHaveLength(0);
  });

  it("counts a text that overran the budget as started, with the check's message, and evaluates nothing", async () => {
    const { evaluator, shown, messages, answer } = setup('family: units\n# hostile\n');
    evaluator.now();
    await answer('too-slow');
    expect(evaluator.started).toBe(true);
    expect(shown).toEqual([]);
    expect(messages.map((m) => m.tag)).toEqual(['precheck']);
  });

  it('evaluates a text from outside on the page at once when there is no check worker (the unit tests)', () => {
    const { evaluator, shown } = setup(RULES, false);
    evaluator.distrust();
    evaluator.now();
    expect(shown).toHaveLength(1);
  });

  it('sends a trusted text to the check once it is distrusted (a paste)', () => {
    const { evaluator, pending } = setup();
    evaluator.distrust();
    evaluator.now();
    expect(pending).toHaveLength(1);
  });

  it('evaluates another scenario text against the open ruleset, showing nothing (a move being recorded)', () => {
    const { evaluator, shown } = setup();
    const e = evaluator.onPage({ path: 'scenarios/x.yaml', text: 'ruleset: units-v1.2\nactions:\n  - { turn: c1 }\n' });
    expect(e.replay?.replay.steps).toHaveLength(1);
    expect(shown).toEqual([]);
  });
});
