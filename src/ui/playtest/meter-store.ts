/**
 * The live balance meter's state: random games of the editor's ruleset played
 * in the background by the self-play pool (the CLI's code path), their tally
 * growing as parts come in. Every valid edit of the ruleset cancels the run and
 * starts one on the new rules; an edit with problems keeps the last valid
 * figures, marked stale. No DOM: workers come from `spawn`.
 */
import type { Report } from '../../engine/selfplay/report';
import { report } from '../../engine/selfplay/report';
import { mergeTallies, type Tally } from '../../engine/selfplay/tally';
import type { Evaluation } from '../app/evaluate';
import type { Workbench } from '../app/workbench';
import { growingParts, runPool, type PoolRun } from '../../workers/pool';
import type { WorkerLike } from '../../workers/protocol';
import { editorRules, type PlayableRules } from './playable-rules';
import type { ReportActivity } from './report-activity';
import { Listeners } from '../app/listeners';

/** Seeds a run plays before it stops by itself: far more than a figure needs to settle. */
export const METER_SEEDS = 100_000;
/** The first part is two games (first figures at once); parts then double up to 64 games. */
const FIRST_PART = 2;
const LARGEST_PART = 64;
/** The figures are redrawn at most this often while games come in. */
export const METER_REFRESH_MS = 250;

export interface MeterOptions {
  spawn: () => WorkerLike;
  workers: number;
  seeds?: number;
  refreshMs?: number;
  now?: () => number;
  /** While it is busy (a Playtest report plays), the meter holds its games. */
  reports?: ReportActivity;
}

export class BalanceMeter {
  /** The games played so far on `rules`; null until the first part comes in. */
  tally: Tally | null = null;
  /** The rules the figures are for (the last valid ruleset text). */
  rules: PlayableRules | null = null;
  /** The editor's ruleset has problems now: the figures are for its last valid text. */
  stale = false;
  paused = false;
  /** Holding its games while a Playtest report plays (the designer did not pause it). */
  held = false;
  /** A run is playing games. */
  running = false;
  /** Why the meter stopped (a worker failed). */
  error: string | null = null;
  /** When the current rules' run started and when their first figures came in (`now()`), for "first figures within 1 s". */
  startedAt = 0;
  firstFiguresAt: number | null = null;
  /** How many times the meter started on new rules. */
  restarts = 0;

  private readonly listeners = new Listeners();
  private readonly seeds: number;
  private readonly refreshMs: number;
  private readonly now: () => number;
  private run: PoolRun | null = null;
  /** The seed of the next run's first game: a run after a pause plays new seeds. */
  private nextSeed = 1;
  private seenEvaluation: Evaluation | null = null;
  private unwatch: (() => void) | null = null;
  private refresh: ReturnType<typeof setTimeout> | null = null;
  private reportCache: { tally: Tally; report: Report } | null = null;
  private unwatchReports: (() => void) | null = null;

  constructor(
    private readonly wb: Workbench,
    private readonly options: MeterOptions,
  ) {
    this.seeds = options.seeds ?? METER_SEEDS;
    this.refreshMs = options.refreshMs ?? METER_REFRESH_MS;
    this.now = options.now ?? (() => performance.now());
  }

  /** The figures of the games so far. */
  get report(): Report | null {
    if (!this.tally) return null;
    if (this.reportCache?.tally !== this.tally) this.reportCache = { tally: this.tally, report: report(this.tally) };
    return this.reportCache.report;
  }

  subscribe(fn: () => void): () => void {
    return this.listeners.add(fn);
  }

  /** Starts watching the workbench (the page calls it once the board has painted). */
  start(): void {
    if (this.unwatch) return;
    this.unwatch = this.wb.subscribe(() => this.watch());
    const reports = this.options.reports;
    if (reports) {
      this.unwatchReports = reports.subscribe(() => this.hold(reports.busy));
      this.held = reports.busy;
    }
    this.watch();
  }

  /** Stops the run and the watching; `start` again begins afresh on the rules then in the editor. */
  stop(): void {
    this.unwatch?.();
    this.unwatch = null;
    this.unwatchReports?.();
    this.unwatchReports = null;
    this.seenEvaluation = null;
    this.rules = null;
    this.cancelRun();
    this.clearRefresh();
  }

  togglePause(): void {
    this.paused = !this.paused;
    if (this.paused) this.cancelRun();
    else if (this.rules && !this.held) this.launch();
    this.changed();
  }

  private hold(on: boolean): void {
    if (this.held === on) return;
    this.held = on;
    if (on) this.cancelRun();
    else if (this.rules && !this.paused) this.launch();
    this.changed();
  }

  /** A new evaluation reflects the texts as they are now: restart on a valid ruleset that changed. */
  private watch(): void {
    const evaluation = this.wb.evaluation;
    if (evaluation === this.seenEvaluation || !this.wb.started) return;
    this.seenEvaluation = evaluation;
    const rules = editorRules(this.wb);
    const same =
      rules !== null &&
      this.rules !== null &&
      rules.ruleset.text === this.rules.ruleset.text &&
      rules.ruleset.file === this.rules.ruleset.file;
    if (rules === null || same) {
      if (this.stale !== (rules === null)) {
        this.stale = rules === null;
        this.changed();
      }
      return;
    }
    this.restart(rules);
  }

  private restart(rules: PlayableRules): void {
    this.cancelRun();
    this.rules = rules;
    this.stale = false;
    this.tally = null;
    this.error = null;
    this.nextSeed = 1;
    this.restarts++;
    this.startedAt = this.now();
    this.firstFiguresAt = null;
    if (!this.paused && !this.held) this.launch();
    this.changed();
  }

  private launch(): void {
    const rules = this.rules!;
    const seed = this.nextSeed;
    this.nextSeed += this.seeds;
    const job = {
      ruleset: rules.ruleset,
      bots: rules.game.winners.map(() => ({ kind: 'random' as const })),
      seed,
      swap: false,
    };
    const run = runPool(job, {
      seeds: this.seeds,
      workers: this.options.workers,
      spawn: this.options.spawn,
      parts: growingParts(this.seeds, FIRST_PART, LARGEST_PART),
      onPart: (_part, part) => this.add(run, part.tally),
    });
    this.run = run;
    this.running = true;
    this.error = null;
    run.result.then(
      () => this.ended(run, null),
      (e: unknown) => this.ended(run, e instanceof Error ? e.message : String(e)),
    );
  }

  private add(run: PoolRun, part: Tally): void {
    if (run !== this.run) return;
    this.tally = this.tally ? mergeTallies(this.tally, part) : part;
    if (this.firstFiguresAt === null) {
      this.firstFiguresAt = this.now();
      this.changed();
    } else
      this.refresh ??= setTimeout(() => {
        this.refresh = null;
        this.changed();
      }, this.refreshMs);
  }

  private ended(run: PoolRun, error: string | null): void {
    if (run !== this.run) return;
    this.run = null;
    this.running = false;
    this.error = error;
    this.changed();
  }

  private cancelRun(): void {
    const run = this.run;
    this.run = null;
    this.running = false;
    run?.cancel();
  }

  private clearRefresh(): void {
    if (this.refresh !== null) clearTimeout(this.refresh);
    this.refresh = null;
  }

  private changed(): void {
    this.clearRefresh();
    this.listeners.notify();
  }
}
