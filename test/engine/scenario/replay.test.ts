/**
 * The replay model (src/engine/scenario/replay.ts): what each step records (status, reason,
 * events, who moves next, outcome), the checks at each position, unreadable actions as input
 * problems, rolls drawn from the seed, and `stateAt` rebuilt from checkpoints equal to the state
 * a sequential replay reaches at every position.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE, NOBODY, type ActionObject, type Game } from '../../../src/engine/game';
import { formatDiagnostic } from '../../../src/engine/loader/diagnostics';
import { Rng } from '../../../src/engine/rng';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario, replayStart, type Replay, type ReplayOptions } from '../../../src/engine/scenario/replay';
import { scenarioYaml } from '../../../src/engine/scenario/write';
import { resolver, shippedRulesetIds } from '../../support/rulesets';

function replayOf(text: string, options?: ReplayOptions): Replay {
  const loaded = loadScenario(text, 'sc.yaml', resolver);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map(formatDiagnostic).join('\n'));
  return replayScenario(loaded, options);
}

const UNITS = `ruleset: units-v1.2
actions:
  - { from: c1, to: c5, note: opening }
  - { from: c8, to: c4, illegal: true }
  - { from: c8, to: z9, illegal: true }
  - { from: c8, to: c7 }
  - { turn: d1, illegal: true }
expect:
  - { after: 0, toMove: south }
  - { after: 2, toMove: north, pieces: [{ at: c5, owner: south, class: 1 }] }
  - { after: 2, empty: [c4] }
  - { toMove: north, winner: south }
`;

describe('steps: what the game made of each action', () => {
  const replay = replayOf(UNITS);

  it("accepted, refused with the rule's reason, unreadable with why; illegal: true expected on the refused ones", () => {
    expect(replay.steps.map((s) => s.status)).toEqual(['accepted', 'refused', 'unreadable', 'accepted', 'accepted']);
    expect(replay.steps.map((s) => s.expectedIllegal)).toEqual([false, true, true, false, true]);
    expect(replay.steps.map((s) => s.ok)).toEqual([true, true, true, true, false]);
    expect(replay.steps[1].reason).toMatch(/class 4 must move exactly 1 square/);
    expect(replay.steps[2].reason).toMatch(/z9/);
    expect(replay.steps[0].reason).toBeUndefined();
  });

  it('the action as the game reads it (no illegal, no note), its note, its position, its encoding and notation', () => {
    const [first, refused, unreadable] = replay.steps;
    expect(first.action).toEqual({ from: 'c1', to: 'c5' });
    expect(refused.action).toEqual({ from: 'c8', to: 'c4' });
    expect(first.note).toBe('opening');
    expect(refused.note).toBeUndefined();
    expect(replay.steps.map((s) => s.pos)).toEqual([3, 4, 5, 6, 7].map((line) => ({ line, col: 5 })));
    expect(first.notation).toBe('c1-c5');
    expect(refused.notation).toBe('');
    expect(typeof first.encoded).toBe('number');
    expect(typeof refused.encoded).toBe('number');
    expect(unreadable.encoded).toBeUndefined();
  });

  it('typed events, who moves next and the outcome after each step', () => {
    expect(replay.steps[0].events).toEqual([
      expect.objectContaining({
        kind: 'move',
        player: 'south',
        from: 'c1',
        to: 'c5',
        at: expect.arrayContaining(['c1', 'c5']) as string[],
      }),
    ]);
    expect(replay.steps[1].events).toEqual([]);
    expect(replay.steps.map((s) => s.toMove)).toEqual(['north', 'north', 'north', 'south', 'north']);
    expect(replay.steps.every((s) => s.outcome === null)).toBe(true);
  });

  it('an unreadable action not marked illegal is an input problem at its line; marked illegal: true it is not', () => {
    expect(replay.unreadable).toEqual([]);
    const bad = replayOf('ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  - { from: c8, to: z9 }\n');
    expect(bad.unreadable.map(formatDiagnostic)).toEqual([expect.stringMatching(/^sc\.yaml:4:5: action 2: .*z9/)]);
    expect(bad.ok).toBe(false);
  });

  it('a refused action not marked illegal, and an accepted one marked illegal, fail at their line', () => {
    expect(replay.failures.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^sc\.yaml:7:5: action 5 \(\{"turn":"d1"\}\) was accepted, but the scenario says illegal: true/,
      ),
      'sc.yaml:12:30: after 5 action(s): winner: expected south; found none',
    ]);
    expect(replay.ok).toBe(false);
  });
});

describe('keepEvents: false, for readers of the verdict only', () => {
  it('the same steps, checks and verdict, with no events kept', () => {
    const full = replayOf(UNITS);
    const lean = replayOf(UNITS, { keepEvents: false });
    expect(full.steps[0].events.length).toBeGreaterThan(0);
    expect(lean.steps.every((s) => s.events.length === 0)).toBe(true);
    const verdict = (r: Replay) => ({
      steps: r.steps.map(({ events: _e, ...rest }) => rest),
      checks: r.checks,
      failures: r.failures,
      ok: r.ok,
    });
    expect(verdict(lean)).toEqual(verdict(full));
  });
});

describe('checks: each at its position, with its result', () => {
  const replay = replayOf(UNITS);

  it('checksAt(p) holds the checks written for p, in order; every check is listed once in checks', () => {
    expect(replay.checksAt(0).map((c) => [c.field, c.ok])).toEqual([['toMove', true]]);
    expect(replay.checksAt(1)).toEqual([]);
    expect(replay.checksAt(2).map((c) => [c.field, c.ok])).toEqual([
      ['pieces[0]', true],
      ['toMove', true],
      ['empty[0]', true],
    ]);
    expect(replay.checksAt(5).map((c) => [c.field, c.ok, c.actual])).toEqual([
      ['toMove', true, 'north'],
      ['winner', false, 'none'],
    ]);
    expect(replay.checks.map((c) => c.after)).toEqual([0, 2, 2, 2, 5, 5]);
    expect(replay.checksAt(2)[0].pos).toEqual({ line: 10, col: 41 });
  });
});

describe('rolls drawn from the seed', () => {
  const DICE = `ruleset: dice-cubes
seed: 3
setup:
  toMove: p1
  dice: [{ at: "0,0", value: 3 }, { at: "1,0", value: 3 }, { at: "5,5", value: 3 }, { at: "5,6", value: 3 }]
  pawns: [{ at: "0,0", owner: p1 }, { at: "5,5", owner: p2 }]
actions:
  - { from: "0,0", to: "1,0" }
  - { roll: [3, 3] }
`;

  it('a roll the scenario leaves out is a roll event marked drawn, said so in the log; a written roll is not', () => {
    const replay = replayOf(DICE);
    const [first, second] = replay.steps;
    const drawn = first.events.filter((e) => e.kind === 'roll');
    expect(drawn).toEqual([
      expect.objectContaining({
        kind: 'roll',
        player: 'p1',
        drawn: true,
        text: expect.stringMatching(/^p1 rolls \d \d \(drawn from the seed\)$/) as string,
      }),
    ]);
    expect(first.events[0]).toBe(drawn[0]);
    expect(second.events.filter((e) => e.kind === 'roll')).toEqual([
      expect.objectContaining({ player: 'p2', values: [3, 3], drawn: false, text: 'p2 rolls 3 3' }),
    ]);
  });

  it('stateMet(i) is the state after the roll drawn for step i: the one its action is read in', () => {
    const replay = replayOf(DICE);
    const { game } = replay;
    expect(game.toMove(replay.stateAt(0))).toBe(CHANCE);
    expect(game.toMove(replay.stateMet(1))).toBe(game.players.indexOf('p1'));
    // Step 2 writes its roll: nothing is drawn for it, so it meets the state step 1 left.
    expect(game.serialize(replay.stateMet(2))).toEqual(game.serialize(replay.stateAt(1)));
  });

  it('a refused action keeps the roll drawn before it', () => {
    const replay = replayOf(DICE.replace('{ from: "0,0", to: "1,0" }', '{ from: "0,0", to: "5,6", illegal: true }'));
    const { game } = replay;
    expect(replay.steps[0].status).toBe('refused');
    expect(replay.steps[0].events.map((e) => e.kind)).toContain('roll');
    expect(game.toMove(replay.stateAt(1))).toBe(game.players.indexOf('p1'));
  });
});

/**
 * Up to `max` actions of a random game, in scenario form, and the serialized state before each and
 * after the last. Rolls are drawn from the state's seed (`drawn`), as a replay draws a roll the
 * scenario leaves out, or picked by the test's own generator, as a written roll leaves the seed alone.
 */
function randomGame(
  game: Game<unknown>,
  seed: number,
  max: number,
  drawn: boolean,
): { actions: ActionObject[]; states: unknown[] } {
  const s = game.start(seed);
  const rng = Rng.seeded(seed + 1);
  const buf = new Int32Array(game.maxActions);
  const actions: ActionObject[] = [];
  const states: unknown[] = [game.serialize(s)];
  while (actions.length < max && game.toMove(s) !== NOBODY) {
    const a = game.toMove(s) === CHANCE && drawn ? game.sampleChance(s) : buf[rng.below(game.legalActions(s, buf))];
    actions.push(game.formatAction(s, a));
    game.apply(s, a);
    states.push(game.serialize(s));
  }
  return { actions, states };
}

const scenarioText = (id: string, seed: number, actions: ActionObject[]) =>
  scenarioYaml({ schemaPath: 'x.json', ruleset: id, title: 'random', seed, actions, expect: [] });

describe('stateAt: rebuilt from checkpoints, equal to a sequential replay at every position', () => {
  it.each(shippedRulesetIds())(
    '%s: forward, backward and jumping, across checkpoints of 5 steps; each state a copy',
    (id) => {
      const seed = 11;
      const first = replayOf(scenarioText(id, seed, []));
      const { actions, states } = randomGame(first.game, seed, 60, false);
      expect(actions.length).toBeGreaterThan(12);
      const replay = replayOf(scenarioText(id, seed, actions), { checkpointEvery: 5 });
      const { game } = replay;
      expect(replay.steps.every((s) => s.status === 'accepted')).toBe(true);
      const positions = states.map((_, p) => p);
      const jumps = positions.map((_, i) => (i * 37) % positions.length);
      for (const p of [...positions, ...positions.slice().reverse(), ...jumps]) {
        expect(game.serialize(replay.stateAt(p)), `position ${p}`).toEqual(states[p]);
      }
      // Changing a state it gave out changes nothing the replay keeps.
      const given = replay.stateAt(3);
      const legal = new Int32Array(game.maxActions);
      game.legalActions(given, legal);
      game.apply(given, game.toMove(given) === CHANCE ? game.sampleChance(given) : legal[0]);
      expect(game.serialize(replay.stateAt(3))).toEqual(states[3]);
      expect(game.serialize(replay.stateAt(4))).toEqual(states[4]);
      // Positions outside the replay are clamped to its ends.
      expect(game.serialize(replay.stateAt(-3))).toEqual(states[0]);
      expect(game.serialize(replay.stateAt(actions.length + 9))).toEqual(states.at(-1));
    },
  );

  it('dice: with every roll left to the seed, the drawn rolls replay the same game, checkpoints included', () => {
    const seed = 5;
    const game = replayOf(scenarioText('dice-cubes', seed, [])).game;
    const { actions, states } = randomGame(game, seed, 200, true);
    const isRoll = (a: ActionObject | undefined) => a !== undefined && 'roll' in a;
    // A roll with no action after it is never drawn: the game stops before it.
    while (isRoll(actions.at(-1))) actions.pop();
    expect(actions.filter(isRoll).length).toBeGreaterThan(5);
    // The state each remaining action leads to, in the full game.
    const after = actions.flatMap((a, i) => (isRoll(a) ? [] : [states[i + 1]]));
    const replay = replayOf(
      scenarioText(
        'dice-cubes',
        seed,
        actions.filter((a) => !isRoll(a)),
      ),
      { checkpointEvery: 7 },
    );
    expect(replay.steps.every((s) => s.status === 'accepted')).toBe(true);
    expect(replay.steps.filter((s) => s.events.some((e) => e.kind === 'roll' && e.drawn)).length).toBe(
      actions.filter(isRoll).length,
    );
    for (let p = 1; p <= replay.steps.length; p++)
      expect(game.serialize(replay.stateAt(p)), `position ${p}`).toEqual(after[p - 1]);
  });
});

describe('replayStart: the start position alone', () => {
  it('no steps, no checks, every position the start, each a copy', () => {
    const game = replayOf('ruleset: units-v1.2\n').game;
    const start = replayStart(game, 4);
    expect(start.steps).toEqual([]);
    expect(start.checks).toEqual([]);
    expect(start.ok).toBe(true);
    expect(game.serialize(start.stateAt(7))).toEqual(game.serialize(game.start(4)));
    expect(start.stateAt(0)).not.toBe(start.initial);
  });
});
