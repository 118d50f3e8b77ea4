/**
 * What a link brings cannot fill the browser's storage (issue 20): received copies are stored
 * within a budget, the designer's own edits always have room (received copies go first, the
 * oldest first, when storage is full), and the save state says which received files are kept for
 * this visit only. The storage is a fake with a quota that throws as Chromium does.
 */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { OpenFiles } from '../../../src/ui/app/open-files';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { QuotaStorage } from '../../support/quota-storage';
import { fingerprint, isReceivedCopy, RECEIVED_BUDGET_CHARS } from '../../../src/ui/storage/received';
import { parseRecent, parseSession, type OpenFile } from '../../../src/ui/storage/session';

const UNITS = 'rulesets/units-v1.2.yaml';
const catalog = parseShippedList(
  { [`/${UNITS}`]: 'family: units\n' },
  { '/scenarios/units/01-start.yaml': 'ruleset: units-v1.2\nactions: []\n' },
);

/** A ruleset of about `chars` characters, as received from a link (marked with its fingerprint). */
function receivedRuleset(name: string, chars: number): OpenFile {
  const text = `family: units\ntitle: ${name}\n${'# received\n'.repeat(Math.ceil(chars / 11))}`;
  return { kind: 'ruleset', path: `rulesets/${name}.yaml`, text, origin: 'disk', received: fingerprint(text) };
}

const storedRecent = (s: QuotaStorage) => parseRecent(s.map.get('rulebench.recent') ?? null).map((r) => r.path);

describe('received copies are stored within the budget', () => {
  it('a received scenario past the budget is open but not stored, and the save state says so', () => {
    const storage = new QuotaStorage();
    const f = new OpenFiles(catalog, new LocalStore(storage), () => 1000);
    const text = `ruleset: units-v1.2\nactions:\n${'  - {turn: c1}\n'.repeat(100_000)}`;
    expect(text.length).toBeGreaterThan(RECEIVED_BUDGET_CHARS);
    f.open({ ...f.diskFile('scenario', 'scenarios/local/big.yaml', text), received: fingerprint(text) });
    f.autosave(0);
    expect(f.scenario?.text).toBe(text);
    expect(parseSession(storage.map.get('rulebench.session') ?? null)?.scenario).toBeNull();
    expect(storedRecent(storage)).not.toContain('scenarios/local/big.yaml');
    expect(storage.used()).toBeLessThan(RECEIVED_BUDGET_CHARS);
    expect(f.save).toEqual({
      ok: true,
      at: 1000,
      note: expect.stringMatching(/^received big\.yaml kept for this visit only/) as string,
    });
  });

  it('Recent keeps the newest received copies that fit, and every file of the designer’s own', () => {
    const storage = new QuotaStorage();
    const f = new OpenFiles(catalog, new LocalStore(storage), () => 1000);
    const mine: OpenFile = { kind: 'ruleset', path: 'rulesets/mine.yaml', text: 'family: units\n', origin: 'disk' };
    for (const r of [receivedRuleset('a', 400_000), receivedRuleset('b', 400_000), receivedRuleset('c', 400_000)])
      f.open(r);
    f.open(mine);
    f.autosave(0);
    // c and b (the newest) fit in 1 MB; a does not.
    expect(storedRecent(storage)).toEqual(['rulesets/mine.yaml', 'rulesets/c.yaml', 'rulesets/b.yaml']);
    expect(f.save.note).toMatch(/^received a\.yaml kept for this visit only/);
    expect(f.recent.map((r) => r.path)).toContain('rulesets/a.yaml');
  });

  it('an edited received file is the designer’s own: it is stored whatever its size', () => {
    const storage = new QuotaStorage();
    const f = new OpenFiles(catalog, new LocalStore(storage), () => 1000);
    f.open(receivedRuleset('big', 1_200_000));
    f.autosave(0);
    expect(parseSession(storage.map.get('rulebench.session') ?? null)).toBeNull();
    f.ruleset.text += '# my change\n';
    expect(isReceivedCopy(f.ruleset)).toBe(false);
    f.autosave(0);
    expect(parseSession(storage.map.get('rulebench.session') ?? null)?.ruleset.text).toMatch(/# my change\n$/);
    expect(f.save).toEqual({ ok: true, at: 1000 });
  });
});

describe('a full storage makes room for the designer’s own edits', () => {
  it('the oldest received copy in Recent goes first, and the save state says so', () => {
    const storage = new QuotaStorage();
    const f = new OpenFiles(catalog, new LocalStore(storage), () => 1000);
    f.open(receivedRuleset('old', 300_000));
    f.open(receivedRuleset('new', 300_000));
    const mine: OpenFile = { kind: 'ruleset', path: 'rulesets/mine.yaml', text: 'family: units\n', origin: 'disk' };
    f.open(mine);
    f.autosave(0);
    expect(storedRecent(storage)).toEqual(['rulesets/mine.yaml', 'rulesets/new.yaml', 'rulesets/old.yaml']);
    // The browser's quota is nearly used up: an edit of 200,000 characters needs one received copy's room.
    storage.quota = storage.used() + 100_000;
    f.ruleset.text += `# ${'my notes '.repeat(22_000)}\n`;
    f.autosave(0);
    expect(parseSession(storage.map.get('rulebench.session') ?? null)?.ruleset.text).toBe(f.ruleset.text);
    expect(storedRecent(storage)).toEqual(['rulesets/mine.yaml', 'rulesets/new.yaml']);
    expect(f.save).toEqual({
      ok: true,
      at: 1000,
      note: expect.stringMatching(/^received old\.yaml kept for this visit only/) as string,
    });
  });

  it('with no received copy left to put out, a write that does not fit says the storage is full', () => {
    const storage = new QuotaStorage();
    const f = new OpenFiles(catalog, new LocalStore(storage), () => 1000);
    f.open(receivedRuleset('only', 100_000));
    f.open({ kind: 'ruleset', path: 'rulesets/mine.yaml', text: 'family: units\n', origin: 'disk' });
    f.autosave(0);
    storage.quota = storage.used() + 1_000;
    f.ruleset.text += `# ${'my notes '.repeat(30_000)}\n`;
    f.autosave(0);
    expect(storedRecent(storage)).toEqual(['rulesets/mine.yaml']);
    expect(f.save).toEqual({ ok: false, error: expect.stringMatching(/^Not saved: storage is full/) as string });
  });
});
