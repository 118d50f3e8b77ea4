/**
 * Autosave in the browser's localStorage. Writes are synchronous and happen
 * on every edit, so nothing typed is lost when the tab is closed or crashes:
 * by the time an edit shows in the editor it is already on disk.
 */
import { parseRecent, parseSession, serializeRecent, serializeSession, type RecentFile, type Session } from './session';

const SESSION_KEY = 'rulebench.session';
const RECENT_KEY = 'rulebench.recent';

/** The part of `Storage` used here (so tests can pass a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type SaveResult = { ok: true; at: number } | { ok: false; error: string };

function tryStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some privacy modes throw on access.
    return null;
  }
}

export class LocalStore {
  constructor(private readonly storage: KeyValueStorage | null = tryStorage()) {}

  loadSession(): Session | null {
    return parseSession(this.read(SESSION_KEY));
  }

  loadRecent(): RecentFile[] {
    return parseRecent(this.read(RECENT_KEY));
  }

  saveSession(s: Session, now = Date.now()): SaveResult {
    return this.write(SESSION_KEY, serializeSession(s), now);
  }

  saveRecent(list: readonly RecentFile[], now = Date.now()): SaveResult {
    return this.write(RECENT_KEY, serializeRecent(list), now);
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string, now: number): SaveResult {
    if (!this.storage) return { ok: false, error: 'this browser does not allow local storage; download your files to keep them' };
    try {
      this.storage.setItem(key, value);
      return { ok: true, at: now };
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return { ok: false, error: `not saved locally (${why}); download your files to keep them` };
    }
  }
}
