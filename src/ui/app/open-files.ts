/**
 * Files and storage: the ruleset and scenario open in the editors, the Recent list, which
 * shipped files the designer edited, and the session saved in the browser after every change.
 * An edit is never thrown away: a file being replaced keeps its text in Recent, and a shipped
 * file edited before reopens with the edits. No evaluation and no undo here. Its parts: what
 * Rulebench ships (shipped-files.ts), saved versions (saved-versions.ts) and what other tabs
 * saved (other-tabs.ts).
 */
import { fileHead, fileKind } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { LocalStore, type SaveResult } from '../storage/local-store';
import {
  MAX_RECENT,
  touchRecent,
  updateRecent,
  type FileKind,
  type OpenFile,
  type RecentFile,
} from '../storage/session';
import { versionPath, type Version } from '../storage/versions';
import { shippedRuleset, type Catalog } from './catalog-model';
import { fileNameOf } from './download';
import { newScenarioText } from './files';
import { OtherTabs, type TabFiles } from './other-tabs';
import { SavedVersions } from './saved-versions';
import { notKeptNote } from '../storage/received';
import { editedShipped, firstVisit, shippedFile, shippedKind, shippedText } from './shipped-files';

export interface SaveState {
  ok: boolean;
  /** When the last successful local save happened. */
  at?: number;
  error?: string;
  /** Saved, but received files are kept for this visit only (storage/received.ts): which. */
  note?: string;
}

export class OpenFiles implements TabFiles {
  ruleset: OpenFile;
  scenario: OpenFile | null;
  tab: FileKind;
  recent: RecentFile[];
  /** Rulesets saved under ids of the designer's choosing ("Save as new version"). */
  private readonly saved: SavedVersions;
  /** The timeline position the saved session had (the timeline takes it on start). */
  readonly restoredPosition: number;
  /** The last write of each stored key that failed (the Recent list is written again with the next session). */
  private failed: { session: string | null; recent: string | null; versions: string | null } = {
    session: null,
    recent: null,
    versions: null,
  };
  private savedAt: number | undefined;
  /** What another tab saved: its Recent entries, and its newer texts of the files open here. */
  readonly otherTabs: OtherTabs;

  constructor(
    readonly catalog: Catalog,
    private readonly store: LocalStore = new LocalStore(),
    private readonly now: () => number = Date.now,
  ) {
    this.otherTabs = new OtherTabs(this, store, now);
    this.recent = store.loadRecent();
    this.saved = new SavedVersions(store, now);
    const session = store.loadSession() ?? firstVisit(catalog);
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
    const clash = this.otherTabs.clashes()[0];
    if (clash)
      return {
        ok: false,
        error: `Not saved: another tab saved a newer ${fileNameOf(clash.path)} (load it or keep yours)`,
      };
    const error = this.failed.session ?? this.failed.recent ?? this.failed.versions;
    if (error) return { ok: false, error };
    const notKept = this.store.notKept();
    return notKept.length === 0
      ? { ok: true, at: this.savedAt }
      : { ok: true, at: this.savedAt, note: notKeptNote(notKept) };
  }

  /** Saved versions of rulesets, oldest first. */
  get versions(): readonly Version[] {
    return this.saved.list;
  }

  get rulesetId(): string {
    return rulesetIdFromFile(this.ruleset.path);
  }

  /** The open file of a kind (no scenario may be open). */
  fileOf(kind: FileKind): OpenFile | null {
    return kind === 'ruleset' ? this.ruleset : this.scenario;
  }

  /** The text Rulebench ships at `path`, if it ships one. */
  shippedText(kind: FileKind, path: string): string | undefined {
    return shippedText(this.catalog, kind, path);
  }

  /** A shipped file whose text is no longer the shipped one. */
  edited(file: OpenFile | null | undefined): boolean {
    return editedShipped(this.catalog, file);
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
   * What the picker opens for shipped `path`: the edited text Recent keeps when the designer edited
   * it before (edits are never thrown away), else the shipped one; `open` when it is in its
   * editor already. Undefined when Rulebench ships nothing there.
   */
  shippedToOpen(path: string): { file: OpenFile; edited: boolean; open: boolean } | undefined {
    const kind = shippedKind(this.catalog, path);
    const text = kind ? this.shippedText(kind, path) : undefined;
    if (!kind || text === undefined) return undefined;
    const now = this.fileOf(kind);
    const mine = this.editedRecent(kind, path);
    return {
      file: shippedFile(kind, path, mine?.text ?? text),
      edited: mine !== undefined,
      open: now?.path === path && now.origin === 'shipped',
    };
  }

  /** The Recent entry of `kind` at `path`, as a file to open. */
  recentFile(path: string, kind: FileKind): OpenFile | undefined {
    const r = this.recent.find((f) => f.path === path && f.kind === kind);
    return r && { kind: r.kind, path: r.path, text: r.text, origin: r.origin };
  }

  /**
   * A file from disk (file picker or drop) named `name`, under `rulesets/` or `scenarios/local/`
   * by its kind (a ruleset has `family:`, a scenario `ruleset:`); null when it is neither.
   */
  fromDisk(name: string, text: string): OpenFile | null {
    const kind = fileKind(text);
    if (!kind) return null;
    const base = (name.split(/[\\/]/).pop() ?? name).replace(/\.ya?ml$/i, '') + '.yaml';
    return this.diskFile(kind, kind === 'ruleset' ? `rulesets/${base}` : `scenarios/local/${base}`, text);
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
    return {
      kind: 'scenario',
      path: this.freePath('scenario', `scenarios/${id}/recorded.yaml`, text),
      text,
      origin: 'new',
    };
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
  freePath(kind: FileKind, path: string, text: string): string {
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
    const files = [
      ...this.versions.map(versionFile),
      ...this.recent.filter((r) => r.kind === 'ruleset'),
      ...this.catalog.rulesets,
    ];
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
  addVersion(
    id: string,
    text: string,
    from: string,
  ): { ok: true; file: OpenFile } | { ok: false; file: OpenFile; error: string } {
    const { version, result } = this.saved.add(id, text, from);
    this.failed.versions = this.noted(result);
    const file = versionFile(version);
    return this.failed.versions ? { ok: false, file, error: this.failed.versions } : { ok: true, file };
  }

  /** Saves both texts, the step and the tab in the browser, and says how that went. */
  autosave(position: number): void {
    if (this.otherTabs.clashes().length > 0) return;
    if (this.failed.recent) this.saveRecent();
    const followed = this.saved.follow(this.ruleset, this.failed.versions !== null);
    if (followed) this.failed.versions = this.noted(followed);
    const result = this.store.saveSession(
      { ruleset: this.ruleset, scenario: this.scenario, position, tab: this.tab },
      this.now(),
    );
    this.failed.session = this.noted(result);
  }

  saveRecent(): void {
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
  remember(file: OpenFile): void {
    this.recent = updateRecent(this.recent, file);
    if (file.origin === 'shipped' && !this.edited(file)) return;
    if (!this.recent.some((r) => r.kind === file.kind && r.path === file.path)) this.touch(file);
  }

  /** `file` first in the recent list; unedited shipped files make room before the designer's own texts. */
  touch(file: OpenFile): void {
    this.recent = touchRecent(
      this.recent,
      file,
      this.now(),
      MAX_RECENT,
      (r) => r.origin === 'shipped' && !this.edited(r),
    );
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
  return (
    recent.find((r) => r.kind === 'ruleset' && rulesetIdFromFile(r.path) === id) ??
    (rs ? shippedFile('ruleset', rs.path, rs.text) : undefined)
  );
}
