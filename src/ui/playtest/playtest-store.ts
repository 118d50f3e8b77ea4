/**
 * The Playtest report's state: the form (games, seed, a bot per seat, seat
 * swap, workers, where games start), a self-play run on the worker pool (the
 * CLI's code path) with its progress and Cancel, and its balance report with
 * the exports the CLI writes. Any game of the run opens in the workbench as a
 * scenario. No DOM: workers come from `spawn`.
 */
import type { BotSpec } from '../../engine/bots/bot';
import { makeBot } from '../../engine/bots/make-bot';
import type { SelfplayJob } from '../../engine/selfplay/job';
import { report, type Report } from '../../engine/selfplay/report';
import type { Tally } from '../../engine/selfplay/tally';
import { reportCsv } from '../../report/csv';
import { reportJson, type RunMeta } from '../../report/meta';
import type { Workbench } from '../app/workbench';
import { runPool, type PoolRun, type Progress } from '../../workers/pool';
import type { WorkerLike } from '../../workers/protocol';
import { requestGameScenario } from '../../workers/scenario-request';
import { editorRules, startHere, type PlayableRules, type PlayableStart } from './playable-rules';
import type { ReportActivity } from './report-activity';
import { Listeners } from '../app/listeners';

export const MAX_GAMES = 100_000;
export const MAX_ITERATIONS = 100_000;
const MAX_SEED = 2147483647;
/** Where the workbench keeps a scenario of the ruleset `id`, and its schema from there. */
const SCHEMA_FROM_SCENARIOS = '../../schemas/scenario.schema.json';

export type BotKind = 'random' | 'greedy' | 'mcts';

/** The form as typed: numbers stay text until checked, so a half-typed value is never lost. */
export interface PlaytestForm {
  games: string;
  seed: string;
  swap: boolean;
  workers: string;
  /** Start every game from the position on the board ("simulate from here"). */
  fromHere: boolean;
  /** Per seat, in seat order; a seat beyond the list plays random. */
  bots: { kind: BotKind; iterations: string }[];
}

/** What is wrong with the form, per field, in words that say what to type. */
export interface FormProblems {
  games?: string;
  seed?: string;
  workers?: string;
  bots?: Record<number, string>;
  target?: string;
}

export interface PlaytestResult {
  job: SelfplayJob;
  meta: RunMeta;
  tally: Tally;
  report: Report;
  /** Each game's winner, in game order: a seat index, −1 for a draw. */
  winners: number[];
  elapsedMs: number;
  workers: number;
}

export interface PlaytestOptions {
  spawn: () => WorkerLike;
  /** The workers a run uses unless the form says otherwise. */
  workers: number;
  /** Told when a run starts and ends (the live meter holds its games meanwhile). */
  reports?: ReportActivity;
}

function whole(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

const range = (min: number, max: number) => `${min.toLocaleString('en')} … ${max.toLocaleString('en')}`;

export class PlaytestStore {
  form: PlaytestForm;
  problems: FormProblems = {};
  progress: Progress | null = null;
  result: PlaytestResult | null = null;
  /** Why the last run or the last game opened failed. */
  error: string | null = null;
  /** The last run was cancelled. */
  cancelled = false;
  /** The game being written as a scenario (0-based), while it is. */
  opening: number | null = null;

  private readonly listeners = new Listeners();
  private run: PoolRun | null = null;
  private hereCache: { frame: unknown; here: PlayableStart | { error: string } } | null = null;
  private rulesCache: { evaluation: unknown; rules: PlayableRules | null } | null = null;

  constructor(
    private readonly wb: Workbench,
    private readonly options: PlaytestOptions,
  ) {
    this.form = { games: '200', seed: '1', swap: true, workers: String(options.workers), fromHere: false, bots: [] };
  }

  subscribe(fn: () => void): () => void {
    return this.listeners.add(fn);
  }

  get running(): boolean {
    return this.run !== null;
  }

  /**
   * The position on the board as where games start, or why it cannot be; worked out again only
   * when the board's frame changes (the form re-renders with every progress message).
   */
  here(): PlayableStart | { error: string } {
    const frame = this.wb.frame;
    if (this.hereCache?.frame !== frame) this.hereCache = { frame, here: startHere(this.wb) };
    return this.hereCache.here;
  }

  /** What a run would play now: the editor's rules, or the position on the board; or what to fix first. */
  target(): PlayableRules | PlayableStart | { error: string } {
    if (this.form.fromHere) return this.here();
    const { evaluation } = this.wb;
    if (this.rulesCache?.evaluation !== evaluation) this.rulesCache = { evaluation, rules: editorRules(this.wb) };
    return (
      this.rulesCache.rules ?? { error: 'The ruleset has problems (listed under the editor): fix them to playtest it.' }
    );
  }

  /** The seats of what a run would play (empty while it does not load). */
  seats(): readonly string[] {
    const t = this.target();
    return 'error' in t ? [] : t.game.winners;
  }

  /** The form's bot for seat `i` (random when the form has none yet). */
  botAt(i: number): PlaytestForm['bots'][number] {
    return this.form.bots[i] ?? { kind: 'random', iterations: '200' };
  }

  update(patch: Partial<PlaytestForm>): void {
    this.form = { ...this.form, ...patch };
    this.changed();
  }

  setBot(seat: number, bot: Partial<PlaytestForm['bots'][number]>): void {
    const bots = [...this.form.bots];
    for (let i = bots.length; i <= seat; i++) bots[i] = this.botAt(i);
    bots[seat] = { ...this.botAt(seat), ...bot };
    this.update({ bots });
  }

  /** Checks the form and starts the run; false (with `problems`) when the form needs fixing first. */
  start(): boolean {
    if (this.run) return false;
    this.wb.flush();
    const checked = this.check();
    this.problems = 'problems' in checked ? checked.problems : {};
    if ('problems' in checked) {
      this.changed();
      return false;
    }
    const { job, meta, seeds, workers } = checked;
    this.error = null;
    this.cancelled = false;
    this.result = null;
    this.progress = { games: 0, total: job.swap ? 2 * seeds : seeds, elapsedMs: 0, remainingMs: null };
    const run = runPool(job, {
      seeds,
      workers: Math.min(seeds, workers),
      spawn: this.options.spawn,
      onProgress: (p) => {
        if (this.run !== run) return;
        this.progress = p;
        this.changed();
      },
    });
    this.run = run;
    this.options.reports?.begin();
    void run.result.finally(() => this.options.reports?.end()).catch(() => {});
    run.result.then(
      (r) => {
        if (this.run !== run) return;
        this.run = null;
        if (r)
          this.result = {
            job,
            meta,
            tally: r.tally,
            report: report(r.tally),
            winners: r.winners ?? [],
            elapsedMs: r.elapsedMs,
            workers: Math.min(seeds, workers),
          };
        this.changed();
      },
      (e: unknown) => {
        if (this.run !== run) return;
        this.run = null;
        this.error = `The playtest stopped: ${e instanceof Error ? e.message : String(e)}`;
        this.changed();
      },
    );
    this.changed();
    return true;
  }

  cancel(): void {
    const run = this.run;
    if (!run) return;
    this.run = null;
    this.cancelled = true;
    run.cancel();
    this.changed();
  }

  /** The job and its description, or the problems of the form. */
  private check(): { job: SelfplayJob; meta: RunMeta; seeds: number; workers: number } | { problems: FormProblems } {
    const f = this.form;
    const problems: FormProblems = {};
    const seeds = whole(f.games, 1, MAX_GAMES);
    if (seeds === null) problems.games = `Type a whole number of games, ${range(1, MAX_GAMES)}.`;
    const seed = whole(f.seed, -MAX_SEED - 1, MAX_SEED);
    if (seed === null) problems.seed = `Type a whole number, ${range(-MAX_SEED - 1, MAX_SEED)}.`;
    const workers = whole(f.workers, 1, 64);
    if (workers === null) problems.workers = `Type a whole number of workers, ${range(1, 64)}.`;
    const target = this.target();
    if ('error' in target) problems.target = target.error;
    const seats = 'error' in target ? [] : target.game.winners;
    const bots: BotSpec[] = [];
    const botProblems: Record<number, string> = {};
    seats.forEach((_, i) => {
      const b = this.botAt(i);
      if (b.kind !== 'mcts') return bots.push({ kind: b.kind });
      const iterations = whole(b.iterations, 1, MAX_ITERATIONS);
      if (iterations === null)
        botProblems[i] = `Type the MCTS bot's simulations per move, ${range(1, MAX_ITERATIONS)}.`;
      return bots.push({ kind: 'mcts', iterations: iterations ?? 1 });
    });
    if (Object.keys(botProblems).length > 0) problems.bots = botProblems;
    if (Object.keys(problems).length > 0 || 'error' in target || seeds === null || seed === null || workers === null)
      return { problems };
    const { game } = target;
    const start = 'start' in target ? { start: target.start } : {};
    const job: SelfplayJob = { ruleset: target.ruleset, bots, seed, swap: f.swap, keepWinners: true, ...start };
    const meta: RunMeta = {
      ruleset: game.id,
      ...('from' in target ? { scenario: target.from } : {}),
      seed,
      seeds,
      swap: f.swap,
      seating: Object.fromEntries(seats.map((seat, i) => [seat, makeBot(game, bots[i]).label])),
    };
    return { job, meta, seeds, workers };
  }

  /** The report as `simulate --json` prints it. */
  json(): string {
    const r = this.result!;
    return JSON.stringify(reportJson(r.meta, r.report), null, 2) + '\n';
  }

  /** The report as `simulate --csv` prints it. */
  csv(): string {
    const r = this.result!;
    return reportCsv(r.meta, r.report);
  }

  /** `units-v1.2-playtest-seed-1-200-games`: what the downloads are called. */
  fileStem(): string {
    const { meta } = this.result!;
    return `${meta.ruleset}-playtest-seed-${meta.seed}-${meta.seeds * (meta.swap ? 2 : 1)}-games`;
  }

  /** The ruleset the run played has changed in the workbench since: its games replay on the new text. */
  rulesChanged(): boolean {
    const r = this.result;
    if (!r) return false;
    const { id, text } = r.job.ruleset;
    const now = id === this.wb.rulesetId ? this.wb.ruleset : this.wb.files.rulesetById(id);
    return now?.text !== text;
  }

  /** Game `k` (0-based) of the last run, written as a scenario on a worker and opened in the workbench. */
  async openGame(k: number): Promise<void> {
    const r = this.result;
    if (!r || this.opening !== null) return;
    if (!(Number.isInteger(k) && k >= 0 && k < r.report.games)) {
      this.error = `There is no game #${k + 1}: this run played games #1 … #${r.report.games}.`;
      return this.changed();
    }
    this.opening = k;
    this.error = null;
    this.changed();
    try {
      const { ruleset, scenario } = this.wb;
      const text = await requestGameScenario(r.job, k, SCHEMA_FROM_SCENARIOS, this.options.spawn);
      const show = () => {
        const changed = this.rulesChanged();
        const path = `scenarios/${r.job.ruleset.id}/playtest-game-${k + 1}.yaml`;
        this.wb.open({ ...this.wb.files.diskFile('scenario', path, text), origin: 'new' });
        if (changed)
          this.wb.showFlash({
            kind: 'info',
            text: `The ruleset changed since this playtest: game #${k + 1} replays on the current rules and may play differently.`,
          });
      };
      // Another file opened while the game was written: replacing it now would surprise; offer the game instead.
      if (this.wb.ruleset !== ruleset || this.wb.scenario !== scenario) {
        this.wb.showFlash({
          kind: 'info',
          text: `Playtest game #${k + 1} is ready as a scenario.`,
          action: { label: `Open game #${k + 1}`, run: show },
        });
      } else show();
    } catch (e) {
      this.error = `Game #${k + 1} could not be opened: ${e instanceof Error ? e.message : String(e)}`;
    } finally {
      this.opening = null;
      this.changed();
    }
  }

  private changed(): void {
    this.listeners.notify();
  }
}
