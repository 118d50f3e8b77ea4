/**
 * A game family is a plug-in: its rules, its schema fragment and its compiler
 * live in one folder under `src/engine/<family>/`, and nothing outside that
 * folder knows its rules. Adding a family = a new folder + one line in
 * `families.ts`; adding a variant of a family = a new YAML ruleset.
 */
import type { Game } from './game';

/** A mistake the JSON Schema cannot express, e.g. a capture table naming class 5. */
export interface RuleProblem {
  /** Path inside the ruleset document, e.g. `['capture', 'beats', '5']`. */
  path: (string | number)[];
  /** What is wrong and what was expected, for a designer. */
  message: string;
}

/** A scenario action form: the keys that make an action this form, and the keys it may add. */
export interface ActionForm {
  readonly keys: readonly string[];
  readonly optional?: readonly string[];
}

export interface Family<R = any> {
  /** The value of `family:` in a ruleset. */
  readonly id: string;
  /** One line for the `family` enum's hover doc. */
  readonly summary: string;
  /**
   * The family's JSON Schema fragment (draft-07): `properties`, `required` and
   * optionally `definitions` (referenced as `#/definitions/<name>`). It is
   * bundled into `schemas/ruleset.schema.json` by `npm run schemas`.
   */
  readonly schema: Record<string, unknown>;
  /**
   * The scenario action forms its games' `parseAction` reads, e.g. `{ from, to }` and `{ turn }`.
   * Declared here, not on the compiled game, because the scenario loader also needs them when a
   * ruleset does not load (it then lists every family's forms) and to name the family a foreign
   * form belongs to. Every key must be an `action` key of `schemas/scenario.schema.json` (a test checks it).
   */
  readonly actionForms: readonly ActionForm[];
  /**
   * The keys a scenario's `setup:` may have for this family's games: the list its setup parser
   * accepts (it reports any other key), and what the workbench editor offers under `setup:`.
   * Every key must be a `setup` key of `schemas/scenario.schema.json` (a test checks it).
   */
  readonly setupKeys: readonly string[];
  /**
   * Every `Outcome.code` (and `RoundOutcome.code`) its games can report, each with a
   * short description for a designer ("the royal piece was captured"): the closed
   * list a report counts end codes by (a test checks that random games produce no other).
   */
  readonly outcomeCodes: Readonly<Record<string, string>>;
  /**
   * Fills in the defaults that depend on other keys (Units: the board and setup follow the number
   * of players) on schema-valid rules whose schema defaults are already in. The result is THE rules
   * object: what `check` reads, what `compile` gets, and what `game.rules` is. A default that cannot
   * be derived is a problem (e.g. 3 players and no board written out). Identity where a family has none.
   */
  complete(rules: R): { rules: R; problems: RuleProblem[] };
  /** Checks the schema cannot express. Runs only on schema-valid rules that `complete` has filled in. */
  check(rules: R): RuleProblem[];
  /** Compiles valid rules into lookup tables once; the returned game never re-reads `rules` per move. */
  compile(rules: R, id: string): Game<any>;
}
