/** The balance report as a few lines for a terminal (what `simulate` prints without --json or --csv). */
import type { Interval } from '../engine/stats/proportions';
import type { Report } from '../engine/selfplay/report';
import { percent, runTitle, type RunMeta } from './meta';

/** `52.0% (45.1–58.8%)` */
export const withCi = (i: Interval): string => `${percent(i.p)} (${percent(i.lo)}–${percent(i.hi)})`;

const shares = (counts: Record<string, number>, n: number): string =>
  Object.entries(counts)
    .map(([code, c]) => `${code} ${percent(c / n, 0)}`)
    .join(', ');

export function reportText(meta: RunMeta, r: Report): string {
  const bots = Object.entries(meta.seating)
    .map(([seat, bot]) => `${seat}: ${bot}`)
    .join(', ');
  const seeds = `seeds ${meta.seed}…${meta.seed + meta.seeds - 1}${meta.swap ? ', each with the seats swapped too' : ''}`;
  const lines = [
    `${runTitle(meta)}: ${r.games} games (${bots}; ${seeds})`,
    `  wins: ${r.seats.map((s) => `${s} ${withCi(r.winRate[s])}`).join(', ')}; draws ${withCi(r.drawRate)}`,
  ];
  if (r.firstMover)
    lines.push(
      `  first mover wins ${withCi(r.firstMover.winRate)} (${r.firstMover.advantage >= 0 ? '+' : ''}${(100 * r.firstMover.advantage).toFixed(1)} points over an even share); balance ${r.balance.toFixed(2)}`,
    );
  lines.push(
    `  length: mean ${r.length.mean.toFixed(1)}, median ${r.length.median}, p90 ${r.length.p90} plies; branching mean ${r.branching.mean.toFixed(1)}, max ${r.branching.max}`,
    `  ends: ${shares(r.endCodes, r.games)}`,
  );
  if (r.rounds) {
    const rd = r.rounds;
    lines.push(
      `  rounds: ${rd.rounds}; won by side ${Object.entries(rd.sides)
        .map(([s, i]) => `${s} ${withCi(i)}`)
        .join(', ')}; by player ${Object.entries(rd.winRate)
        .map(([s, i]) => `${s} ${withCi(i)}`)
        .join(', ')}; drawn ${rd.draws}`,
      `  round ends: ${shares(rd.endCodes, rd.rounds)}`,
    );
  }
  const botRates = Object.entries(r.bots);
  if (botRates.length > 1)
    lines.push(`  by bot: ${botRates.map(([label, b]) => `${label} ${withCi(b.winRate)}`).join(', ')}`);
  return lines.join('\n') + '\n';
}
