/** What a balance report was made from, printed with it so a reader can run it again. */
import type { Report } from '../engine/selfplay/report';

export interface RunMeta {
  /** The ruleset's id. */
  ruleset: string;
  /** The scenario whose position started every game, if any. */
  scenario?: string;
  /** The seed of game 0, the number of seeds, and whether each was played twice with the seats swapped. */
  seed: number;
  seeds: number;
  swap: boolean;
  /** The label of the bot in each seat (with swap, in the first game of each seed). */
  seating: Record<string, string>;
}

/** The report as `simulate --json` prints it: the run, then every figure. */
export function reportJson(meta: RunMeta, report: Report): Record<string, unknown> {
  return { ...meta, ...report };
}

/** `units-v1.2` or `units-v1.2 from scenarios/x.yaml`. */
export function runTitle(meta: RunMeta): string {
  return meta.scenario ? `${meta.ruleset} from ${meta.scenario}` : meta.ruleset;
}

export const percent = (p: number, digits = 1): string => `${(100 * p).toFixed(digits)}%`;
