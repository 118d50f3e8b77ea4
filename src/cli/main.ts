/**
 * The `rulebench` command: validate, run, moves, play. Exit codes: 0 all
 * good, 1 a scenario check failed, 2 invalid input. Bad input never shows a
 * stack trace: every problem in a file is printed as `file:line:col: message`,
 * a mistake on the command line as `rulebench: <what is wrong>; expected <…>`.
 */
import { statSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
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

/**
 * Commander's parse error as one line. Its text is "error: …", with "(Did you
 * mean …?)" on a line of its own; the help it would dump after it is left out.
 */
function usageError(err: CommanderError, cmd: Command): string {
  const what = err.message
    .replace(/^error: /, '')
    .replace(/\n\(Did you mean (.*)\)$/, ' (did you mean $1)')
    .replace(/\. Expected \d+ arguments? but got (\d+)\.$/, ': $1 given');
  // Our option parsers' messages are the expected part: "… argument 'x' is invalid. expected …".
  if (err.code === 'commander.invalidArgument') return `rulebench: ${what.replace(/ is invalid\. /, ' is invalid; ')}`;
  const help = cmd.createHelp();
  // An option named in the message ("option '--seed <n>' argument missing") is what was expected.
  const option = cmd.options.find((o) => what.includes(`'${o.flags}'`));
  const expected =
    err.code === 'commander.unknownCommand' ? `one of ${help.visibleCommands(cmd).map((c) => c.name()).join(', ')}`
    : err.code === 'commander.unknownOption' ? `one of ${help.visibleOptions(cmd).map((o) => o.flags).join(', ')}`
    : option ? `${option.flags} (${option.description})`
    : ['rulebench', ...(cmd.parent ? [cmd.name()] : []), cmd.usage()].join(' ');
  return `rulebench: ${what}; expected ${expected}`;
}

export function main(argv: string[]): number {
  let code: number = EXIT.ok;
  const program = new Command()
    .name('rulebench')
    .description('Headless Rulebench: validate rulesets and scenarios, replay scenarios, list legal moves, play random games.')
    .exitOverride()
    // Parse errors are printed by `usageError`, as one line.
    .configureOutput({ writeErr: (s) => process.stderr.write(s), outputError: () => {} });
  const rulesetsOpt = () => new Option('--rulesets <dir>', 'also look up ruleset ids in this folder').argParser((v: string, prev: string[] = []) => {
    if (!isFolder(v)) throw new InvalidArgumentError('expected an existing folder holding ruleset .yaml files');
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
    .usage('<ruleset> --seed <n> [options]')
    .requiredOption('--seed <n>', 'seed for the dice and the players', (v) => {
      // The range a scenario's `seed:` allows, so `play --out` writes a scenario that `run` accepts.
      const n = Number(v);
      if (!/^-?\d+$/.test(v) || n < SEED.minimum || n > SEED.maximum) throw new InvalidArgumentError(`expected a whole number ${SEED.minimum} … ${SEED.maximum}`);
      return n;
    })
    .option('--json', 'print the game as JSON')
    .option('--out <file>', 'write the game as a scenario file that `rulebench run` replays to the same end')
    .addOption(rulesetsOpt())
    .action((ruleset: string, opts: { seed: number; json?: boolean; out?: string; rulesets?: string[] }) => { code = playCommand(ruleset, opts); });

  // `help NAME` for a name that is no command gets the answer `NAME` alone gets (commander would dump the help).
  const args = argv[0] === 'help' && argv.length === 2 && !program.commands.some((c) => c.name() === argv[1]) ? [argv[1]!] : argv;
  try {
    program.parse(args, { from: 'user' });
  } catch (e) {
    if (!(e instanceof CommanderError)) {
      console.error(`rulebench: internal error: ${e instanceof Error ? e.message : String(e)} (please report this with the command and files)`);
      return EXIT.internal;
    }
    // `--help` and `help [command]` exit 0 (help on stdout); bare `rulebench` gets the help on stderr and commander's exit code 1.
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.help') return e.exitCode === 0 ? EXIT.ok : EXIT.invalid;
    // The command that failed is the one named first; options before any command are rulebench's own.
    console.error(usageError(e, program.commands.find((c) => c.name() === args[0]) ?? program));
    return EXIT.invalid;
  }
  return code;
}
