import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';
import {
  parseRecent,
  parseSession,
  serializeRecent,
  serializeSession,
  touchRecent,
  updateRecent,
  type OpenFile,
  type Session,
} from '../../../src/ui/storage/session';
import { parseShippedList, sampleScenario } from '../../../src/ui/app/catalog-model';
import { newScenarioText } from '../../../src/ui/app/files';

const ruleset: OpenFile = {
  kind: 'ruleset',
  path: 'rulesets/units-v1.2.yaml',
  text: 'family: units\n',
  origin: 'shipped',
};
const scenario: OpenFile = {
  kind: 'scenario',
  path: 'scenarios/units/01-a.yaml',
  text: 'ruleset: units-v1.2\n',
  origin: 'shipped',
};
const session: Session = { ruleset, scenario, position: 3, tab: 'scenario' };

describe('session serialisation', () => {
  it('round-trips', () => {
    expect(parseSession(serializeSession(session))).toEqual(session);
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('{')).toBeNull();
    expect(parseSession('[]')).toBeNull();
    expect(parseSession(JSON.stringify({ v: 99, ruleset }))).toBeNull();
    expect(parseSession(JSON.stringify({ v: 1, ruleset: { ...ruleset, kind: 'scenario' } }))).toBeNull();
  });

  it('repairs damaged parts it can do without', () => {
    const s = parseSession(JSON.stringify({ v: 1, ruleset, scenario: { bogus: true }, position: -4, tab: 'scenario' }));
    expect(s).toEqual({ ruleset, scenario: null, position: 0, tab: 'ruleset' });
  });
});

describe('recent files', () => {
  it('puts the latest first, without duplicates, up to the limit', () => {
    let list = touchRecent([], ruleset, 1);
    list = touchRecent(list, scenario, 2);
    list = touchRecent(list, { ...ruleset, text: 'family: units # edited\n' }, 3);
    expect(list.map((r) => [r.path, r.at])).toEqual([
      ['rulesets/units-v1.2.yaml', 3],
      ['scenarios/units/01-a.yaml', 2],
    ]);
    expect(list[0].text).toContain('edited');
    for (let i = 0; i < 20; i++) list = touchRecent(list, { ...scenario, path: `s${i}.yaml` }, 10 + i, 5);
    expect(list).toHaveLength(5);
  });

  it('keeps edits without reordering', () => {
    const list = touchRecent(touchRecent([], ruleset, 1), scenario, 2);
    const updated = updateRecent(list, { ...ruleset, text: 'new' });
    expect(updated.map((r) => r.path)).toEqual(list.map((r) => r.path));
    expect(updated[1].text).toBe('new');
  });

  it('round-trips and drops malformed entries', () => {
    const list = touchRecent([], ruleset, 1);
    expect(parseRecent(serializeRecent(list))).toEqual(list);
    expect(parseRecent(JSON.stringify({ v: 1, files: [{ kind: 'x' }, ...list] }))).toEqual(list);
    expect(parseRecent('nope')).toEqual([]);
  });
});

describe('LocalStore', () => {
  it('saves and loads, and reports a full storage instead of throwing', () => {
    const storage = new MapStorage();
    const store = new LocalStore(storage);
    expect(store.loadSession()).toBeNull();
    expect(store.saveSession(session, 42)).toEqual({ ok: true, at: 42 });
    expect(store.loadSession()).toEqual(session);
    storage.full = true;
    const r = store.saveSession(session);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^Not saved: storage is full.*download/);
  });

  it('works without storage at all', () => {
    const store = new LocalStore(null);
    expect(store.loadSession()).toBeNull();
    expect(store.saveRecent([]).ok).toBe(false);
  });
});

describe('file helpers', () => {
  it('starts a scenario for a ruleset', () => {
    expect(newScenarioText('x')).toMatch(/^ruleset: x$/m);
  });

  it("lists a file's title and ruleset as YAML reads them (the file head), not by a pattern", () => {
    const c = parseShippedList(
      {
        '/rulesets/b.yaml': '\ufefftitle: "B: the second" # c\nfamily: units\n',
        '/rulesets/c.yaml': '{ family: units, "title": C }',
      },
      { '/scenarios/units/01.yaml': "'ruleset': b\ntitle: >-\n  One\n  scenario\n" },
    );
    expect(c.rulesets.map((r) => r.title)).toEqual(['B: the second', 'C']);
    expect(c.scenarios[0]).toMatchObject({ ruleset: 'b', title: 'One scenario' });
  });

  it('lists shipped files and picks a sample scenario with moves', () => {
    const c = parseShippedList(
      { '/rulesets/b.yaml': 'title: B\nfamily: units\n', '/rulesets/a.yaml': 'family: units\n' },
      {
        '/scenarios/units/01-empty.yaml': 'ruleset: a\nactions: []\n',
        '/scenarios/units/02-moves.yaml': 'ruleset: a\ntitle: Moves\nactions:\n  - { turn: c1 }\n',
      },
    );
    expect(c.rulesets.map((r) => [r.id, r.title])).toEqual([
      ['a', 'a'],
      ['b', 'B'],
    ]);
    expect(c.scenarios[1]).toMatchObject({
      group: 'units',
      ruleset: 'a',
      title: 'Moves',
      path: 'scenarios/units/02-moves.yaml',
    });
    expect(sampleScenario(c, 'a')?.id).toBe('02-moves');
  });
});
