import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/engine/bots/random';
import type { Bot } from '../../../src/engine/bots/bot';
import { playGame } from '../../../src/engine/selfplay/play';
import { nim, type NimState } from '../bots/nim';

/** A bot that plays the given takes in order. */
function script(label: string, takes: number[]): Bot<NimState> {
  return { label, choose: () => takes.shift()! };
}

describe('one self-play game, recorded', () => {
  it('records a scripted Nim game as worked out by hand', () => {
    // Heap 5: first takes 1 (5 left: 3 choices), second takes 3 (4 left: 3 choices),
    // first takes 1 (1 left: 1 choice) and takes the last stone.
    const game = nim({ heap: 5 });
    const r = playGame(game, [script('a', [1, 1]), script('b', [3])], 7, false, { keepActions: true });
    expect(r).toEqual({
      seed: 7,
      swapped: false,
      bots: ['a', 'b'],
      firstMover: 'first',
      winner: 'first',
      code: 'last-stone',
      returns: { first: 1, second: -1 },
      plies: 3,
      positions: 3,
      branchingSum: 3 + 3 + 1,
      branchingMax: 3,
      decisions: 2,
      captures: 5,
      actions: [1, 3, 1],
    });
  });

  it('records chance outcomes among the actions but not as positions', () => {
    // Chance Nim, heap 3, ply limit 2: first takes 1 (3 choices), the chance node adds 0, 1 or 2
    // stones (action 100 + k), second takes 1 from 2 + k stones (min(3, 2 + k) choices), and the
    // limit ends the game drawn with at least one stone left.
    const game = nim({ heap: 3, chance: true, plyLimit: 2 });
    const r = playGame(game, [script('a', [1]), script('b', [1])], 1, false, { keepActions: true });
    const [first, roll, second] = r.actions!;
    const added = roll - 100;
    expect([first, second, r.actions!.length]).toEqual([1, 1, 3]);
    expect([0, 1, 2]).toContain(added);
    expect(r).toMatchObject({
      winner: 'draw',
      code: 'ply-limit',
      returns: { first: 0, second: 0 },
      plies: 2,
      positions: 2,
      branchingSum: 3 + Math.min(3, 2 + added),
      decisions: 1 + (2 + added > 1 ? 1 : 0),
      captures: 2,
    });
  });

  it('seats a bot by the name it plays for: a match player changes side between rounds', () => {
    const game = nim({ heap: 6, match: true });
    const seen: Record<string, Set<string>> = { ann: new Set(), bob: new Set() };
    const spy = (seat: string): Bot<NimState> => {
      const random = randomBot(game);
      return {
        label: seat,
        choose(s, rng) {
          seen[seat].add(`round ${s.round}: ${game.players[game.toMove(s)]}`);
          return random.choose(s, rng);
        },
      };
    };
    const r = playGame(game, [spy('ann'), spy('bob')], 3, false);
    expect([...seen.ann].sort()).toEqual(['round 1: first', 'round 2: second']);
    expect([...seen.bob].sort()).toEqual(['round 1: second', 'round 2: first']);
    expect(r.rounds).toHaveLength(2);
    expect(r.rounds!.map((round) => round.round)).toEqual([1, 2]);
    // Each round is won by whoever took its last stone; the record keeps side and match player.
    for (const round of r.rounds!)
      expect(round.winner).toBe(
        round.side === 'first' ? (round.round === 1 ? 'ann' : 'bob') : round.round === 1 ? 'bob' : 'ann',
      );
    expect(r.firstMover).toBe('ann');
  });

  it('refuses a bot list that does not match the seats', () => {
    const game = nim({ heap: 5 });
    expect(() => playGame(game, [randomBot(game)], 1, false)).toThrow(/2 seats/);
  });
});
