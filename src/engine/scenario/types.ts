/**
 * What running a scenario produces: the timeline the CLI prints, the
 * workbench steps through, and the compare view will replay twice.
 */
import type { ActionObject, Game, GameEvent } from '../game';
import type { Diagnostic, SourcePos } from '../loader/diagnostics';

export interface Step {
  /** 1-based index of the action in the scenario's `actions` list. */
  index: number;
  /** The action as written in the scenario. */
  action: ActionObject;
  /** Where the action is written. */
  pos: SourcePos;
  /** The scenario says `illegal: true`. */
  expectedIllegal: boolean;
  /** The engine applied it. */
  accepted: boolean;
  /** Why the engine refused it (or why it could not be read). */
  reason?: string;
  /** Move-log notation, e.g. `c1-c5` (empty when the action could not be read). */
  notation: string;
  /** The encoded action, when it could be read. */
  code?: number;
  /** What the engine did: automatic rolls drawn from the seed, captures, sinks, discards, rounds. */
  events: GameEvent[];
  /** The state after this step (the previous state when refused). Read it through `game`. */
  state: unknown;
  /** Accepted-vs-expected agrees with the scenario. */
  ok: boolean;
}

export interface CheckResult {
  /** The `after:` value (number of applied-or-refused actions). */
  after: number;
  /** Which check, e.g. `pieces[0]`, `winner`, `count.north`. */
  field: string;
  pos: SourcePos;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

export interface ScenarioRun {
  game: Game<unknown>;
  /** The starting position (ruleset start or the scenario's setup). */
  initial: unknown;
  steps: Step[];
  checks: CheckResult[];
  /** Every action behaved as expected and every check holds. */
  ok: boolean;
  /** Failed checks and unexpected accept/refuse, as positioned messages. */
  failures: Diagnostic[];
}
