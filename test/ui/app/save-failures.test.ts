/** No edit lost: every storage write is checked, and nothing says "saved" that is not (issue 10, deliverable 7). */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { OpenFiles } from '../../../src/ui/app/open-files';
import { LocalStore, type KeyValueStorage } from '../../../src/ui/storage/local-store';
import { QuotaStorage } from '../../support/quota-storage';

const UNITS = 'rulesets/units-v1.2.yaml';
const catalog = parseShippedList(
  { [`/${UNITS}`]: 'family: units\n' },
  { '/scenarios/units/01-start.yaml': 'ruleset: units-v1.2\nactions: []\n' },
);

function open(storage: QuotaStorage) {
  return new OpenFiles(catalog, new LocalStore(storage), () => 1000);
}

describe('a failed write is reported', () => {
  it('says "Not saved: storage is full" when the session write fails, and keeps saying so until one succeeds', () => {
    const storage = new QuotaStorage();
    const f = open(storage);
    f.autosave(0);
    expect(f.save).toEqual({ ok: true, at: 1000 });
    storage.quota = storage.map.get('rulebench.session')!.length + 100;
    f.ruleset.text += '# a long edit '.repeat(50);
    f.autosave(0);
    expect(f.save).toEqual({
      ok: false,
      error: expect.stringMatching(/^Not saved: storage is full \(download/) as string,
    });
    f.tab = 'scenario';
    f.autosave(0);
    expect(f.save.ok).toBe(false);
    storage.quota = Infinity;
    f.autosave(0);
    expect(f.save.ok).toBe(true);
  });

  it('checks the Recent write too: a file closed into a full storage is not called saved', () => {
    const storage = new QuotaStorage();
    const f = open(storage);
    f.autosave(0);
    f.ruleset.text += '# edited\n';
    storage.refuse.add('rulebench.recent');
    f.open({ kind: 'ruleset', path: 'rulesets/mine.yaml', text: 'family: units\n', origin: 'disk' });
    f.autosave(0);
    expect(storage.map.get('rulebench.session')).toMatch(/mine\.yaml/);
    expect(storage.map.get('rulebench.recent') ?? '').not.toMatch(/# edited/);
    expect(f.save).toEqual({ ok: false, error: expect.stringMatching(/storage is full/) as string });
    // Room again: the next autosave writes Recent as well, and only then says saved.
    storage.refuse.clear();
    f.autosave(0);
    expect(storage.map.get('rulebench.recent')).toMatch(/# edited/);
    expect(f.save.ok).toBe(true);
  });

  it('after a reload into a full storage, the badge does not say saved', () => {
    const storage = new QuotaStorage();
    open(storage).autosave(0);
    storage.quota = [...storage.map].reduce((n, [k, v]) => n + k.length + v.length, 0) + 10;
    const reloaded = open(storage);
    expect(reloaded.save).toEqual({ ok: false, error: expect.stringMatching(/^Not saved: storage is full/) as string });
    expect(storage.map.has('rulebench.probe')).toBe(false);
  });

  it('names another refusal without quoting it whole', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError ' + 'z'.repeat(500));
      },
    };
    const f = new OpenFiles(catalog, new LocalStore(refusing), () => 1000);
    expect(f.save.error).toMatch(/^Not saved: the browser refused to store it \(SecurityError z+\) \(download/);
    expect(f.save.error!.length).toBeLessThan(200);
  });
});
