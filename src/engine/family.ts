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

export interface Family<R = unknown> {
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
   * A family with chance nodes: the players whose roll is due in `state` (where `toMove` is
   * `CHANCE`), named as a scenario's `setup: { toMove }` names the turn that roll begins, so a
   * check's `toMove` means what a setup's does (`toMove: p2` holds while p2's roll is due).
   * Left out by a family without chance nodes.
   */
  readonly rollIsFor?: (game: Game, state: unknown) => readonly string[];
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
  compile(rules: R, id: string): Game;
  /**
   * A state of one of its games (`compile`d by this family) written as a scenario `setup:` block
   * ("start from here", setup mode), with what the block cannot carry. Implemented in the family's `setup-of.ts`.
   */
  setupOf(game: Game, state: unknown): PositionSetup;
  /** What setup mode may put on `square` of `game`'s board, from the rules (never from piece names the UI knows). */
  setupChoices(game: Game, square: string): SetupChoice[];
}

/** A position as a scenario `setup:` block (`Family.setupOf`). */
export interface PositionSetup {
  /** The block, in the scenario's words (`toMove`, `pieces`, `dice`, …): what `Game.setup` reads. */
  setup: Record<string, unknown>;
  /**
   * What of the state the block cannot carry, each in a sentence for a designer (a D'ice Cubes roll
   * half used, a tafl repetition count, a result reached by a limit). Empty when loading the block
   * gives back the same position: the same pieces, dice, side to move, phase, round and score, legal
   * actions and result. Counters start again from any setup (plies, turns, earlier rounds' results)
   * and are not listed.
   */
  lost: string[];
}

/** One thing setup mode may put on a square (`Family.setupChoices`). */
export interface SetupChoice {
  /** The setup list it goes into: `pieces` (units, tafl), or `dice` and `pawns` (D'ice Cubes; a pawn stands on a die). */
  list: 'pieces' | 'dice' | 'pawns';
  /** The list entry without its square: `{ owner: south, class: 1 }`, `{ owner: skulls, type: skull }`, `{ value: 4 }`. */
  entry: Record<string, string | number>;
  /** In the designer's words: "south class 1", "jeweled skull (skulls)", "die showing 4", "p1's pawn". */
  label: string;
}
