/**
 * Autosave in the browser's localStorage. Writes are synchronous and happen
 * on every edit, so nothing typed is lost when the tab is closed or crashes:
 * by the time an edit shows in the editor it is already on disk.
 */
import { parseRecent, parseSession, serializeRecent, serializeSession, type RecentFile, type Session } from './session';
import { parseVersions, serializeVersions, type Version } from './versions';

const SESSION_KEY = 'rulebench.session';
const RECENT_KEY = 'rulebench.recent';
const VERSIONS_KEY = 'rulebench.versions';

const PROBE_KEY = 'rulebench.probe';
/** Room a probe asks for: about one more edit of a typical scenario. */
const PROBE_BYTES = 4096;

/** The part of `Storage` used here (so tests can pass a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

export type SaveResult = { ok: true; at: number } | { ok: false; error: string };

function tryStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some privacy modes throw on access.
    return null;
  }
}

/** Which stored record another tab wrote. */
export type StoredRecord = 'session' | 'recent';

export class LocalStore {
  constructor(
    private readonly storage: KeyValueStorage | null = tryStorage(),
    /** Where other tabs' writes are announced (`storage` events); none outside a page. */
    private readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null = globalThis.window ??
      null,
  ) {}

  /** Calls `fn` when another tab of this site wrote the session or Recent (a tab never hears its own writes). */
  watch(fn: (record: StoredRecord) => void): () => void {
    const onStorage = (e: Event) => {
      const key = (e as StorageEvent).key;
      if (key === SESSION_KEY) fn('session');
      else if (key === RECENT_KEY) fn('recent');
    };
    this.events?.addEventListener('storage', onStorage);
    return () => this.events?.removeEventListener('storage', onStorage);
  }

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

  loadVersions(): Version[] {
    return parseVersions(this.read(VERSIONS_KEY));
  }

  saveVersions(list: readonly Version[], now = Date.now()): SaveResult {
    return this.write(VERSIONS_KEY, serializeVersions(list), now);
  }

  /**
   * Whether the next edit can be saved: writes (then removes) a small probe. Run on start,
   * so a page reloaded after its storage filled up does not claim its edits are saved.
   */
  probe(now = Date.now()): SaveResult {
    const r = this.write(PROBE_KEY, 'x'.repeat(PROBE_BYTES), now);
    try {
      if (this.storage?.removeItem) this.storage.removeItem(PROBE_KEY);
      else this.storage?.setItem(PROBE_KEY, '');
    } catch {
      // Removing never needs room; a storage that refuses it has already answered above.
    }
    return r;
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string, now: number): SaveResult {
    if (!this.storage)
      return {
        ok: false,
        error: 'Not saved: this browser does not allow local storage (download your files to keep them)',
      };
    try {
      this.storage.setItem(key, value);
      return { ok: true, at: now };
    } catch (e) {
      return { ok: false, error: `Not saved: ${whyNotSaved(e)} (download your files to keep them)` };
    }
  }
}

/** A storage error in the designer's words: a full quota is the usual cause. */
function whyNotSaved(e: unknown): string {
  const name = e instanceof Error || (e instanceof Object && 'name' in e) ? String((e as { name: unknown }).name) : '';
  const message = e instanceof Error ? e.message : String(e);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || /quota/i.test(message))
    return 'storage is full';
  return `the browser refused to store it (${message.slice(0, 60)})`;
}
