/**
 * The options `simulate`, `ab` and `sweep` share, checked here rather than by
 * commander alone so each command function can be called (and tested) with
 * the strings a user typed: every mistake is one line naming the option and
 * what was expected.
 */
import { availableParallelism } from 'node:os';
import type { BotSpec } from '../engine/bots/bot';
import { warn } from './output';

export interface SelfplayFlags {
  games?: string;
  seed?: string;
  bots?: string;
  swap?: boolean;
  workers?: string;
  rulesets?: string[];
}

export interface SelfplaySettings {
  seeds: number;
  seed: number;
  /** As typed, one per seat or one for every seat; checked against the seats by `botsFor`. */
  bots: BotSpec[];
  swap: boolean;
  workers: number | undefined;
  rulesets: string[];
}

/**
 * The command line's caps, in one place (the README's "Files from strangers" lists them): past
 * them a run is a mistake that would take days or all the memory, refused with one line.
 * `--workers` past the cores is not refused but capped (threads beyond them only cost memory).
 */
export const CAPS = {
  /** Seeds per run (each twice with --swap): about a day of random Units games on one core. */
  games: 10_000_000,
  /** Values in a `sweep --values` list: each is a run of --games seeds. */
  values: 100,
  /** Worker threads that may be asked for; more than the cores are capped to them. */
  workers: 256,
  /** MCTS iterations (or ms) per move. */
  iterations: 1_000_000,
} as const;
const MAX_SEED = 2147483647;

export class FlagError extends Error {}

function whole(option: string, text: string | undefined, min: number, max: number): number {
  const n = Number(text);
  if (text === undefined || !/^-?\d+$/.test(text.trim()) || n < min || n > max) {
    throw new FlagError(
      `option '${option}' argument '${text ?? ''}' is invalid; expected a whole number ${min} … ${max}`,
    );
  }
  return n;
}

const BOT_FORMS = 'random, greedy, mcts, mcts:N (N iterations per move) or mcts:Nms (N ms per move)';

export function parseBot(text: string): BotSpec {
  const t = text.trim();
  if (t === 'random' || t === 'greedy') return { kind: t };
  const m = /^mcts(?::(\d+)(ms)?)?$/.exec(t);
  if (!m)
    throw new FlagError(
      `option '--bots' names an unknown bot '${t}'; expected ${BOT_FORMS}, one per seat separated by commas`,
    );
  if (m[1] === undefined) return { kind: 'mcts' };
  const n = whole('--bots', m[1], 1, CAPS.iterations);
  return m[2] ? { kind: 'mcts', ms: n } : { kind: 'mcts', iterations: n };
}

/** `--workers` as asked, or the cores when more were asked (said once on stderr: the run still goes). */
function workersOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const asked = whole('--workers', text, 1, CAPS.workers);
  const cores = Math.max(1, availableParallelism());
  if (asked <= cores) return asked;
  warn(
    `rulebench: note: --workers ${asked} is more than the ${cores} cores here; using ${cores} (more threads than cores only cost memory)`,
  );
  return cores;
}

export function parseFlags(flags: SelfplayFlags): SelfplaySettings {
  return {
    seeds: whole('--games', flags.games, 1, CAPS.games),
    seed: flags.seed === undefined ? 1 : whole('--seed', flags.seed, -MAX_SEED - 1, MAX_SEED),
    bots: (flags.bots ?? 'random').split(',').map(parseBot),
    swap: !!flags.swap,
    workers: workersOf(flags.workers),
    rulesets: flags.rulesets ?? [],
  };
}

/** One bot per seat: a single bot sits in every seat. */
export function botsFor(bots: readonly BotSpec[], seats: readonly string[], id: string): BotSpec[] {
  if (bots.length === 1) return seats.map(() => bots[0]);
  if (bots.length !== seats.length)
    throw new FlagError(
      `option '--bots' names ${bots.length} bots but ${id} has ${seats.length} seats (${seats.join(', ')}); expected one bot per seat in that order, or one for all`,
    );
  return [...bots];
}
