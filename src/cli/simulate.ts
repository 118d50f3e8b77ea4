/**
 * `simulate RULESET|SCENARIO --games N`: self-play on worker threads and its
 * balance report, as text, JSON or CSV on stdout, and optionally as one
 * self-contained HTML file. Exit 0, or 2 for invalid input (one line each).
 */
import { makeBot } from '../engine/bots/make-bot';
import type { SelfplayJob } from '../engine/selfplay/job';
import { report, type Report } from '../engine/selfplay/report';
import { reportCsv } from '../report/csv';
import { reportJson, type RunMeta } from '../report/meta';
import { reportText } from '../report/text';
import { terminalText } from '../engine/terminal-text';
import { displayPath } from './files';
import { EXIT, sayJson, warn, write } from './output';
import { presentOut, refusalLine, writeOut } from './safe-write';
import { botsFor, FlagError, parseFlags, type SelfplayFlags, type SelfplaySettings } from './simulate-options';
import { runSelfplay } from './simulate-run';
import { loadTarget, type Target } from './simulate-target';

export interface SimulateFlags extends SelfplayFlags {
  json?: boolean;
  csv?: boolean;
  report?: string;
  /** Replace the --report file if it exists. */
  force?: boolean;
}

/**
 * The refusal of a `--report` file, known before any game is played: not .html, or a file that
 * exists without `--force`, or what the writer never writes to (a link, a FIFO, a folder).
 */
export function reportRefusal(command: string, report: string | undefined, force: boolean | undefined): string | null {
  if (report === undefined) {
    if (force)
      return `rulebench: ${command}: --force replaces the --report file; expected --report <file.html> with it`;
    return null;
  }
  if (!/\.html?$/i.test(report))
    return `rulebench: option '--report' argument '${report}' is invalid; expected a file name ending in .html`;
  const here = presentOut(report);
  if (!here.ok) return refusalLine(`${command} --report `, here);
  if (here.kind === 'file' && !force)
    return refusalLine(`${command} --report `, {
      ok: false,
      path: report,
      what: 'the file exists',
      expected: 'a new file name, or --force to replace it',
    });
  return null;
}

/** Writes a report the command checked with `reportRefusal`; false when it could not (said on stderr). */
export function writeReport(command: string, report: string, text: string, force: boolean | undefined): boolean {
  const wrote = writeOut(report, text, !!force);
  if (!wrote.ok) warn(refusalLine(`${command} --report `, wrote));
  return wrote.ok;
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
  warn(`rulebench: ${e.message}`);
  return true;
}

/** Loads the target, or prints why not. */
export function targetOrPrint(ref: string, rulesets: string[]): Target | undefined {
  const t = loadTarget(ref, rulesets);
  if ('problems' in t) {
    for (const p of t.problems) warn(p);
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
    const refused = reportRefusal('simulate', flags.report, flags.force);
    if (refused !== null) {
      warn(refused);
      return EXIT.invalid;
    }
    settings = parseFlags(flags);
    const target = targetOrPrint(ref, settings.rulesets);
    if (!target) return EXIT.invalid;
    prepared = prepare(target, settings);
  } catch (e) {
    if (printedFlagError(e)) return EXIT.invalid;
    throw e;
  }
  const { job, meta } = prepared;
  const run = await runSelfplay(job, settings.seeds, settings.workers, terminalText(meta.ruleset));
  const r: Report = report(run.tally);
  if (flags.report !== undefined) {
    // Loaded only for a report: the charts and their headless DOM are half a second of every command's start.
    const [{ reportHtml }, { headlessDocument }] = await Promise.all([
      import('../report/html'),
      import('../report/headless'),
    ]);
    if (!writeReport('simulate', flags.report, reportHtml(meta, r, headlessDocument()), flags.force))
      return EXIT.invalid;
  }
  if (flags.json) sayJson(reportJson(meta, r));
  else if (flags.csv) write(reportCsv(meta, r));
  else {
    write(reportText(meta, r));
    if (flags.report !== undefined) write(`wrote the report to ${displayPath(flags.report)}\n`);
  }
  return EXIT.ok;
}
