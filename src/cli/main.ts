/**
 * The `rulebench` command: validate, run, moves, play. Exit codes: 0 all
 * good, 1 a scenario check failed, 2 invalid input. Bad input never shows a
 * stack trace: every problem in a file is printed as `file:line:col: message`,
 * a mistake on the command line as `rulebench: <what is wrong>; expected <…>`.
 */
import { statSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { version } from '../../package.json';
import scenarioSchema from '../../schemas/scenario.schema.json';
import { EXIT, warn } from './output';
import { playCommand, type PlayOptions } from './play';
import { compareCommand, diffCommand, type CompareOptions } from './compare-commands';
import { movesCommand, runCommand, validateCommand } from './scenario-commands';
import { registerSelfplayCommands } from './simulate-commands';
import { unknownCommand, usageMistake, UsageError, wordValueRefusals } from './usage';
import {
  exportCommand,
  importCommand,
  shareCommand,
  type ExportOptions,
  type ImportOptions,
  type ShareOptions,
} from './share-commands';

const SEED = scenarioSchema.properties.seed;

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The exit code; a promise of it for the commands that play games on worker threads (simulate, ab, sweep). */
export function main(argv: string[]): number | Promise<number> {
  let code: number = EXIT.ok;
  let pending: Promise<number> | undefined;
  const program = new Command()
    .name('rulebench')
    .description(
      'Headless Rulebench: validate rulesets and scenarios, replay scenarios, list legal moves, play random games, compare rule versions, share scenarios.',
    )
    .version(version, '-V, --version', 'print the version of rulebench')
    .exitOverride()
    // Help and the version through the console, as every command prints (a test capturing it sees them); parse errors as one line of ours.
    .configureOutput({
      writeOut: (s) => console.log(s.replace(/\n$/, '')),
      writeErr: (s) => console.error(s.replace(/\n$/, '')),
      outputError: () => {},
    });
  const rulesetsOpt = () =>
    new Option('--rulesets <dir>', 'also look up ruleset ids in this folder').argParser(
      (v: string, prev: string[] = []) => {
        if (!isFolder(v)) throw new InvalidArgumentError('expected an existing folder holding ruleset .yaml files');
        return [...prev, v];
      },
    );

  program
    .command('validate')
    .description('check rulesets or scenarios; exit 0 if all are valid, 2 if not')
    .argument('<files...>', 'ruleset or scenario .yaml files')
    .addOption(rulesetsOpt())
    .action((files: string[], opts: { rulesets?: string[] }) => {
      code = validateCommand(files, opts.rulesets ?? []);
    });
  program
    .command('run')
    .description(
      'replay scenarios and check their expectations; exit 0 if all hold, 1 if any fails, 2 for invalid input',
    )
    .argument('<scenarios...>', 'scenario .yaml files')
    .option('--json', 'print the final state and the check results as JSON')
    .addOption(rulesetsOpt())
    .action((files: string[], opts: { json?: boolean; rulesets?: string[] }) => {
      code = runCommand(files, !!opts.json, opts.rulesets ?? []);
    });
  program
    .command('moves')
    .description("list the legal actions after the scenario's actions, in the scenario's action form")
    .argument('<scenario>', 'a scenario .yaml file')
    .option('--json', 'print them as JSON')
    .addOption(rulesetsOpt())
    .action((file: string, opts: { json?: boolean; rulesets?: string[] }) => {
      code = movesCommand(file, !!opts.json, opts.rulesets ?? []);
    });
  program
    .command('play')
    .description('play one whole game between random players')
    .argument('<ruleset>', 'a ruleset id (e.g. units-v1.2) or a path to a ruleset .yaml file')
    .usage('<ruleset> --seed <n> [options]')
    .requiredOption('--seed <n>', 'seed for the dice and the players', (v) => {
      // The range a scenario's `seed:` allows, so `play --out` writes a scenario that `run` accepts.
      const n = Number(v);
      if (!/^-?\d+$/.test(v) || n < SEED.minimum || n > SEED.maximum)
        throw new InvalidArgumentError(`expected a whole number ${SEED.minimum} … ${SEED.maximum}`);
      return n;
    })
    .option('--json', 'print the game as JSON')
    .option(
      '--out <file>',
      'write the game as a scenario file that `rulebench run` replays to the same end (a new file; prints a one-line summary)',
    )
    .option('--force', 'with --out: replace the file if it exists (never the ruleset being played)')
    .addOption(rulesetsOpt())
    .action((ruleset: string, opts: PlayOptions) => {
      code = playCommand(ruleset, opts);
    });

  registerSelfplayCommands(program, rulesetsOpt, (exit) => {
    pending = exit;
  });
  program
    .command('diff')
    .description(
      'the semantic diff of two rulesets, parameter by parameter; exit 0 if they play the same rules, 1 if not, 2 for invalid input',
    )
    .argument('<a>', 'ruleset A: an id (units-v1.1) or a .yaml file')
    .argument('<b>', 'ruleset B')
    .option('--json', 'print { diff: [{ path, a, b, text, kind }] }')
    .addOption(rulesetsOpt())
    .action((a: string, b: string, opts: CompareOptions) => {
      code = diffCommand(a, b, opts);
    });
  program
    .command('compare')
    .description(
      'replay a scenario under two rulesets side by side; exit 0 if they never diverge, 1 if they do, 2 for invalid input',
    )
    .argument('<a>', 'ruleset A: an id or a .yaml file')
    .argument('<b>', 'ruleset B')
    .argument('<scenario>', 'a scenario .yaml file (its own ruleset: line is replaced by A and by B)')
    .option('--json', 'print { firstDivergence, diff, steps }')
    .addOption(rulesetsOpt())
    .action((a: string, b: string, scenario: string, opts: CompareOptions) => {
      code = compareCommand(a, b, scenario, opts);
    });
  program
    .command('export')
    .description(
      'write a scenario bundle: one file with the scenario and its ruleset, which replays the same everywhere',
    )
    .argument('<scenario>', 'a scenario .yaml file')
    .option(
      '--out <file>',
      'the bundle to write (default: <scenario>.bundle.yaml here; never replaces a file without --force)',
    )
    .option('--force', 'replace the --out file if it exists')
    .option(
      '--reference-shipped',
      'refer to an unchanged shipped ruleset by id and content hash instead of embedding it',
    )
    .addOption(rulesetsOpt())
    .action((file: string, opts: ExportOptions) => {
      code = exportCommand(file, opts);
    });
  program
    .command('share')
    .description('print a share link that opens the scenario (and its edited ruleset) in the workbench')
    .argument('<scenario>', 'a scenario .yaml file')
    .option('--step <n>', 'the step the link opens at (default 0)', (v) => {
      if (!/^\d+$/.test(v)) throw new InvalidArgumentError('expected a whole number 0 or more');
      return Number(v);
    })
    .option('--base <url>', 'the workbench address the link opens (default http://localhost:5173/)')
    .addOption(rulesetsOpt())
    .action((file: string, opts: ShareOptions) => {
      code = shareCommand(file, opts);
    });
  program
    .command('import')
    .description(
      'unpack a scenario bundle or a share link into files (never replaces a file: a taken name gets a new version)',
    )
    .argument('<bundle-or-link>', 'a bundle .yaml file or a share link')
    .option('--out <dir>', 'the folder to write into (default: here); rulesets go to its rulesets/ folder')
    .action((input: string, opts: ImportOptions) => {
      code = importCommand(input, opts);
    });

  program.on('command:*', (operands: string[]) => {
    throw unknownCommand(program, operands[0]);
  });
  wordValueRefusals(program);

  // `help NAME` for a name that is no command gets the answer `NAME` alone gets (commander would dump the help).
  const args =
    argv[0] === 'help' && argv.length === 2 && !program.commands.some((c) => c.name() === argv[1]) ? [argv[1]] : argv;
  try {
    program.parse(args, { from: 'user' });
  } catch (e) {
    // A mistake quotes the command line, which a shell glob may have filled with a stranger's file names: escaped.
    if (e instanceof UsageError) {
      warn(`rulebench: ${e.message}`);
      return EXIT.invalid;
    }
    if (!(e instanceof CommanderError)) return internalError(e);
    // `--help` and `help [command]` exit 0 (help on stdout); bare `rulebench` gets the help on stderr and commander's exit code 1.
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.help' || e.code === 'commander.version')
      return e.exitCode === 0 ? EXIT.ok : EXIT.invalid;
    // The command that failed is the one named first; options before any command are rulebench's own.
    const cmd = program.commands.find((c) => c.name() === args[0]);
    warn(`rulebench: ${usageMistake(e, cmd ?? program, cmd ? args.slice(1) : args)}`);
    return EXIT.invalid;
  }
  // A command on worker threads that fails in a way of ours ends as the others do: one line, exit 3.
  return pending ? pending.catch(internalError) : code;
}

/** Our own bug, in one line (its message may quote a file: escaped), never a stack trace. */
function internalError(e: unknown): number {
  warn(
    `rulebench: internal error: ${e instanceof Error ? e.message : String(e)} (please report this with the command and files)`,
  );
  return EXIT.internal;
}
