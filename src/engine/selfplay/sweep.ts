/**
 * Parameter sweeps: a ruleset with one value changed at a dotted path
 * (`board.width`, `move.speed.1`, `end.defendersFewerThan`), and the figure a
 * sweep charts, read from a report with its 95% interval.
 */
import { Z95 } from '../stats/normal';
import type { Interval } from '../stats/proportions';
import type { Report } from './report';
import type { Tally } from './tally';

/** Path segments: `move.speed.1` → ['move', 'speed', '1']. */
export function pathSegments(path: string): string[] {
  const parts = path.split('.');
  if (parts.some((p) => p === ''))
    throw new RangeError(
      `"${path}" is not a dotted path; expected keys separated by dots, such as board.width or move.speed.1`,
    );
  return parts;
}

/**
 * A copy of `rules` with `value` at `path`. Missing groups on the way are made
 * (a key left out takes its default, so `move.speed.1` may be the first `move`
 * key written); a list is indexed by a whole-number segment.
 */
export function withValue(
  rules: Readonly<Record<string, unknown>>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const root = structuredClone(rules) as Record<string, unknown>;
  const segments = pathSegments(path);
  let here: Record<string, unknown> | unknown[] = root;
  for (const [i, key] of segments.entries()) {
    // A path names keys of the ruleset, never the object machinery behind them.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype')
      throw new RangeError(`"${key}" is not a key of a ruleset; expected a parameter path such as move.speed.1`);
    const last = i === segments.length - 1;
    const where = segments.slice(0, i).join('.');
    if (Array.isArray(here)) {
      const index = Number(key);
      if (!Number.isInteger(index) || index < 0 || index >= here.length)
        throw new RangeError(
          `${where} is a list of ${here.length}; expected an index 0 … ${here.length - 1} after it, not "${key}"`,
        );
      if (last) here[index] = value;
      else here = here[index] as Record<string, unknown> | unknown[];
      continue;
    }
    if (last) {
      here[key] = value;
      break;
    }
    const next = Object.prototype.hasOwnProperty.call(here, key) ? here[key] : undefined;
    if (next !== undefined && (next === null || typeof next !== 'object'))
      throw new RangeError(
        `${segments.slice(0, i + 1).join('.')} is ${JSON.stringify(next)}, not a group of keys; expected a path to a key inside it`,
      );
    here = (here[key] ??= {}) as Record<string, unknown> | unknown[];
  }
  return root;
}

/** A swept figure: a rate with its Wilson interval, or the mean length with its normal interval. */
export type Metric = { kind: 'win'; seat: string } | { kind: 'draw' } | { kind: 'timeouts' } | { kind: 'length' };

export const METRIC_FORMS = 'a seat (its win rate), draw, timeouts or length (mean plies)';

export function parseMetric(text: string, seats: readonly string[]): Metric | null {
  if (text === 'draw' || text === 'timeouts' || text === 'length') return { kind: text };
  const seat = text.startsWith('winRate.') ? text.slice('winRate.'.length) : text;
  return seats.includes(seat) ? { kind: 'win', seat } : null;
}

export function metricName(m: Metric): string {
  return m.kind === 'win'
    ? `${m.seat} win rate`
    : m.kind === 'draw'
      ? 'draw rate'
      : m.kind === 'timeouts'
        ? 'timeout rate'
        : 'mean length (plies)';
}

export function metricValue(m: Metric, r: Report, t: Tally): Interval {
  switch (m.kind) {
    case 'win':
      return r.winRate[m.seat];
    case 'draw':
      return r.drawRate;
    case 'timeouts':
      return r.timeouts.rate;
    case 'length': {
      let n = 0,
        sum = 0,
        sq = 0;
      for (const [v, c] of Object.entries(t.lengths)) {
        n += c;
        sum += Number(v) * c;
        sq += Number(v) ** 2 * c;
      }
      const mean = sum / n;
      const se = n > 1 ? Math.sqrt((sq - n * mean * mean) / (n - 1) / n) : 0;
      return { p: mean, lo: mean - Z95 * se, hi: mean + Z95 * se };
    }
  }
}
