/**
 * What self-play counts every ply without building events or generating the
 * legal actions twice: `lastCaptures` is the count the `capture` events give,
 * and the random bot chooses among the actions it is handed exactly as it
 * chooses from the state. Both on every shipped ruleset.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/engine/bots/random';
import { CHANCE, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { tally } from '../../../src/engine/selfplay/tally';
import type { GameRecord } from '../../../src/engine/selfplay/record';
import { shippedGame, shippedRulesetIds } from '../../support/rulesets';

/** Random games of `id` from seeds 1 … games, calling `atPly` before every player's action and `afterApply` after every action. */
function playRandom(
  id: string,
  games: number,
  atPly: (s: unknown, actions: Int32Array, n: number) => void,
  afterApply: (s: unknown) => void,
): void {
  const game = shippedGame(id);
  const buf = new Int32Array(game.maxActions);
  const players = Rng.seeded(9);
  for (let seed = 1; seed <= games; seed++) {
    const s = game.start(seed);
    for (let who = game.toMove(s); who !== NOBODY; who = game.toMove(s)) {
      let a: number;
      if (who === CHANCE) a = game.sampleChance(s);
      else {
        const n = game.legalActions(s, buf);
        atPly(s, buf, n);
        a = buf[players.below(n)];
      }
      game.apply(s, a);
      afterApply(s);
    }
  }
}

describe('lastCaptures', () => {
  // Captures happen in the board games; nothing is ever captured in D'ice Cubes (pawns sink).
  const captures: Record<string, boolean> = {
    'dice-cubes': false,
    'dice-cubes-4p': false,
    'escape-death': true,
    'hnefatafl-copenhagen': true,
    'units-v1.1': true,
    'units-v1.2': true,
    'units-v1.2-4p': true,
    'units-v1.2-class3-spares-class1': true,
  };

  it('covers every shipped ruleset', () => {
    expect(Object.keys(captures).sort()).toEqual(shippedRulesetIds());
  });

  for (const id of shippedRulesetIds()) {
    it(`${id}: counts the pieces the capture events list, after every action`, () => {
      const game = shippedGame(id);
      let counted = 0;
      let listed = 0;
      let mismatches = 0;
      playRandom(
        id,
        id === 'escape-death' ? 3 : 20,
        () => {},
        (s) => {
          const fromEvents = game
            .lastEvents(s)
            .reduce((sum, e) => sum + (e.kind === 'capture' ? e.captured.length : 0), 0);
          const cheap = game.lastCaptures(s);
          if (cheap !== fromEvents) mismatches++;
          counted += cheap;
          listed += fromEvents;
        },
      );
      expect(mismatches).toBe(0);
      expect(counted).toBe(listed);
      expect(listed > 0).toBe(captures[id]);
    });
  }

  it('is 0 in a state no action was applied to', () => {
    for (const id of shippedRulesetIds()) {
      const game = shippedGame(id);
      expect(game.lastCaptures(game.start(1))).toBe(0);
    }
  });
});

describe("the random bot's choice among the actions it is handed", () => {
  for (const id of shippedRulesetIds()) {
    it(`${id}: is its choice from the state, drawing the same numbers`, () => {
      const game = shippedGame(id);
      const bot = randomBot(game);
      const a = Rng.seeded(4);
      const b = Rng.seeded(4);
      let plies = 0;
      playRandom(
        id,
        2,
        (s, actions, n) => {
          expect(bot.chooseAmong!(actions, n, a)).toBe(bot.choose(s, b));
          plies++;
        },
        () => {},
      );
      expect(a.state()).toEqual(b.state());
      expect(plies).toBeGreaterThan(20);
    });
  }
});

describe('a tally of games one bot plays in several seats', () => {
  it('counts the bot once per game, and a win of any of its seats once', () => {
    const seats = ['south', 'west', 'north', 'east'];
    const game = (winner: string): GameRecord => ({
      seed: 1,
      swapped: false,
      bots: ['greedy', 'random', 'greedy', 'random'],
      firstMover: 'south',
      winner,
      code: winner === 'draw' ? 'ply-limit' : 'no-units',
      returns: {},
      plies: 10,
      positions: 10,
      branchingSum: 40,
      branchingMax: 6,
      decisions: 9,
      captures: 2,
    });
    const t = tally({ winners: seats, players: seats }, [game('north'), game('east'), game('draw')]);
    expect(t.bots).toEqual({ greedy: { games: 3, wins: 1 }, random: { games: 3, wins: 1 } });
    expect(Object.keys(t.bots)).toEqual(['greedy', 'random']);
    expect(t.wins).toEqual({ south: 0, west: 0, north: 1, east: 1 });
    expect([t.games, t.draws, t.captures, t.firstMover.games, t.firstMover.wins]).toEqual([3, 1, 6, 3, 0]);
  });
});
