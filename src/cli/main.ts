/**
 * The `rulebench` command: validate, run, moves, play. Exit codes: 0 all
 * good, 1 a scenario check failed, 2 invalid input. Bad input never shows a
 * stack trace: every problem is printed as `file:line:col: message`.
 */
import { statSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import scenarioSchema from '../../schemas/scenario.schema.json';
import { EXIT } from './output';
import { playCommand } from './play';
import { movesCommand, runCommand, validateCommand } from './scenario-commands';

const SEED = scenarioSchema.properties.seed;

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function main(argv: string[]): number {
  let code: number = EXIT.ok;
  const program = new Command()
    .name('rulebench')
    .description('Headless Rulebench: validate rulesets and scenarios, replay scenarios, list legal moves, play random games.')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError();
  const rulesetsOpt = () => new Option('--rulesets <dir>', 'also look up ruleset ids in this folder').argParser((v: string, prev: string[] = []) => {
    if (!isFolder(v)) throw new InvalidArgumentError(`"${v}" is not a folder; expected a folder holding ruleset .yaml files`);
    return [...prev, v];
  });

  program
    .command('validate')
    .description('check rulesets or scenarios; exit 0 if all are valid, 2 if not')
    .argument('<files...>', 'ruleset or scenario .yaml files')
    .addOption(rulesetsOpt())
    .action((files: string[], opts: { rulesets?: string[] }) => { code = validateCommand(files, opts.rulesets ?? []); });
  program
    .command('run')
    .description('replay scenarios and check their expectations; exit 0 if all hold, 1 if any fails, 2 for invalid input')
    .argument('<scenarios...>', 'scenario .yaml files')
    .option('--json', 'print the final state and the check results as JSON')
    .addOption(rulesetsOpt())
    .action((files: string[], opts: { json?: boolean; rulesets?: string[] }) => { code = runCommand(files, !!opts.json, opts.rulesets ?? []); });
  program
    .command('moves')
    .description("list the legal actions after the scenario's actions, in the scenario's action form")
    .argument('<scenario>', 'a scenario .yaml file')
    .option('--json', 'print them as JSON')
    .addOption(rulesetsOpt())
    .action((file: string, opts: { json?: boolean; rulesets?: string[] }) => { code = movesCommand(file, !!opts.json, opts.rulesets ?? []); });
  program
    .command('play')
    .description('play one whole game between random players')
    .argument('<ruleset>', 'a ruleset id (e.g. units-v1.2) or a path to a ruleset .yaml file')
    .requiredOption('--seed <n>', 'seed for the dice and the players', (v) => {
      // The range a scenario's `seed:` allows, so `play --out` writes a scenario that `run` accepts.
      const n = Number(v);
      if (!/^-?\d+$/.test(v) || n < SEED.minimum || n > SEED.maximum) throw new InvalidArgumentError(`expected a whole number ${SEED.minimum} … ${SEED.maximum}; found "${v}"`);
      return n;
    })
    .option('--json', 'print the game as JSON')
    .option('--out <file>', 'write the game as a scenario file that `rulebench run` replays to the same end')
    .addOption(rulesetsOpt())
    .action((ruleset: string, opts: { seed: number; json?: boolean; out?: string; rulesets?: string[] }) => { code = playCommand(ruleset, opts); });

  try {
    program.parse(argv, { from: 'user' });
  } catch (e) {
    const err = e as { code?: string; exitCode?: number; message?: string };
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return EXIT.ok;
    if (err.code?.startsWith('commander.')) return EXIT.invalid;
    console.error(`rulebench: internal error: ${err.message ?? String(e)} (please report this with the command and files)`);
    return EXIT.internal;
  }
  return code;
}
