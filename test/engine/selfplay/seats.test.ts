/**
 * Seats on shipped rulesets: a seat is a name of `game.winners`, and its bot
 * plays whichever player (side) scores for it at each position.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/engine/bots/bot';
import { randomBot } from '../../../src/engine/bots/random';
import type { Game } from '../../../src/engine/game';
import { playGame } from '../../../src/engine/selfplay/play';
import { shippedGame } from '../../support/rulesets';

/** Random bots, one per seat, that note which player they were asked to move for. */
function spies(game: Game<unknown>): { bots: Bot<unknown>[]; played: Record<string, Set<string>> } {
  const played: Record<string, Set<string>> = {};
  const bots = game.winners.map((seat) => {
    const random = randomBot(game);
    played[seat] = new Set();
    return {
      label: seat,
      choose(s: unknown, rng: Parameters<Bot['choose']>[1]) {
        played[seat].add(game.players[game.toMove(s)]);
        return random.choose(s, rng);
      },
    };
  });
  return { bots, played };
}

describe('seats on shipped rulesets', () => {
  it('Escape Death: each match player plays both sides, and the record keeps every round', () => {
    const game = shippedGame('escape-death');
    const { bots, played } = spies(game);
    const r = playGame(game, bots, 4, false);
    expect(game.winners).toEqual(['A', 'B']);
    expect([...played.A].sort()).toEqual(['skulls', 'tombstones']);
    expect([...played.B].sort()).toEqual(['skulls', 'tombstones']);
    // escape-death.yaml plays all 6 rounds (match.stopWhenDecided: false).
    expect(r.rounds).toHaveLength(6);
    for (const round of r.rounds!) expect(['A', 'B', 'draw']).toContain(round.winner);
    const won = (seat: string) => r.rounds!.filter((round) => round.winner === seat).length;
    expect(r.winner).toBe(won('A') >= 4 ? 'A' : won('B') >= 4 ? 'B' : 'draw');
  });

  it("D'ice Cubes 4p: a team's bot plays both of its players", () => {
    const game = shippedGame('dice-cubes-4p');
    const { bots, played } = spies(game);
    const r = playGame(game, bots, 2, false);
    expect(game.winners).toEqual(['A', 'B']);
    expect([...played.A].sort()).toEqual(['p1', 'p3']);
    expect([...played.B].sort()).toEqual(['p2', 'p4']);
    expect(['A', 'B', 'draw']).toContain(r.winner);
  });
});
