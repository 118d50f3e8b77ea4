/** `play`: one whole game between uniformly random players, optionally written as a scenario. */
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playRandomly, toMoveName } from '../engine/api';
import type { ActionObject } from '../engine/game';
import { loadRuleset } from '../engine/loader/ruleset';
import { Rng } from '../engine/rng';
import { scenarioYaml } from '../engine/scenario/write';
import { displayPath, fileResolver, writeText } from './files';
import { EXIT, printDiagnostics } from './output';

const SCHEMAS = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** The random players' generator is derived from the seed but separate from the dice's. */
export function playerRng(seed: number): Rng {
  return Rng.seeded((seed ^ 0x5bd1e995) | 0);
}

export function playCommand(ref: string, opts: { seed: number; json?: boolean; out?: string; rulesets?: string[] }): number {
  const found = fileResolver(opts.rulesets ?? [], 'the current folder')(ref, join(process.cwd(), 'command-line'));
  if ('error' in found) {
    console.error(`${ref}:1:1: ${found.error}`);
    return EXIT.invalid;
  }
  const rs = loadRuleset(found.text, found.file, found.id);
  if (!rs.ok) {
    printDiagnostics(rs.diagnostics);
    return EXIT.invalid;
  }
  const game = rs.game;
  const state = game.start(opts.seed);
  const actions: ActionObject[] = [];
  const log: string[] = [];
  playRandomly(game, state, playerRng(opts.seed), undefined, (a) => {
    actions.push(game.formatAction(state, a));
    log.push(game.notation(state, a));
  });
  const outcome = game.outcome(state)!;
  const view = game.view(state);
  if (opts.out) {
    const outFile = resolve(opts.out);
    // The id only when `run` will find this very file by it from where the scenario is written
    // (a nearer rulesets/ folder may hold another file of that name); a relative path otherwise.
    const byId = fileResolver([])(found.id, outFile);
    const sameFile = !('error' in byId) && resolve(byId.file) === resolve(found.file);
    const rulesetRef = sameFile ? found.id : relative(dirname(outFile), resolve(found.file));
    const counts: Record<string, number> = {};
    for (const p of game.players) counts[p] = view.pieces.filter((x) => x.owner === p).length;
    const written = writeText(outFile, scenarioYaml({
      schemaPath: relative(dirname(outFile), join(SCHEMAS, 'scenario.schema.json')),
      ruleset: rulesetRef,
      title: `Random game, seed ${opts.seed}`,
      seed: opts.seed,
      actions,
      expect: [{ winner: outcome.winner, toMove: 'none', count: counts }],
    }));
    if (!written.ok) {
      printDiagnostics([written.diagnostic]);
      return EXIT.invalid;
    }
  }
  if (opts.json) {
    console.log(JSON.stringify({ ruleset: game.id, seed: opts.seed, winner: outcome.winner, reason: outcome.reason, plies: game.plies(state), actions, final: { ...view, toMove: toMoveName(game, state) } }, null, 2));
  } else {
    console.log(log.join(' '));
    console.log(`${game.id} seed ${opts.seed}: ${outcome.winner === 'draw' ? 'draw' : `${outcome.winner} wins`} (${outcome.reason}) after ${game.plies(state)} plies`);
    if (opts.out) console.log(`wrote ${displayPath(resolve(opts.out))}`);
  }
  return EXIT.ok;
}
