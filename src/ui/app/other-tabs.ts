/**
 * Two tabs of one site share the browser's storage. What another tab saved reaches this one here:
 * its Recent entries are taken in, and its newer text of a file open here waits for the
 * designer's choice (load theirs, or keep mine under a new name), never loaded silently. While
 * one waits this tab writes no session, so neither tab overwrites the other.
 */
import type { LocalStore, StoredRecord } from '../storage/local-store';
import {
  MAX_RECENT,
  touchRecent,
  updateRecent,
  type FileKind,
  type OpenFile,
  type RecentFile,
} from '../storage/session';
import { fileNameOf } from './download';
import type { Flash } from './flash';

/** An open file another tab saved with a different text, and that text. */
export interface Clash {
  kind: FileKind;
  path: string;
  theirs: string;
}

/** What this needs of the open files (`OpenFiles`). */
export interface TabFiles {
  readonly ruleset: OpenFile;
  readonly scenario: OpenFile | null;
  recent: RecentFile[];
  fileOf(kind: FileKind): OpenFile | null;
  /** Keeps a file's latest text in Recent. */
  remember(file: OpenFile): void;
  /** Puts a file first in Recent. */
  touch(file: OpenFile): void;
  saveRecent(): void;
  /** `path`, or the first `name-N.yaml` no other text holds. */
  freePath(kind: FileKind, path: string, text: string): string;
}

export class OtherTabs {
  /** Another tab's text of an open file, waiting for the designer's choice (moot once another file is open). */
  private theirs: Partial<Record<FileKind, { path: string; text: string }>> = {};

  constructor(
    private readonly files: TabFiles,
    private readonly store: LocalStore,
    private readonly now: () => number,
  ) {}

  /** Calls `fn` when another tab of this site saved the session or Recent. */
  watch(fn: (record: StoredRecord) => void): () => void {
    return this.store.watch(fn);
  }

  /** Open files another tab saved with a different text, and that text. */
  clashes(): Clash[] {
    const out: Clash[] = [];
    for (const kind of ['ruleset', 'scenario'] as const) {
      const theirs = this.theirs[kind];
      const file = this.files.fileOf(kind);
      if (theirs && file?.path === theirs.path) out.push({ kind, path: file.path, theirs: theirs.text });
    }
    return out;
  }

  /**
   * Another tab saved its session. Where it holds an open file of ours with another text, that
   * text waits for the designer's choice (`takeTheirs` / `keepMine`). Our session is no longer the
   * stored one, so our open texts go to Recent, where a reload finds them.
   */
  sessionSaved(): void {
    const stored = this.store.loadSession();
    if (!stored) return;
    for (const kind of ['ruleset', 'scenario'] as const) {
      const mine = this.files.fileOf(kind);
      const other = kind === 'ruleset' ? stored.ruleset : stored.scenario;
      if (!mine || other?.kind !== kind || other.path !== mine.path) continue;
      if (other.text !== mine.text) this.theirs[kind] = { path: other.path, text: other.text };
      else delete this.theirs[kind];
    }
    const clashing = new Set(this.clashes().map((c) => c.kind));
    for (const file of [this.files.ruleset, this.files.scenario])
      if (file && !clashing.has(file.kind)) this.files.remember(file);
    this.files.saveRecent();
  }

  /** Another tab saved Recent: take its entries, keeping our own for the files open here. */
  recentSaved(): void {
    const key = (f: OpenFile) => `${f.kind}:${f.path}`;
    const open = new Set([this.files.ruleset, this.files.scenario].filter((f): f is OpenFile => f !== null).map(key));
    const merged = new Map<string, RecentFile>();
    for (const r of this.store.loadRecent()) merged.set(key(r), r);
    for (const r of this.files.recent) if (!merged.has(key(r)) || open.has(key(r))) merged.set(key(r), r);
    this.files.recent = [...merged.values()].sort((a, b) => b.at - a.at).slice(0, MAX_RECENT);
  }

  /** The other tab's text replaces ours in the open file of `kind`. */
  takeTheirs(kind: FileKind): void {
    const file = this.files.fileOf(kind);
    const theirs = this.clashes().find((c) => c.kind === kind)?.theirs;
    if (!file || theirs === undefined) return;
    delete this.theirs[kind];
    file.text = theirs;
    this.files.recent = updateRecent(this.files.recent, file);
    this.files.saveRecent();
  }

  /** Ours stays open under a new name (`name-2.yaml`); the other tab's text keeps the name, in Recent. */
  keepMine(kind: FileKind): void {
    const file = this.files.fileOf(kind);
    const theirs = this.clashes().find((c) => c.kind === kind)?.theirs;
    if (!file || theirs === undefined) return;
    delete this.theirs[kind];
    this.files.recent = touchRecent(this.files.recent, { ...file, text: theirs }, this.now());
    file.path = this.files.freePath(kind, file.path, file.text);
    // Under a name Rulebench does not ship, it is the designer's own file.
    if (file.origin === 'shipped') file.origin = 'new';
    this.files.touch(file);
    this.files.saveRecent();
  }
}

/** The question a clash puts to the designer: its two choices call `settle`. */
export function clashFlash(clash: Clash, settle: (kind: FileKind, choice: 'theirs' | 'mine') => void): Flash {
  const name = fileNameOf(clash.path);
  return {
    kind: 'error',
    tag: 'other-tab',
    text: `Another tab saved a newer text of ${name}. Load it here, or keep yours under a new name (the other text keeps ${name}).`,
    action: { label: 'Load theirs', run: () => settle(clash.kind, 'theirs') },
    alternative: { label: 'Keep mine', run: () => settle(clash.kind, 'mine') },
  };
}
