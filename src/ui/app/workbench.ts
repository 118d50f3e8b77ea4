/**
 * The workbench's shared state, as a plain TypeScript object the elements subscribe to
 * (through `StoreController`). It puts small parts together and tells the elements when
 * anything changed: the open files and their storage (`OpenFiles`, with what other tabs saved in
 * `OtherTabs`), editing and recording the scenario with undo (`ScenarioEditing`), evaluation on
 * the page or first in the check worker (`Evaluator`, `Precheck`), and the replay on the board
 * (`ReplayTimeline`); plus what only the page needs (messages, editor reveal requests). What it
 * holds itself is the order of things when one action touches several parts. No DOM here, so it
 * is unit-tested.
 */
import type { ActionObject } from '../../engine/game';
import type { Diagnostic } from '../../engine/loader/diagnostics';
import type { LocalStore } from '../storage/local-store';
import type { FileKind, OpenFile, RecentFile } from '../storage/session';
import type { Version } from '../storage/versions';
import type { Catalog } from './catalog-model';
import type { Debounced } from './debounce';
import { fileNameOf } from './download';
import type { Evaluation } from './evaluate';
import { Evaluator } from './evaluator';
import type { Flash } from './flash';
import { OpenFiles, type SaveState } from './open-files';
import { clashFlash } from './other-tabs';
import type { CheckFn } from './precheck';
import { ReplayTimeline, type BoardFrame } from './replay-timeline';
import { ScenarioEditing } from './scenario-editing';
import { Listeners } from './listeners';

/** About the time a designer pauses between words: re-validate then. */
export const REVALIDATE_MS = 150;

/** A change this large at once is a paste, not typing: it is checked within the time budget first. */
export const PASTE_CHARS = 2000;

export interface WorkbenchOptions {
  catalog: Catalog;
  store?: LocalStore;
  now?: () => number;
  debounceMs?: number;
  /**
   * Checks texts from outside (stored, from disk, pasted) within a time budget before the
   * page's thread evaluates them (the page passes `checkInWorker`); without it every
   * evaluation runs at once, as in the unit tests.
   */
  precheck?: CheckFn;
}

export class Workbench {
  readonly files: OpenFiles;
  readonly editing: ScenarioEditing;
  readonly timeline: ReplayTimeline;
  readonly catalog: Catalog;
  readonly revalidate: Debounced<[]>;
  flash: Flash | null = null;
  /**
   * Bumped whenever a file's text is changed by the workbench rather than
   * typed in the editor (open, record, undo), so the editor knows to take it.
   */
  externalRevision = 0;
  /** Line to reveal in an editor (1-based), after recording or a click in a list. */
  revealLine: { kind: FileKind; line: number; col: number; seq: number; focus: boolean } | null = null;

  private readonly listeners = new Listeners();
  private revealSeq = 0;
  private readonly evaluator: Evaluator;

  constructor(opts: WorkbenchOptions) {
    this.catalog = opts.catalog;
    this.files = new OpenFiles(opts.catalog, opts.store, opts.now);
    this.editing = new ScenarioEditing(this.files.scenario?.text ?? '');
    this.timeline = new ReplayTimeline(this.files.restoredPosition);
    this.evaluator = new Evaluator(
      this.files,
      { check: opts.precheck, debounceMs: opts.debounceMs ?? REVALIDATE_MS },
      {
        shown: (evaluation) => this.show(evaluation),
        message: (flash) => this.showFlash(flash),
      },
    );
    this.revalidate = this.evaluator.revalidate;
    this.files.otherTabs.watch((record) => this.otherTabSaved(record));
    this.evaluator.now();
  }

  // ---- what the elements read ------------------------------------------------

  get ruleset(): OpenFile {
    return this.files.ruleset;
  }

  get scenario(): OpenFile | null {
    return this.files.scenario;
  }

  set scenario(file: OpenFile | null) {
    this.files.scenario = file;
  }

  get tab(): FileKind {
    return this.files.tab;
  }

  get recent(): RecentFile[] {
    return this.files.recent;
  }

  /** Saved versions of rulesets ("Save as new version", src/ui/versions/), oldest first: `{ id, text, from, savedAt }`. */
  get versions(): readonly Version[] {
    return this.files.versions;
  }

  get save(): SaveState {
    return this.files.save;
  }

  get rulesetId(): string {
    return this.files.rulesetId;
  }

  get evaluation(): Evaluation {
    return this.timeline.evaluation;
  }

  get position(): number {
    return this.timeline.position;
  }

  get length(): number {
    return this.timeline.length;
  }

  /** The replay on the board, at the current step. */
  get frame(): BoardFrame | null {
    return this.timeline.frame;
  }

  /** Has the first evaluation run? (Until then the board pane says it is loading.) */
  get started(): boolean {
    return this.evaluator.started;
  }

  fileOf(kind: FileKind): OpenFile | null {
    return this.files.fileOf(kind);
  }

  edited(file: OpenFile | null | undefined): boolean {
    return this.files.edited(file);
  }

  hasEdits(kind: FileKind, path: string): boolean {
    return this.files.hasEdits(kind, path);
  }

  shippedText(kind: FileKind, path: string): string | undefined {
    return this.files.shippedText(kind, path);
  }

  /** Diagnostics for one open file (markers in its editor). */
  diagnosticsFor(kind: FileKind): Diagnostic[] {
    const file = this.fileOf(kind);
    if (!file) return [];
    return [...this.evaluation.diagnostics, ...this.evaluation.failures].filter((d) => d.file === file.path);
  }

  get canUndo(): boolean {
    return this.scenario !== null && this.editing.canUndo(this.scenario.text);
  }

  get canRedo(): boolean {
    return this.scenario !== null && this.editing.canRedo;
  }

  subscribe(fn: () => void): () => void {
    return this.listeners.add(fn);
  }

  private changed(): void {
    this.listeners.notify();
  }

  // ---- evaluation and the timeline -------------------------------------------

  /** Runs a pending re-validation now. */
  flush(): void {
    this.revalidate.flush();
  }

  seek(position: number): void {
    if (!this.timeline.seek(position)) return;
    this.autosave();
    this.changed();
  }

  /** Puts an evaluation of the texts on the board; the time-budget check's messages are over then. */
  private show(evaluation: Evaluation): void {
    if (this.flash?.tag === 'precheck') this.flash = null;
    if (this.scenario) this.editing.commitTyping(this.scenario.text);
    this.timeline.update(evaluation);
    this.changed();
  }

  // ---- editing ---------------------------------------------------------------

  /** The designer typed in an editor: save at once, re-validate after a pause. */
  setText(kind: FileKind, text: string): void {
    const file = this.fileOf(kind);
    if (!file || file.text === text) return;
    if (Math.abs(text.length - file.text.length) >= PASTE_CHARS) this.evaluator.distrust();
    file.text = text;
    this.autosave();
    this.revalidate();
    this.changed();
  }

  setTab(tab: FileKind): void {
    if (tab === 'scenario' && !this.scenario) return;
    this.files.tab = tab;
    this.autosave();
    this.changed();
  }

  /** A move played on the board becomes action number position+1 of the scenario. */
  play(action: ActionObject): void {
    this.flush();
    const scenario = this.openScenario();
    const at = Math.min(this.position, this.length);
    const { path, origin } = scenario;
    const r = this.editing.record(scenario.text, action, at, {
      startedByRecording: origin === 'new',
      replayOf: (text) => this.evaluator.onPage({ path, text }).replay?.replay ?? null,
    });
    if (!r.ok) return this.showFlash({ kind: 'error', text: `Move not recorded: ${r.error}` });
    scenario.text = r.text;
    this.timeline.moveTo(at + 1);
    this.files.tab = 'scenario';
    this.revealLine = { kind: 'scenario', line: r.line, col: 1, seq: ++this.revealSeq, focus: false };
    this.flash = null;
    this.tookText();
  }

  /** The open scenario, or a new one to record into when none is open. */
  private openScenario(): OpenFile {
    if (this.scenario) return this.scenario;
    const scenario = this.files.startScenario();
    this.editing.reset(scenario.text);
    return scenario;
  }

  /**
   * The scenario rewritten by the workbench (setup mode writes its `setup:` block): one undo
   * step, autosaved and run again; a new scenario (`newScenarioText`) when none is open.
   */
  rewriteScenario(text: string): void {
    this.flush();
    const scenario = this.openScenario();
    if (text === scenario.text) return this.changed();
    this.files.tab = 'scenario';
    this.replaceText(scenario, text);
  }

  undo(): void {
    this.travel('undo');
  }

  redo(): void {
    this.travel('redo');
  }

  /** Puts back the scenario text from before (undo) or after (redo) the current one. */
  private travel(way: 'undo' | 'redo'): void {
    const scenario = this.scenario;
    if (!scenario) return;
    this.flush();
    const text = this.editing.travel(way, scenario.text);
    if (text === null) return;
    const before = { length: this.length, position: this.position };
    scenario.text = text;
    this.externalRevision++;
    this.evaluator.now();
    // Undoing a recorded move steps back with it; redoing it steps forward again.
    this.timeline.seek(before.position + this.length - before.length);
    this.autosave();
    this.changed();
  }

  // ---- opening files -----------------------------------------------------------

  /** Opens a file in its editor; the file it replaces stays in the recent list with its edits. */
  open(file: OpenFile): void {
    this.flush();
    this.files.open(file);
    if (file.kind === 'scenario') this.editing.reset(file.text);
    this.timeline.reset();
    this.flash = null;
    this.tookText();
  }

  /**
   * Opens a shipped file from the picker. Edits are never thrown away: the
   * file open already stays as it is, and a file the designer edited before
   * opens in its edited version (see `edited`, `revertToShipped`).
   */
  openShipped(path: string): void {
    const found = this.files.shippedToOpen(path);
    if (!found) return this.showFlash({ kind: 'error', text: `no shipped file ${path}` });
    if (found.open) return this.setTab(found.file.kind);
    this.open(found.file);
    if (found.edited)
      this.showFlash({
        kind: 'info',
        text: `Opened your edited ${fileNameOf(path)}; "Revert to shipped" puts the shipped text back.`,
      });
  }

  openRecent(path: string, kind: FileKind): void {
    const file = this.files.recentFile(path, kind);
    if (file) this.open(file);
  }

  /**
   * A file from disk (file picker or drop): a ruleset has `family:`, a scenario has `ruleset:`.
   * `received`: it came in a link or bundle, with this fingerprint (storage/received.ts).
   */
  openText(name: string, text: string, received?: string): void {
    const file = this.files.fromDisk(name, text);
    if (!file)
      return this.showFlash({
        kind: 'error',
        text: `${name}: not a Rulebench file (a ruleset has a "family:" key, a scenario a "ruleset:" key)`,
      });
    if (received !== undefined) file.received = received;
    this.evaluator.distrust();
    this.open(file);
  }

  /** Starts an empty scenario for the ruleset in the editor. */
  newScenario(): void {
    this.open(this.files.newScenarioFile());
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
    this.flash = {
      kind: 'info',
      text: `${fileNameOf(file.path)} is back to the shipped text.`,
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
    if (file.kind === 'scenario') this.editing.replaced(file.text, text);
    this.files.replaceText(file, text);
    this.tookText();
  }

  /** A whole new text a workbench tool writes into an open file (a pinned position): one undo step for the scenario. */
  writeText(kind: FileKind, text: string): void {
    const file = this.fileOf(kind);
    if (!file || file.text === text) return;
    this.flush();
    this.replaceText(file, text);
    this.changed();
  }

  // ---- other tabs ----------------------------------------------------------------

  /** Another tab saved: take its Recent entries; a newer text of a file open here is offered, never loaded silently. */
  private otherTabSaved(record: 'session' | 'recent'): void {
    if (record === 'recent') this.files.otherTabs.recentSaved();
    else {
      this.flush();
      this.files.otherTabs.sessionSaved();
      this.offerClash();
    }
    this.changed();
  }

  /** The first open file another tab saved differently, as a message with the two choices. */
  private offerClash(): void {
    const clash = this.files.otherTabs.clashes()[0];
    if (clash) this.flash = clashFlash(clash, (kind, choice) => this.settleClash(kind, choice));
    else if (this.flash?.tag === 'other-tab') this.flash = null;
  }

  private settleClash(kind: FileKind, choice: 'theirs' | 'mine'): void {
    const file = this.fileOf(kind);
    if (!file) return;
    this.flush();
    const before = file.text;
    if (choice === 'theirs') this.files.otherTabs.takeTheirs(kind);
    else this.files.otherTabs.keepMine(kind);
    if (kind === 'scenario' && file.text !== before) this.editing.replaced(before, file.text);
    this.flash = null;
    this.offerClash();
    this.tookText();
  }

  // ---- messages and the editors ------------------------------------------------

  /** Jump to a line of a file (from the error list or the move log). */
  reveal(kind: FileKind, line: number, col = 1): void {
    if (kind === 'scenario' && !this.scenario) return;
    this.files.tab = kind;
    this.revealLine = { kind, line, col, seq: ++this.revealSeq, focus: true };
    this.changed();
  }

  showFlash(flash: Flash | null): void {
    this.flash = flash;
    // Another tab's text waits for a choice: dismissing a message brings that question back.
    if (!flash) this.offerClash();
    this.changed();
  }

  /** A text the workbench put in, not typed: the editors take it, and it is saved and evaluated. */
  private tookText(): void {
    this.externalRevision++;
    this.autosave();
    this.evaluator.now();
  }

  private autosave(): void {
    this.files.autosave(this.position);
  }
}
