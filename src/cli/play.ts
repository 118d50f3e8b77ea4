/** `play`: one whole game between uniformly random players, optionally written as a scenario. */
import { join } from 'node:path';
import { playRandomly, toMoveName } from '../engine/api';
import type { ActionObject, Game, Outcome } from '../engine/game';
import { basesOf } from '../engine/loader/extends';
import { loadRuleset } from '../engine/loader/ruleset';
import { Rng } from '../engine/rng';
import { baseResolver, fileResolver } from './files';
import { EXIT, printDiagnostics, say, sayJson, warn } from './output';
import { outTarget, writeScenario } from './play-out';

/** The random players' generator is derived from the seed but separate from the dice's. */
export function playerRng(seed: number): Rng {
  return Rng.seeded((seed ^ 0x5bd1e995) | 0);
}

export interface PlayOptions {
  seed: number;
  json?: boolean;
  out?: string;
  force?: boolean;
  rulesets?: string[];
}

/** `north wins (south has no units left)` or `draw (…)`. */
const resultText = (o: Outcome) => `${o.winner === 'draw' ? 'draw' : `${o.winner} wins`} (${o.reason})`;

export function playCommand(ref: string, opts: PlayOptions): number {
  if (opts.force && opts.out === undefined) {
    warn('rulebench: --force replaces the --out file; expected --out <file> with it');
    return EXIT.invalid;
  }
  // The user typed this path: it may point anywhere (`false`: not contained to a project).
  const found = fileResolver(
    opts.rulesets ?? [],
    'the current folder',
    false,
  )(ref, join(process.cwd(), 'command-line'));
  if ('error' in found) {
    warn(`${ref}:1:1: ${found.error}`);
    return EXIT.invalid;
  }
  // Before playing: a game can be long, and a file it may not write is known now.
  const bases = opts.out === undefined ? [] : basesOf(found.text, found.file, baseResolver(opts.rulesets ?? []));
  const target = opts.out === undefined ? undefined : outTarget(opts.out, found, !!opts.force, bases);
  if (target && !target.ok) {
    warn(target.message);
    return EXIT.invalid;
  }
  const rs = loadRuleset(found.text, found.file, found.id, baseResolver(opts.rulesets ?? []));
  if (!rs.ok) {
    printDiagnostics(rs.diagnostics);
    return EXIT.invalid;
  }
  const game: Game<unknown> = rs.game;
  const state = game.start(opts.seed);
  const actions: ActionObject[] = [];
  const log: string[] = [];
  playRandomly(game, state, playerRng(opts.seed), undefined, (a) => {
    actions.push(game.formatAction(state, a));
    if (!target) log.push(game.notation(state, a));
  });
  const outcome = game.outcome(state)!;
  const plies = game.plies(state);
  let wrote = '';
  if (target) {
    const written = writeScenario({ game, seed: opts.seed, actions, final: state }, target);
    if (!written.ok) {
      warn(written.message);
      return written.code;
    }
    wrote = written.display;
  }
  if (opts.json) {
    const view = game.view(state);
    sayJson({
      ruleset: game.id,
      seed: opts.seed,
      outcome,
      plies,
      actions,
      final: { ...view, toMove: toMoveName(game, state) },
    });
  } else if (target) {
    // The move list of a long game on one terminal line helps nobody: it is in the file.
    say(
      `${game.id} seed ${opts.seed}: ${resultText(outcome)} after ${plies} plies; wrote ${actions.length} actions to ${wrote}`,
    );
  } else {
    say(log.join(' '));
    say(`${game.id} seed ${opts.seed}: ${resultText(outcome)} after ${plies} plies`);
  }
  return EXIT.ok;
}
