/** A game of a self-play run written as a scenario replays to that very game ("open game #k" in the workbench). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BotSpec } from '../../../src/engine/bots/bot';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario } from '../../../src/engine/scenario/replay';
import { gameOfRun, gameScenario } from '../../../src/engine/selfplay/game-scenario';
import type { SelfplayJob } from '../../../src/engine/selfplay/job';
import { runGames } from '../../../src/engine/selfplay/run';
import { scenarioStart, startProblemText } from '../../../src/engine/selfplay/start';
import { ROOT, resolver, shippedGame } from '../../support/rulesets';

function job(id: string, extra: Partial<SelfplayJob> = {}): SelfplayJob {
  const file = join(ROOT, `rulesets/${id}.yaml`);
  const bots: BotSpec[] = shippedGame(id).winners.map(() => ({ kind: 'random' }));
  return { ruleset: { text: readFileSync(file, 'utf8'), file, id }, bots, seed: 40, swap: true, ...extra };
}

/** The scenario as the CLI's `run` reads it, from a file in the shipped scenarios folder. */
function replayText(text: string) {
  const loaded = loadScenario(text, join(ROOT, 'scenarios/playtest.yaml'), resolver);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  return replayScenario(loaded);
}

describe('which seed a game of a run plays', () => {
  it('numbers games as runGames does: with swap each seed twice, the second with the seats swapped', () => {
    expect([0, 1, 2, 3].map((k) => gameOfRun({ seed: 10, swap: true }, k))).toEqual([
      { seed: 10, swapped: false },
      { seed: 10, swapped: true },
      { seed: 11, swapped: false },
      { seed: 11, swapped: true },
    ]);
    expect(gameOfRun({ seed: 10, swap: false }, 3)).toEqual({ seed: 13, swapped: false });
    expect(() => gameOfRun({ seed: 1, swap: false }, -1)).toThrow(/whole number/);
  });
});

describe('a game of a run as a scenario', () => {
  it.each(['units-v1.2', 'dice-cubes', 'escape-death', 'dice-cubes-4p'])(
    "%s: is the run's game, and replays to its end with its checks holding",
    (id) => {
      const j = job(id, {
        bots: shippedGame(id).winners.map((_, i): BotSpec => (i === 0 ? { kind: 'greedy' } : { kind: 'random' })),
      });
      const game = shippedGame(id);
      const k = 3;
      const { text, record } = gameScenario(j, game, k, '../../schemas/scenario.schema.json');
      const run = runGames(game, { bots: j.bots, seed: j.seed, swap: true, from: 1, to: 2 });
      const { actions, ...played } = record;
      expect(played).toEqual(run[1]);
      expect(record.swapped).toBe(true);
      const replay = replayText(text);
      expect(replay.failures).toEqual([]);
      expect(replay.steps).toHaveLength(actions!.length);
      expect(replay.steps.every((s) => s.status === 'accepted')).toBe(true);
      expect(replay.steps.at(-1)!.outcome?.winner).toBe(record.winner);
      expect(text).toContain(`title: "Playtest game #4: seed 41, seats swapped`);
    },
  );

  it("from a scenario's position: writes its setup and actions first, then the game", () => {
    const text = readFileSync(join(ROOT, 'scenarios/dice-cubes/01-chaining.yaml'), 'utf8');
    const loaded = loadScenario(text, join(ROOT, 'scenarios/dice-cubes/01-chaining.yaml'), resolver);
    if (!loaded.ok) throw new Error('the shipped scenario loads');
    const start = scenarioStart(loaded);
    if ('error' in start) throw new Error(startProblemText(start.error));
    expect(start.setup).toBeDefined();
    const game = loaded.game;
    const j = job('dice-cubes', { start, swap: false });
    const { text: written, record } = gameScenario(j, game, 2, 'x.json');
    expect(written).toMatch(/^setup:/m);
    const replay = replayText(written);
    expect(replay.failures).toEqual([]);
    expect(replay.steps).toHaveLength(start.actions.length + record.actions!.length);
    // The opening is the scenario's: the same position after its actions.
    expect(game.view(replay.stateAt(start.actions.length))).toEqual(
      game.view(replayScenario(loaded).stateAt(loaded.scenario.data.actions.length)),
    );
    expect(replay.steps.at(-1)!.outcome?.winner).toBe(record.winner);
  });
});
