/**
 * Property-based tests over random games of every shipped ruleset, written
 * once against the Game interface: legal actions are exactly the actions
 * `whyIllegal` accepts, every refusal has a reason, actions survive the
 * scenario form, states survive JSON, chance outcomes' probabilities add up
 * to 1, seed + actions replay exactly, nothing impossible is ever on the
 * board, and every game ends within its limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANCE, NOBODY, type Game } from '../../src/engine/game';
import { Rng } from '../../src/engine/rng';
import { shippedGame, shippedRulesetIds } from '../support/rulesets';

/** Far above any shipped ply/turn limit: a game still going here never ends. */
const RUNAWAY = 200_000;

function json(game: Game<unknown>, s: unknown): string {
  return JSON.stringify(game.serialize(s));
}

function checkState(game: Game<unknown>, s: unknown): void {
  const view = game.view(s);
  const squares = view.pieces.map((p) => p.at);
  expect(new Set(squares).size, `two pieces on one square: ${squares.join(' ')}`).toBe(squares.length);
  // One assertion per position, not per piece or action: these run on every ply of thousands of plies.
  expect(
    view.pieces.map((p) => p.owner).filter((owner) => !game.players.includes(owner)),
    'owners that are no player',
  ).toEqual([]);
  if (view.dice) {
    const dice = view.dice.map((d) => d.at);
    expect(new Set(dice).size).toBe(dice.length);
  }
  const back = game.deserialize(JSON.parse(json(game, s)));
  expect(json(game, back)).toBe(json(game, s));
}

function playChecked(game: Game<unknown>, seed: number, playerSeed: number): { actions: number[]; final: unknown } {
  const s = game.start(seed);
  const players = Rng.seeded(playerSeed);
  const buf = new Int32Array(game.maxActions);
  const actions: number[] = [];
  let previous: number[] = [];
  for (let ply = 0; ; ply++) {
    expect(ply, `${game.id} did not end within ${RUNAWAY} actions`).toBeLessThan(RUNAWAY);
    checkState(game, s);
    const who = game.toMove(s);
    const n = who === NOBODY ? 0 : game.legalActions(s, buf);
    const legal = Array.from(buf.subarray(0, n));
    const legalSet = new Set(legal);
    // Every action of every 16th position, a sample elsewhere: long tafl matches stay affordable.
    const sample = <T>(xs: T[]): T[] =>
      ply % 16 === 0 || xs.length <= 6 ? xs : Array.from({ length: 6 }, () => xs[players.below(xs.length)]);
    const tried = sample(legal);
    expect(
      tried.filter((a) => game.whyIllegal(s, a) !== null).map((a) => game.notation(s, a)),
      'legal actions refused',
    ).toEqual([]);
    expect(tried.map((a) => game.parseAction(s, game.formatAction(s, a)))).toEqual(
      tried.map((a) => ({ ok: true, action: a })),
    );
    const unexplained = sample(previous)
      .filter((a) => !legalSet.has(a))
      .map((a) => ({ action: a, why: game.whyIllegal(s, a) }))
      .filter(({ why }) => !(typeof why === 'string' && why.length > 0));
    expect(unexplained, 'actions not legal here that whyIllegal gives no reason for').toEqual([]);
    if (who === NOBODY) {
      expect(game.outcome(s)).not.toBeNull();
      return { actions, final: s };
    }
    expect(game.outcome(s)).toBeNull();
    expect(n, `${game.players[who] ?? 'chance'} to move with no legal action`).toBeGreaterThan(0);
    // Chance outcomes carry probabilities that add up to 1; a player's actions carry none.
    const chance = legal.reduce((sum, a) => sum + game.chanceProbability(s, a), 0);
    expect(chance).toBeCloseTo(who === CHANCE ? 1 : 0, 9);
    const a = who === CHANCE ? game.sampleChance(s) : legal[players.below(n)];
    expect(legalSet.has(a)).toBe(true);
    previous = legal;
    actions.push(a);
    game.apply(s, a);
  }
}

describe.each(shippedRulesetIds())('random games of %s', (id) => {
  const game = shippedGame(id);
  it('keep every invariant, end within the limit and replay exactly from seed + actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), (seed, playerSeed) => {
        const { actions, final } = playChecked(game, seed, playerSeed);
        const replay = game.start(seed);
        for (const a of actions) {
          // As a scenario replays: rolls it does not fix are drawn from the seed again.
          if (game.toMove(replay) === CHANCE) expect(game.sampleChance(replay)).toBe(a);
          expect(game.whyIllegal(replay, a)).toBeNull();
          game.apply(replay, a);
        }
        expect(json(game, replay)).toBe(json(game, final));
      }),
      { numRuns: 8 },
    );
  });
});
