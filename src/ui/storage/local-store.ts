/**
 * Autosave in the browser's localStorage. Writes are synchronous and happen
 * on every edit, so nothing typed is lost when the tab is closed or crashes:
 * by the time an edit shows in the editor it is already on disk.
 */
import { isReceivedCopy, RECEIVED_BUDGET_CHARS, receivedChars } from './received';
import {
  parseRecent,
  parseSession,
  serializeRecent,
  serializeSession,
  type OpenFile,
  type RecentFile,
  type Session,
} from './session';
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

  /**
   * Writes the session. Received copies among the open files are kept within the budget (a received
   * scenario is left out first); the designer's own scenario is always kept, with the ruleset it
   * plays. Storage full even once Recent's received copies are out: the session's go too.
   */
  saveSession(s: Session, now = Date.now()): SaveResult {
    const write = (kept: Session | null): SaveResult => {
      this.left.session = [s.ruleset, s.scenario].filter((f): f is OpenFile => f !== null && !isKept(f, kept));
      this.stored.session = kept;
      // Nothing but received copies past the budget: not written (a reload opens what was stored before).
      return kept ? this.write(SESSION_KEY, serializeSession(kept), now) : { ok: true, at: now };
    };
    const within = sessionWithin(s, RECEIVED_BUDGET_CHARS);
    const r = write(within);
    const bare = sessionWithin(s, 0);
    return isFull(r) && bare !== within ? write(bare) : r;
  }

  /** Writes Recent, its received copies newest first within what the open ones leave of the budget. */
  saveRecent(list: readonly RecentFile[], now = Date.now()): SaveResult {
    const open = this.stored.session ? [this.stored.session.ruleset, this.stored.session.scenario] : [];
    let room = RECEIVED_BUDGET_CHARS - receivedChars(open);
    const kept = list.filter((f) => {
      if (!isReceivedCopy(f)) return true;
      room -= f.text.length;
      return room >= 0;
    });
    this.left.recent = list.filter((f) => !kept.includes(f));
    this.stored.recent = kept;
    return this.write(RECENT_KEY, serializeRecent(kept), now);
  }

  /**
   * Received files this browser does not keep (past the budget, or put out to make room for the
   * designer's edits): they are open for this visit only. Their names, for the save state to say so.
   */
  notKept(): string[] {
    const stored = [this.stored.session?.ruleset, this.stored.session?.scenario, ...this.stored.recent];
    const left = [...this.left.session, ...this.left.recent].filter(
      // A file stored under its path (its edited text, say) is kept.
      (f) => !stored.some((k) => k && k.kind === f.kind && k.path === f.path),
    );
    return [...new Set(left.map((f) => f.path.split('/').pop() ?? f.path))];
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

  /** Writes `value`; while storage is full, the oldest received copy in the stored Recent goes, and it is tried again. */
  private write(key: string, value: string, now: number): SaveResult {
    const storage = this.storage;
    if (!storage)
      return {
        ok: false,
        error: 'Not saved: this browser does not allow local storage (download your files to keep them)',
      };
    const attempt = (k: string, v: string): SaveResult => {
      try {
        storage.setItem(k, v);
        return { ok: true, at: now };
      } catch (e) {
        return { ok: false, error: `Not saved: ${whyNotSaved(e)} (download your files to keep them)` };
      }
    };
    let r = attempt(key, value);
    while (isFull(r)) {
      const list = this.stored.recent;
      const oldest = list.findLastIndex((f) => isReceivedCopy(f));
      if (oldest < 0) return r;
      this.left.recent.push(list[oldest]);
      this.stored.recent = list.filter((_, i) => i !== oldest);
      const recent = serializeRecent(this.stored.recent);
      // Recent is smaller without it, so there is room for that; then the write that needed the room.
      if (key === RECENT_KEY) r = attempt(key, recent);
      else if (attempt(RECENT_KEY, recent).ok) r = attempt(key, value);
    }
    return r;
  }

  /** What the last writes stored of the session and Recent, and which received files they left out. */
  private stored: { session: Session | null; recent: RecentFile[] } = { session: null, recent: [] };
  private left: { session: OpenFile[]; recent: RecentFile[] } = { session: [], recent: [] };
}

const isFull = (r: SaveResult): boolean => !r.ok && r.error.startsWith(`Not saved: ${FULL}`);

/** Whether `file` is in `session` as it is. */
const isKept = (file: OpenFile, session: Session | null): boolean =>
  session !== null && (session.ruleset === file || session.scenario === file);

/**
 * `s` with its received copies within `budget` characters: a received scenario past it is left out
 * (the ruleset stays, at the start of the timeline); null when what is left is a received ruleset past
 * it alone. The designer's own scenario is always kept, with the ruleset it plays.
 */
function sessionWithin(s: Session, budget: number): Session | null {
  if (receivedChars([s.ruleset, s.scenario]) <= budget) return s;
  if (s.scenario && !isReceivedCopy(s.scenario)) return s;
  const bare: Session = { ruleset: s.ruleset, scenario: null, position: 0, tab: 'ruleset' };
  return receivedChars([s.ruleset]) <= budget ? bare : null;
}

const FULL = 'storage is full';

/** A storage error in the designer's words: a full quota is the usual cause. */
function whyNotSaved(e: unknown): string {
  const name = e instanceof Error || (e instanceof Object && 'name' in e) ? String((e as { name: unknown }).name) : '';
  const message = e instanceof Error ? e.message : String(e);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || /quota/i.test(message)) return FULL;
  return `the browser refused to store it (${message.slice(0, 60)})`;
}
