/**
 * The workbench's shared state, as a plain TypeScript object the elements subscribe to
 * (through `StoreController`). It puts three small parts together and tells the elements
 * when anything changed: the open files and their storage (`OpenFiles`), editing and
 * recording the scenario with undo (`ScenarioEditing`), and evaluation and replay for the
 * board (`ReplayTimeline`); plus what only the page needs (messages, editor reveal
 * requests). No DOM here, so it is unit-tested.
 */
import type { ActionObject } from '../../engine/game';
import { fileHead, fileKind } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import type { Diagnostic } from '../../engine/loader/diagnostics';
import type { LocalStore } from '../storage/local-store';
import type { FileKind, OpenFile, RecentFile } from '../storage/session';
import type { Version } from '../storage/versions';
import type { Catalog } from './catalog-model';
import { debounce, type Debounced } from './debounce';
import { fileNameOf } from './download';
import { evaluate, type Evaluation } from './evaluate';
import { OpenFiles, shippedFile, type SaveState } from './open-files';
import { ReplayTimeline, type BoardFrame } from './replay-timeline';
import { ScenarioEditing } from './scenario-editing';
import { CHECK_BUDGET_MS, PAGE_MS, type CheckInput, type CheckVerdict } from './time-budget';
import { recordMove } from '../share/pins';

/** About the time a designer pauses between words: re-validate then. */
export const REVALIDATE_MS = 150;

/** A change this large at once is a paste, not typing: it is checked within the time budget first. */
export const PASTE_CHARS = 2000;

const TOO_SLOW = 'This file takes too long to check';
const REPLAYING = 'Replaying ';

/** A message for the designer that is not tied to a line (a file that could not be opened, a move that could not be recorded). */
export interface Flash {
  kind: 'error' | 'info';
  text: string;
  /** A button in the message, e.g. "Undo revert". */
  action?: { label: string; run: () => void };
  /** A second choice beside `action` ("Keep mine" beside "Load theirs"). */
  alternative?: { label: string; run: () => void };
}

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
  precheck?: (input: CheckInput, progress?: (done: number, total: number) => void) => Promise<CheckVerdict>;
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

  private readonly listeners = new Set<() => void>();
  private revealSeq = 0;
  private firstRunDone = false;
  private readonly precheck: WorkbenchOptions['precheck'];
  /** The texts came from outside and have not passed the time-budget check yet. */
  private unchecked = false;
  /** Which check's verdict counts: the texts may change while one runs. */
  private checkSeq = 0;

  constructor(opts: WorkbenchOptions) {
    this.catalog = opts.catalog;
    this.files = new OpenFiles(opts.catalog, opts.store, opts.now);
    this.editing = new ScenarioEditing(this.files.scenario?.text ?? '');
    this.timeline = new ReplayTimeline(this.files.restoredPosition);
    this.revalidate = debounce(() => this.evaluateNow(), opts.debounceMs ?? REVALIDATE_MS);
    this.files.watchOtherTabs((record) => this.otherTabSaved(record));
    this.precheck = opts.precheck;
    // Stored texts may be anything a stranger's file held; only unedited shipped files are known to be quick.
    this.unchecked = [this.ruleset, this.scenario].some((f) => f && (f.origin !== 'shipped' || this.edited(f)));
    this.evaluateNow();
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
    return this.firstRunDone;
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
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
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

  private evaluateNow(): void {
    if (this.unchecked && this.precheck) return this.checkFirst(this.precheck);
    this.firstRunDone = true;
    this.revalidate.cancel();
    if (this.scenario) this.editing.commitTyping(this.scenario.text);
    this.timeline.update(evaluate({ ruleset: this.ruleset, scenario: this.scenario, otherRuleset: (id) => this.files.rulesetById(id) }));
    this.changed();
  }

  /**
   * Evaluates the texts once a worker has checked them within the budget; a text that
   * overruns it stays open as plain text, unchecked, and is checked again when it changes.
   */
  private checkFirst(precheck: NonNullable<WorkbenchOptions['precheck']>): void {
    this.revalidate.cancel();
    const seq = ++this.checkSeq;
    const scenario = this.scenario;
    const named = scenario ? rulesetIdFromFile(fileHead(scenario.text).ruleset) : '';
    const other = named && named !== this.rulesetId ? this.files.rulesetById(named) : undefined;
    const input: CheckInput = {
      ruleset: { path: this.ruleset.path, text: this.ruleset.text },
      scenario: scenario ? { path: scenario.path, text: scenario.text } : null,
      other: other ? { path: other.path, text: other.text } : undefined,
      rulesets: this.files.rulesetTexts(),
    };
    void precheck(input, (done, total) => seq === this.checkSeq && this.showProgress(input, done, total)).then((verdict) => {
      if (seq !== this.checkSeq) return;
      if (typeof verdict === 'object') {
        // Quick enough for the page: later edits are evaluated there, without a worker per edit.
        if (verdict.ms < PAGE_MS) this.unchecked = false;
        return this.evaluatedInWorker(verdict.evaluation);
      }
      if (verdict === 'ok') {
        this.unchecked = false;
        if (this.flash?.text.startsWith(TOO_SLOW) || this.flash?.text.startsWith(REPLAYING)) this.flash = null;
        return this.evaluateNow();
      }
      this.firstRunDone = true;
      const names = [input.ruleset, input.scenario].filter((f) => f !== null).map((f) => fileNameOf(f.path));
      this.flash = {
        kind: 'error',
        text: `${TOO_SLOW}: ${names.join(' with ')} (over ${CHECK_BUDGET_MS / 1000} s). It stays open as plain text, unchecked; shorten it and it is checked again.`,
      };
      this.changed();
    });
  }

  /** A long scenario's replay, as the worker tells it. */
  private showProgress(input: CheckInput, done: number, total: number): void {
    this.flash = { kind: 'info', text: `${REPLAYING}${fileNameOf(input.scenario?.path ?? input.ruleset.path)}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} actions…` };
    this.changed();
  }

  /**
   * Shows an evaluation the worker made because it took more than a moment (a long
   * scenario): the page does not redo it, and the texts stay checked in the worker (so
   * later edits are too) until an evaluation of them is quick again.
   */
  private evaluatedInWorker(evaluation: Evaluation): void {
    if (this.flash?.text.startsWith(TOO_SLOW) || this.flash?.text.startsWith(REPLAYING)) this.flash = null;
    this.firstRunDone = true;
    if (this.scenario) this.editing.commitTyping(this.scenario.text);
    this.timeline.update(evaluation);
    this.changed();
  }

  // ---- editing ---------------------------------------------------------------

  /** The designer typed in an editor: save at once, re-validate after a pause. */
  setText(kind: FileKind, text: string): void {
    const file = this.fileOf(kind);
    if (!file || file.text === text) return;
    if (Math.abs(text.length - file.text.length) >= PASTE_CHARS) this.unchecked = true;
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
    let scenario = this.scenario;
    if (!scenario) {
      scenario = this.files.startScenario();
      this.editing.reset(scenario.text);
    }
    const at = Math.min(this.position, this.length);
    // Written with the check of the end position a recorded scenario keeps (src/ui/share/pins.ts): one undo step.
    const r = recordMove(this, scenario, action, at);
    if (r.ok) this.editing.replaced(scenario.text, r.text);
    if (!r.ok) {
      this.showFlash({ kind: 'error', text: `Move not recorded: ${r.error}` });
      return;
    }
    scenario.text = r.text;
    this.timeline.moveTo(at + 1);
    this.files.tab = 'scenario';
    this.revealLine = { kind: 'scenario', line: r.line, col: 1, seq: ++this.revealSeq, focus: false };
    this.flash = null;
    this.externalRevision++;
    this.autosave();
    this.evaluateNow();
  }

  /**
   * The scenario rewritten by the workbench (setup mode writes its `setup:` block): one undo
   * step, autosaved and run again; a new scenario (`newScenarioText`) when none is open.
   */
  rewriteScenario(text: string): void {
    this.flush();
    let scenario = this.scenario;
    if (!scenario) {
      scenario = this.files.startScenario();
      this.editing.reset(scenario.text);
    }
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
    this.evaluateNow();
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
    this.externalRevision++;
    this.autosave();
    this.evaluateNow();
  }

  /**
   * Opens a shipped file from the picker. Edits are never thrown away: the
   * file open already stays as it is, and a file the designer edited before
   * opens in its edited version (see `edited`, `revertToShipped`).
   */
  openShipped(path: string): void {
    const kind = this.files.shippedKind(path);
    const text = kind ? this.files.shippedText(kind, path) : undefined;
    if (!kind || text === undefined) {
      this.showFlash({ kind: 'error', text: `no shipped file ${path}` });
      return;
    }
    const open = this.fileOf(kind);
    if (open && open.path === path && open.origin === 'shipped') {
      this.setTab(kind);
      return;
    }
    const mine = this.files.editedRecent(kind, path);
    if (!mine) return this.open(shippedFile(kind, path, text));
    this.open({ kind, path, text: mine.text, origin: 'shipped' });
    this.showFlash({ kind: 'info', text: `Opened your edited ${fileNameOf(path)}; "Revert to shipped" puts the shipped text back.` });
  }

  openRecent(path: string, kind: FileKind): void {
    const r = this.recent.find((f) => f.path === path && f.kind === kind);
    if (r) this.open({ kind: r.kind, path: r.path, text: r.text, origin: r.origin });
  }

  /** A file from disk (file picker or drop): a ruleset has `family:`, a scenario has `ruleset:`. */
  openText(name: string, text: string): void {
    const kind = fileKind(text);
    if (!kind) {
      this.showFlash({ kind: 'error', text: `${name}: not a Rulebench file (a ruleset has a "family:" key, a scenario a "ruleset:" key)` });
      return;
    }
    const base = (name.split(/[\\/]/).pop() ?? name).replace(/\.ya?ml$/i, '') + '.yaml';
    const path = kind === 'ruleset' ? `rulesets/${base}` : `scenarios/local/${base}`;
    this.unchecked = true;
    this.open(this.files.diskFile(kind, path, text));
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
    this.externalRevision++;
    this.autosave();
    this.evaluateNow();
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
    if (record === 'recent') this.files.otherTabSavedRecent();
    else {
      this.flush();
      this.files.otherTabSavedSession();
      this.offerClash();
    }
    this.changed();
  }

  /** The first open file another tab saved differently, as a message with the two choices. */
  private offerClash(): void {
    const clash = this.files.clashes()[0];
    if (!clash) {
      if (this.flash?.alternative) this.flash = null;
      return;
    }
    const name = fileNameOf(clash.path);
    this.flash = {
      kind: 'error',
      text: `Another tab saved a newer text of ${name}. Load it here, or keep yours under a new name (the other text keeps ${name}).`,
      action: { label: 'Load theirs', run: () => this.settleClash(clash.kind, 'theirs') },
      alternative: { label: 'Keep mine', run: () => this.settleClash(clash.kind, 'mine') },
    };
  }

  private settleClash(kind: FileKind, choice: 'theirs' | 'mine'): void {
    const file = this.fileOf(kind);
    if (!file) return;
    this.flush();
    const before = file.text;
    if (choice === 'theirs') this.files.takeTheirs(kind);
    else this.files.keepMine(kind);
    if (kind === 'scenario' && file.text !== before) this.editing.replaced(before, file.text);
    this.flash = null;
    this.offerClash();
    this.externalRevision++;
    this.autosave();
    this.evaluateNow();
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

  private autosave(): void {
    this.files.autosave(this.position);
  }
}
