/**
 * The workbench's shared state, as a plain TypeScript object the elements
 * subscribe to (through `StoreController`): the two open files, the latest
 * evaluation, the last good replay, the timeline position, recording with
 * undo/redo, recent files and autosave. No DOM here, so it is unit-tested.
 */
import type { ActionObject } from '../../engine/game';
import type { Diagnostic } from '../../engine/loader/diagnostics';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { LocalStore, type SaveResult } from '../storage/local-store';
import { MAX_RECENT, touchRecent, updateRecent, type FileKind, type OpenFile, type RecentFile, type Session } from '../storage/session';
import { clampPosition } from '../timeline/timeline-model';
import { FIRST_RULESET, sampleScenario, shippedRuleset, type Catalog, type ShippedFile } from './catalog-model';
import { fileNameOf } from './download';
import { debounce, type Debounced } from './debounce';
import { evaluate, stateAt, type Evaluation, type Replay } from './evaluate';
import { insertAction } from './recording';
import { marksAt, type BoardMarks } from './replay-view';
import { TextHistory } from './text-history';
import { classifyYaml, newScenarioText, scenarioRulesetRef } from './files';

/** About the time a designer pauses between words: re-validate then. */
export const REVALIDATE_MS = 150;

export interface SaveState {
  ok: boolean;
  /** When the last successful local save happened. */
  at?: number;
  error?: string;
}

/** A message for the designer that is not tied to a line (a file that could not be opened, a move that could not be recorded). */
export interface Flash {
  kind: 'error' | 'info';
  text: string;
  /** A button in the message, e.g. "Undo revert". */
  action?: { label: string; run: () => void };
}

export interface BoardFrame {
  replay: Replay;
  /** The step shown: `position`, clamped to the replay's length. */
  position: number;
  state: unknown;
  marks: BoardMarks;
  /** The board shows the last good replay because a file is invalid now. */
  stale: boolean;
}

export interface WorkbenchOptions {
  catalog: Catalog;
  store?: LocalStore;
  now?: () => number;
  debounceMs?: number;
  /**
   * Leave the first run to `start()`, so the page can paint its controls
   * before the first (slowest: the validators compile) evaluation.
   */
  deferFirstRun?: boolean;
}

type Listener = () => void;

function shippedFile(kind: FileKind, path: string, text: string): OpenFile {
  return { kind, path, text, origin: 'shipped' };
}

export class Workbench {
  ruleset!: OpenFile;
  scenario: OpenFile | null = null;
  tab: FileKind = 'ruleset';
  /** Where the designer is on the timeline (kept across re-runs, clamped to the replay's length). */
  position = 0;
  evaluation!: Evaluation;
  /** The last replay that loaded, shown (greyed) while a file is invalid. */
  lastGood: Replay | null = null;
  recent: RecentFile[] = [];
  save: SaveState = { ok: true };
  flash: Flash | null = null;
  /**
   * Bumped whenever a file's text is changed by the workbench rather than
   * typed in the editor (open, record, undo), so the editor knows to take it.
   */
  externalRevision = 0;
  /** Line to reveal in the scenario editor after recording (1-based). */
  revealLine: { kind: FileKind; line: number; col: number; seq: number; focus: boolean } | null = null;

  private readonly history = new TextHistory();
  private checkpoint = '';
  private readonly listeners = new Set<Listener>();
  private readonly store: LocalStore;
  readonly catalog: Catalog;
  private readonly now: () => number;
  readonly revalidate: Debounced<[]>;
  private revealSeq = 0;

  constructor(opts: WorkbenchOptions) {
    this.catalog = opts.catalog;
    this.store = opts.store ?? new LocalStore();
    this.now = opts.now ?? Date.now;
    this.revalidate = debounce(() => this.evaluateNow(), opts.debounceMs ?? REVALIDATE_MS);
    this.recent = this.store.loadRecent();
    const session = this.store.loadSession() ?? this.firstVisit();
    this.ruleset = session.ruleset;
    this.scenario = session.scenario;
    this.tab = session.tab;
    this.position = session.position;
    this.checkpoint = this.scenario?.text ?? '';
    if (opts.deferFirstRun) this.evaluation = { diagnostics: [], failures: [], replay: null };
    else this.evaluateNow();
  }

  private firstRunDone = false;

  /** Has the first evaluation run? (Until then the board pane says it is loading.) */
  get started(): boolean {
    return this.firstRunDone;
  }

  /** Runs the first evaluation (see `deferFirstRun`). */
  start(): void {
    if (!this.firstRunDone) this.evaluateNow();
  }

  /** Nothing saved yet: units-v1.2 with a sample scenario, so a new user sees the workbench working. */
  private firstVisit(): Session {
    const rs = shippedRuleset(this.catalog, FIRST_RULESET) ?? this.catalog.rulesets[0];
    const ruleset = rs ? shippedFile('ruleset', rs.path, rs.text) : { kind: 'ruleset' as const, path: 'rulesets/untitled.yaml', text: '', origin: 'new' as const };
    const sc = rs ? sampleScenario(this.catalog, rs.id) : undefined;
    return { ruleset, scenario: sc ? shippedFile('scenario', sc.path, sc.text) : null, position: 0, tab: 'ruleset' };
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  get rulesetId(): string {
    return rulesetIdFromFile(this.ruleset.path);
  }

  /** The replay the timeline steps through: the current one, or the last good one while a file is invalid. */
  private get shownReplay(): Replay | null {
    return this.evaluation.replay ?? this.lastGood;
  }

  /** The replay on the board, at the current step. */
  get frame(): BoardFrame | null {
    const replay = this.shownReplay;
    if (!replay) return null;
    const position = clampPosition(this.position, replay.steps.length);
    return { replay, position, state: stateAt(replay, position), marks: marksAt(replay, position), stale: this.evaluation.replay === null };
  }

  /** The open file of a kind (no scenario may be open). */
  fileOf(kind: FileKind): OpenFile | null {
    return kind === 'ruleset' ? this.ruleset : this.scenario;
  }

  /** Diagnostics for one open file (markers in its editor). */
  diagnosticsFor(kind: FileKind): Diagnostic[] {
    const file = this.fileOf(kind);
    if (!file) return [];
    return [...this.evaluation.diagnostics, ...this.evaluation.failures].filter((d) => d.file === file.path);
  }

  get canUndo(): boolean {
    return this.scenario !== null && (this.history.canUndo || this.scenario.text !== this.checkpoint);
  }

  get canRedo(): boolean {
    return this.scenario !== null && this.history.canRedo;
  }

  // ---- editing ------------------------------------------------------------

  /** The designer typed in an editor: save at once, re-validate after a pause. */
  setText(kind: FileKind, text: string): void {
    const file = this.fileOf(kind);
    if (!file || file.text === text) return;
    file.text = text;
    this.autosave();
    this.revalidate();
    this.changed();
  }

  setTab(tab: FileKind): void {
    if (tab === 'scenario' && !this.scenario) return;
    this.tab = tab;
    this.autosave();
    this.changed();
  }

  seek(position: number): void {
    const p = clampPosition(position, this.length);
    if (p === this.position) return;
    this.position = p;
    this.autosave();
    this.changed();
  }

  get length(): number {
    return this.shownReplay?.steps.length ?? 0;
  }

  /** Runs a pending re-validation now. */
  flush(): void {
    this.revalidate.flush();
  }

  private evaluateNow(): void {
    this.firstRunDone = true;
    this.revalidate.cancel();
    const scenario = this.scenario;
    if (scenario && scenario.text !== this.checkpoint) {
      // Typing since the last re-validation becomes one undo step.
      this.history.record(this.checkpoint);
      this.checkpoint = scenario.text;
    }
    this.evaluation = evaluate({
      ruleset: this.ruleset,
      scenario,
      otherRuleset: (id) => this.rulesetById(id),
    });
    if (this.evaluation.replay) {
      this.lastGood = this.evaluation.replay;
      this.position = clampPosition(this.position, this.lastGood.steps.length);
    }
    this.changed();
  }

  // ---- opening files ------------------------------------------------------

  /** Opens a file in its editor; the file it replaces stays in the recent list with its edits. */
  open(file: OpenFile): void {
    this.flush();
    const copy = { ...file };
    if (copy.kind === 'ruleset') {
      this.remember(this.ruleset);
      this.ruleset = copy;
      // A scenario for another ruleset no longer fits; keep it only if it names this one.
      if (this.scenario && rulesetIdFromFile(scenarioRulesetRef(this.scenario.text)) !== this.rulesetId) {
        this.remember(this.scenario);
        this.scenario = null;
      }
      this.tab = 'ruleset';
    } else {
      if (this.scenario) this.remember(this.scenario);
      this.scenario = copy;
      this.history.clear();
      this.checkpoint = copy.text;
      // Open the ruleset the scenario plays, unless it is the one in the editor already.
      const ref = rulesetIdFromFile(scenarioRulesetRef(copy.text));
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
    this.position = 0;
    this.lastGood = null;
    this.flash = null;
    this.externalRevision++;
    this.store.saveRecent(this.recent);
    this.autosave();
    this.evaluateNow();
  }

  /**
   * Opens a shipped file from the picker. Edits are never thrown away: the
   * file open already stays as it is, and a file the designer edited before
   * opens in its edited version (see `edited`, `revertToShipped`).
   */
  openShipped(path: string): void {
    const kind: FileKind | null = this.catalog.rulesets.some((r) => r.path === path) ? 'ruleset' : this.catalog.scenarios.some((s) => s.path === path) ? 'scenario' : null;
    const text = kind ? this.shippedText(kind, path) : undefined;
    if (!kind || text === undefined) {
      this.showFlash({ kind: 'error', text: `no shipped file ${path}` });
      return;
    }
    const open = this.fileOf(kind);
    if (open && open.path === path && open.origin === 'shipped') {
      this.setTab(kind);
      return;
    }
    const mine = this.recent.find((r) => r.kind === kind && r.path === path && this.edited(r));
    if (!mine) return this.open(shippedFile(kind, path, text));
    this.open({ kind, path, text: mine.text, origin: 'shipped' });
    this.showFlash({ kind: 'info', text: `Opened your edited ${fileNameOf(path)}; "Revert to shipped" puts the shipped text back.` });
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

  /**
   * Puts the shipped text back into an edited shipped file. Undoable: the
   * message it shows has "Undo revert" (and for the scenario, Undo does it too).
   */
  revertToShipped(kind: FileKind): void {
    const file = this.fileOf(kind);
    if (!file || !this.edited(file)) return;
    this.flush();
    const shipped = this.shippedText(kind, file.path)!;
    const before = file.text;
    this.replaceText(file, shipped);
    const name = fileNameOf(file.path);
    this.flash = {
      kind: 'info',
      text: `${name} is back to the shipped text.`,
      action: { label: 'Undo revert', run: () => this.undoRevert(file, shipped, before) },
    };
    this.changed();
  }

  private undoRevert(file: OpenFile, shipped: string, before: string): void {
    this.flash = null;
    // Only while that file is still open and unchanged since the revert.
    if (this.fileOf(file.kind) !== file || file.text !== shipped) return this.changed();
    this.flush();
    this.replaceText(file, before);
    this.changed();
  }

  /** A whole new text for an open file, set by the workbench (revert): one undo step for the scenario. */
  private replaceText(file: OpenFile, text: string): void {
    if (file.kind === 'scenario') {
      this.history.record(file.text);
      this.checkpoint = text;
    }
    file.text = text;
    this.recent = updateRecent(this.recent, file);
    this.store.saveRecent(this.recent);
    this.externalRevision++;
    this.autosave();
    this.evaluateNow();
  }

  openRecent(path: string, kind: FileKind): void {
    const r = this.recent.find((f) => f.path === path && f.kind === kind);
    if (r) this.open({ kind: r.kind, path: r.path, text: r.text, origin: r.origin });
  }

  /** A file from disk (file picker or drop): a ruleset has `family:`, a scenario has `ruleset:`. */
  openText(name: string, text: string): void {
    const kind = classifyYaml(text);
    if (!kind) {
      this.showFlash({ kind: 'error', text: `${name}: not a Rulebench file (a ruleset has a "family:" key, a scenario a "ruleset:" key)` });
      return;
    }
    const base = (name.split(/[\\/]/).pop() ?? name).replace(/\.ya?ml$/i, '') + '.yaml';
    const path = kind === 'ruleset' ? `rulesets/${base}` : `scenarios/local/${base}`;
    this.open({ kind, path, text, origin: 'disk' });
  }

  /** Starts an empty scenario for the ruleset in the editor. */
  newScenario(): void {
    this.open(this.newScenarioFile());
  }

  /**
   * An empty scenario for the ruleset in the editor, not yet open. Its name
   * is one no recent file has (recorded.yaml, recorded-2.yaml, …) unless that
   * file is still empty, so opening it never replaces moves recorded before.
   */
  private newScenarioFile(): OpenFile {
    const id = this.rulesetId;
    const text = newScenarioText(id);
    const taken = (path: string) =>
      (this.scenario?.path === path && this.scenario.text !== text) || this.recent.some((r) => r.kind === 'scenario' && r.path === path && r.text !== text);
    let path = `scenarios/${id}/recorded.yaml`;
    for (let n = 2; taken(path); n++) path = `scenarios/${id}/recorded-${n}.yaml`;
    return { kind: 'scenario', path, text, origin: 'new' };
  }

  private rulesetById(id: string): OpenFile | undefined {
    return latestRuleset(this.recent, this.catalog, id);
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

  // ---- recording ----------------------------------------------------------

  /** A move played on the board becomes action number position+1 of the scenario. */
  play(action: ActionObject): void {
    this.flush();
    if (!this.scenario) {
      this.scenario = this.newScenarioFile();
      this.checkpoint = this.scenario.text;
      this.history.clear();
      this.touch(this.scenario);
      this.store.saveRecent(this.recent);
    }
    const at = clampPosition(this.position, this.length);
    const r = insertAction(this.scenario.text, action, at);
    if (!r.ok) {
      this.showFlash({ kind: 'error', text: `Move not recorded: ${r.error}` });
      return;
    }
    this.history.record(this.scenario.text);
    this.scenario.text = r.text;
    this.checkpoint = r.text;
    this.position = at + 1;
    this.tab = 'scenario';
    this.revealLine = { kind: 'scenario', line: r.line, col: 1, seq: ++this.revealSeq, focus: false };
    this.flash = null;
    this.externalRevision++;
    this.autosave();
    this.evaluateNow();
  }

  undo(): void {
    this.travel('undo');
  }

  redo(): void {
    this.travel('redo');
  }

  /** Puts back the scenario text from before (undo) or after (redo) the current one. */
  private travel(way: 'undo' | 'redo'): void {
    if (!this.scenario) return;
    this.flush();
    const text = this.history[way](this.scenario.text);
    if (text === null) return;
    const before = { length: this.length, position: this.position };
    this.scenario.text = text;
    this.checkpoint = text;
    this.externalRevision++;
    this.evaluateNow();
    // Undoing a recorded move steps back with it; redoing it steps forward again.
    this.position = clampPosition(before.position + this.length - before.length, this.length);
    this.autosave();
    this.changed();
  }

  /** Jump to a line of a file (from the error list or the move log). */
  reveal(kind: FileKind, line: number, col = 1): void {
    if (kind === 'scenario' && !this.scenario) return;
    this.tab = kind;
    this.revealLine = { kind, line, col, seq: ++this.revealSeq, focus: true };
    this.changed();
  }

  showFlash(flash: Flash | null): void {
    this.flash = flash;
    this.changed();
  }

  // ---- saving -------------------------------------------------------------

  private autosave(): void {
    const result: SaveResult = this.store.saveSession({ ruleset: this.ruleset, scenario: this.scenario, position: this.position, tab: this.tab }, this.now());
    this.save = result.ok ? { ok: true, at: result.at } : { ok: false, error: result.error };
  }
}

/**
 * A ruleset a scenario names: the latest version the designer had open (with
 * edits), else the shipped one. Evaluation and the editor's scenario
 * completion (scenario-family.ts) both resolve `ruleset:` through this.
 */
export function latestRuleset(recent: readonly OpenFile[], catalog: Catalog, id: string): OpenFile | undefined {
  return recent.find((r) => r.kind === 'ruleset' && rulesetIdFromFile(r.path) === id) ?? shippedRulesetFile(catalog, id);
}

function shippedRulesetFile(c: Catalog, id: string): OpenFile | undefined {
  const rs = shippedRuleset(c, id);
  return rs ? shippedFile('ruleset', rs.path, rs.text) : undefined;
}

