/**
 * The compare view's state, beside the workbench it takes (no DOM, so it is unit-tested):
 * ruleset A is the workbench's open ruleset, ruleset B is chosen here (and edited in its own
 * editor tab), the scenario is the workbench's. Both sides re-run when either ruleset or the
 * scenario changes: A and the scenario when the workbench has re-evaluated them (after its
 * typing pause), B after the same pause of its own. The two boards share the workbench's
 * timeline position, so leaving the view keeps the step.
 */
import { RULESET_SCHEMA_DOCUMENT as schema } from '../../engine/loader/ruleset-schema';
import { legalActionsDiff, type LegalActionsDiff } from '../../engine/compare/lockstep';
import type { DiffEntry } from '../../engine/compare/semantic-diff';
import { familyOfRuleset, familyOfScenario } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { shippedRuleset } from '../app/catalog-model';
import { debounce, type Debounced } from '../app/debounce';
import { resolverOver, workbenchResolver } from '../app/ruleset-resolver';
import { REVALIDATE_MS, type Workbench } from '../app/workbench';
import type { Subscribable } from '../app/store-controller';
import type { FileKind, OpenFile } from '../storage/session';
import { clampPosition } from '../timeline/timeline-model';
import { evaluateCompare, type CompareEvaluation, type CompareRun } from './compare-run';
import { COMPARE_SAMPLE, loadCompareSession, saveCompareSession, type CompareSession } from './compare-session';
import { divergenceStarts, divergentPositions, nextDivergence, previousDivergence, sidePositions } from './divergence';
import { keyPosition } from './key-position';
import { bChoices, defaultB, type BChoice } from './ruleset-b';
import { Listeners } from '../app/listeners';

/** Ruleset B: the file edited in the "Ruleset B" tab and the picker choice it started from. */
export interface RulesetB {
  choice: string;
  label: string;
  file: OpenFile;
  /** The text it was chosen with: B is "edited" when its text differs. */
  chosenText: string;
}

export interface CompareModelOptions {
  debounceMs?: number;
  /** Where the view's state survives a reload (the page's localStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

const NOTHING_YET: CompareEvaluation = { run: null, bProblems: [], blocked: null };

export class CompareModel implements Subscribable {
  active = false;
  b: RulesetB | null = null;
  evaluation: CompareEvaluation = NOTHING_YET;
  /** The last run that loaded, shown greyed while a file does not load. */
  lastGood: CompareRun | null = null;
  /** The editor shows ruleset B (the "Ruleset B" tab) rather than the workbench's tab. */
  showingB = false;
  /** Bumped when B's text is set by the view (another choice), so the editor takes it. */
  bRevision = 0;
  /** A request to show a line of B's editor. */
  revealB: { line: number; col: number; seq: number } | null = null;
  /** A sentence about the last "open this key" (a key B or A does not write), or null. */
  keyNote: string | null = null;

  private readonly listeners = new Listeners();
  private readonly rerun: Debounced<[]>;
  private readonly storage: CompareModelOptions['storage'];
  private seen: { evaluation: unknown; inputs: readonly unknown[] } = { evaluation: null, inputs: [] };
  private revealSeq = 0;
  private legalCache: { run: CompareRun; position: number; diff: LegalActionsDiff } | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    readonly wb: Workbench,
    opts: CompareModelOptions = {},
  ) {
    this.storage = opts.storage;
    this.rerun = debounce(() => this.evaluateNow(), opts.debounceMs ?? REVALIDATE_MS);
    const stored = loadCompareSession(this.storage);
    if (stored) {
      this.b = { choice: stored.choice, label: stored.label, file: stored.file, chosenText: stored.chosenText };
      if (stored.active) this.open();
    }
  }

  // ---- what the view reads ---------------------------------------------------------

  /** The run on the boards: the current one, or the last good one while a file does not load. */
  get run(): CompareRun | null {
    return this.evaluation.run ?? this.lastGood;
  }

  get stale(): boolean {
    return this.evaluation.run === null && this.lastGood !== null;
  }

  get choices(): BChoice[] {
    const wb = this.wb;
    return bChoices({
      catalog: wb.catalog,
      recent: wb.recent,
      ruleset: wb.ruleset,
      edited: (f) => wb.edited(f),
      versions: wb.versions,
    });
  }

  get bEdited(): boolean {
    return this.b !== null && this.b.file.text !== this.b.chosenText;
  }

  /** The timeline position both boards show (the workbench's). */
  get position(): number {
    return clampPosition(this.wb.position, this.length);
  }

  get length(): number {
    return this.run?.comparison.steps.length ?? 0;
  }

  /** The positions where the two sides differ (the timeline's marks). */
  get marks(): number[] {
    const run = this.run;
    return run ? divergentPositions(run.comparison) : [];
  }

  /** The positions where a divergence starts or changes: where "first" and "next difference" go. */
  get starts(): number[] {
    const run = this.run;
    return run ? divergenceStarts(run.comparison) : [];
  }

  /** The legal actions one side has and the other lacks at the current position (computed when asked). */
  legalOnlyOneSide(): LegalActionsDiff | null {
    const run = this.run;
    if (!run) return null;
    const position = this.position;
    const c = this.legalCache;
    if (c && c.run === run && c.position === position) return c.diff;
    const at = sidePositions(run.comparison, position);
    const diff = legalActionsDiff(run.a, run.b, at.a, at.b);
    this.legalCache = { run, position, diff };
    return diff;
  }

  subscribe(fn: () => void): () => void {
    return this.listeners.add(fn);
  }

  private changed(): void {
    this.listeners.notify();
  }

  // ---- opening and closing -------------------------------------------------------------

  /**
   * Opens the view. The first time, B is the other version of A (units-v1.1 against
   * units-v1.2), and a ruleset of the sample's family with no scenario of the designer's own
   * open gets the sample where the two versions part.
   */
  open(): void {
    if (this.active) return;
    const first = this.b === null;
    this.active = true;
    if (!this.b) this.takeDefaultB();
    const sc = this.wb.scenario;
    if (first && this.sampleFitsA() && (!sc || (sc.origin === 'shipped' && !this.wb.edited(sc))))
      this.wb.openShipped(COMPARE_SAMPLE);
    this.unsubscribe = this.wb.subscribe(() => this.onWorkbench());
    this.evaluateNow();
  }

  /**
   * Whether the compare sample is shipped and plays A's family, so it loads under A. Its family
   * is that of the shipped ruleset it names (read in the catalog alone: A may be an edited copy of
   * that very ruleset, turned into another family).
   */
  private sampleFitsA(): boolean {
    const catalog = this.wb.catalog;
    const sample = catalog.scenarios.find((s) => s.path === COMPARE_SAMPLE);
    if (!sample) return false;
    const family = familyOfScenario(
      sample.text,
      sample.path,
      resolverOver((id) => shippedRuleset(catalog, id)),
    );
    return (
      family !== '' &&
      family === familyOfRuleset(this.wb.ruleset.text, this.wb.ruleset.path, workbenchResolver(this.wb))
    );
  }

  close(): void {
    if (!this.active) return;
    this.flush();
    this.active = false;
    this.showingB = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.persist();
    this.changed();
  }

  toggle(): void {
    if (this.active) this.close();
    else this.open();
  }

  // ---- ruleset B -----------------------------------------------------------------------

  /** Picks B from the picker (by the choice's key). */
  chooseB(key: string): void {
    const choice = this.choices.find((c) => c.key === key);
    if (!choice) return;
    this.takeChoice(choice);
    this.evaluateNow(false);
  }

  private takeDefaultB(): void {
    this.takeChoice(
      defaultB(this.choices, this.wb.ruleset, this.wb.edited(this.wb.ruleset), workbenchResolver(this.wb)),
    );
  }

  private takeChoice(choice: BChoice): void {
    this.rerun.cancel();
    this.b = {
      choice: choice.key,
      label: choice.label,
      file: { ...choice.file, kind: 'ruleset' },
      chosenText: choice.file.text,
    };
    this.bRevision++;
  }

  /** B's text as typed in its editor: saved at once, re-run after a pause. */
  setBText(text: string): void {
    if (!this.b || this.b.file.text === text) return;
    this.b.file = { ...this.b.file, text };
    this.persist();
    this.rerun();
    this.changed();
  }

  /** Puts back the text B was chosen with. */
  revertB(): void {
    if (!this.b || !this.bEdited) return;
    this.b.file = { ...this.b.file, text: this.b.chosenText };
    this.bRevision++;
    this.evaluateNow(false);
  }

  /** Shows B's editor (true) or the workbench's own tab (false). */
  showB(on: boolean): void {
    if (this.showingB === on) return;
    this.showingB = on && this.active;
    this.changed();
  }

  // ---- the timeline ----------------------------------------------------------------------

  seek(position: number): void {
    this.wb.seek(clampPosition(position, this.length));
  }

  /** Jumps to the first divergence; false when the two sides never differ. */
  jumpFirst(): boolean {
    return this.jumpTo(this.starts[0] ?? null);
  }

  /** Jumps to the next divergence after the current step; false when there is none left. */
  jumpNext(): boolean {
    return this.jumpTo(nextDivergence(this.starts, this.position));
  }

  /** Jumps to the divergence before the current step; false at or before the first. */
  jumpPrevious(): boolean {
    return this.jumpTo(previousDivergence(this.starts, this.position));
  }

  private jumpTo(position: number | null): boolean {
    if (position === null) return false;
    this.seek(position);
    return true;
  }

  // ---- the semantic diff's keys ----------------------------------------------------------------

  /** Opens `entry`'s key in A's or B's editor. */
  openKey(side: 'a' | 'b', entry: Pick<DiffEntry, 'path' | 'kind'>): void {
    const file = side === 'a' ? this.wb.ruleset : this.b?.file;
    if (!file) return;
    const at = keyPosition(file.text, file.path, entry);
    const name = side === 'a' ? 'A' : 'B';
    this.keyNote = !at
      ? `Ruleset ${name} does not parse: fix its YAML first.`
      : at.written
        ? null
        : `Ruleset ${name} does not write ${entry.path}: its default applies (shown: the nearest key it writes).`;
    if (at && side === 'a') this.revealInWorkbench('ruleset', at.line, at.col);
    else if (at) this.revealInB(at.line, at.col);
    this.changed();
  }

  /** Shows a line of the workbench's ruleset (A) or scenario editor, leaving B's tab. */
  revealInWorkbench(kind: FileKind, line: number, col = 1): void {
    this.showingB = false;
    this.wb.reveal(kind, line, col);
  }

  /** Shows a line of B's editor (a diff entry's key, one of B's problems), focused to edit there. */
  revealInB(line: number, col = 1): void {
    if (!this.active) return;
    this.showingB = true;
    this.revealB = { line, col, seq: ++this.revealSeq };
    this.changed();
  }

  // ---- running -----------------------------------------------------------------------------

  /** Runs a pending re-run of B now (a test or the benchmark wants the result at once). */
  flush(): void {
    this.rerun.flush();
  }

  /** The workbench changed: re-run once it has re-evaluated different texts; pass every change on (the step moved). */
  private onWorkbench(): void {
    if (this.wb.evaluation !== this.seen.evaluation && this.inputsChanged()) this.evaluateNow();
    else this.changed();
  }

  private inputs(): unknown[] {
    const { ruleset, scenario } = this.wb;
    return [ruleset.path, ruleset.text, scenario?.path, scenario?.text, this.b?.file.path, this.b?.file.text];
  }

  private inputsChanged(): boolean {
    const now = this.inputs();
    return now.some((x, i) => x !== this.seen.inputs[i]);
  }

  /** Runs both sides now; `followA`: a B of another family than A is replaced by A's default B (not when B was just chosen). */
  private evaluateNow(followA = true): void {
    this.rerun.cancel();
    const wb = this.wb;
    const b = this.b;
    if (!b || !this.active) return;
    this.seen = { evaluation: wb.evaluation, inputs: this.inputs() };
    // The workbench's replay is A's when the scenario plays the editor's ruleset and no re-run is pending.
    const own = wb.evaluation.replay;
    const replayA = own && own.scenario && !wb.evaluation.notice && !wb.revalidate.pending ? own.replay : undefined;
    const sc = wb.scenario;
    this.evaluation = evaluateCompare({
      a: { path: wb.ruleset.path, text: wb.ruleset.text },
      b: { path: b.file.path, text: b.file.text },
      scenario: sc ? { path: sc.path, text: sc.text } : null,
      schema,
      ...(replayA ? { replayA } : {}),
      rulesetById: (id) => (id === rulesetIdFromFile(wb.ruleset.path) ? wb.ruleset : wb.files.rulesetById(id)),
    });
    // A ruleset of another game opened as A: an unedited B follows it (its first choice), an edited one is kept and said so.
    if (this.evaluation.otherFamily && !this.bEdited && followA) {
      this.takeDefaultB();
      return this.evaluateNow(false);
    }
    if (this.evaluation.run) this.lastGood = this.evaluation.run;
    this.persist();
    this.changed();
  }

  private persist(): void {
    if (!this.b) return;
    const record: CompareSession = {
      active: this.active,
      choice: this.b.choice,
      label: this.b.label,
      file: this.b.file,
      chosenText: this.b.chosenText,
    };
    saveCompareSession(this.storage, record);
  }
}
