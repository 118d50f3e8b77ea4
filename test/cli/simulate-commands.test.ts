import { Command, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerSelfplayCommands } from '../../src/cli/simulate-commands';
import { capture } from '../support/cli';

/** A program with only the self-play commands, as main.ts registers them. */
async function cli(args: string[]): Promise<number> {
  let pending: Promise<number> | undefined;
  const program = new Command()
    .name('rulebench')
    .exitOverride()
    .configureOutput({ writeErr: () => {}, outputError: () => {} });
  registerSelfplayCommands(
    program,
    () => new Option('--rulesets <dir>').argParser((v: string, prev: string[] = []) => [...prev, v]),
    (p) => {
      pending = p;
    },
  );
  program.parse(args, { from: 'user' });
  return pending!;
}

describe('the self-play commands as registered', () => {
  it('simulate reads its options from the command line', async () => {
    const r = await capture(() =>
      cli([
        'simulate',
        'units-v1.2',
        '--games',
        '2',
        '--seed',
        '9',
        '--bots',
        'greedy',
        '--swap',
        '--workers',
        '1',
        '--json',
      ]),
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      ruleset: 'units-v1.2',
      seed: 9,
      seeds: 2,
      swap: true,
      games: 4,
      seating: { south: 'greedy', north: 'greedy' },
    });
  });

  it('sweep and ab are there with their own options', () => {
    const program = new Command();
    registerSelfplayCommands(
      program,
      () => new Option('--rulesets <dir>'),
      () => {},
    );
    const flags = (name: string) => program.commands.find((c) => c.name() === name)!.options.map((o) => o.long);
    expect(flags('ab')).toContain('--sprt');
    expect(flags('sweep')).toEqual(expect.arrayContaining(['--param', '--values', '--metric', '--games', '--report']));
  });
});
