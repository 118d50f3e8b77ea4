/** What another tab saved, as the open files take it: its Recent entries, and its newer texts of files open here waiting for a choice. */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { OpenFiles } from '../../../src/ui/app/open-files';
import { clashFlash } from '../../../src/ui/app/other-tabs';
import { LocalStore } from '../../../src/ui/storage/local-store';
import type { FileKind, OpenFile } from '../../../src/ui/storage/session';
import { MapStorage } from '../../support/map-storage';

const UNITS = 'rulesets/units-v1.2.yaml';
const SAMPLE = 'scenarios/units/01-start.yaml';
const catalog = parseShippedList(
  { [`/${UNITS}`]: 'family: units\ntitle: Units\n' },
  { [`/${SAMPLE}`]: 'ruleset: units-v1.2\nactions: []\n' },
);

/** This tab's open files, and the other tab: a store on the same storage that saves its session and Recent. */
function tabs() {
  const storage = new MapStorage();
  const files = new OpenFiles(catalog, new LocalStore(storage), () => 1000);
  const other = new LocalStore(storage);
  const saveSession = (ruleset: OpenFile, scenario: OpenFile | null = files.scenario) => {
    other.saveSession({ ruleset, scenario, position: 0, tab: 'ruleset' }, 2000);
    files.otherTabs.sessionSaved();
  };
  return { files, other, saveSession };
}

const theirRuleset = (text: string): OpenFile => ({ kind: 'ruleset', path: UNITS, text, origin: 'shipped' });

describe('another tab saved its session', () => {
  it('a different text of a file open here waits as a clash; the same text or another file is none', () => {
    const { files, saveSession } = tabs();
    saveSession(theirRuleset('family: units\ntitle: Units\n'));
    expect(files.otherTabs.clashes()).toEqual([]);
    saveSession({ kind: 'ruleset', path: 'rulesets/other.yaml', text: 'family: units\n', origin: 'disk' });
    expect(files.otherTabs.clashes()).toEqual([]);
    saveSession(theirRuleset('family: units\ntitle: theirs\n'));
    expect(files.otherTabs.clashes()).toEqual([
      { kind: 'ruleset', path: UNITS, theirs: 'family: units\ntitle: theirs\n' },
    ]);
    expect(files.save).toEqual({
      ok: false,
      error: 'Not saved: another tab saved a newer units-v1.2.yaml (load it or keep yours)',
    });
  });

  it("keeps this tab's open texts that do not clash in Recent, where a reload finds them", () => {
    const { files, saveSession } = tabs();
    files.scenario!.text = 'ruleset: units-v1.2\ntitle: mine\nactions: []\n';
    saveSession(theirRuleset('family: units\ntitle: theirs\n'), null);
    expect(files.recent.find((r) => r.path === SAMPLE)?.text).toMatch(/title: mine/);
  });
});

describe('another tab saved Recent', () => {
  it("takes its entries, and keeps this tab's own entry of a file open here", () => {
    const { files, other } = tabs();
    files.open({ kind: 'scenario', path: 'scenarios/local/a.yaml', text: 'ruleset: units-v1.2\n', origin: 'disk' });
    other.saveRecent(
      [
        {
          kind: 'scenario',
          path: 'scenarios/local/b.yaml',
          text: 'ruleset: units-v1.2\n# b\n',
          origin: 'disk',
          at: 3000,
        },
        {
          kind: 'scenario',
          path: 'scenarios/local/a.yaml',
          text: 'ruleset: units-v1.2\n# theirs\n',
          origin: 'disk',
          at: 3000,
        },
      ],
      3000,
    );
    files.otherTabs.recentSaved();
    expect(files.recent.find((r) => r.path === 'scenarios/local/b.yaml')?.text).toMatch(/# b/);
    expect(files.recent.find((r) => r.path === 'scenarios/local/a.yaml')?.text).toBe('ruleset: units-v1.2\n');
  });
});

describe('settling a clash', () => {
  it('"theirs": the other tab\'s text replaces ours, and nothing waits', () => {
    const { files, saveSession } = tabs();
    saveSession(theirRuleset('family: units\ntitle: theirs\n'));
    files.otherTabs.takeTheirs('ruleset');
    expect(files.ruleset.text).toBe('family: units\ntitle: theirs\n');
    expect(files.otherTabs.clashes()).toEqual([]);
  });

  it('"mine": ours stays open under a free name as the designer\'s own file; theirs keeps the name in Recent', () => {
    const { files, saveSession } = tabs();
    files.ruleset.text = 'family: units\ntitle: mine\n';
    saveSession(theirRuleset('family: units\ntitle: theirs\n'));
    files.otherTabs.keepMine('ruleset');
    expect(files.ruleset).toEqual({
      kind: 'ruleset',
      path: 'rulesets/units-v1.2-2.yaml',
      text: 'family: units\ntitle: mine\n',
      origin: 'new',
    });
    expect(files.recent.find((r) => r.path === UNITS)?.text).toBe('family: units\ntitle: theirs\n');
    expect(files.otherTabs.clashes()).toEqual([]);
  });

  it('is asked in a message of its own kind whose two buttons choose', () => {
    const chosen: [FileKind, string][] = [];
    const flash = clashFlash({ kind: 'scenario', path: SAMPLE, theirs: '' }, (kind, choice) =>
      chosen.push([kind, choice]),
    );
    expect(flash).toMatchObject({
      kind: 'error',
      tag: 'other-tab',
      text: expect.stringContaining('Another tab saved a newer text of 01-start.yaml') as string,
    });
    flash.action!.run();
    flash.alternative!.run();
    expect(chosen).toEqual([
      ['scenario', 'theirs'],
      ['scenario', 'mine'],
    ]);
  });
});
