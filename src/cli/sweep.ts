/**
 * `sweep RULESET --param PATH --values 6,7,8 --games N [--metric M]`: the
 * ruleset played once per value written at PATH (each variant re-validated
 * by the loader, so a value the rules cannot take is a clear error before any
 * game), and the chosen figure against the value with its 95% interval: a
 * table, JSON, or an HTML chart with the interval as a band.
 */
import { stringify } from 'yaml';
import { formatDiagnostic } from '../engine/loader/diagnostics';
import { loadRuleset } from '../engine/loader/ruleset';
import { parseYaml } from '../engine/loader/yaml-source';
import { report } from '../engine/selfplay/report';
import {
  metricName,
  metricValue,
  METRIC_FORMS,
  parseMetric,
  pathSegments,
  withValue,
  type Metric,
} from '../engine/selfplay/sweep';
import { carriedResolver } from '../engine/loader/extends';
import { terminalText } from '../engine/terminal-text';
import { displayPath } from './files';
import { EXIT, sayJson, warn, write } from './output';
import { CAPS, FlagError, parseFlags, type SelfplayFlags, type SelfplaySettings } from './simulate-options';
import { prepare, printedFlagError, reportRefusal, targetOrPrint, writeReport, type Prepared } from './simulate';
import { runSelfplay } from './simulate-run';
import type { Target } from './simulate-target';

export interface SweepFlags extends SelfplayFlags {
  param?: string;
  values?: string;
  metric?: string;
  json?: boolean;
  report?: string;
  /** Replace the --report file if it exists. */
  force?: boolean;
}

export interface SweepPoint {
  value: unknown;
  games: number;
  p: number;
  lo: number;
  hi: number;
}

/** `6,7,8` → [6, 7, 8]; each value read as YAML reads it (`up-to`, `true`, `5`). */
function parseValues(text: string | undefined): unknown[] {
  const items = (text ?? '').split(',').map((v) => v.trim());
  if (items.some((v) => v === ''))
    throw new FlagError(
      `option '--values' argument '${text ?? ''}' is invalid; expected values separated by commas, such as 6,7,8`,
    );
  if (items.length > CAPS.values)
    throw new FlagError(
      `option '--values' lists ${items.length} values; expected at most ${CAPS.values} (each is a run of --games seeds: sweep a coarser grid, then a finer one around what matters)`,
    );
  return items.map((v) => {
    const n = Number(v);
    return v === 'true' ? true : v === 'false' ? false : Number.isFinite(n) ? n : v;
  });
}

/** The variant of `target` with `value` at `param`, or the loader's objection in one line. */
function variant(target: Target, param: string, value: unknown): Target {
  const parsed = parseYaml(target.ruleset.text, target.ruleset.file);
  if (!parsed.ok) throw new FlagError(parsed.diagnostics.map(formatDiagnostic).join('; '));
  let rules: Record<string, unknown>;
  try {
    rules = withValue(parsed.source.data as Record<string, unknown>, param, value);
  } catch (e) {
    throw new FlagError(`option '--param' argument '${param}' is invalid: ${(e as Error).message}`);
  }
  const text = stringify(rules);
  // The changed text still extends the same bases, carried with the target.
  const rs = loadRuleset(text, target.ruleset.file, target.ruleset.id, carriedResolver(target.ruleset.bases ?? []));
  if (!rs.ok)
    throw new FlagError(
      `${param} = ${JSON.stringify(value)} makes an invalid ruleset: ${rs.diagnostics.map((d) => d.message).join('; ')}`,
    );
  return { game: rs.game, ruleset: { ...target.ruleset, text } };
}

export async function sweepCommand(ref: string, flags: SweepFlags): Promise<number> {
  let settings: SelfplaySettings;
  let metric: Metric;
  const runs: { value: unknown; prepared: Prepared }[] = [];
  try {
    if (flags.param === undefined)
      throw new FlagError(
        "option '--param <path>' is missing; expected the dotted path of the parameter to vary, such as board.width",
      );
    pathSegments(flags.param);
    const refused = reportRefusal('sweep', flags.report, flags.force);
    if (refused !== null) {
      warn(refused);
      return EXIT.invalid;
    }
    const values = parseValues(flags.values);
    settings = parseFlags(flags);
    const target = targetOrPrint(ref, settings.rulesets);
    if (!target) return EXIT.invalid;
    if (target.start)
      throw new FlagError(`sweep varies a ruleset; expected a ruleset, not the scenario ${target.scenario}`);
    const m = parseMetric(flags.metric ?? target.game.winners[0], target.game.winners);
    if (!m)
      throw new FlagError(
        `option '--metric' argument '${flags.metric}' is invalid; expected ${METRIC_FORMS}: one of ${[...target.game.winners, 'draw', 'timeouts', 'length'].join(', ')}`,
      );
    metric = m;
    // Every variant is checked before the first game is played.
    for (const value of values) runs.push({ value, prepared: prepare(variant(target, flags.param, value), settings) });
  } catch (e) {
    if (e instanceof RangeError) {
      warn(`rulebench: option '--param' argument '${flags.param}' is invalid: ${e.message}`);
      return EXIT.invalid;
    }
    if (printedFlagError(e)) return EXIT.invalid;
    throw e;
  }
  const points: SweepPoint[] = [];
  for (const { value, prepared } of runs) {
    const run = await runSelfplay(
      prepared.job,
      settings.seeds,
      settings.workers,
      terminalText(`${flags.param}=${String(value)}`),
    );
    const i = metricValue(metric, report(run.tally), run.tally);
    points.push({ value, games: run.tally.games, p: i.p, lo: i.lo, hi: i.hi });
  }
  const name = metricName(metric);
  const id = runs[0].prepared.meta.ruleset;
  if (flags.report !== undefined) {
    // Loaded only for a report: the charts and their headless DOM are half a second of every command's start.
    const [{ sweepChart }, { headlessDocument }, { escapeHtml, page }] = await Promise.all([
      import('../report/charts'),
      import('../report/headless'),
      import('../report/html'),
    ]);
    const title = `${id}: ${name} against ${flags.param}`;
    const chartable = points.map((p) => ({ ...p, value: p.value as number }));
    const body = `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(`${points[0].games} games per value, seeds from ${settings.seed}; 95% intervals`)}</p>\n<figure>${sweepChart(chartable, headlessDocument(), flags.param, name)}</figure>`;
    if (!writeReport('sweep', flags.report, page(title, body), flags.force)) return EXIT.invalid;
  }
  if (flags.json)
    sayJson({
      ruleset: id,
      param: flags.param,
      metric: name,
      seed: settings.seed,
      seeds: settings.seeds,
      swap: settings.swap,
      points,
    });
  else {
    const pct = metric.kind !== 'length';
    const show = (x: number) => (pct ? `${(100 * x).toFixed(1)}%` : x.toFixed(1));
    write(`${id}: ${name} against ${flags.param} (${points[0].games} games each, 95% intervals)\n`);
    for (const p of points)
      write(`  ${flags.param} = ${String(p.value)}: ${show(p.p)} (${show(p.lo)} … ${show(p.hi)})\n`);
    if (flags.report !== undefined) write(`wrote the chart to ${displayPath(flags.report)}\n`);
  }
  return EXIT.ok;
}
