/**
 * `ab RULESET_A RULESET_B --games N`: both rulesets played by the same bots
 * on the same seeds, then the change of each figure with its 95% interval and
 * significance, and one plain sentence. Exit 0, or 2 for invalid input.
 */
import { compareRuns, type Comparison, type FigureChange, type Side } from '../engine/selfplay/compare';
import { PairedSprt } from '../engine/selfplay/paired-sprt';
import { mergeTallies } from '../engine/selfplay/tally';
import type { SprtDecision } from '../engine/stats/sprt';
import type { PoolResult } from '../workers/pool';
import { terminalText } from '../engine/terminal-text';
import { EXIT, sayJson, write } from './output';
import { FlagError, parseFlags, type SelfplayFlags, type SelfplaySettings } from './simulate-options';
import { prepare, printedFlagError, targetOrPrint, type Prepared } from './simulate';
import { runSelfplay } from './simulate-run';

export interface AbFlags extends SelfplayFlags {
  json?: boolean;
  /** `SEAT:MARGIN` or `draw:MARGIN`: stop as soon as a sequential test can tell whether that rate moved by MARGIN. */
  sprt?: string;
}

interface SprtPlan {
  metric: string;
  /** The seat index whose wins are counted, −1 for draws. */
  event: number;
  test: PairedSprt;
}

function parseSprt(text: string, seats: readonly string[]): SprtPlan {
  const m = /^(.+):(-?(?:\d+\.?\d*|\.\d+))(%?)$/.exec(text.trim());
  const margin = m ? Number(m[2]) / (m[3] ? 100 : 1) : NaN;
  const metric = m?.[1] ?? '';
  const event = metric === 'draw' ? -1 : seats.indexOf(metric);
  if (!m || !(margin !== 0 && Math.abs(margin) < 1) || (event === -1 && metric !== 'draw')) {
    throw new FlagError(
      `option '--sprt' argument '${text}' is invalid; expected SEAT:MARGIN with SEAT one of ${[...seats, 'draw'].join(', ')} and MARGIN the change of its rate from A to B to detect, e.g. ${seats[0]}:0.05 or ${seats[0]}:-5%`,
    );
  }
  return { metric, event, test: new PairedSprt(margin) };
}

const SPRT_SAYS: Record<SprtDecision, string> = {
  'accept-h1': 'accept H1: it moved by the margin',
  'accept-h0': 'accept H0: it did not move by the margin',
  continue: 'no decision within the --games limit',
};

function sprtSummary(plan: SprtPlan) {
  const t = plan.test;
  return {
    metric: plan.metric,
    margin: t.margin,
    decision: t.decision,
    pairs: t.pairs,
    llr: t.llr,
    bounds: [t.lower, t.upper],
  };
}

function sprtText(plan: SprtPlan): string {
  const t = plan.test;
  const what = plan.metric === 'draw' ? 'draw rate' : `${plan.metric} win rate`;
  return `SPRT (${what}, B − A = ${signed(100 * t.margin)} points against no change, α = β = 0.05): ${SPRT_SAYS[t.decision]} after ${t.pairs} paired games (LLR ${t.llr.toFixed(2)}, bounds ${t.lower.toFixed(2)} … ${t.upper.toFixed(2)})\n`;
}

const signed = (x: number, digits = 1): string => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
const points = (d: { diff: number; lo: number; hi: number }): string =>
  `${signed(100 * d.diff)} points (${signed(100 * d.lo)} … ${signed(100 * d.hi)})`;

function line(name: string, f: FigureChange): string {
  return `  ${name}: ${(100 * f.a.p).toFixed(1)}% → ${(100 * f.b.p).toFixed(1)}%, ${points(f.change)}, p = ${f.change.pValue.toFixed(3)}${f.significant ? ' *' : ''}`;
}

export function comparisonText(c: Comparison): string {
  const l = c.length;
  return (
    [
      `${c.a} → ${c.b}: ${c.games} paired games (* significant at 5%)`,
      ...Object.entries(c.winRate).map(([seat, f]) => line(`${seat} wins`, f)),
      line('draws', c.drawRate),
      `  mean length: ${l.a.toFixed(1)} → ${l.b.toFixed(1)} plies, ${signed(l.change.diff)} (${signed(l.change.lo)} … ${signed(l.change.hi)}), p = ${l.change.pValue.toFixed(3)}${l.significant ? ' *' : ''}`,
      c.verdict,
    ].join('\n') + '\n'
  );
}

/** `so` with the games of `run` added after its own. */
function joined(so: Side | undefined, name: string, run: PoolResult): Side {
  return so
    ? { name, tally: mergeTallies(so.tally, run.tally), winners: [...so.winners, ...run.winners!] }
    : { name, tally: run.tally, winners: run.winners! };
}

/** Distinct names for the two sides: their ids, or their files when the ids are the same. */
function names(a: Prepared, b: Prepared): [string, string] {
  const x = a.meta.scenario ?? a.meta.ruleset,
    y = b.meta.scenario ?? b.meta.ruleset;
  return x !== y ? [x, y] : [a.job.ruleset.file, b.job.ruleset.file];
}

export async function abCommand(refA: string, refB: string, flags: AbFlags): Promise<number> {
  let settings: SelfplaySettings;
  let plan: SprtPlan | undefined;
  const sides: Prepared[] = [];
  try {
    settings = parseFlags(flags);
    for (const ref of [refA, refB]) {
      const target = targetOrPrint(ref, settings.rulesets);
      if (!target) return EXIT.invalid;
      sides.push(prepare(target, settings));
    }
    const [a, b] = sides as [Prepared, Prepared];
    if (a.target.game.winners.join() !== b.target.game.winners.join()) {
      throw new FlagError(
        `${refA} and ${refB} have different seats (${a.target.game.winners.join(', ')} and ${b.target.game.winners.join(', ')}); expected two versions of one game`,
      );
    }
    if (flags.sprt !== undefined) plan = parseSprt(flags.sprt, a.target.game.winners);
  } catch (e) {
    if (printedFlagError(e)) return EXIT.invalid;
    throw e;
  }
  const [a, b] = sides as [Prepared, Prepared];
  const [nameA, nameB] = names(a, b);
  // Without a sequential test, one batch of every seed; with one, batches of a tenth, the test looking after each.
  const batch = plan ? Math.max(50, Math.ceil(settings.seeds / 10)) : settings.seeds;
  const played: { a?: Side; b?: Side } = {};
  for (
    let done = 0;
    done < settings.seeds && plan?.test.decision !== 'accept-h0' && plan?.test.decision !== 'accept-h1';
    done += batch
  ) {
    const k = Math.min(batch, settings.seeds - done);
    // One after the other, each on every worker: same seeds, same bots, so game g of A pairs with game g of B.
    const runA = await runSelfplay(
      { ...a.job, seed: a.job.seed + done, keepWinners: true },
      k,
      settings.workers,
      terminalText(nameA),
    );
    const runB = await runSelfplay(
      { ...b.job, seed: b.job.seed + done, keepWinners: true },
      k,
      settings.workers,
      terminalText(nameB),
    );
    played.a = joined(played.a, nameA, runA);
    played.b = joined(played.b, nameB, runB);
    if (plan) {
      for (let g = 0; g < runA.winners!.length; g++) {
        if (
          plan.test.add(Number(runB.winners![g] === plan.event) - Number(runA.winners![g] === plan.event)) !==
          'continue'
        )
          break;
      }
    }
  }
  const c = compareRuns(played.a!, played.b!);
  const seeds = played.a!.winners.length / (settings.swap ? 2 : 1);
  if (flags.json)
    sayJson({
      seed: settings.seed,
      seeds,
      swap: settings.swap,
      seating: a.meta.seating,
      ...c,
      ...(plan ? { sprt: sprtSummary(plan) } : {}),
    });
  else write(comparisonText(c) + (plan ? sprtText(plan) : ''));
  return EXIT.ok;
}
