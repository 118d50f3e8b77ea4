/**
 * A scenario's position as the start of self-play games ("from this opening,
 * who wins?"). The position is kept as plain data, the scenario's `setup` and
 * the action numbers that lead from it to the position (a roll the scenario
 * left to its seed is kept as the roll that was drawn), so it can travel to a
 * worker; each game then rebuilds it on a state seeded with the game's own
 * seed: the same position every game, with the dice still to come drawn from
 * the game's seed rather than all from the scenario's.
 */
import { CHANCE, isSetupProblems, NOBODY, type Game } from '../game';
import type { LoadedScenario } from '../scenario/types';

export interface StartPosition {
  /** The scenario's `setup` block, when it has one (else the ruleset's start). */
  setup?: Record<string, unknown>;
  /** The applied actions, chance outcomes included, from the start to the position. */
  actions: number[];
}

/**
 * Why a scenario's position cannot start games, as data: each reader words it in its own
 * sentence around `startProblemWhat` (the CLI with `startProblemText`, the workbench naming its step).
 */
export type StartProblem =
  /** Action `action` (1-based) cannot be read or is refused (`why`, the game's own sentence), and the scenario does not mark it `illegal: true`. */
  | { kind: 'unplayable'; action: number; why: string }
  /** The game is over after the scenario's `actions` applied actions (rolls drawn included). */
  | { kind: 'over'; actions: number };

/** What is wrong, the game's own reason kept whole: the part of the sentence every reader shares. */
export function startProblemWhat(p: StartProblem): string {
  return p.kind === 'unplayable'
    ? `action ${p.action} cannot be played (${p.why})`
    : `the game is already over after the scenario's ${p.actions} action(s)`;
}

/** A start problem as a sentence: what is wrong, then what was expected. */
export function startProblemText(p: StartProblem): string {
  const expected =
    p.kind === 'unplayable'
      ? 'a scenario whose actions all play (run it with `rulebench run`)'
      : 'a position still being played';
  return `${startProblemWhat(p)}; expected ${expected}`;
}

/** The position after every action of `loaded`, or why it cannot start games. */
export function scenarioStart(loaded: LoadedScenario): StartPosition | { error: StartProblem } {
  const { game, initial, scenario } = loaded;
  const s = game.clone(initial);
  const actions: number[] = [];
  for (const [i, written] of scenario.data.actions.entries()) {
    const { illegal, note: _note, ...action } = written;
    if (game.outcome(s) === null && game.toMove(s) === CHANCE && !('roll' in action)) {
      const roll = game.sampleChance(s);
      game.apply(s, roll);
      actions.push(roll);
    }
    const parsed = game.parseAction(s, action);
    const why = parsed.ok ? game.whyIllegal(s, parsed.action) : parsed.error;
    if (why !== null || !parsed.ok) {
      if (illegal === true) continue;
      // A sentence either way: the parse error, or the game's refusal.
      return { error: { kind: 'unplayable', action: i + 1, why: why! } };
    }
    game.apply(s, parsed.action);
    actions.push(parsed.action);
  }
  if (game.toMove(s) === NOBODY) return { error: { kind: 'over', actions: actions.length } };
  const data = scenario.data;
  return data.setup ? { setup: data.setup, actions } : { actions };
}

/** The starting state of each game: `start` rebuilt on a state seeded with the game's seed. */
export function startFrom<S>(game: Game<S>, start: StartPosition): (seed: number) => S {
  return (seed) => {
    const s = start.setup ? game.setup(start.setup, seed) : game.start(seed);
    if (isSetupProblems(s))
      throw new RangeError(
        `${game.id}: the start position's setup does not load: ${s.map((p) => p.message).join('; ')}`,
      );
    for (const a of start.actions) game.apply(s, a);
    return s;
  };
}
