/**
 * Rulesets saved under ids of the designer's choosing ("Save as new version", src/ui/versions/),
 * stored in the browser apart from Recent. Another tab may save versions too: a write keeps
 * theirs (versions are only ever added or edited, never removed).
 */
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import type { LocalStore, SaveResult } from '../storage/local-store';
import type { OpenFile } from '../storage/session';
import type { Version } from '../storage/versions';

export class SavedVersions {
  /** Oldest first. */
  list: Version[];

  constructor(
    private readonly store: LocalStore,
    private readonly now: () => number,
  ) {
    this.list = store.loadVersions();
  }

  /** Keeps `text` as version `id` (saved from ruleset `from`), replacing one of that id, and writes the versions. */
  add(id: string, text: string, from: string): { version: Version; result: SaveResult } {
    const version: Version = { id, text, from, savedAt: this.now() };
    this.list = [...this.list.filter((v) => v.id !== id), version];
    return { version, result: this.write() };
  }

  /**
   * An open version's edits are its text: the stored version follows them (as Recent follows
   * other files). The write's result, or null when nothing was written (`retry`: write even
   * without a change, after a failed write).
   */
  follow(file: OpenFile, retry: boolean): SaveResult | null {
    if (file.origin !== 'version') return null;
    const id = rulesetIdFromFile(file.path);
    const v = this.list.find((x) => x.id === id);
    if (v && v.text !== file.text) this.list = this.list.map((x) => (x === v ? { ...v, text: file.text } : x));
    else if (!retry) return null;
    return this.write();
  }

  /** Writes the versions, taking in those another tab saved meanwhile. */
  private write(): SaveResult {
    const mine = new Set(this.list.map((v) => v.id));
    const theirs = this.store.loadVersions().filter((v) => !mine.has(v.id));
    if (theirs.length > 0) this.list = [...theirs, ...this.list].sort((a, b) => a.savedAt - b.savedAt);
    return this.store.saveVersions(this.list, this.now());
  }
}
