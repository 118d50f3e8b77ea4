/**
 * The replay model: a loaded scenario played through once → its steps (what each action did),
 * its checks (what held where), and any state along the way on demand. It is what the CLI's
 * `run`, one board in the workbench, two boards in lockstep and a report opening a simulated
 * game all read. Never throws on a designer's input.
 *
 * States are not kept per step: a 100,000-action scenario would hold 100,000 states. The replay
 * keeps a checkpoint every `checkpointEvery` steps and rebuilds a state from the nearest one
 * before it, by re-applying what each step recorded (no parsing), so memory grows
 * with steps / checkpointEvery states and a state costs at most checkpointEvery - 1 applies.
 * Stepping forward one position at a time costs one apply (the replay remembers where it was).
 */
import { toMoveName } from '../api';
import { CHANCE, type ActionObject, type Game, type GameEvent, type Outcome } from '../game';
import type { Diagnostic, SourcePos } from '../loader/diagnostics';
import { diagnosticAt, positionOf } from '../loader/yaml-source';
import { evaluateCheck } from './checks';
import type { LoadedScenario } from './types';

/** Steps between two kept states (64 keeps 100,000 steps in about 1,600 states). */
export const CHECKPOINT_EVERY = 64;

/**
 * What the game made of an action: applied (`accepted`), read but refused by the rules
 * (`refused`, with the rule's reason), or not even read (`unreadable`: no such square, a roll of
 * the wrong size …, with the reason it could not be read).
 */
export type StepStatus = 'accepted' | 'refused' | 'unreadable';

export interface ReplayStep {
  /** 1-based index of the action in the scenario's `actions` list; also the position after it. */
  index: number;
  /** The action as the game reads it: what the scenario wrote, without `illegal` and `note`. */
  action: ActionObject;
  /** The scenario's comment on this action (`note:`), for the move log. */
  note?: string;
  /** Where the action is written in the scenario. */
  pos: SourcePos;
  /** The scenario says `illegal: true`: this action must be refused. */
  expectedIllegal: boolean;
  status: StepStatus;
  /** Why it was refused or could not be read; absent when accepted. */
  reason?: string;
  /** The encoded action, when the game could read it (accepted or refused). */
  encoded?: number;
  /** Move-log notation (`c1-c5`); empty unless accepted. */
  notation: string;
  /**
   * What happened, in order: a roll drawn from the seed before the action (its `roll` events have
   * `drawn: true`), then what the action did. A refused action keeps the roll drawn before it.
   * Empty when the replay was made with `keepEvents: false`.
   */
  events: readonly GameEvent[];
  /** The roll drawn from the seed before the action (or given by `givenRolls`), in scenario form; absent when none was due. */
  drawn?: ActionObject;
  /** Who is to move after this step: a player, `chance` or `none`. */
  toMove: string;
  /** The outcome after this step; null while the game goes on. */
  outcome: Outcome | null;
  /** Accepted-or-refused agrees with the scenario (`illegal: true` exactly on the refused ones). */
  ok: boolean;
}

export interface CheckResult {
  /** The position the check runs at: the number of actions played (applied or refused) before it. */
  after: number;
  /** Which check, e.g. `pieces[0]`, `winner`, `count.north`. */
  field: string;
  /** Where the check is written. */
  pos: SourcePos;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

export interface Replay {
  readonly game: Game<unknown>;
  /** Position 0: the ruleset's start or the scenario's setup. Read-only (use `stateAt(0)` for a copy to change). */
  readonly initial: unknown;
  /** One per action, in order; step `i` leads from position `i - 1` to position `i`. */
  readonly steps: readonly ReplayStep[];
  /** Every check's result, ordered by position. */
  readonly checks: readonly CheckResult[];
  /** Every action behaved as the scenario says and every check holds. */
  readonly ok: boolean;
  /** Failed checks and unexpected accept/refuse, as positioned messages. */
  readonly failures: readonly Diagnostic[];
  /**
   * Actions the game could not read and the scenario does not mark `illegal: true`: invalid input
   * (the CLI exits 2, the workbench shows them as errors), not refused moves. `action N: why`.
   */
  readonly unreadable: readonly Diagnostic[];
  /** The state at `position` (0 = start, n = after step n; clamped to 0 … steps.length), as a fresh copy the caller owns. */
  stateAt(position: number): unknown;
  /** The state step `index` (1-based) met: after the roll drawn for it, if one was due, else position `index - 1`. A fresh copy. */
  stateMet(index: number): unknown;
  /** The checks that run at `position`. */
  checksAt(position: number): readonly CheckResult[];
  /** What the states are rebuilt from (absent on a replay of no steps), to rebuild this replay on another thread. */
  readonly record?: ReplayRecord;
}

export interface ReplayOptions {
  /** Steps between kept states (at least 1; default `CHECKPOINT_EVERY`). */
  checkpointEvery?: number;
  /**
   * Keep each step's events (default true). Events are most of a replay's memory (about 60 of
   * 90 MB for 100,000 steps); a reader that only needs the verdict (`rulebench run` without
   * `--json`, `validate`) passes false, and every step's `events` is then empty.
   */
  keepEvents?: boolean;
  /** Told every 1,000 steps how many of the actions are played (the workbench shows it for a long scenario). */
  progress?: (done: number, total: number) => void;
  /**
   * Rolls another replay of this scenario drew from the seed, by step index (the other side of a
   * comparison, `replayLockstep`): a roll due before step `index` is this one instead of a draw,
   * so two rule versions never differ by a different random draw. A roll this game cannot play
   * (another number of dice) is drawn from its own seed as usual.
   */
  givenRolls?: (index: number) => ActionObject | undefined;
}

/** How the roll before a step came (`drawsRoll`): none due, drawn from the seed, given by `givenRolls`. */
const DRAWN = 1,
  GIVEN = 2;

const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** A roll the scenario left to the seed: marked `drawn` and said so in the log. */
const asDrawn = (e: GameEvent): GameEvent =>
  e.kind === 'roll' ? { ...e, drawn: true, text: `${e.text} (drawn from the seed)` } : e;

/** Plays `loaded` through once and returns its replay. */
export function replayScenario(loaded: LoadedScenario, options: ReplayOptions = {}): Replay {
  const every = Math.max(1, Math.floor(options.checkpointEvery ?? CHECKPOINT_EVERY));
  const keepEvents = options.keepEvents ?? true;
  const { game, scenario } = loaded;
  const { data, source } = scenario;
  const total = data.actions.length;

  // What `stateAt` re-applies per step: the roll drawn before it (if any), the action (if accepted).
  // A drawn roll is drawn again, not re-applied: drawing advances the state's generator, and the
  // same state draws the same roll. A given roll is re-applied (like a written one, it draws nothing).
  const drawsRoll = new Uint8Array(total);
  const givenRoll = new Int32Array(total);
  const applied = new Int32Array(total);
  const wasApplied = new Uint8Array(total);
  /** The roll `options.givenRolls` has for step `index`, when this game can play it here. */
  const given = (s: unknown, index: number): number | null => {
    const form = options.givenRolls?.(index);
    const read = form && game.parseAction(s, form);
    return read && read.ok && game.whyIllegal(s, read.action) === null ? read.action : null;
  };

  const steps: ReplayStep[] = [];
  const checks: CheckResult[] = [];
  const failures: Diagnostic[] = [];
  const unreadable: Diagnostic[] = [];
  const expectAt = new Map<number, number[]>();
  // `after` beyond the last action was refused when the scenario loaded.
  data.expect.forEach((c, i) => {
    const after = c.after ?? total;
    const here = expectAt.get(after);
    if (here) here.push(i);
    else expectAt.set(after, [i]);
  });
  const runChecks = (after: number, state: unknown) => {
    for (const i of expectAt.get(after) ?? []) {
      for (const r of evaluateCheck(game, state, data.expect[i])) {
        const path = ['expect', i, ...r.path];
        const result: CheckResult = {
          after,
          field: r.field,
          pos: positionOf(source, path),
          ok: r.ok,
          expected: r.expected,
          actual: r.actual,
        };
        checks.push(result);
        if (!r.ok)
          failures.push(
            diagnosticAt(
              source,
              path,
              `after ${after} action(s): ${r.field}: expected ${show(r.expected)}; found ${show(r.actual)}`,
            ),
          );
      }
    }
  };

  const state = game.clone(loaded.initial);
  const checkpoints: unknown[] = [game.clone(state)];
  runChecks(0, state);
  data.actions.forEach((written, i) => {
    const index = i + 1;
    const { illegal, note, ...action } = written;
    const expectedIllegal = illegal === true;
    const events: GameEvent[] = [];
    let drawn: ActionObject | undefined;
    // A roll due before the action and not written by the scenario is drawn from the state's seed (or given).
    if (game.outcome(state) === null && game.toMove(state) === CHANCE && !('roll' in action)) {
      const roll = given(state, index);
      if (roll !== null) {
        drawsRoll[i] = GIVEN;
        givenRoll[i] = roll;
      } else drawsRoll[i] = DRAWN;
      const rolled = roll ?? game.sampleChance(state);
      drawn = game.formatAction(state, rolled);
      game.apply(state, rolled);
      if (keepEvents) events.push(...game.lastEvents(state).map(asDrawn));
    }
    const parsed = game.parseAction(state, action);
    const reason = parsed.ok ? game.whyIllegal(state, parsed.action) : parsed.error;
    let notation = '';
    if (parsed.ok && reason === null) {
      notation = game.notation(state, parsed.action);
      game.apply(state, parsed.action);
      applied[i] = parsed.action;
      wasApplied[i] = 1;
      if (keepEvents) events.push(...game.lastEvents(state));
    }
    const status: StepStatus = !parsed.ok ? 'unreadable' : reason === null ? 'accepted' : 'refused';
    const ok = (status === 'accepted') !== expectedIllegal;
    steps.push({
      index,
      action,
      ...(note !== undefined ? { note } : {}),
      pos: positionOf(source, ['actions', i]),
      expectedIllegal,
      status,
      ...(reason !== null ? { reason } : {}),
      ...(parsed.ok ? { encoded: parsed.action } : {}),
      notation,
      events,
      ...(drawn ? { drawn } : {}),
      toMove: toMoveName(game, state),
      outcome: game.outcome(state),
      ok,
    });
    if (status === 'unreadable' && !expectedIllegal)
      unreadable.push(diagnosticAt(source, ['actions', i], `action ${index}: ${reason}`));
    if (!ok) {
      failures.push(
        diagnosticAt(
          source,
          ['actions', i],
          expectedIllegal
            ? `action ${index} (${show(action)}) was accepted, but the scenario says illegal: true; expected the engine to refuse it (remove illegal: true if the move should be legal)`
            : `action ${index} (${show(action)}) was refused: ${reason} (expected it to be accepted; add illegal: true if it should be refused)`,
        ),
      );
    }
    if (index % every === 0) checkpoints.push(game.clone(state));
    if (index % 1000 === 0) options.progress?.(index, total);
    runChecks(index, state);
  });

  const record: ReplayRecord = { every, checkpoints, final: state, drawsRoll, givenRoll, applied, wasApplied };
  return replayFromRecord(game, loaded.initial, { steps, checks, failures, unreadable }, record);
}

/**
 * What a replay's states are rebuilt from: a kept state every `every` steps, the state after
 * the last step, and what each step re-applies. Typed arrays and states (which the game
 * serializes), so a replay made on another thread can be rebuilt here (`replayFromRecord`).
 */
export interface ReplayRecord {
  every: number;
  checkpoints: unknown[];
  final: unknown;
  /** Per step: no roll due before it (0), a roll drawn from the seed (DRAWN), or `givenRoll` (GIVEN). */
  drawsRoll: Uint8Array;
  givenRoll: Int32Array;
  /** Per step: the encoded action applied, when `wasApplied`. */
  applied: Int32Array;
  wasApplied: Uint8Array;
}

/** What a replay found, step by step and check by check (plain data). */
export type ReplayResults = Pick<Replay, 'steps' | 'checks' | 'failures' | 'unreadable'>;

/** A replay from its results and its record, with `game` (compiled from the same rules) playing the states again. */
export function replayFromRecord(
  game: Game<unknown>,
  initial: unknown,
  results: ReplayResults,
  record: ReplayRecord,
): Replay {
  const { every, checkpoints, final, drawsRoll, givenRoll, applied, wasApplied } = record;
  const total = results.steps.length;
  const checksByPosition = new Map<number, CheckResult[]>();
  for (const c of results.checks) {
    const here = checksByPosition.get(c.after);
    if (here) here.push(c);
    else checksByPosition.set(c.after, [c]);
  }
  const drawRoll = (s: unknown, i: number) =>
    game.apply(s, drawsRoll[i] === GIVEN ? givenRoll[i] : game.sampleChance(s));
  const replayStep = (s: unknown, i: number) => {
    if (drawsRoll[i]) drawRoll(s, i);
    if (wasApplied[i]) game.apply(s, applied[i]);
  };
  // The cursor remembers the last state rebuilt, so stepping forward costs one step each.
  let cursor = { position: 0, state: game.clone(initial) };
  const stateAt = (position: number): unknown => {
    const p = Math.min(total, Math.max(0, Math.floor(position)));
    if (p === total) return game.clone(final);
    const base = p - (p % every);
    if (cursor.position > p || cursor.position < base)
      cursor = { position: base, state: game.clone(checkpoints[base / every]) };
    for (; cursor.position < p; cursor.position++) replayStep(cursor.state, cursor.position);
    return game.clone(cursor.state);
  };

  return {
    game,
    initial,
    ...results,
    ok: results.failures.length === 0,
    record,
    stateAt,
    stateMet(index) {
      const i = Math.min(total, Math.max(1, Math.floor(index))) - 1;
      const s = stateAt(i);
      if (drawsRoll[i]) drawRoll(s, i);
      return s;
    },
    checksAt: (position) => checksByPosition.get(position) ?? [],
  };
}

/** A replay of no actions and no checks: the ruleset's start position on its own (what a board shows with no scenario open). */
export function replayStart(game: Game<unknown>, seed = 0): Replay {
  const initial = game.start(seed);
  return {
    game,
    initial,
    steps: [],
    checks: [],
    ok: true,
    failures: [],
    unreadable: [],
    stateAt: () => game.clone(initial),
    stateMet: () => game.clone(initial),
    checksAt: () => [],
  };
}
