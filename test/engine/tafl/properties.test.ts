/** Properties of random play in both shipped tafl rulesets (fast-check drives seeds and probes). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import { Rng } from '../../../src/engine/rng';
import type { TaflState } from '../../../src/engine/tafl/state';
import type { TaflGame } from '../../../src/engine/tafl/tafl-game';
import { shipped, type ShippedId } from './helpers';

const IDS: ShippedId[] = ['escape-death', 'hnefatafl-copenhagen'];

/** Plays `plies` random plies (fewer if the game ends) and returns the visited states' clones. */
function randomLine(game: TaflGame, seed: number, plies: number): TaflState[] {
  const rng = Rng.seeded(seed);
  const s = game.start(0);
  const seen: TaflState[] = [game.clone(s)];
  const buf = new Int32Array(game.maxActions);
  for (let i = 0; i < plies && game.toMove(s) >= 0; i++) {
    game.apply(s, buf[rng.below(game.legalActions(s, buf))]);
    seen.push(game.clone(s));
  }
  return seen;
}

/** Board, piece lists and occupancy masks tell the same story. */
function consistent(game: TaflGame, s: TaflState): boolean {
  const width = game.rules.board.width;
  const n = s.board.length;
  const squares = game.view(s).pieces.map((p) => p.at);
  if (new Set(squares).size !== squares.length) return false;
  let listed = 0;
  for (let side = 0; side < 2; side++) {
    for (let i = side * n; i < side * n + s.count[side]; i++) {
      const sq = s.list[i];
      if (s.board[sq] === 0 || s.where[sq] !== i) return false;
      listed++;
    }
  }
  if (listed !== squares.length) return false;
  for (let sq = 0; sq < n; sq++) {
    const f = sq % width,
      r = Math.floor(sq / width);
    const occupied = s.board[sq] !== 0;
    if (((s.rowOcc[r] >> f) & 1) !== (occupied ? 1 : 0) || ((s.colOcc[f] >> r) & 1) !== (occupied ? 1 : 0))
      return false;
  }
  return true;
}

describe.each(IDS)('%s: properties of random play', (id) => {
  const game = shipped(id);
  const n = (game.rules.board as { width: number }).width ** 2;

  it('no two pieces on a square; lists and masks match the board', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => randomLine(game, seed, 300).every((s) => consistent(game, s))),
      { numRuns: 20 },
    );
  });

  it('every legal action is accepted; every other action is refused with a reason', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.nat(300),
        fc.array(fc.integer({ min: -5, max: n * n + 5 }), { maxLength: 40 }),
        (seed, at, probes) => {
          const line = randomLine(game, seed, at);
          const s = line[line.length - 1];
          const legal = new Set(legalActionList(game, s));
          for (const a of legal) if (game.whyIllegal(s, a) !== null) return false;
          for (const a of probes) {
            const reason = game.whyIllegal(s, a);
            if (legal.has(a) !== (reason === null)) return false;
            if (reason !== null && reason.length < 10) return false;
          }
          return game.toMove(s) >= 0 || legal.size === 0;
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serialize → JSON → deserialize (and clone) restores a state that reports and plays on identically', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(500), fc.integer(), (seed, at, seed2) => {
        const line = randomLine(game, seed, at);
        const s = line[line.length - 1];
        const json: unknown = JSON.parse(JSON.stringify(game.serialize(s)));
        const t = game.deserialize(json);
        if (JSON.stringify(game.serialize(t)) !== JSON.stringify(json)) return false;
        // What the last move did, the view and the outcome come back too.
        const seen = (x: TaflState) => JSON.stringify([game.lastEvents(x), game.view(x), game.outcome(x)]);
        if (seen(t) !== seen(s) || seen(game.clone(s)) !== seen(s)) return false;
        const a = game.clone(s),
          b = t,
          rng1 = Rng.seeded(seed2),
          rng2 = Rng.seeded(seed2);
        const buf = new Int32Array(game.maxActions);
        for (let i = 0; i < 200 && game.toMove(a) >= 0; i++) {
          const na = game.legalActions(a, buf);
          const pick = buf[rng1.below(na)];
          if (game.legalActions(b, buf) !== na || buf[rng2.below(na)] !== pick) return false;
          game.apply(a, pick);
          game.apply(b, pick);
        }
        return JSON.stringify(game.serialize(a)) === JSON.stringify(game.serialize(b));
      }),
      { numRuns: 25 },
    );
  });

  it('a clone is independent of its original', () => {
    const s = game.start(0);
    const before = JSON.stringify(game.serialize(s));
    const c = game.clone(s);
    game.apply(c, legalActionList(game, c)[0]);
    expect(JSON.stringify(game.serialize(s))).toBe(before);
  });

  it('a scenario setup of the viewed position gives the same legal moves', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(200), (seed, at) => {
        const line = randomLine(game, seed, at);
        const s = line[line.length - 1];
        if (game.toMove(s) < 0) return true;
        const v = game.view(s);
        const { round, score } = v.facts;
        const t = game.setup(
          { pieces: v.pieces, toMove: v.toMove, ...(round ? { round: round.number, score } : {}) },
          0,
        );
        if (Array.isArray(t)) return false;
        const key = (x: TaflState) =>
          legalActionList(game, x)
            .sort((p, q) => p - q)
            .join(',');
        return key(s) === key(t);
      }),
      { numRuns: 30 },
    );
  });

  it('games end within the ply limit (every round of a match too)', () => {
    const limit = (game.rules.end as { plyLimit: number }).plyLimit;
    const rounds = (game.rules.match as { rounds: number } | undefined)?.rounds ?? 1;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const line = randomLine(game, seed, limit * rounds + 1);
        const last = line[line.length - 1];
        if (game.toMove(last) >= 0 || game.outcome(last) === null) return false;
        for (let i = 1; i < line.length; i++) {
          const roundPlies = line[i].roundChanged ? 0 : line[i].roundPlies;
          if (roundPlies > limit) return false;
        }
        return !game.rules.match || (game.view(last).info.roundResults as string[]).length === rounds;
      }),
      { numRuns: 10 },
    );
  });
});
