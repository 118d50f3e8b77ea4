import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../src/engine/game';
import { loadScenario } from '../../src/engine/scenario/load';
import { replayScenario } from '../../src/engine/scenario/replay';
import { scenarioStart, startFrom, startProblemText } from '../../src/engine/selfplay/start';
import { ROOT, resolver } from '../support/rulesets';

function loaded(text: string) {
  const l = loadScenario(text, join(ROOT, 'scenarios/dice-cubes/inline.yaml'), resolver);
  if (!l.ok) throw new Error(l.diagnostics.map((d) => d.message).join('\n'));
  return l;
}

// A D'ice Cubes play-phase position where p1 rolls a fixed 1 2 3 4, plays it out, and p2's roll is left to the seed.
const chaining = readFileSync(join(ROOT, 'scenarios/dice-cubes/01-chaining.yaml'), 'utf8');

describe('a scenario position as the start of self-play games', () => {
  it('is the position the scenario replays to, whatever the game seed', () => {
    const l = loaded(chaining);
    const start = scenarioStart(l);
    if ('error' in start) throw new Error(startProblemText(start.error));
    const replay = replayScenario(l);
    const end = l.game.view(replay.stateAt(l.scenario.data.actions.length));
    for (const seed of [1, 2, 99]) expect(l.game.view(startFrom(l.game, start)(seed))).toEqual(end);
  });

  it("draws the dice still to come from each game's seed, not all from the scenario's", () => {
    const l = loaded(chaining);
    const start = scenarioStart(l);
    if ('error' in start) throw new Error(startProblemText(start.error));
    const rolls = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = startFrom(l.game, start)(seed);
      // Play on to the next roll: the first legal action at each player node.
      const buf = new Int32Array(l.game.maxActions);
      while (l.game.toMove(s) !== CHANCE) {
        l.game.legalActions(s, buf);
        l.game.apply(s, buf[0]);
      }
      rolls.add(l.game.sampleChance(s));
    }
    expect(rolls.size).toBeGreaterThan(1);
  });

  it('keeps a roll the scenario left to its seed as the roll that was drawn', () => {
    // The same scenario with its roll drawn from seed 7 instead of written.
    const drawn = loaded(
      `${chaining.slice(0, chaining.indexOf('actions:'))}seed: 7\nactions:\n  - { from: "0,0", to: "1,0" }\n`,
    );
    const start = scenarioStart(drawn);
    if ('error' in start) throw new Error(startProblemText(start.error));
    const end = drawn.game.view(replayScenario(drawn).stateAt(1));
    expect(drawn.game.view(startFrom(drawn.game, start)(1234))).toEqual(end);
  });

  it('says why a position cannot start games as data: the refused action with the reason whole, or a game over', () => {
    // A units scenario whose first action moves from an empty square.
    const units = (actions: string) => {
      const l = loadScenario(
        `ruleset: units-v1.2\nactions:\n${actions}`,
        join(ROOT, 'scenarios/units/inline.yaml'),
        resolver,
      );
      if (!l.ok) throw new Error(l.diagnostics.map((d) => d.message).join('\n'));
      return l;
    };
    const refused = scenarioStart(units('  - { from: c1, to: c5 }\n  - { from: c3, to: c4 }\n'));
    expect(refused).toEqual({
      error: { kind: 'unplayable', action: 2, why: expect.stringMatching(/^c3 is empty; /) as string },
    });
    expect(scenarioStart(units('  - { from: c3, to: c4, illegal: true }\n'))).toEqual({ actions: [] });
    expect(startProblemText({ kind: 'unplayable', action: 2, why: 'a; expected b' })).toBe(
      'action 2 cannot be played (a; expected b); expected a scenario whose actions all play (run it with `rulebench run`)',
    );
    expect(startProblemText({ kind: 'over', actions: 3 })).toBe(
      "the game is already over after the scenario's 3 action(s); expected a position still being played",
    );
  });
});
