/**
 * Files and storage: the ruleset and scenario open in the editors, the Recent list, which
 * shipped files the designer edited, and the session saved in the browser after every change.
 * An edit is never thrown away: a file being replaced keeps its text in Recent, and a shipped
 * file edited before reopens with the edits. No evaluation and no undo here.
 */
import { fileHead } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { LocalStore, type SaveResult, type StoredRecord } from '../storage/local-store';
import { MAX_RECENT, touchRecent, updateRecent, type FileKind, type OpenFile, type RecentFile, type Session } from '../storage/session';
import { versionPath, type Version } from '../storage/versions';
import { FIRST_RULESET, sampleScenario, shippedRuleset, type Catalog, type ShippedFile } from './catalog-model';
import { fileNameOf } from './download';
import { newScenarioText } from './files';

export interface SaveState {
  ok: boolean;
  /** When the last successful local save happened. */
  at?: number;
  error?: string;
}

export function shippedFile(kind: FileKind, path: string, text: string): OpenFile {
  return { kind, path, text, origin: 'shipped' };
}

export class OpenFiles {
  ruleset: OpenFile;
  scenario: OpenFile | null;
  tab: FileKind;
  recent: RecentFile[];
  /** Rulesets saved under ids of the designer's choosing ("Save as new version"), oldest first. */
  versions: Version[];
  /** The timeline position the saved session had (the timeline takes it on start). */
  readonly restoredPosition: number;
  /** The last write of each stored key that failed (the Recent list is written again with the next session). */
  private failed: { session: string | null; recent: string | null; versions: string | null } = { session: null, recent: null, versions: null };
  private savedAt: number | undefined;
  /** Another tab's text of an open file, waiting for the designer's choice (moot once another file is open). */
  private theirs: Partial<Record<FileKind, { path: string; text: string }>> = {};

  constructor(
    readonly catalog: Catalog,
    private readonly store: LocalStore = new LocalStore(),
    private readonly now: () => number = Date.now,
  ) {
    this.recent = store.loadRecent();
    this.versions = store.loadVersions();
    const session = store.loadSession() ?? this.firstVisit();
    this.ruleset = session.ruleset;
    this.scenario = session.scenario;
    this.tab = session.tab;
    this.restoredPosition = session.position;
    // A reload after the storage filled up must not claim the next edit will be saved.
    const probe = store.probe(this.now());
    if (!probe.ok) this.failed.session = probe.error;
  }

  /** "Saved" only while the last write of the session and of Recent both succeeded, and no other tab's text waits for a choice. */
  get save(): SaveState {
    const clash = this.clashes()[0];
    if (clash) return { ok: false, error: `Not saved: another tab saved a newer ${fileNameOf(clash.path)} (load it or keep yours)` };
    const error = this.failed.session ?? this.failed.recent ?? this.failed.versions;
    return error ? { ok: false, error } : { ok: true, at: this.savedAt };
  }

  /** Calls `fn` when another tab of this site saved the session or Recent. */
  watchOtherTabs(fn: (record: StoredRecord) => void): () => void {
    return this.store.watch(fn);
  }

  /** Open files another tab saved with a different text, and that text. */
  clashes(): { kind: FileKind; path: string; theirs: string }[] {
    const out: { kind: FileKind; path: string; theirs: string }[] = [];
    for (const kind of ['ruleset', 'scenario'] as const) {
      const theirs = this.theirs[kind];
      const file = this.fileOf(kind);
      if (theirs && file?.path === theirs.path) out.push({ kind, path: file.path, theirs: theirs.text });
    }
    return out;
  }

  /**
   * Another tab saved its session. Where it holds an open file of ours with another text, that
   * text waits for the designer's choice (`takeTheirs` / `keepMine`) and this tab writes no
   * session meanwhile, so neither overwrites the other. Our session is no longer the stored
   * one, so our open texts go to Recent, where a reload finds them.
   */
  otherTabSavedSession(): void {
    const stored = this.store.loadSession();
    if (!stored) return;
    for (const kind of ['ruleset', 'scenario'] as const) {
      const mine = this.fileOf(kind);
      const other = kind === 'ruleset' ? stored.ruleset : stored.scenario;
      if (!mine || other?.kind !== kind || other.path !== mine.path) continue;
      if (other.text !== mine.text) this.theirs[kind] = { path: other.path, text: other.text };
      else delete this.theirs[kind];
    }
    const clashing = new Set(this.clashes().map((c) => c.kind));
    for (const file of [this.ruleset, this.scenario]) if (file && !clashing.has(file.kind)) this.remember(file);
    this.saveRecent();
  }

  /** Another tab saved Recent: take its entries, keeping our own for the files open here. */
  otherTabSavedRecent(): void {
    const key = (f: OpenFile) => `${f.kind}:${f.path}`;
    const open = new Set([this.ruleset, this.scenario].filter((f): f is OpenFile => f !== null).map(key));
    const merged = new Map<string, RecentFile>();
    for (const r of this.store.loadRecent()) merged.set(key(r), r);
    for (const r of this.recent) if (!merged.has(key(r)) || open.has(key(r))) merged.set(key(r), r);
    this.recent = [...merged.values()].sort((a, b) => b.at - a.at).slice(0, MAX_RECENT);
  }

  /** The other tab's text replaces ours in the open file of `kind`. */
  takeTheirs(kind: FileKind): void {
    const file = this.fileOf(kind);
    const theirs = this.clashes().find((c) => c.kind === kind)?.theirs;
    if (!file || theirs === undefined) return;
    delete this.theirs[kind];
    file.text = theirs;
    this.recent = updateRecent(this.recent, file);
    this.saveRecent();
  }

  /** Ours stays open under a new name (`name-2.yaml`); the other tab's text keeps the name, in Recent. */
  keepMine(kind: FileKind): void {
    const file = this.fileOf(kind);
    const theirs = this.clashes().find((c) => c.kind === kind)?.theirs;
    if (!file || theirs === undefined) return;
    delete this.theirs[kind];
    this.recent = touchRecent(this.recent, { ...file, text: theirs }, this.now());
    file.path = this.freePath(kind, file.path, file.text);
    // Under a name Rulebench does not ship, it is the designer's own file.
    if (file.origin === 'shipped') file.origin = 'new';
    this.touch(file);
    this.saveRecent();
  }

  /** Nothing saved yet: units-v1.2 with a sample scenario, so a new user sees the workbench working. */
  private firstVisit(): Session {
    const rs = shippedRuleset(this.catalog, FIRST_RULESET) ?? this.catalog.rulesets[0];
    const ruleset = rs ? shippedFile('ruleset', rs.path, rs.text) : { kind: 'ruleset' as const, path: 'rulesets/untitled.yaml', text: '', origin: 'new' as const };
    const sc = rs ? sampleScenario(this.catalog, rs.id) : undefined;
    return { ruleset, scenario: sc ? shippedFile('scenario', sc.path, sc.text) : null, position: 0, tab: 'ruleset' };
  }

  get rulesetId(): string {
    return rulesetIdFromFile(this.ruleset.path);
  }

  /** The open file of a kind (no scenario may be open). */
  fileOf(kind: FileKind): OpenFile | null {
    return kind === 'ruleset' ? this.ruleset : this.scenario;
  }

  /** Whether `path` is a shipped ruleset or scenario, and which. */
  shippedKind(path: string): FileKind | null {
    if (this.catalog.rulesets.some((r) => r.path === path)) return 'ruleset';
    return this.catalog.scenarios.some((s) => s.path === path) ? 'scenario' : null;
  }

  /** The text Rulebench ships at `path`, if it ships one. */
  shippedText(kind: FileKind, path: string): string | undefined {
    const list: ShippedFile[] = kind === 'ruleset' ? this.catalog.rulesets : this.catalog.scenarios;
    return list.find((f) => f.path === path)?.text;
  }

  /** A shipped file whose text is no longer the shipped one. */
  edited(file: OpenFile | null | undefined): boolean {
    if (!file || file.origin !== 'shipped') return false;
    const text = this.shippedText(file.kind, file.path);
    return text !== undefined && text !== file.text;
  }

  /** An edited shipped file of the Recent list (the one the picker reopens), or the open one. */
  hasEdits(kind: FileKind, path: string): boolean {
    const open = this.fileOf(kind);
    if (open && open.path === path && open.origin === 'shipped') return this.edited(open);
    return this.recent.some((r) => r.kind === kind && r.path === path && this.edited(r));
  }

  /** The edited version of a shipped file that Recent keeps, if any. */
  editedRecent(kind: FileKind, path: string): RecentFile | undefined {
    return this.recent.find((r) => r.kind === kind && r.path === path && this.edited(r));
  }

  /**
   * Puts `file` in its editor. The file it replaces stays in Recent with its edits; a ruleset
   * drops a scenario that names another ruleset, and a scenario brings the ruleset it names.
   */
  open(file: OpenFile): void {
    const copy = { ...file };
    if (copy.kind === 'ruleset') {
      this.remember(this.ruleset);
      this.ruleset = copy;
      // A scenario for another ruleset no longer fits; keep it only if it names this one.
      if (this.scenario && rulesetIdFromFile(fileHead(this.scenario.text).ruleset) !== this.rulesetId) {
        this.remember(this.scenario);
        this.scenario = null;
      }
      this.tab = 'ruleset';
    } else {
      if (this.scenario) this.remember(this.scenario);
      this.scenario = copy;
      // Open the ruleset the scenario plays, unless it is the one in the editor already.
      const ref = rulesetIdFromFile(fileHead(copy.text).ruleset);
      if (ref && ref !== this.rulesetId) {
        const other = this.rulesetById(ref);
        if (other) {
          this.remember(this.ruleset);
          this.ruleset = { kind: 'ruleset', path: other.path, text: other.text, origin: other.origin };
        }
      }
      this.tab = 'scenario';
    }
    this.touch(copy);
    if (this.ruleset !== copy) this.touch(this.ruleset);
    this.saveRecent();
  }

  /** A new text for an open file, set by the workbench (a revert): Recent keeps it too. */
  replaceText(file: OpenFile, text: string): void {
    file.text = text;
    this.recent = updateRecent(this.recent, file);
    this.saveRecent();
  }

  /** Opens a new empty scenario for the recording of a first move. */
  startScenario(): OpenFile {
    const file = this.newScenarioFile();
    this.scenario = file;
    this.touch(file);
    this.saveRecent();
    return file;
  }

  /**
   * An empty scenario for the ruleset in the editor, not yet open. Its name
   * is one no recent file has (recorded.yaml, recorded-2.yaml, …) unless that
   * file is still empty, so opening it never replaces moves recorded before.
   */
  newScenarioFile(): OpenFile {
    const id = this.rulesetId;
    const text = newScenarioText(id);
    return { kind: 'scenario', path: this.freePath('scenario', `scenarios/${id}/recorded.yaml`, text), text, origin: 'new' };
  }

  /**
   * A file from disk, under a path no other text holds: every recording is `recorded.yaml`,
   * and two files of one name must not replace each other's text in Recent. The same text
   * opened again keeps its path.
   */
  diskFile(kind: FileKind, path: string, text: string): OpenFile {
    return { kind, path: this.freePath(kind, path, text), text, origin: 'disk' };
  }

  /** `path`, or `name-2.yaml`, `name-3.yaml`, … : the first one that no open, recent or shipped file holds with another text. */
  private freePath(kind: FileKind, path: string, text: string): string {
    const taken = (p: string) => {
      const open = this.fileOf(kind);
      if (open?.path === p && open.text !== text) return true;
      if (this.recent.some((r) => r.kind === kind && r.path === p && r.text !== text)) return true;
      const shipped = this.shippedText(kind, p);
      return shipped !== undefined && shipped !== text;
    };
    const stem = path.replace(/\.yaml$/, '');
    let free = path;
    for (let n = 2; taken(free); n++) free = `${stem}-${n}.yaml`;
    return free;
  }

  /** A ruleset a scenario names: a saved version of that id, else the latest text the designer had open, else the shipped one. */
  rulesetById(id: string): OpenFile | undefined {
    const v = this.versions.find((x) => x.id === id);
    return v ? versionFile(v) : latestRuleset(this.recent, this.catalog, id);
  }

  /** Every ruleset `rulesetById` finds, as texts to send where it cannot look (the check worker): the first of an id is the one. */
  rulesetTexts(): { path: string; text: string }[] {
    const files = [...this.versions.map(versionFile), ...this.recent.filter((r) => r.kind === 'ruleset'), ...this.catalog.rulesets];
    return files.map((f) => ({ path: f.path, text: f.text }));
  }

  /** Whether a ruleset, shipped or saved, has this id. */
  rulesetIdTaken(id: string): boolean {
    return this.versions.some((v) => v.id === id) || shippedRuleset(this.catalog, id) !== undefined;
  }

  /**
   * Keeps `text` as a new version `id` (saved from ruleset `from`), stored at once. It is kept
   * for this visit even when storing fails; the error is then the save state's.
   */
  addVersion(id: string, text: string, from: string): { ok: true; file: OpenFile } | { ok: false; file: OpenFile; error: string } {
    const version: Version = { id, text, from, savedAt: this.now() };
    this.versions = [...this.versions.filter((v) => v.id !== id), version];
    this.saveVersions();
    const file = versionFile(version);
    return this.failed.versions ? { ok: false, file, error: this.failed.versions } : { ok: true, file };
  }

  /** Writes the versions, keeping those another tab saved meanwhile (versions are only ever added or edited, never removed). */
  private saveVersions(): void {
    const mine = new Set(this.versions.map((v) => v.id));
    const theirs = this.store.loadVersions().filter((v) => !mine.has(v.id));
    if (theirs.length > 0) this.versions = [...theirs, ...this.versions].sort((a, b) => a.savedAt - b.savedAt);
    this.failed.versions = this.noted(this.store.saveVersions(this.versions, this.now()));
  }

  /** An open version's edits are its text: the stored version follows them (as Recent follows other files). */
  private syncOpenVersion(): void {
    const file = this.ruleset;
    if (file.origin !== 'version') return;
    const id = rulesetIdFromFile(file.path);
    const v = this.versions.find((x) => x.id === id);
    if (!v || v.text === file.text) {
      if (this.failed.versions) this.saveVersions();
      return;
    }
    this.versions = this.versions.map((x) => (x === v ? { ...v, text: file.text } : x));
    this.saveVersions();
  }

  /** Saves both texts, the step and the tab in the browser, and says how that went. */
  autosave(position: number): void {
    if (this.clashes().length > 0) return;
    if (this.failed.recent) this.saveRecent();
    this.syncOpenVersion();
    const result = this.store.saveSession({ ruleset: this.ruleset, scenario: this.scenario, position, tab: this.tab }, this.now());
    this.failed.session = this.noted(result);
  }

  private saveRecent(): void {
    this.failed.recent = this.noted(this.store.saveRecent(this.recent, this.now()));
  }

  /** The error of a failed write, or null (and the time of the last success). */
  private noted(result: SaveResult): string | null {
    if (!result.ok) return result.error;
    this.savedAt = result.at;
    return null;
  }

  /**
   * Keeps the latest text of a file being closed in the recent list (an
   * unedited shipped file gets no new entry: the picker has it).
   */
  private remember(file: OpenFile): void {
    this.recent = updateRecent(this.recent, file);
    if (file.origin === 'shipped' && !this.edited(file)) return;
    if (!this.recent.some((r) => r.kind === file.kind && r.path === file.path)) this.touch(file);
  }

  /** `file` first in the recent list; unedited shipped files make room before the designer's own texts. */
  private touch(file: OpenFile): void {
    this.recent = touchRecent(this.recent, file, this.now(), MAX_RECENT, (r) => r.origin === 'shipped' && !this.edited(r));
  }
}

/** A saved version as a file the ruleset editor opens. */
export function versionFile(v: Version): OpenFile {
  return { kind: 'ruleset', path: versionPath(v.id), text: v.text, origin: 'version' };
}

/**
 * A ruleset a scenario names: the latest version the designer had open (with
 * edits), else the shipped one. Evaluation and the editor's scenario
 * completion (scenario-family.ts) both resolve `ruleset:` through this.
 */
export function latestRuleset(recent: readonly OpenFile[], catalog: Catalog, id: string): OpenFile | undefined {
  const rs = shippedRuleset(catalog, id);
  return recent.find((r) => r.kind === 'ruleset' && rulesetIdFromFile(r.path) === id) ?? (rs ? shippedFile('ruleset', rs.path, rs.text) : undefined);
}
