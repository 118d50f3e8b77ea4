/**
 * `simulate RULESET|SCENARIO --games N`: self-play on worker threads and its
 * balance report, as text, JSON or CSV on stdout, and optionally as one
 * self-contained HTML file. Exit 0, or 2 for invalid input (one line each).
 */
import { makeBot } from '../engine/bots/bot';
import type { SelfplayJob } from '../engine/selfplay/job';
import { report, type Report } from '../engine/selfplay/report';
import { reportCsv } from '../report/csv';
import { reportJson, type RunMeta } from '../report/meta';
import { reportText } from '../report/text';
import { displayPath, writeText } from './files';
import { EXIT, printDiagnostics } from './output';
import { botsFor, FlagError, parseFlags, type SelfplayFlags, type SelfplaySettings } from './simulate-options';
import { runSelfplay } from './simulate-run';
import { loadTarget, type Target } from './simulate-target';

export interface SimulateFlags extends SelfplayFlags {
  json?: boolean;
  csv?: boolean;
  report?: string;
}

/** A target and settings checked together: the job to run and how to describe it. */
export interface Prepared {
  target: Target;
  job: SelfplayJob;
  meta: RunMeta;
}

export function prepare(target: Target, settings: SelfplaySettings): Prepared {
  const { game } = target;
  const bots = botsFor(settings.bots, game.winners, game.id);
  const job: SelfplayJob = {
    ruleset: target.ruleset,
    bots,
    seed: settings.seed,
    swap: settings.swap,
    ...(target.start ? { start: target.start } : {}),
  };
  const meta: RunMeta = {
    ruleset: game.id,
    ...(target.scenario ? { scenario: target.scenario } : {}),
    seed: settings.seed,
    seeds: settings.seeds,
    swap: settings.swap,
    seating: Object.fromEntries(game.winners.map((seat, i) => [seat, makeBot(game, bots[i]).label])),
  };
  return { target, job, meta };
}

/** Prints a command-line mistake as one line; true if `e` was one. */
export function printedFlagError(e: unknown): boolean {
  if (!(e instanceof FlagError)) return false;
  console.error(`rulebench: ${e.message}`);
  return true;
}

/** Loads the target, or prints why not. */
export function targetOrPrint(ref: string, rulesets: string[]): Target | undefined {
  const t = loadTarget(ref, rulesets);
  if ('problems' in t) {
    for (const p of t.problems) console.error(p);
    return undefined;
  }
  return t;
}

export async function simulateCommand(ref: string, flags: SimulateFlags): Promise<number> {
  let prepared: Prepared;
  let settings: SelfplaySettings;
  try {
    if (flags.json && flags.csv)
      throw new FlagError("options '--json' and '--csv' both given; expected at most one of them");
    if (flags.report !== undefined && !/\.html?$/i.test(flags.report))
      throw new FlagError(
        `option '--report' argument '${flags.report}' is invalid; expected a file name ending in .html`,
      );
    settings = parseFlags(flags);
    const target = targetOrPrint(ref, settings.rulesets);
    if (!target) return EXIT.invalid;
    prepared = prepare(target, settings);
  } catch (e) {
    if (printedFlagError(e)) return EXIT.invalid;
    throw e;
  }
  const { job, meta } = prepared;
  const run = await runSelfplay(job, settings.seeds, settings.workers, meta.ruleset);
  const r: Report = report(run.tally);
  if (flags.report !== undefined) {
    // Loaded only for a report: the charts and their headless DOM are half a second of every command's start.
    const [{ reportHtml }, { headlessDocument }] = await Promise.all([
      import('../report/html'),
      import('../report/headless'),
    ]);
    const wrote = writeText(flags.report, reportHtml(meta, r, headlessDocument()));
    if (!wrote.ok) {
      printDiagnostics([wrote.diagnostic]);
      return EXIT.invalid;
    }
  }
  if (flags.json) process.stdout.write(JSON.stringify(reportJson(meta, r), null, 2) + '\n');
  else if (flags.csv) process.stdout.write(reportCsv(meta, r));
  else {
    process.stdout.write(reportText(meta, r));
    if (flags.report !== undefined) process.stdout.write(`wrote the report to ${displayPath(flags.report)}\n`);
  }
  return EXIT.ok;
}
