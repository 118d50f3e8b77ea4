/**
 * A self-play job as plain data (the ruleset's text, the bots, the seeds, the
 * swap, an optional start position), so the same job runs in this thread, in
 * a Web Worker or in a worker thread: each loads the ruleset itself and plays
 * its part of the seed range. Parts add up exactly (`mergeTallies`), so any
 * split of a job over any number of workers gives the tally of the whole.
 */
import type { BotSpec } from '../bots/bot';
import { makeBot } from '../bots/make-bot';
import { formatDiagnostic } from '../loader/diagnostics';
import { carriedResolver, type BaseText } from '../loader/extends';
import { loadRuleset } from '../loader/ruleset';
import type { Game } from '../game';
import { playRun } from './run';
import { startFrom, type StartPosition } from './start';
import { addRecord, emptyTally, type Tally } from './tally';

export interface SelfplayJob {
  /** With the bases it `extends:`, carried as texts: a worker reads no files. */
  ruleset: { text: string; file: string; id: string; bases?: BaseText[] };
  /** The bot of each seat, in `game.winners` order. */
  bots: BotSpec[];
  /** The seed of game 0 of the run. */
  seed: number;
  swap: boolean;
  start?: StartPosition;
  /**
   * Also keep the winner of every game, in game order (a seat index, −1 for a
   * draw): what a paired A/B comparison needs beyond the tally.
   */
  keepWinners?: boolean;
}

/** What one part of a job gives back. */
export interface PartResult {
  tally: Tally;
  /** With `keepWinners`: per game of the part, in order. */
  winners?: number[];
}

export interface PreparedJob {
  game: Game<unknown>;
  /** Plays seeds `from` … `to` − 1 of the run (each twice with swap), calling `onGame` after each game. */
  play(from: number, to: number, onGame?: () => void): PartResult;
}

export function prepareJob(job: SelfplayJob): PreparedJob | { error: string } {
  const rs = loadRuleset(job.ruleset.text, job.ruleset.file, job.ruleset.id, carriedResolver(job.ruleset.bases ?? []));
  if (!rs.ok) return { error: rs.diagnostics.map(formatDiagnostic).join('\n') };
  const game = rs.game;
  if (job.bots.length !== game.winners.length)
    return {
      error: `${game.id} has ${game.winners.length} seats (${game.winners.join(', ')}) but ${job.bots.length} bot(s) were given`,
    };
  const start = job.start && startFrom(game, job.start);
  const bots = job.bots.map((spec) => makeBot(game, spec));
  return {
    game,
    play(from, to, onGame) {
      const t = emptyTally(game);
      const winners: number[] | undefined = job.keepWinners ? [] : undefined;
      playRun(game, bots, { seed: job.seed, swap: job.swap, from, to, ...(start ? { start } : {}) }, (r) => {
        addRecord(t, r);
        winners?.push(game.winners.indexOf(r.winner));
        onGame?.();
      });
      return winners ? { tally: t, winners } : { tally: t };
    },
  };
}

/** Games a run of `seeds` seeds plays. */
export function gamesOf(seeds: number, swap: boolean): number {
  return swap ? 2 * seeds : seeds;
}
