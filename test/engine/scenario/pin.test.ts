/**
 * "Pin this position" (src/engine/scenario/pin.ts): a state → a check of the whole position in the
 * terms every check uses. Pinned at every step of every sample scenario, replaying holds; under a
 * changed ruleset the pinned check fails; the check written as YAML reads back the same.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../src/engine/loader/diagnostics';
import { loadScenario } from '../../../src/engine/scenario/load';
import type { RulesetResolver } from '../../../src/engine/loader/resolver';
import { checkItemYaml, pinPosition } from '../../../src/engine/scenario/pin';
import { replayScenario } from '../../../src/engine/scenario/replay';
import type { ExpectItem, LoadedScenario } from '../../../src/engine/scenario/types';
import { resolver, ROOT, scenarioFiles, shippedGame } from '../../support/rulesets';

function load(text: string, file: string, resolve: RulesetResolver = resolver): LoadedScenario {
  const loaded = loadScenario(text, file, resolve);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map(formatDiagnostic).join('\n'));
  return loaded;
}

/** The scenario with `expect` replaced by `checks`. */
const withChecks = (loaded: LoadedScenario, checks: ExpectItem[]): LoadedScenario => ({
  ...loaded,
  scenario: { ...loaded.scenario, data: { ...loaded.scenario.data, expect: checks } },
});

/** A check of the whole position at every step of the scenario's own replay. */
function pinEveryStep(loaded: LoadedScenario): ExpectItem[] {
  const replay = replayScenario(loaded, { keepEvents: false });
  return Array.from({ length: replay.steps.length + 1 }, (_, p) => ({
    after: p,
    ...pinPosition(loaded.game, replay.stateAt(p)),
  }));
}

describe('pinning every step of every sample scenario, then replaying', () => {
  for (const path of scenarioFiles()) {
    const file = relative(ROOT, path);
    it(`${file}: every pinned check holds`, () => {
      const loaded = load(readFileSync(path, 'utf8'), path);
      const pins = pinEveryStep(loaded);
      const replay = replayScenario(withChecks(loaded, pins), { keepEvents: false });
      const failed = replay.checks
        .filter((c) => !c.ok)
        .map(
          (c) =>
            `after ${c.after}: ${c.field}: expected ${JSON.stringify(c.expected)}; found ${JSON.stringify(c.actual)}`,
        );
      expect(failed).toEqual([]);
      // Each step's check lists pieces, a count per player, the side to move and the result.
      expect(new Set(replay.checks.map((c) => c.after)).size).toBe(pins.length);
      expect(replay.checks.filter((c) => c.field === 'winner')).toHaveLength(pins.length);
    });
  }
});

describe('a changed ruleset makes the pinned check fail', () => {
  const SCENARIO = 'scenarios/units/01-class1-takes-class4.yaml';
  const text = readFileSync(join(ROOT, SCENARIO), 'utf8');
  const shipped = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
  // One changed value: class 1 that captures class 4 becomes class 2, not class 3.
  const edited = shipped.replace('    1: { 4: 3 }\n', '    1: { 4: 2 }\n');
  const editedResolver: RulesetResolver = (ref) =>
    ref === 'units-v1.2'
      ? { text: edited, file: 'rulesets/units-v1.2.yaml', id: 'units-v1.2' }
      : resolver(ref, SCENARIO);

  it('the same action under rules where the survivor becomes class 2 ends in another position, and the end pin says where', () => {
    expect(edited).not.toBe(shipped);
    const mine = load(text, SCENARIO);
    const end = pinEveryStep(mine).at(-1)!;
    const theirs = load(text, SCENARIO, editedResolver);
    const replay = replayScenario(withChecks(theirs, [end]));
    const failed = replay.checks.filter((c) => !c.ok).map((c) => [c.field, c.actual]);
    expect(failed).toEqual([['pieces[2]', 'a5: south class 2']]);
    expect(replay.failures.some((d) => /after 1 action\(s\): /.test(d.message))).toBe(true);
  });
});

describe('what a pin lists', () => {
  it('units: every piece with its class, a count for every player, who moves, no winner yet', () => {
    const game = shippedGame('units-v1.2');
    const pin = pinPosition(game, game.start(0));
    expect(pin).toMatchObject({ toMove: 'south', winner: 'none', count: { south: 4, north: 4 } });
    expect(pin.pieces).toContainEqual({ at: 'c1', owner: 'south', class: 1 });
    expect(pin).not.toHaveProperty('dice');
  });

  it('escape death: the match facts too (round, score, rounds so far)', () => {
    const game = shippedGame('escape-death');
    expect(pinPosition(game, game.start(0))).toMatchObject({ round: 1, score: { A: 0, B: 0 }, rounds: [] });
  });

  it("d'ice cubes: the dice and the phase; at a roll, the player whose roll it is", () => {
    const game = shippedGame('dice-cubes');
    const start = pinPosition(game, game.start(0));
    expect(start).toMatchObject({ phase: 'place', toMove: 'p1', count: { p1: 0, p2: 0 }, pieces: [] });
    expect(start.dice).toEqual(game.view(game.start(0)).dice);
  });

  it('written as YAML, a pin reads back as the same check, pieces and dice one per line', () => {
    for (const id of ['units-v1.2', 'escape-death', 'dice-cubes-4p']) {
      const game = shippedGame(id);
      const check: ExpectItem = { after: 3, ...pinPosition(game, game.start(5)) };
      const yaml = checkItemYaml(check, '  ');
      expect(parse(yaml)).toEqual([check]);
      const pieceLines = yaml.split('\n').filter((l) => /^ {6}- \{ at: /.test(l));
      expect(pieceLines).toHaveLength(
        ((check.pieces as unknown[]) ?? []).length + ((check.dice as unknown[] | undefined) ?? []).length,
      );
    }
  });
});
