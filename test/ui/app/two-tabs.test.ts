/** Two tabs of one site share storage: they see each other's edits and never overwrite one another silently (issue 10, deliverable 7). */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { Workbench } from '../../../src/ui/app/workbench';
import { LocalStore, type KeyValueStorage } from '../../../src/ui/storage/local-store';
import { parseRecent, parseSession } from '../../../src/ui/storage/session';

const UNITS = 'rulesets/units-v1.2.yaml';
const SAMPLE = 'scenarios/units/01-start.yaml';
const catalog = parseShippedList(
  { [`/${UNITS}`]: 'family: units\ntitle: Units\n' },
  { [`/${SAMPLE}`]: 'ruleset: units-v1.2\nactions: []\n' },
);

/** The browser's part: one storage per site, and a `storage` event in every other tab on each write. */
class Site {
  readonly map = new Map<string, string>();
  readonly tabs: EventTarget[] = [];
  tab(): { storage: KeyValueStorage; events: EventTarget } {
    const events = new EventTarget();
    this.tabs.push(events);
    const storage: KeyValueStorage = {
      getItem: (k) => this.map.get(k) ?? null,
      setItem: (k, v) => {
        this.map.set(k, v);
        for (const other of this.tabs)
          if (other !== events) other.dispatchEvent(Object.assign(new Event('storage'), { key: k }));
      },
      removeItem: (k) => void this.map.delete(k),
    };
    return { storage, events };
  }
  open(): Workbench {
    const { storage, events } = this.tab();
    return new Workbench({ catalog, store: new LocalStore(storage, events), debounceMs: 1, now: () => 1000 });
  }
}

describe('two tabs', () => {
  it('a newer text of the open file saved by the other tab is offered, not loaded, and holds this tab’s writes', () => {
    const site = new Site();
    const a = site.open();
    const b = site.open();
    a.setText('ruleset', 'family: units\ntitle: from A\n');
    expect(b.ruleset.text).toBe('family: units\ntitle: Units\n');
    expect(b.flash?.text).toMatch(/Another tab saved a newer text of units-v1\.2\.yaml/);
    expect([b.flash?.action?.label, b.flash?.alternative?.label]).toEqual(['Load theirs', 'Keep mine']);
    expect(b.save).toEqual({
      ok: false,
      error: expect.stringMatching(/^Not saved: another tab saved a newer units-v1\.2\.yaml/) as string,
    });
    // B types on: A's text stays stored until B chooses.
    b.setText('ruleset', 'family: units\ntitle: from B\n');
    expect(parseSession(site.map.get('rulebench.session')!)!.ruleset.text).toMatch(/from A/);
    // Dismissing the message does not make the question go away.
    b.showFlash(null);
    expect(b.flash?.alternative?.label).toBe('Keep mine');
  });

  it('the question is moot once this tab opens another file: nothing of the other text lands in it', () => {
    const site = new Site();
    const a = site.open();
    const b = site.open();
    a.setText('ruleset', 'family: units\ntitle: from A\n');
    b.open({ kind: 'ruleset', path: 'rulesets/other.yaml', text: 'family: units\ntitle: other\n', origin: 'disk' });
    expect(b.files.otherTabs.clashes()).toEqual([]);
    expect(b.save.ok).toBe(true);
    expect(b.ruleset.text).toBe('family: units\ntitle: other\n');
  });

  it('"Load theirs" puts the other tab’s text in this tab', () => {
    const site = new Site();
    const a = site.open();
    const b = site.open();
    a.setText('ruleset', 'family: units\ntitle: from A\n');
    b.flash!.action!.run();
    expect(b.ruleset).toMatchObject({ path: UNITS, text: 'family: units\ntitle: from A\n' });
    expect(b.flash).toBeNull();
    expect(b.save.ok).toBe(true);
  });

  it('"Keep mine" saves this tab’s text under a new name and keeps the other text under the old one', () => {
    const site = new Site();
    const a = site.open();
    const b = site.open();
    a.setText('scenario', 'ruleset: units-v1.2\ntitle: A\nactions: []\n');
    // B, asked already, types its own version before it chooses.
    b.setText('scenario', 'ruleset: units-v1.2\ntitle: B\nactions: []\n');
    b.flash!.alternative!.run();
    expect(b.scenario).toMatchObject({
      path: 'scenarios/units/01-start-2.yaml',
      text: expect.stringMatching(/title: B/) as string,
    });
    expect(parseSession(site.map.get('rulebench.session')!)!.scenario!.path).toBe('scenarios/units/01-start-2.yaml');
    const recent = parseRecent(site.map.get('rulebench.recent')!);
    expect(recent.find((r) => r.path === SAMPLE)?.text).toMatch(/title: A/);
    expect(recent.find((r) => r.path === 'scenarios/units/01-start-2.yaml')?.text).toMatch(/title: B/);
    // A sees B's Recent, and no clash: B no longer has A's file open.
    expect(a.recent.some((r) => r.path === 'scenarios/units/01-start-2.yaml')).toBe(true);
    expect(a.flash).toBeNull();
  });

  it('a tab whose session another tab replaced keeps its open texts in Recent', () => {
    const site = new Site();
    const a = site.open();
    a.setText('ruleset', 'family: units\ntitle: edited in A\n');
    const b = site.open();
    b.open({ kind: 'ruleset', path: 'rulesets/other.yaml', text: 'family: units\ntitle: other\n', origin: 'disk' });
    expect(parseSession(site.map.get('rulebench.session')!)!.ruleset.path).toBe('rulesets/other.yaml');
    expect(parseRecent(site.map.get('rulebench.recent')!).find((r) => r.path === UNITS)?.text).toMatch(/edited in A/);
  });
});
