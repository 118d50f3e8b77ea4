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
  /** Checks the schema cannot express. Runs only on schema-valid rules (defaults filled in). */
  check(rules: R): RuleProblem[];
  /** Compiles valid rules into lookup tables once; the returned game never re-reads `rules` per move. */
  compile(rules: R, id: string): Game<any>;
}
