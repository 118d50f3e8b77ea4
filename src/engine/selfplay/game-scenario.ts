/**
 * One game of a self-play run as a scenario, to look at an odd game on the
 * board. Every game is reproducible from its run: game k is played again from
 * its seed with the same bots in the same seats (`runGames` numbers them), its
 * actions kept, and written with every chance outcome as an explicit roll, so
 * the scenario replays that very game whatever generator reads it.
 */
import { stringify } from 'yaml';
import { makeBot } from '../bots/make-bot';
import { isSetupProblems, type ActionObject, type Game } from '../game';
import { scenarioYaml } from '../scenario/write';
import type { SelfplayJob } from './job';
import { playGame } from './play';
import type { GameRecord } from './record';
import { startFrom } from './start';

/** Which seed game `k` of a run plays, and whether its seats are swapped (the order of `runGames`). */
export function gameOfRun(job: Pick<SelfplayJob, 'seed' | 'swap'>, k: number): { seed: number; swapped: boolean } {
  if (!(Number.isInteger(k) && k >= 0))
    throw new RangeError(`game ${k} is not a game of the run; expected a whole number from 0`);
  return job.swap
    ? { seed: job.seed + Math.floor(k / 2), swapped: k % 2 === 1 }
    : { seed: job.seed + k, swapped: false };
}

export interface GameScenario {
  /** The scenario's YAML text. */
  text: string;
  record: GameRecord;
}

/**
 * Game `k` of `job` on `game` (the job's ruleset, loaded) as scenario text. The scenario names
 * the ruleset by the job's id and its schema by `schemaPath` (relative to where it is saved);
 * a run from a scenario's position writes that position's setup and actions first.
 */
export function gameScenario(job: SelfplayJob, game: Game<unknown>, k: number, schemaPath: string): GameScenario {
  const { seed, swapped } = gameOfRun(job, k);
  const bots = job.bots.map((spec) => makeBot(game, spec));
  const seated = swapped ? [...bots].reverse() : bots;
  const start = job.start ? startFrom(game, job.start) : undefined;
  const record = playGame(game, seated, seed, swapped, { keepActions: true, ...(start ? { start } : {}) });
  // Formatting an action reads the state before it: play the opening and the game again, writing each action.
  const s = job.start?.setup ? game.setup(job.start.setup, seed) : game.start(seed);
  if (isSetupProblems(s))
    throw new RangeError(`${game.id}: the start position's setup does not load: ${s.map((p) => p.message).join('; ')}`);
  const actions: ActionObject[] = [];
  for (const a of [...(job.start?.actions ?? []), ...record.actions!]) {
    actions.push(game.formatAction(s, a));
    game.apply(s, a);
  }
  const seating = game.winners.map((seat, i) => `${seat}: ${seated[i].label}`).join(', ');
  const text = scenarioYaml({
    schemaPath,
    ruleset: job.ruleset.id,
    title: `Playtest game #${k + 1}: seed ${seed}${swapped ? ', seats swapped' : ''} (${seating})`,
    seed,
    actions,
    expect: [{ winner: record.winner, toMove: 'none' }],
  });
  // scenarioYaml writes no setup: a run from a scenario's position puts that scenario's setup before the actions.
  const withSetup = job.start?.setup
    ? text.replace(/^actions:/m, `${stringify({ setup: job.start.setup }, { lineWidth: 0 })}actions:`)
    : text;
  return { text: withSetup, record };
}
