/**
 * Mistakes on the command line, worded by Rulebench as one line: `rulebench:
 * <what is wrong>; expected <…>`. Commander finds them; the words come from
 * the command's own options and arguments, never from commander's messages.
 */
import { InvalidArgumentError, type Command, type CommanderError, type Option } from 'commander';
import { nearest } from '../engine/loader/schema-errors';

/** A mistake already worded: the part after `rulebench: `. */
export class UsageError extends Error {}

const didYouMean = (word: string, choices: readonly string[]): string => {
  const best = nearest(word, choices);
  return best === undefined ? '' : ` (did you mean ${best}?)`;
};

const optionLine = (o: Option): string => `${o.flags} (${o.description})`;

function usageLine(cmd: Command): string {
  return ['rulebench', ...(cmd.parent ? [cmd.name()] : []), cmd.usage()].join(' ');
}

/** `name` is no command of `program`. */
export function unknownCommand(program: Command, name: string): UsageError {
  const names = program
    .createHelp()
    .visibleCommands(program)
    .map((c) => c.name());
  return new UsageError(`unknown command '${name}'${didYouMean(name, names)}; expected one of ${names.join(', ')}`);
}

/**
 * Every option value parser of `cmd` and its commands refuses a value as one
 * line naming the option and the value: each parser throws an
 * InvalidArgumentError holding only what was expected.
 */
export function wordValueRefusals(cmd: Command): void {
  for (const c of [cmd, ...cmd.commands]) {
    for (const option of c.options) {
      const parse = option.parseArg;
      if (!parse) continue;
      option.parseArg = <T>(value: string, previous: T): T => {
        try {
          return parse(value, previous);
        } catch (e) {
          if (!(e instanceof InvalidArgumentError)) throw e;
          throw new UsageError(`option '${option.flags}' argument '${value}' is invalid; ${e.message}`);
        }
      };
    }
  }
}

/**
 * The line for commander's parse error `e` (by its code) in `cmd`, the command
 * that was parsing `tokens` (the words after its name).
 */
export function usageMistake(e: CommanderError, cmd: Command, tokens: readonly string[]): string {
  const help = cmd.createHelp();
  switch (e.code) {
    case 'commander.unknownOption': {
      // Parsed again for the word itself: the first one that is none of the command's options.
      const flag = cmd.parseOptions([...tokens]).unknown[0];
      if (flag === undefined) break;
      const visible = help.visibleOptions(cmd);
      const longs = visible.flatMap((o) => (o.long ? [o.long] : []));
      const hint = flag.startsWith('--') ? didYouMean(flag, longs) : '';
      return `unknown option '${flag}'${hint}; expected one of ${visible.map((o) => o.flags).join(', ')}`;
    }
    case 'commander.missingArgument': {
      const missing = cmd.registeredArguments.find((a, i) => a.required && i >= cmd.args.length);
      if (missing) return `missing required argument '${missing.name()}'; expected ${usageLine(cmd)}`;
      break;
    }
    case 'commander.excessArguments':
      return `too many arguments for '${cmd.name()}': ${cmd.args.length} given; expected ${usageLine(cmd)}`;
    case 'commander.optionMissingArgument': {
      // Commander finds a value missing only when the option is the last word.
      const last = tokens[tokens.length - 1];
      const option = cmd.options.find((o) => last !== undefined && (o.long === last || o.short === last));
      if (option) return `option '${option.flags}' argument missing; expected ${optionLine(option)}`;
      break;
    }
    case 'commander.missingMandatoryOptionValue': {
      const option = cmd.options.find((o) => o.mandatory && cmd.getOptionValue(o.attributeName()) === undefined);
      if (option) return `required option '${option.flags}' not specified; expected ${optionLine(option)}`;
      break;
    }
  }
  return `the command line is not understood (${e.code}); expected ${usageLine(cmd)}`;
}
