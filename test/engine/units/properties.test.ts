/**
 * Family invariants over random games, for the shipped rulesets and for
 * random combinations of switches: the board stays consistent, the generator,
 * `hasAction` and `whyIllegal` agree, and states survive clone and serialisation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { actionsOf, hasAction } from '../../../src/engine/units/play';
import type { Tables } from '../../../src/engine/units/tables';
import type { UnitsGame } from '../../../src/engine/units/units-game';
import type { UnitsState } from '../../../src/engine/units/state';
import { gameOf, shipped } from './helpers';

/**
 * Every invariant of one state, as a list of broken ones (plain checks, not
 * `expect`, so that thousands of actions per state stay fast).
 */
function brokenInvariants(
  game: UnitsGame,
  s: UnitsState,
  classes: number,
  buf: Int32Array,
): { broken: string[]; legal: number } {
  const broken: string[] = [];
  const fail = (what: string) => broken.push(what);
  const T = (game as unknown as { T: Tables }).T;
  const view = game.view(s);

  const squares = view.pieces.map((p) => p.at);
  if (new Set(squares).size !== squares.length) fail('two units on one square');
  for (const p of view.pieces) {
    if (!game.players.includes(p.owner)) fail(`unknown owner ${p.owner}`);
    if (!(Number(p.class) >= 1 && Number(p.class) <= classes)) fail(`class ${p.class} out of range on ${p.at}`);
  }
  const units = view.info.units as Record<string, number>;
  for (const pl of game.players)
    if (view.pieces.filter((p) => p.owner === pl).length !== units[pl]) fail(`unit count of ${pl}`);

  // The unit lists, slots and counts agree with the board.
  const d = s.d;
  const listed = new Set<number>();
  T.players.forEach((_, p) => {
    for (let i = 0; i < d[T.oUnits + p]; i++) {
      const sq = d[T.oList + p * d[T.oCap] + i];
      if (listed.has(sq) || d[sq] >> 4 !== p || d[T.oSlot + sq] !== i) fail(`unit list of player ${p} at ${sq}`);
      listed.add(sq);
    }
  });
  for (let sq = 0; sq < T.size; sq++) if ((d[sq] !== 0) !== listed.has(sq)) fail(`square ${sq} not in a unit list`);

  // Whether a player can act (asked at the start of each turn) agrees with the generator, for every player.
  T.players.forEach((pl, p) => {
    if (hasAction(T, d, p) !== actionsOf(T, d, p, buf) > 0) fail(`hasAction of ${pl} disagrees with the generator`);
  });

  const n = game.legalActions(s, buf);
  const legal = new Set(Array.from(buf.subarray(0, n)));
  if (legal.size !== n) fail('an action generated twice');
  for (const a of legal) {
    const why = game.whyIllegal(s, a);
    if (why !== null) fail(`generated ${game.notation(s, a)} refused: ${why}`);
    const parsed = game.parseAction(s, game.formatAction(s, a));
    if (!parsed.ok || parsed.action !== a) fail(`format/parse of ${a}`);
  }
  // Every move from a unit's square to every square, and every turn: refused exactly when not generated, always with a reason.
  const who = game.toMove(s);
  for (const p of view.pieces) {
    const candidates = [{ turn: p.at }, ...allSquares(game).map((q) => ({ from: p.at, to: q }))];
    for (const obj of candidates) {
      const a = (game.parseAction(s, obj) as { action: number }).action;
      const why = game.whyIllegal(s, a);
      if ((why === null) !== legal.has(a))
        fail(`${JSON.stringify(obj)}: whyIllegal says ${why}, generated: ${legal.has(a)}`);
      if (why !== null && why.length < 10) fail(`short reason "${why}"`);
    }
  }
  if ((who === NOBODY) !== (game.outcome(s) !== null)) fail('toMove and outcome disagree');
  if (who === NOBODY && n !== 0) fail('legal actions after the end');

  const back = game.deserialize(JSON.parse(JSON.stringify(game.serialize(s))));
  if (JSON.stringify(game.serialize(back)) !== JSON.stringify(game.serialize(s))) fail('serialize round trip');
  if (JSON.stringify(game.serialize(game.clone(s))) !== JSON.stringify(game.serialize(s))) fail('clone');
  return { broken, legal: n };
}

const squareCache = new WeakMap<UnitsGame, string[]>();
function allSquares(game: UnitsGame): string[] {
  let list = squareCache.get(game);
  if (!list) {
    const T = (game as unknown as { T: Tables }).T;
    list = [];
    for (let r = 1; r <= T.height; r++) for (let f = 0; f < T.width; f++) list.push(String.fromCharCode(97 + f) + r);
    squareCache.set(game, list);
  }
  return list;
}

function playAndCheck(game: UnitsGame, seed: number, classes: number, maxPlies: number): void {
  const rng = Rng.seeded(seed);
  const buf = new Int32Array(game.maxActions);
  const s = game.start(seed);
  for (let ply = 0; ply <= maxPlies; ply++) {
    const { broken, legal } = brokenInvariants(game, s, classes, buf);
    expect(broken, `ply ${ply} of ${game.id} (seed ${seed}): ${JSON.stringify(game.view(s))}`).toEqual([]);
    if (legal === 0) break;
    game.apply(s, buf[rng.below(legal)]);
  }
}

const switches = fc.record({
  move: fc.record({
    directions: fc.subarray(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'], { minLength: 1 }),
    distance: fc.constantFrom('exact', 'up-to'),
    jump: fc.boolean(),
    edge: fc.constantFrom('stop', 'forbid'),
  }),
  combat: fc.record({
    losingAttack: fc.constantFrom('allowed', 'forbidden'),
    sameClass: fc.constantFrom('illegal', 'both-removed', 'bounce'),
    classChange: fc.constantFrom('table', 'keep'),
  }),
  actions: fc.constantFrom(['move', 'turn'], ['move']),
  noLegalAction: fc.constantFrom('out', 'pass'),
  plyLimit: fc.integer({ min: 1, max: 60 }),
});

describe('random games keep the family invariants', () => {
  it.each(['units-v1.2', 'units-v1.1'])('%s', (id) => {
    const game = shipped(id);
    fc.assert(
      fc.property(fc.integer(), (seed) => playAndCheck(game, seed, 4, 40)),
      { numRuns: 15 },
    );
  });

  it('units-v1.2-4p', () => {
    const game = shipped('units-v1.2-4p');
    fc.assert(
      fc.property(fc.integer(), (seed) => playAndCheck(game, seed, 4, 12)),
      { numRuns: 4 },
    );
  });

  it('random switch combinations', () => {
    fc.assert(
      fc.property(switches, fc.integer(), (rules, seed) =>
        playAndCheck(gameOf(rules, JSON.stringify(rules)), seed, 4, 30),
      ),
      { numRuns: 25 },
    );
  });

  // Each move generator (exact jumps: one target per direction, padded where a direction is
  // missing; up-to jumps; steps) against whyIllegal, on direction sets that leave gaps.
  const directionSets = [['n'], ['ne', 'sw'], ['n', 'e', 's', 'w'], ['ne', 'se', 'sw', 'nw']];
  it.each(directionSets.map((directions) => ({ directions })))(
    'directions $directions, both distances, jumps and edge rules',
    ({ directions }) => {
      for (const distance of ['exact', 'up-to']) {
        for (const jump of [true, false]) {
          for (const edge of ['stop', 'forbid']) {
            const rules = { move: { directions, distance, jump, edge } };
            const game = gameOf(rules, JSON.stringify(rules));
            for (let seed = 0; seed < 3; seed++) playAndCheck(game, seed, 4, 30);
          }
        }
      }
    },
  );

  it('random games always end by the ply limit, with a winner or a draw', () => {
    const game = shipped('units-v1.2');
    const buf = new Int32Array(game.maxActions);
    const rng = Rng.seeded(7);
    for (let i = 0; i < 200; i++) {
      const s = game.start(i);
      while (game.toMove(s) !== NOBODY) game.apply(s, buf[rng.below(game.legalActions(s, buf))]);
      expect(game.plies(s)).toBeLessThanOrEqual(200);
      expect(game.outcome(s)).not.toBeNull();
    }
  });
});
