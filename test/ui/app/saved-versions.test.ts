/** Saved versions of rulesets in the browser: added, following the edits of an open version, and never dropping those another tab saved. */
import { describe, expect, it } from 'vitest';
import { SavedVersions } from '../../../src/ui/app/saved-versions';
import { LocalStore } from '../../../src/ui/storage/local-store';
import type { OpenFile } from '../../../src/ui/storage/session';
import { MapStorage } from '../../support/map-storage';

const open = (id: string, text: string): OpenFile => ({
  kind: 'ruleset',
  path: `rulesets/${id}.yaml`,
  text,
  origin: 'version',
});

describe('saved versions', () => {
  it('are stored as they are added, one per id, and a new page reads them back', () => {
    const storage = new MapStorage();
    const saved = new SavedVersions(new LocalStore(storage), () => 1000);
    expect(saved.add('draft', 'family: units\n', 'units-v1.2').result).toEqual({ ok: true, at: 1000 });
    saved.add('draft', 'family: units\n# again\n', 'units-v1.2');
    expect(new SavedVersions(new LocalStore(storage), () => 2000).list).toEqual([
      { id: 'draft', text: 'family: units\n# again\n', from: 'units-v1.2', savedAt: 1000 },
    ]);
  });

  it('keep the versions another tab saved meanwhile, oldest first', () => {
    const storage = new MapStorage();
    const mine = new SavedVersions(new LocalStore(storage), () => 2000);
    new SavedVersions(new LocalStore(storage), () => 1000).add('theirs', 'family: units\n', 'units-v1.2');
    mine.add('mine', 'family: units\n', 'units-v1.2');
    expect(mine.list.map((v) => v.id)).toEqual(['theirs', 'mine']);
  });

  it('follow the edits of the open version, and write nothing for another file or an unchanged text unless a write failed', () => {
    const storage = new MapStorage();
    const saved = new SavedVersions(new LocalStore(storage), () => 1000);
    saved.add('draft', 'family: units\n', 'units-v1.2');
    expect(saved.follow({ ...open('draft', 'family: units\n# edited\n'), origin: 'disk' }, false)).toBeNull();
    expect(saved.follow(open('draft', 'family: units\n'), false)).toBeNull();
    expect(saved.follow(open('draft', 'family: units\n# edited\n'), false)).toEqual({ ok: true, at: 1000 });
    expect(new SavedVersions(new LocalStore(storage), () => 1000).list[0].text).toBe('family: units\n# edited\n');
    storage.full = true;
    expect(saved.follow(open('draft', 'family: units\n# edited\n'), true)).toMatchObject({ ok: false });
  });
});
