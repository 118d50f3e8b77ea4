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
  /** Checks the schema cannot express. Runs only on schema-valid rules (the schema's defaults filled in; a default that depends on other keys is the family's to fill). */
  check(rules: R): RuleProblem[];
  /** Compiles valid rules into lookup tables once; the returned game never re-reads `rules` per move. */
  compile(rules: R, id: string): Game<any>;
}
