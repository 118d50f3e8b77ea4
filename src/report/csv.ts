/**
 * The balance report as CSV, one figure per row (`figure,name,value,lo,hi`):
 * long rather than wide, so every ruleset's report has the same columns and
 * rows of many runs can be concatenated and filtered in a spreadsheet.
 */
import type { Interval } from '../engine/stats/proportions';
import type { Report } from '../engine/selfplay/report';
import { terminalText } from '../engine/terminal-text';
import type { RunMeta } from './meta';

type Cell = string | number | null | undefined;

/** A cell a spreadsheet would read as a formula (`=cmd|' /C calc'!A0`): it starts with one of these. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A cell as text. A name from a file (a ruleset id, a seat, a scenario path) is escaped for the
 * terminal the CSV is printed on, and one that starts like a formula is written as text the way
 * OWASP advises: a `'` before it, the whole cell in quotes. Numbers are written as numbers.
 */
function cell(v: Cell): string {
  if (v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v))) return '';
  if (typeof v === 'number') return String(v);
  const formula = FORMULA.test(v);
  const s = `${formula ? "'" : ''}${terminalText(v)}`;
  return formula || /[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function reportCsv(meta: RunMeta, r: Report): string {
  const rows: Cell[][] = [['figure', 'name', 'value', 'lo', 'hi']];
  const value = (figure: string, name: string, v: Cell) => rows.push([figure, name, v]);
  const rate = (figure: string, name: string, i: Interval) => rows.push([figure, name, i.p, i.lo, i.hi]);
  value('ruleset', '', meta.ruleset);
  if (meta.scenario) value('scenario', '', meta.scenario);
  value('seed', '', meta.seed);
  value('swap', '', String(meta.swap));
  for (const [seat, bot] of Object.entries(meta.seating)) value('bot', seat, bot);
  value('games', '', r.games);
  for (const seat of r.seats) value('wins', seat, r.wins[seat] ?? 0);
  for (const seat of r.seats) rate('winRate', seat, r.winRate[seat]);
  value('draws', '', r.draws);
  rate('drawRate', '', r.drawRate);
  if (r.firstMover) {
    rate('firstMoverWinRate', '', r.firstMover.winRate);
    value('firstMoverAdvantage', '', r.firstMover.advantage);
  }
  value('balance', '', r.balance);
  value('timeouts', '', r.timeouts.games);
  rate('timeoutRate', '', r.timeouts.rate);
  value('completion', '', r.completion);
  value('length', 'mean', r.length.mean);
  value('length', 'median', r.length.median);
  value('length', 'p90', r.length.p90);
  for (const b of r.length.histogram) value('lengthHistogram', `${b.from}-${b.to}`, b.count);
  value('branching', 'mean', r.branching.mean);
  value('branching', 'max', r.branching.max);
  value('decisionShare', '', r.decisionShare);
  value('capturesPerGame', '', r.capturesPerGame);
  for (const [code, n] of Object.entries(r.endCodes)) value('endCode', code, n);
  for (const [label, b] of Object.entries(r.bots)) rate('botWinRate', label, b.winRate);
  if (r.rounds) {
    value('rounds', '', r.rounds.rounds);
    value('roundDraws', '', r.rounds.draws);
    for (const [seat, i] of Object.entries(r.rounds.winRate)) rate('roundWinRate', seat, i);
    for (const [side, i] of Object.entries(r.rounds.sides)) rate('roundSideWinRate', side, i);
    value('roundTimeouts', '', r.rounds.timeouts);
    for (const [code, n] of Object.entries(r.rounds.endCodes)) value('roundEndCode', code, n);
  }
  return rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
