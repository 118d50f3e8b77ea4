// Family.setupOf: every step of every sample scenario, written as a setup block and loaded as a
// new scenario's setup (through the scenario loader, so the block must pass the scenario schema),
// gives back the same position; where it cannot, `lost` says what starts again, and only there.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { familyById } from '../../../src/engine/families';
import type { Game } from '../../../src/engine/game';
import { formatDiagnostic } from '../../../src/engine/loader/diagnostics';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario, type Replay } from '../../../src/engine/scenario/replay';
import { ROOT, resolver, scenarioFiles } from '../../support/rulesets';

/** The legal actions in scenario form, sorted: the order a state lists them in is not part of the position. */
function legal(game: Game<unknown>, s: unknown): string[] {
  const out = new Int32Array(game.maxActions);
  const n = game.legalActions(s, out);
  return Array.from(out.subarray(0, n), (a) => JSON.stringify(game.formatAction(s, a))).sort();
}

/** What a position is: pieces, dice, who is to move, phase, round and score, legal actions and the result (not the counters). */
function position(game: Game<unknown>, s: unknown) {
  const v = game.view(s);
  return {
    pieces: v.pieces,
    dice: v.dice,
    toMove: v.toMove,
    phase: v.facts.phase,
    round: v.facts.round,
    score: v.facts.score,
    out: v.facts.out,
    info: { pool: v.info.pool, team: v.info.team },
    /** D'ice Cubes: where the turn is (roll, move, resolve). */
    step: v.info.step,
    legal: legal(game, s),
    winner: game.outcome(s)?.winner ?? null,
  };
}

/** `setup` as the setup of a new scenario on the same ruleset, loaded as the workbench and the CLI load one. */
function loadAsSetup(ruleset: string, setup: Record<string, unknown>, seed: number): unknown {
  const loaded = loadScenario(stringify({ ruleset, seed, setup, actions: [] }), 'from-here.yaml', resolver);
  if (!loaded.ok) expect.fail(loaded.diagnostics.map(formatDiagnostic).join('\n'));
  return loaded.initial;
}

type Position = ReturnType<typeof position>;

/**
 * Where a setup block cannot be the same position, by what the view says, and what of the
 * position that changes (null: a setup carries all of it). A finished game: its result may come
 * from a limit or a capture, so who moves, the legal actions and the winner (and in D'ice Cubes,
 * after every last pawn sank, the phase: pawns are placed again). A tafl game counting
 * repetitions: only the count, which the position does not show. A D'ice Cubes turn under way: a
 * roll being used starts again at its roll (chance to move, the step, the legal actions); a pair
 * of dice half placed starts again as a whole pair, which the position does not show either.
 */
function mayDiffer(game: Game<unknown>, s: unknown, step: number, replay: Replay): (keyof Position)[] | null {
  const v = game.view(s);
  if (game.outcome(s) !== null) {
    // D'ice Cubes after every last pawn sank at once: the pawns are placed again, nobody is out yet.
    const noPawns = game.family === 'dice-pond' && v.facts.phase === 'play' && v.pieces.length === 0;
    return ['toMove', 'legal', 'winner', ...(noPawns ? (['phase', 'step', 'out', 'info'] as const) : [])];
  }
  if (game.family === 'tafl')
    return (game.rules as { end: { repetition: { outcome: string } } }).end.repetition.outcome !== 'off' && step > 0
      ? []
      : null;
  if (game.family === 'dice-pond') {
    if (v.facts.phase === 'play') return v.info.step !== 'roll' ? ['toMove', 'step', 'legal'] : null;
    // Placing dice: the player placing now also placed the last die (the second of a pair is due).
    return v.facts.phase === 'place' &&
      step > 0 &&
      replay.steps[step - 1].toMove === v.toMove &&
      'place' in replay.steps[step - 1].action
      ? []
      : null;
  }
  return null;
}

/** `p` without `keys`. */
function without(p: Position, keys: readonly (keyof Position)[]): Partial<Position> {
  return Object.fromEntries(Object.entries(p).filter(([k]) => !keys.includes(k as keyof Position)));
}

function replayOf(file: string): { replay: Replay; seed: number } {
  const name = relative(ROOT, file);
  const loaded = loadScenario(readFileSync(file, 'utf8'), name, resolver);
  if (!loaded.ok) expect.fail(loaded.diagnostics.map(formatDiagnostic).join('\n'));
  return { replay: replayScenario(loaded), seed: loaded.scenario.data.seed };
}

describe('setupOf gives back the position of every step of every sample scenario', () => {
  for (const file of scenarioFiles()) {
    const name = relative(ROOT, file);
    it(name, () => {
      const { replay, seed } = replayOf(file);
      const { game } = replay;
      const family = familyById(game.family)!;
      for (let step = 0; step <= replay.steps.length; step++) {
        const state = replay.stateAt(step);
        const { setup, lost } = family.setupOf(game, state);
        const back = loadAsSetup(game.id, setup, seed);
        const was = position(game, state);
        const now = position(game, back);
        const where = `${name} after ${step} action(s)`;
        const differ = mayDiffer(game, state, step, replay);
        // A setup that says it loses something only where the position may differ; where it says nothing,
        // the next check asks for the whole position back.
        if (lost.length > 0) expect(differ, `${where} lost ${lost.join('; ')}`).not.toBeNull();
        // Everything the lost sentences do not speak of is kept, what stands where always.
        const changes = lost.length > 0 ? (differ ?? []) : [];
        expect(without(now, changes), where).toEqual(without(was, changes));
      }
    });
  }
});

describe('what a setup block cannot carry is said', () => {
  const at = (scenario: string, step: number) => {
    const { replay } = replayOf(join(ROOT, 'scenarios', scenario));
    const state = replay.stateAt(Math.min(step, replay.steps.length));
    return { game: replay.game, state, ...familyById(replay.game.family)!.setupOf(replay.game, state) };
  };

  it("D'ice Cubes: a turn under way starts again at its roll, same side", () => {
    const { game, setup, lost } = at('dice-cubes/01-chaining.yaml', 2);
    expect(lost).toEqual([
      "p1's turn under way (the roll 1 2 3 4, and the moves and uses made with it): from a setup p1's turn starts again at its roll",
    ]);
    const back = loadAsSetup(game.id, setup, 0);
    expect(game.view(back).toMove).toBe('chance');
    expect(game.view(back).info.team).toBe('p1');
  });

  it("D'ice Cubes: half a pair of dice placed", () => {
    expect(at('dice-cubes/13-placement-from-start.yaml', 1).lost).toEqual([
      'p1 has placed 1 of its 2 dice this turn: from a setup it places 2',
    ]);
    expect(at('dice-cubes/13-placement-from-start.yaml', 2).lost).toEqual([]);
  });

  it('Units: a draw by the ply limit is not part of a position', () => {
    const { lost } = at('units/14-ply-limit-draw.yaml', 200);
    expect(lost).toEqual([
      'the draw (the ply limit of 200 was reached) is not part of a setup: from this position alone the game goes on',
    ]);
  });

  it('tafl: the positions repetition counts', () => {
    expect(at('copenhagen/08-repetition.yaml', 3).lost).toEqual([
      'the 3 earlier positions since the last capture, which repetition (end.repetition) counts: from a setup it counts from this position',
    ]);
  });

  it('Escape Death: a finished match is its last round, with the score before it, ended again on the board', () => {
    const { game, state, setup, lost } = at('escape-death/10-match-end.yaml', Number.MAX_SAFE_INTEGER);
    const view = game.view(state);
    expect(setup.round).toBe(view.facts.round!.number);
    const total = (s: Record<string, number>) => Object.values(s).reduce((a, b) => a + b, 0);
    expect(total(setup.score as Record<string, number>)).toBe(total(view.facts.score!) - 1);
    expect(lost).toEqual([]);
  });
});
