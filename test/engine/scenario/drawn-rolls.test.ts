/**
 * A roll the scenario does not fix is drawn from the seed during the replay
 * of the action before it; the scenario runner shows it once, marked as drawn,
 * and a roll the scenario writes is the action itself, unmarked.
 */
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario } from '../../../src/engine/scenario/replay';
import { resolver } from '../../support/rulesets';

describe('a roll drawn from the seed in a replay', () => {
  const run = (text: string) => {
    const loaded = loadScenario(text, 'sc.yaml', resolver);
    if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
    return replayScenario(loaded);
  };

  it('two players: one "p1 rolls … (drawn from the seed)" event, no second roll line', () => {
    const r = run(
      [
        'ruleset: dice-cubes',
        'seed: 3',
        'setup:',
        '  toMove: p1',
        '  dice: [{ at: "0,0", value: 3 }, { at: "1,0", value: 3 }, { at: "5,5", value: 3 }, { at: "5,6", value: 3 }]',
        '  pawns: [{ at: "0,0", owner: p1 }, { at: "5,5", owner: p2 }]',
        'actions:',
        '  - { from: "0,0", to: "1,0" }',
        '  - { roll: [3, 3] }',
      ].join('\n'),
    );
    const [first, second] = r.steps;
    const rolls = first.events.filter((e) => e.kind === 'roll');
    expect(rolls).toHaveLength(1);
    expect(rolls[0]).toMatchObject({
      player: 'p1',
      drawn: true,
      text: expect.stringMatching(/^p1 rolls \d \d \(drawn from the seed\)$/) as string,
    });
    expect(first.events[0]).toBe(rolls[0]);
    // A roll the scenario fixes is the action itself: no "drawn" mark.
    expect(second.events.filter((e) => e.kind === 'roll')).toMatchObject([
      { player: 'p2', values: [3, 3], drawn: false, text: 'p2 rolls 3 3' },
    ]);
  });

  it('a team: one line per roller, each marked', () => {
    const r = run(
      [
        'ruleset: dice-cubes-4p',
        'seed: 1',
        'setup:',
        '  toMove: p1',
        '  dice: [{ at: "0,0", value: 2 }, { at: "1,0", value: 4 }, { at: "0,1", value: 4 }, { at: "1,1", value: 2 }, { at: "3,0", value: 3 }, { at: "4,0", value: 4 }, { at: "3,1", value: 5 }, { at: "4,1", value: 6 }]',
        '  pawns: [{ at: "0,0", owner: p1 }, { at: "3,0", owner: p2 }, { at: "0,1", owner: p3 }, { at: "3,1", owner: p4 }]',
        'actions:',
        '  - { from: "0,0", to: "1,0" }',
      ].join('\n'),
    );
    const rolls = r.steps[0].events.filter((e) => e.kind === 'roll');
    expect(rolls).toHaveLength(2);
    expect(rolls[0]).toMatchObject({
      player: 'p1',
      drawn: true,
      text: expect.stringMatching(/^p1 rolls \d \d \(drawn from the seed\)$/) as string,
    });
    expect(rolls[1]).toMatchObject({
      player: 'p3',
      drawn: true,
      text: expect.stringMatching(/^p3 rolls \d \d \(drawn from the seed\)$/) as string,
    });
  });
});
