/**
 * A scenario as loaded (its data, its source and its compiled ruleset), shared by the loader that
 * makes it and the replay model that plays it, so that neither imports the other.
 */
import type { ActionObject, Game } from '../game';
import type { Diagnostic } from '../loader/diagnostics';
import type { YamlSource } from '../loader/yaml-source';

/** One action as a scenario writes it: the action's own keys, and the scenario's `illegal` / `note`. */
export type WrittenAction = ActionObject & { illegal?: boolean; note?: string };

/** One `expect` item: the checks, and the number of actions after which they run (all of them when absent). */
export type ExpectItem = Record<string, unknown> & { after?: number };

export interface ScenarioData {
  ruleset: string;
  title?: string;
  seed: number;
  setup?: Record<string, unknown>;
  actions: WrittenAction[];
  expect: ExpectItem[];
}

export interface Scenario {
  file: string;
  source: YamlSource;
  data: ScenarioData;
  /** The file the ruleset came from. */
  rulesetFile: string;
}

/** A scenario that loaded: bound to its compiled game, with its starting position. */
export interface LoadedScenario {
  ok: true;
  scenario: Scenario;
  game: Game<unknown>;
  initial: unknown;
  diagnostics: Diagnostic[];
}
