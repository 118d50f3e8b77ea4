/**
 * `evaluation.approach` measured on each family's own square names, through
 * the loader as a designer writes it: the same four squares in every family
 * (two pieces of the first name side by side, the other name's two pieces 2
 * and 5 squares away), so the expected values are one sum.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/engine/bots/evaluate';
import { isSetupProblems, type Game } from '../../../src/engine/game';
import { loadRuleset } from '../../../src/engine/loader/ruleset';
import { ROOT } from '../../support/rulesets';

/** Squares at x,y = 1,1 and 2,1 (first name), 4,1 and 4,4 (second name), in each family's notation. */
interface Case {
  ruleset: string;
  /** The evaluation terms (YAML) that leave only approach: every piece worth 1, no goals, no dice, no mobility. */
  terms: string;
  setup: (squares: readonly string[]) => Record<string, unknown>;
  squares: readonly string[];
}

const CASES: Case[] = [
  {
    ruleset: 'units-v1.2',
    terms: 'mobility: 0',
    setup: ([a, b, c, d]) => ({
      pieces: [
        { at: a, owner: 'south', class: 1 },
        { at: b, owner: 'south', class: 1 },
        { at: c, owner: 'north', class: 1 },
        { at: d, owner: 'north', class: 1 },
      ],
    }),
    squares: ['b2', 'c2', 'e2', 'e5'],
  },
  {
    ruleset: 'hnefatafl-copenhagen',
    terms: 'mobility: 0, material: { by: type }, goals: []',
    setup: ([a, b, c, d]) => ({
      pieces: [
        { at: a, type: 'attacker' },
        { at: b, type: 'attacker' },
        { at: c, type: 'defender' },
        { at: d, type: 'king' },
      ],
    }),
    squares: ['b2', 'c2', 'e2', 'e5'],
  },
  {
    ruleset: 'dice-cubes',
    terms: 'mobility: 0, standing: 0',
    setup: (squares) => ({
      toMove: 'p1',
      dice: squares.map((at) => ({ at, value: 3 })),
      pawns: squares.map((at, i) => ({ at, owner: i < 2 ? 'p1' : 'p2' })),
    }),
    squares: ['1,1', '2,1', '4,1', '4,4'],
  },
];

/** The shipped ruleset with `evaluation: { approach, …terms }` written under it, loaded as a designer's file. */
function gameWith(c: Case, approach: number): Game {
  const file = `rulesets/${c.ruleset}.yaml`;
  const text = `${readFileSync(`${ROOT}${file}`, 'utf8').trimEnd()}\nevaluation: { approach: ${approach}, ${c.terms} }\n`;
  const load = loadRuleset(text, file);
  if (!load.ok) throw new Error(load.diagnostics.map((d) => d.message).join('\n'));
  return load.game;
}

/** The first name's value in the four-piece position. */
function valueOf(c: Case, approach: number): number {
  const game = gameWith(c, approach);
  const s = game.setup(c.setup(c.squares), 0);
  if (isSetupProblems(s)) throw new Error(s.map((p) => p.message).join('\n'));
  return evaluate(game, s, new Int32Array(game.maxActions))[game.winners[0]];
}

describe.each(CASES)('approach on the squares of $ruleset', (c) => {
  it('adds approach / (1 + d) per piece, d squares to the nearest piece of the other name', () => {
    // First name: 1,1 is 3 squares from 4,1 and 2,1 is 2: 2 + 1/4 + 1/3. Second: 4,1 is 2 from 2,1, 4,4 is 5: 2 + 1/3 + 1/6.
    const first = 2 + 1 / 4 + 1 / 3,
      second = 2 + 1 / 3 + 1 / 6;
    expect(valueOf(c, 1)).toBeCloseTo((first - second) / (first + second), 12);
  });

  it('leaves the even position at 0 without it', () => {
    expect(valueOf(c, 0)).toBe(0);
  });
});
