/** The workbench never freezes: texts from outside are checked within a time budget before the page evaluates them (issue 10, deliverable 5). */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import type { CheckInput, CheckVerdict } from '../../../src/ui/app/time-budget';
import { Workbench } from '../../../src/ui/app/workbench';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { serializeSession } from '../../../src/ui/storage/session';
import { MapStorage } from '../../support/map-storage';

const UNITS = 'rulesets/units-v1.2.yaml';
const RULES =
  'family: units\nboard: { width: 8, height: 8 }\nplayers: [south, north]\nclasses: 4\nsetup:\n  - { at: c1, owner: south, class: 1 }\n  - { at: f8, owner: north, class: 1 }\n';
const catalog = parseShippedList({ [`/${UNITS}`]: RULES }, {});

/** A precheck that answers when told to, and records what it was asked. */
function precheck() {
  const asked: CheckInput[] = [];
  const pending: ((v: CheckVerdict) => void)[] = [];
  const fn = (input: CheckInput) => {
    asked.push(input);
    return new Promise<CheckVerdict>((resolve) => pending.push(resolve));
  };
  const answer = async (v: CheckVerdict) => {
    pending.shift()!(v);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { fn, asked, answer };
}

function stored(text: string): MapStorage {
  const storage = new MapStorage();
  storage.setItem(
    'rulebench.session',
    serializeSession({
      ruleset: { kind: 'ruleset', path: 'rulesets/mine.yaml', text, origin: 'disk' },
      scenario: null,
      position: 0,
      tab: 'ruleset',
    }),
  );
  return storage;
}

describe('a stored text from outside', () => {
  it('is not evaluated on the page until the check passes; one that overruns stays open as plain text, reported', async () => {
    const check = precheck();
    const wb = new Workbench({
      catalog,
      store: new LocalStore(stored('family: units\n# hostile\n')),
      debounceMs: 1,
      precheck: check.fn,
    });
    expect(check.asked.map((i) => i.ruleset.path)).toEqual(['rulesets/mine.yaml']);
    expect(wb.started).toBe(false);
    await check.answer('too-slow');
    expect(wb.started).toBe(true);
    expect(wb.frame).toBeNull();
    expect(wb.evaluation.diagnostics).toEqual([]);
    expect(wb.flash?.text).toMatch(
      /^This file takes too long to check: mine\.yaml \(over 2 s\)\. It stays open as plain text/,
    );
    expect(wb.ruleset.text).toBe('family: units\n# hostile\n');
    // Edited, it is checked again; when the check passes it is evaluated and the message goes.
    wb.setText('ruleset', RULES);
    wb.flush();
    expect(check.asked).toHaveLength(2);
    await check.answer('ok');
    expect(wb.flash).toBeNull();
    expect(wb.frame).not.toBeNull();
    // Checked once, typing is evaluated at once again.
    wb.setText('ruleset', RULES + '# typed\n');
    wb.flush();
    expect(check.asked).toHaveLength(2);
  });

  it('unedited shipped files are evaluated at once, without a check', () => {
    const check = precheck();
    const wb = new Workbench({ catalog, store: new LocalStore(new MapStorage()), debounceMs: 1, precheck: check.fn });
    expect(check.asked).toEqual([]);
    expect(wb.frame).not.toBeNull();
  });

  it('a file from disk and a paste are checked first; typing is not', async () => {
    const check = precheck();
    const wb = new Workbench({ catalog, store: new LocalStore(new MapStorage()), debounceMs: 1, precheck: check.fn });
    wb.setText('ruleset', RULES + '# typed\n');
    wb.flush();
    expect(check.asked).toHaveLength(0);
    wb.setText('ruleset', RULES + `# ${'pasted '.repeat(400)}\n`);
    wb.flush();
    expect(check.asked).toHaveLength(1);
    await check.answer('ok');
    wb.openText('other.yaml', RULES);
    expect(check.asked.map((i) => i.ruleset.path)).toEqual([UNITS, 'rulesets/other.yaml']);
    // A verdict for texts that changed since does not count.
    wb.setText('ruleset', RULES + '# newer\n');
    wb.flush();
    await check.answer('too-slow');
    expect(wb.flash).toBeNull();
  });
});
