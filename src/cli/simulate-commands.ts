/**
 * The commander registration of `simulate`, `ab` and `sweep`. Their work is
 * asynchronous (worker threads), so each action hands its promise of an exit
 * code to `pending`; `main` returns that promise instead of a number.
 */
import type { Command, Option } from 'commander';
import { abCommand, type AbFlags } from './ab';
import { simulateCommand, type SimulateFlags } from './simulate';
import { sweepCommand, type SweepFlags } from './sweep';

/** The options every self-play command takes; values are checked by the command (one-line messages). */
function selfplayOptions(cmd: Command, rulesetsOpt: () => Option): Command {
  return cmd
    .option('--games <n>', 'seeds to play (each twice with --swap)')
    .option('--seed <n>', 'seed of the first game (default 1); game g uses seed + g')
    .option(
      '--bots <list>',
      'bot of each seat in seat order, comma-separated: random, greedy, mcts, mcts:N (N iterations), mcts:Nms; one name for every seat (default random)',
    )
    .option('--swap', 'play every seed a second time with the seats reversed')
    .option('--workers <n>', 'worker threads (default: every core)')
    .addOption(rulesetsOpt());
}

export function registerSelfplayCommands(
  program: Command,
  rulesetsOpt: () => Option,
  pending: (exit: Promise<number>) => void,
): void {
  selfplayOptions(
    program
      .command('simulate')
      .description('self-play games and their balance report (wins with 95% intervals, length, branching, end codes)')
      .argument('<target>', 'a ruleset id or file, or a scenario whose position starts every game')
      .usage('<ruleset|scenario> --games <n> [options]'),
    rulesetsOpt,
  )
    .option('--json', 'print the report as JSON')
    .option('--csv', 'print the report as CSV (figure,name,value,lo,hi)')
    .option('--report <file.html>', 'also write the report as one self-contained HTML file with charts')
    .option('--force', 'with --report: replace the file if it exists')
    .action((target: string, opts: SimulateFlags) => pending(simulateCommand(target, opts)));
  selfplayOptions(
    program
      .command('ab')
      .description('play two rulesets on the same seeds and say what changed, with 95% intervals and significance')
      .argument('<a>', 'the first ruleset (or scenario)')
      .argument('<b>', 'the second ruleset (or scenario)')
      .usage('<a> <b> --games <n> [options]'),
    rulesetsOpt,
  )
    .option(
      '--sprt <seat:margin>',
      'stop as soon as a sequential test tells whether that rate (a seat or draw) moved by the margin from A to B (α = β = 0.05)',
    )
    .option('--json', 'print the comparison as JSON')
    .action((a: string, b: string, opts: AbFlags) => pending(abCommand(a, b, opts)));
  selfplayOptions(
    program
      .command('sweep')
      .description('play a ruleset once per value of one parameter and chart a figure against it')
      .argument('<ruleset>', 'a ruleset id or file')
      .usage('<ruleset> --param <path> --values <list> --games <n> [options]'),
    rulesetsOpt,
  )
    .option('--param <path>', 'dotted path of the parameter in the ruleset, e.g. board.width or move.speed.1')
    .option('--values <list>', 'comma-separated values, e.g. 6,7,8')
    .option('--metric <m>', 'a seat (its win rate), draw, timeouts or length (default: the first seat)')
    .option('--json', 'print the points as JSON')
    .option('--report <file.html>', 'also write the chart as one self-contained HTML file')
    .option('--force', 'with --report: replace the file if it exists')
    .action((ruleset: string, opts: SweepFlags) => pending(sweepCommand(ruleset, opts)));
}
