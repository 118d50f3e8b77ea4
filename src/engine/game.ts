/**
 * The one small API every game family implements, and that the UI, CLI, bots,
 * benchmark and tests are written against (after OpenSpiel's `State`).
 *
 * Actions are plain integers on the hot path: a family encodes a move into a
 * number once (`parseAction`) and generates legal actions into a reusable
 * buffer, so random play and search never allocate per move. `apply` mutates
 * the state it is given; `applyAction` in `api.ts` is the pure, copying form.
 *
 * Chance is a player: when `toMove` is `CHANCE` (a dice roll is due), the
 * legal actions are the possible outcomes, `chanceProbability` gives each
 * one's probability (what a bot that looks ahead weighs them by), and
 * `sampleChance` draws one from the generator stored in the state, so a
 * seed + the actions replay exactly.
 */

/** `toMove` value when nobody is to move: the game (or match) is over. */
export const NOBODY = -1;
/** `toMove` value when a chance event (a roll) is due. */
export const CHANCE = -2;

/** What the scenario file writes for one action, e.g. `{ from: c1, to: c5 }`. */
export type ActionObject = Record<string, unknown>;

export interface Outcome {
  /** A player (or side) id, or `draw`. */
  winner: string;
  /** Why the game ended, in words: "south has no units left". */
  reason: string;
}

/** Something that happened while an action was applied, for logs and board marks. */
export interface GameEvent {
  kind: string;
  /** Squares involved (captured, sunk, raised ...), in the ruleset's notation. */
  at?: string[];
  /** A sentence for the move log: "d4 sinks to 2 (pawn could not move)". */
  text: string;
}

/** One piece on the board as scenario checks and renderers see it. */
export interface PieceView {
  at: string;
  owner: string;
  /** Family-specific attributes: `class` for units, `type` for tafl. */
  [attribute: string]: string | number;
}

export interface DieView {
  at: string;
  value: number;
}

/** A family-independent look at a state: what scenario checks read. */
export interface StateView {
  /** Every piece on the board (dice games: the pawns). */
  pieces: PieceView[];
  /** Dice games only: the white dice. */
  dice?: DieView[];
  /** A player id, `chance` or `none`. */
  toMove: string;
  /** Family-specific facts a check or a status bar may show (round, score, phase, pool ...). */
  info: Record<string, unknown>;
}

/** A parse result for a scenario action: an encoded action or a reason it has no meaning here. */
export type ParsedAction = { ok: true; action: number } | { ok: false; error: string };

/**
 * A ruleset compiled for play. `S` is the family's state type; states are
 * opaque to callers: read them only through this interface.
 */
export interface Game<S = unknown> {
  /** The ruleset id, e.g. `units-v1.2`. */
  readonly id: string;
  /** The family id, e.g. `units`. */
  readonly family: string;
  /** Player (or side) ids in turn order. */
  readonly players: readonly string[];
  /** Every name `outcome().winner` can be besides `draw`: the players, a match's players, or the teams. */
  readonly winners: readonly string[];
  /** An upper bound on the number of legal actions in any state (buffer size). */
  readonly maxActions: number;
  /** The ruleset as validated, with every default filled in: the schema's, and those a family derives from other keys (read-only). */
  readonly rules: Readonly<Record<string, unknown>>;

  /** The ruleset's starting position; `seed` seeds every random draw. */
  start(seed: number): S;
  /**
   * A starting position from a scenario `setup` block. Problems are returned
   * with the path inside the setup block (e.g. `['pieces', 2, 'at']`).
   */
  setup(spec: Record<string, unknown>, seed: number): S | SetupProblem[];
  clone(s: S): S;
  /** Index into `players`, `CHANCE`, or `NOBODY` once the game is over. */
  toMove(s: S): number;
  /** Writes the legal actions into `out` and returns how many there are. */
  legalActions(s: S, out: Int32Array): number;
  /** Applies a legal action in place. Behaviour for an illegal one is undefined: ask `whyIllegal` first. */
  apply(s: S, action: number): void;
  /** `null` if legal, else a sentence a designer understands. */
  whyIllegal(s: S, action: number): string | null;
  /** `null` while the game goes on. */
  outcome(s: S): Outcome | null;
  /** At a chance node: draws an outcome from the state's own seeded generator (advancing it). */
  sampleChance(s: S): number;
  /** At a chance node: the probability of outcome `action` (over the legal actions they add up to 1); 0 for anything else. */
  chanceProbability(s: S, action: number): number;
  /** Scenario action → action number, in state `s` (before it is applied); the forms it reads are its family's `actionForms`. */
  parseAction(s: S, obj: ActionObject): ParsedAction;
  /** Action number → the scenario's action form, so it can be pasted into a scenario. */
  formatAction(s: S, action: number): ActionObject;
  /** Short notation for move logs: `c1-c5`, `f4-k4xk3`, `roll 1 3 3 6`. Call before applying. */
  notation(s: S, action: number): string;
  /** What the last `apply` did (captures, sinks, automatic discards, round changes). */
  lastEvents(s: S): readonly GameEvent[];
  /** Applied plies so far (for D'ice Cubes automatic sinks count, automatic discards do not). */
  plies(s: S): number;
  view(s: S): StateView;
  /** Whether `name` is a square of this game's board (scenario checks name squares). */
  isSquare(name: string): boolean;
  /** JSON-safe form of a state; `deserialize(serialize(s))` equals `s`. */
  serialize(s: S): unknown;
  deserialize(json: unknown): S;
}

export interface SetupProblem {
  /** Path inside the scenario's `setup` block. */
  path: (string | number)[];
  message: string;
}

export function isSetupProblems<S>(x: S | SetupProblem[]): x is SetupProblem[] {
  return Array.isArray(x);
}
