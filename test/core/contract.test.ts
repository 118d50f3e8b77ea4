/**
 * The engine contract every reader relies on, checked once for every shipped
 * ruleset through the `Game` interface alone: events come from the closed
 * vocabulary with their typed fields, an ended game has an outcome code from
 * its family's closed list and a return for every winner name, every player
 * scores for a winner name, every occupied square has a point of its own
 * (what distances are measured with), and a compiled game is reentrant (any
 * interleaving of calls on many states gives exactly the results of
 * sequential play).
 */
import { describe, expect, it } from 'vitest';
import { familyById } from '../../src/engine/families';
import { CHANCE, EVENT_KINDS, NOBODY, type Game, type GameEvent } from '../../src/engine/game';
import { Rng } from '../../src/engine/rng';
import { shippedGame, shippedRulesetIds } from '../support/rulesets';

/** What one step of a game looked like from outside: enough to tell two replays apart. */
interface StepRecord {
  action: number;
  notation: string;
  events: string;
  after: string;
}

function record(game: Game<unknown>, s: unknown, action: number, before: string): StepRecord {
  return {
    action,
    notation: before,
    events: JSON.stringify(game.lastEvents(s)),
    after: JSON.stringify(game.serialize(s)) + JSON.stringify(game.view(s)),
  };
}

/** The next action of a game driven by `rng` (chance from the state's own generator). */
function choose(game: Game<unknown>, s: unknown, rng: Rng, buf: Int32Array): number {
  if (game.toMove(s) === CHANCE) return game.sampleChance(s);
  const n = game.legalActions(s, buf);
  return buf[rng.below(n)];
}

/** Plays `count` games to the end, one after another. */
function sequential(game: Game<unknown>, count: number): StepRecord[][] {
  const buf = new Int32Array(game.maxActions);
  return Array.from({ length: count }, (_, g) => {
    const s = game.start(100 + g);
    const rng = Rng.seeded(g);
    const steps: StepRecord[] = [];
    while (game.toMove(s) !== NOBODY) {
      const a = choose(game, s, rng, buf);
      const notation = game.notation(s, a);
      game.apply(s, a);
      steps.push(record(game, s, a, notation));
    }
    return steps;
  });
}

/**
 * The same games, one ply each in turn. Between two plies of a game the next
 * two games are asked everything a reader asks (legal actions, refusals,
 * notation, events, view, outcome), and a game's events are read only when
 * its turn comes round again, after other states were played: any memory
 * shared by the states of one compiled game shows in the records.
 */
function interleaved(game: Game<unknown>, count: number): StepRecord[][] {
  const buf = new Int32Array(game.maxActions);
  const states = Array.from({ length: count }, (_, g) => game.start(100 + g));
  const rngs = Array.from({ length: count }, (_, g) => Rng.seeded(g));
  const steps: StepRecord[][] = states.map(() => []);
  const pending: (Omit<StepRecord, 'events'> | null)[] = states.map(() => null);
  const prod = (s: unknown) => {
    if (game.toMove(s) === NOBODY) return game.outcome(s);
    const n = game.legalActions(s, buf);
    for (let i = 0; i < Math.min(n, 3); i++) {
      game.notation(s, buf[i]);
      game.whyIllegal(s, buf[i]);
    }
    return game.view(s);
  };
  const others = (g: number) => [states[(g + 1) % count]!, states[(g + 2) % count]!];
  const settle = (g: number) => {
    const p = pending[g];
    if (p) steps[g].push({ ...p, events: JSON.stringify(game.lastEvents(states[g])) });
    pending[g] = null;
  };
  for (let live = count; live > 0;) {
    live = 0;
    states.forEach((s, g) => {
      settle(g);
      if (game.toMove(s) === NOBODY) return;
      live++;
      const a = choose(game, s, rngs[g], buf);
      others(g).forEach(prod);
      const notation = game.notation(s, a);
      others(g).forEach(prod);
      game.apply(s, a);
      others(g).forEach(prod);
      const { events: _, ...rest } = record(game, s, a, notation);
      pending[g] = rest;
    });
  }
  return steps;
}

function checkEvent(game: Game<unknown>, e: GameEvent): void {
  expect(EVENT_KINDS, `${game.id}: event kind ${e.kind}`).toContain(e.kind);
  expect(typeof e.text).toBe('string');
  expect(e.text.length).toBeGreaterThan(0);
  expect(Array.isArray(e.at)).toBe(true);
  for (const sq of e.at) expect(game.isSquare(sq), `${game.id}: ${e.kind} marks ${sq}`).toBe(true);
  if ('player' in e && e.player !== undefined)
    expect([...game.players, ...game.winners], `${game.id}: ${e.kind}.player`).toContain(e.player);
}

describe.each(shippedRulesetIds())('the engine contract: %s', (id) => {
  const game = shippedGame(id);
  const family = familyById(game.family)!;

  it('events are typed, outcomes have a code from the family list and a return for every winner name', () => {
    const buf = new Int32Array(game.maxActions);
    const kinds = new Set<string>();
    const codes = new Set<string>();
    // 12 games, or fewer where games are long (an Escape Death match is ~1,600 plies).
    for (let g = 0, plies = 0; g < 12 && (g < 2 || plies < 12_000); g++) {
      const s = game.start(g + 1);
      const rng = Rng.seeded(1000 + g);
      let ends = 0;
      while (game.toMove(s) !== NOBODY) {
        const p = game.toMove(s);
        if (p >= 0 && plies % 8 === 0) {
          const facts = game.view(s).facts;
          expect(game.winners).toContain(game.scoresFor(s, p));
          expect(facts.scoresFor[game.players[p]]).toBe(game.scoresFor(s, p));
        }
        game.apply(s, choose(game, s, rng, buf));
        plies++;
        for (const e of game.lastEvents(s)) {
          checkEvent(game, e);
          kinds.add(e.kind);
          if (e.kind === 'game-end') {
            ends++;
            expect(e.outcome).toEqual(game.outcome(s));
          }
          if (e.kind === 'round-end') expect(Object.keys(family.outcomeCodes)).toContain(e.result.code);
        }
      }
      expect(ends, `${id}: one game-end event`).toBe(1);
      const o = game.outcome(s)!;
      codes.add(o.code);
      expect(Object.keys(family.outcomeCodes), `${id}: outcome code`).toContain(o.code);
      expect(Object.keys(o.returns).sort()).toEqual([...game.winners].sort());
      for (const name of game.winners)
        expect(o.returns[name]).toBe(o.winner === 'draw' ? 0 : name === o.winner ? 1 : -1);
    }
    expect(kinds.size).toBeGreaterThan(1);
    expect(codes.size).toBeGreaterThan(0);
  });

  it('gives every square a piece or die stands on a point of its own, and a name that is no square none', () => {
    const buf = new Int32Array(game.maxActions);
    const s = game.start(7);
    const rng = Rng.seeded(7);
    const squares = new Set<string>();
    // The squares occupied over a random game's first 200 plies (D'ice Cubes starts with an empty pond).
    for (let ply = 0; ply < 200 && game.toMove(s) !== NOBODY; ply++) {
      const view = game.view(s);
      for (const p of [...view.pieces, ...(view.dice ?? [])]) squares.add(p.at);
      game.apply(s, choose(game, s, rng, buf));
    }
    const points = new Set<string>();
    for (const square of squares) {
      const point = game.pointOf(square);
      expect(point, `${id}: the point of ${square}`).not.toBeNull();
      points.add(`${point!.x} ${point!.y}`);
    }
    expect(squares.size).toBeGreaterThan(3);
    expect(points.size, `${id}: one point per square`).toBe(squares.size);
    for (const name of ['', 'no square', 'zz99', '99,99']) {
      expect(game.isSquare(name)).toBe(false);
      expect(game.pointOf(name)).toBeNull();
    }
  });

  it('every outcome code has a description', () => {
    for (const [code, text] of Object.entries(family.outcomeCodes)) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(text.length).toBeGreaterThan(10);
    }
  });

  it('is reentrant: games played one ply each in turn replay exactly as one after another', () => {
    // Six games, three where a game is long (an Escape Death match).
    const count = sequential(game, 1)[0].length > 1000 ? 3 : 6;
    const a = sequential(game, count);
    const b = interleaved(game, count);
    for (let g = 0; g < count; g++) {
      expect(b[g].length).toBe(a[g].length);
      b[g].forEach((step, i) => expect(step, `${id} game ${g} step ${i + 1}`).toEqual(a[g][i]));
    }
  });
});
