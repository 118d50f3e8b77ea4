/** Files and storage on their own: what is open, Recent, shipped-vs-edited, the saved session. */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { OpenFiles } from '../../../src/ui/app/open-files';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';

const UNITS = 'rulesets/units-v1.2.yaml';
const OTHER = 'rulesets/units-v1.1.yaml';
const SAMPLE = 'scenarios/units/01-start.yaml';
const catalog = parseShippedList(
  { [`/${UNITS}`]: 'family: units\ntitle: Units 1.2\n', [`/${OTHER}`]: 'family: units\ntitle: Units 1.1\n' },
  { [`/${SAMPLE}`]: 'ruleset: units-v1.2\ntitle: Start\nactions: []\n' },
);

function files(storage = new MapStorage(), now = () => 1000) {
  return { f: new OpenFiles(catalog, new LocalStore(storage), now), storage };
}

describe('what is open', () => {
  it('opens units-v1.2 and its sample scenario on the first visit', () => {
    const { f } = files();
    expect(f.ruleset).toMatchObject({ path: UNITS, origin: 'shipped' });
    expect(f.scenario).toMatchObject({ path: SAMPLE, origin: 'shipped' });
    expect(f.tab).toBe('ruleset');
    expect(f.restoredPosition).toBe(0);
  });

  it('drops a scenario that names another ruleset when a ruleset opens, keeping it in Recent', () => {
    const { f } = files();
    f.open({
      kind: 'ruleset',
      path: OTHER,
      text: catalog.rulesets.find((r) => r.path === OTHER)!.text,
      origin: 'shipped',
    });
    expect(f.scenario).toBeNull();
    expect(f.rulesetId).toBe('units-v1.1');
  });

  it('brings the ruleset a scenario names, in the version last edited', () => {
    const { f } = files();
    f.ruleset.text = '# mine\nfamily: units\n';
    f.open({ kind: 'ruleset', path: OTHER, text: 'family: units\n', origin: 'shipped' });
    f.open({ kind: 'scenario', path: 'scenarios/local/x.yaml', text: 'ruleset: units-v1.2\n', origin: 'disk' });
    expect(f.ruleset).toMatchObject({ path: UNITS, text: '# mine\nfamily: units\n' });
    expect(f.tab).toBe('scenario');
  });
});

describe('shipped versus edited', () => {
  it('knows an edited shipped file, open or in Recent, and finds the edited text again', () => {
    const { f } = files();
    expect(f.edited(f.ruleset)).toBe(false);
    f.ruleset.text += '# edited\n';
    expect(f.edited(f.ruleset)).toBe(true);
    expect(f.hasEdits('ruleset', UNITS)).toBe(true);
    f.open({ kind: 'ruleset', path: OTHER, text: 'family: units\ntitle: Units 1.1\n', origin: 'shipped' });
    expect(f.hasEdits('ruleset', UNITS)).toBe(true);
    expect(f.editedRecent('ruleset', UNITS)?.text).toMatch(/# edited\n$/);
    expect(f.hasEdits('ruleset', OTHER)).toBe(false);
  });
});

describe('what opens', () => {
  it('a shipped file opens with the text the designer edited before, and says so; one in its editor already says that', () => {
    const { f } = files();
    expect(f.shippedToOpen(OTHER)).toEqual({
      file: { kind: 'ruleset', path: OTHER, text: 'family: units\ntitle: Units 1.1\n', origin: 'shipped' },
      edited: false,
      open: false,
    });
    expect(f.shippedToOpen(UNITS)?.open).toBe(true);
    f.ruleset.text += '# edited\n';
    f.open(f.shippedToOpen(OTHER)!.file);
    expect(f.shippedToOpen(UNITS)).toEqual({
      file: { kind: 'ruleset', path: UNITS, text: 'family: units\ntitle: Units 1.2\n# edited\n', origin: 'shipped' },
      edited: true,
      open: false,
    });
    expect(f.shippedToOpen('rulesets/nope.yaml')).toBeUndefined();
  });

  it('a file from disk goes under rulesets/ or scenarios/local/ by its kind, as .yaml; a file of neither kind is refused', () => {
    const { f } = files();
    expect(f.fromDisk('C:\\games\\Mine.YML', 'family: units\n')).toEqual({
      kind: 'ruleset',
      path: 'rulesets/Mine.yaml',
      text: 'family: units\n',
      origin: 'disk',
    });
    expect(f.fromDisk('dir/opening', 'ruleset: units-v1.2\n')?.path).toBe('scenarios/local/opening.yaml');
    expect(f.fromDisk('notes.yaml', 'title: hello\n')).toBeNull();
  });

  it('a Recent entry opens as the file it keeps', () => {
    const { f } = files();
    f.open({ kind: 'scenario', path: 'scenarios/local/x.yaml', text: 'ruleset: units-v1.2\n# x\n', origin: 'disk' });
    f.open({ kind: 'scenario', path: SAMPLE, text: catalog.scenarios[0].text, origin: 'shipped' });
    expect(f.recentFile('scenarios/local/x.yaml', 'scenario')).toEqual({
      kind: 'scenario',
      path: 'scenarios/local/x.yaml',
      text: 'ruleset: units-v1.2\n# x\n',
      origin: 'disk',
    });
    expect(f.recentFile('scenarios/local/x.yaml', 'ruleset')).toBeUndefined();
  });
});

describe('new scenarios', () => {
  it('names a new scenario after the ruleset, and never after one that has moves', () => {
    const { f } = files();
    const first = f.startScenario();
    expect(first.path).toBe('scenarios/units-v1.2/recorded.yaml');
    first.text += '  - { from: c1, to: c5 }\n';
    expect(f.newScenarioFile().path).toBe('scenarios/units-v1.2/recorded-2.yaml');
  });
});

describe('the saved session', () => {
  it('saves both texts, the tab and the position, and a new page restores them', () => {
    const { f, storage } = files();
    f.ruleset.text += '# note\n';
    f.tab = 'scenario';
    f.autosave(3);
    expect(f.save).toEqual({ ok: true, at: 1000 });
    const again = files(storage).f;
    expect(again.ruleset.text).toBe(f.ruleset.text);
    expect(again.tab).toBe('scenario');
    expect(again.restoredPosition).toBe(3);
  });

  it('says so when the browser refuses to save', () => {
    const storage = new MapStorage();
    const { f } = files(storage);
    storage.full = true;
    f.autosave(0);
    expect(f.save.ok).toBe(false);
    expect(f.save.error).toMatch(/^Not saved: storage is full/);
  });
});
