/**
 * Tiny games implementing `Game`, small enough to know the right move by hand,
 * for exact checks of the bots and of self-play.
 *
 * Nim: a heap of stones; a player takes 1 to 3; who takes the last stone wins
 * (the winning move leaves a multiple of 4). Options: a ply limit (a draw,
 * code `ply-limit`); `chance`: after every move a chance node adds 0 stones
 * (probability 1/2), 1 or 2 (1/4 each); `match`: two rounds between match
 * players ann and bob, who swap sides (ann plays `first` in round 1, `second`
 * in round 2); the match is won 2–0, drawn 1–1. Taking stones is reported as
 * a `capture` event with one piece per stone.
 */
import {
  CHANCE,
  NOBODY,
  type Game,
  type GameEvent,
  type Outcome,
  type PieceView,
  type RoundOutcome,
} from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';

export interface NimOptions {
  heap: number;
  plyLimit?: number;
  chance?: boolean;
  match?: boolean;
}

export interface NimState {
  heap: number;
  /** 0 or 1 (a side), CHANCE, or NOBODY. */
  toMove: number;
  /** The side that moved last (who the chance node follows). */
  mover: number;
  plies: number;
  round: number;
  rounds: RoundOutcome[];
  outcome: Outcome | null;
  events: GameEvent[];
  rng: Rng;
}

const SIDES = ['first', 'second'] as const;
const MATCH = ['ann', 'bob'] as const;
/** Chance actions are 100 + the stones added. */
const ADD = 100;
const ADD_PROBABILITY = [0.5, 0.25, 0.25];

export function nim(options: NimOptions): Game<NimState> {
  const limit = options.plyLimit ?? Infinity;
  const winners: readonly string[] = options.match ? MATCH : SIDES;
  /** The name side `side` plays for in round `round`. */
  const nameOf = (side: number, round: number) => (options.match ? MATCH[(side + round - 1) % 2] : SIDES[side]);
  const returnsOf = (winner: string) =>
    Object.fromEntries(winners.map((w) => [w, winner === 'draw' ? 0 : w === winner ? 1 : -1]));

  function endRound(s: NimState, winnerSide: number | null, code: string): void {
    const winner = winnerSide === null ? 'draw' : nameOf(winnerSide, s.round);
    if (!options.match) {
      s.outcome = { winner, code, returns: returnsOf(winner), reason: code };
      s.toMove = NOBODY;
      s.events.push({ kind: 'game-end', text: `${winner} wins`, at: [], outcome: s.outcome });
      return;
    }
    const result: RoundOutcome = {
      round: s.round,
      side: winnerSide === null ? 'draw' : SIDES[winnerSide],
      winner,
      code,
      returns: returnsOf(winner),
    };
    s.rounds.push(result);
    const next = s.round === 2 ? null : 3 - s.round;
    s.events.push({ kind: 'round-end', text: `round ${s.round} ends`, at: [], round: s.round, next, result });
    if (next === null) {
      const annWins = s.rounds.filter((r) => r.winner === 'ann').length;
      const bobWins = s.rounds.filter((r) => r.winner === 'bob').length;
      const w = annWins > bobWins ? 'ann' : bobWins > annWins ? 'bob' : 'draw';
      s.outcome = {
        winner: w,
        code: 'rounds-played',
        returns: returnsOf(w),
        reason: 'both rounds played',
        rounds: [...s.rounds],
      };
      s.toMove = NOBODY;
      return;
    }
    s.round = next;
    s.heap = options.heap;
    s.plies = 0;
    s.toMove = 0;
  }

  const game: Game<NimState> = {
    id: 'nim',
    family: 'test',
    players: SIDES,
    winners,
    maxActions: 3,
    rules: {},
    start: (seed) => ({
      heap: options.heap,
      toMove: 0,
      mover: 0,
      plies: 0,
      round: 1,
      rounds: [],
      outcome: null,
      events: [],
      rng: Rng.seeded(seed),
    }),
    setup(spec, seed) {
      const s = game.start(seed);
      s.heap = spec.heap as number;
      s.toMove = (spec.toMove as number | undefined) ?? 0;
      if (spec.round === 2) {
        s.round = 2;
        s.rounds.push(spec.round1 as RoundOutcome);
      }
      return s;
    },
    clone: (s) => ({ ...s, rounds: [...s.rounds], events: [...s.events], rng: s.rng.clone() }),
    toMove: (s) => s.toMove,
    legalActions(s, out) {
      if (s.toMove === NOBODY) return 0;
      if (s.toMove === CHANCE) {
        for (let k = 0; k < 3; k++) out[k] = ADD + k;
        return 3;
      }
      const n = Math.min(3, s.heap);
      for (let k = 0; k < n; k++) out[k] = k + 1;
      return n;
    },
    apply(s, a) {
      s.events = [];
      if (s.toMove === CHANCE) {
        s.heap += a - ADD;
        s.toMove = 1 - s.mover;
        return;
      }
      const side = s.toMove;
      s.heap -= a;
      s.plies++;
      const stones: PieceView[] = Array.from({ length: a }, (_, i) => ({ at: `s${s.heap + i}`, owner: 'heap' }));
      s.events.push({
        kind: 'capture',
        text: `${SIDES[side]} takes ${a}`,
        at: [],
        player: SIDES[side],
        captured: stones,
      });
      if (s.heap === 0) endRound(s, side, 'last-stone');
      else if (s.plies >= limit) endRound(s, null, 'ply-limit');
      else if (options.chance) {
        s.mover = side;
        s.toMove = CHANCE;
      } else s.toMove = 1 - side;
    },
    whyIllegal: (s, a) => (a >= 1 && a <= Math.min(3, s.heap) ? null : 'take 1 to 3 stones'),
    outcome: (s) => s.outcome,
    scoresFor: (s, player) => nameOf(player, s.round),
    sampleChance: (s) => ADD + (s.rng.below(4) % 3),
    chanceProbability: (_s, a) => ADD_PROBABILITY[a - ADD] ?? 0,
    parseAction: (_s, obj) => ({ ok: true, action: Number(obj.take) }),
    formatAction: (_s, a) => ({ take: a }),
    notation: (_s, a) => `take ${a}`,
    lastEvents: (s) => s.events,
    lastCaptures: (s) => s.events.reduce((n, e) => n + (e.kind === 'capture' ? e.captured.length : 0), 0),
    plies: (s) => s.plies,
    view: (s) => ({
      pieces: [],
      toMove: s.toMove === NOBODY ? 'none' : s.toMove === CHANCE ? 'chance' : SIDES[s.toMove],
      facts: { plies: s.plies, out: [], scoresFor: { first: nameOf(0, s.round), second: nameOf(1, s.round) } },
      info: { heap: s.heap },
    }),
    isSquare: () => false,
    pointOf: () => null,
    serialize: (s) => ({ ...s, rng: s.rng.state() }),
    deserialize: (json) => ({ ...(json as NimState), rng: Rng.fromState((json as { rng: number[] }).rng) }),
  };
  return game;
}

/**
 * A bet: `me` picks A (action 0) or B (action 1), then a chance node draws
 * outcome 0 (probability 0.6), 1 or 2 (0.2 each). A wins on outcome 0, B on
 * 1 or 2, so A is right (0.6 against 0.4) though B wins on more outcomes. The
 * state's own generator is rigged to always draw outcome 1: a bot that looked
 * at it would see B win every time.
 */
export interface BetState {
  choice: number | null;
  draw: number | null;
}

export function bet(): Game<BetState> {
  const names = ['me', 'you'];
  const winnerOf = (s: BetState) => (s.draw === null ? null : (s.choice === 0) === (s.draw === 0) ? 'me' : 'you');
  // What bots and self-play never call here (parsing, notation, serialising) is borrowed from Nim.
  const base = nim({ heap: 1 }) as unknown as Game<BetState>;
  const game: Game<BetState> = {
    ...base,
    id: 'bet',
    players: names,
    winners: names,
    maxActions: 3,
    start: () => ({ choice: null, draw: null }),
    clone: (s) => ({ ...s }),
    toMove: (s) => (s.choice === null ? 0 : s.draw === null ? CHANCE : NOBODY),
    legalActions(s, out) {
      const n = s.choice === null ? 2 : s.draw === null ? 3 : 0;
      for (let i = 0; i < n; i++) out[i] = i;
      return n;
    },
    apply(s, a) {
      if (s.choice === null) s.choice = a;
      else s.draw = a;
    },
    outcome(s) {
      const w = winnerOf(s);
      return w === null
        ? null
        : {
            winner: w,
            code: 'settled',
            returns: { me: w === 'me' ? 1 : -1, you: w === 'you' ? 1 : -1 },
            reason: 'settled',
          };
    },
    scoresFor: (_s, p) => names[p],
    sampleChance: () => 1,
    chanceProbability: (_s, a) => [0.6, 0.2, 0.2][a] ?? 0,
    lastEvents: () => [],
    lastCaptures: () => 0,
    plies: (s) => (s.choice === null ? 0 : 1),
    view: () => ({
      pieces: [],
      toMove: 'me',
      facts: { plies: 0, out: [], scoresFor: { me: 'me', you: 'you' } },
      info: {},
    }),
  };
  return game;
}
