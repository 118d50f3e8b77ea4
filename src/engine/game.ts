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

/**
 * The result a family keeps in its state (the winner's index in the family's own terms: a
 * player, a side, a team), or one of these, the same in every family (CONTRIBUTING.md).
 */
/** The result while the game goes on. */
export const ONGOING = -2;
/** The result of a drawn game (or round). */
export const DRAWN = -1;

/** What the scenario file writes for one action, e.g. `{ from: c1, to: c5 }`. */
export type ActionObject = Record<string, unknown>;

/**
 * How a game (or a match) ended, for every reader: `code` says why in a word a
 * program can count (from the family's closed `Family.outcomeCodes`), `returns`
 * scores it (OpenSpiel's returns), `reason` says it in a sentence for people.
 */
export interface Outcome {
  /** A name from `Game.winners`, or `draw`. */
  winner: string;
  /** Why it ended: a key of the family's `outcomeCodes` (`no-units`, `royal-captured`, `ply-limit`, …). */
  code: string;
  /**
   * A number for every name in `Game.winners`: +1 for the winner, −1 for every
   * other name; 0 for every name in a draw. Teams and match players are scored
   * under their own names, so a reader never needs to know the family.
   */
  returns: Readonly<Record<string, number>>;
  /** Why it ended, in words: "south has no units left". */
  reason: string;
  /** A match of rounds only (Escape Death): each round's result, in order. */
  rounds?: readonly RoundOutcome[];
}

/** `Outcome.returns` by the contract: +1 for the winner, −1 for every other name; 0 for all in a draw. */
export function returnsFor(names: readonly string[], winner: string): Record<string, number> {
  return Object.fromEntries(names.map((name) => [name, winner === 'draw' ? 0 : name === winner ? 1 : -1]));
}

/** One finished round of a match: its winning side, why it ended, and what it scored per match player. */
export interface RoundOutcome {
  /** 1, 2, … */
  round: number;
  /** The side that won the round (a name from `Game.players`), or `draw`. */
  side: string;
  /** The match player who won the round (a name from `Game.winners`), or `draw`. */
  winner: string;
  /** A key of the family's `outcomeCodes`. */
  code: string;
  /** Per match player, as in `Outcome.returns`. */
  returns: Readonly<Record<string, number>>;
}

/**
 * The closed vocabulary of things that happen in a game, shared by every family.
 * A reader switches on `kind` and reads typed fields; `text` is the sentence for
 * a move log and is never parsed. Every event also lists the squares it concerns
 * in `at` (possibly none), which is what a board marks.
 */
export type GameEvent =
  /** A piece (a unit, a tafl piece, a pawn) moved from one square to another; `piece` is the piece as it stood before the move (at `from`). */
  | EventOf<'move', { player: string; from: string; to: string; piece: PieceView }>
  /** A piece or die was put on an empty square (D'ice Cubes placement). */
  | EventOf<'place', { player: string; piece: PieceView | DieView; what: 'pawn' | 'die' }>
  /**
   * Two units met on one square and the combat rule decided it: the attacker won
   * (`attacker-won`), lost (`defender-won`), both went (`both-removed`), or the
   * attacker went back (`bounce`). Removals follow as `capture` events.
   */
  | EventOf<'fight', { player: string; result: FightResult; attacker: PieceView; defender: PieceView }>
  /** Pieces were taken off the board by a move (`player` made it): usually the opponent's, but a Units attacker that loses its fight is captured too. */
  | EventOf<'capture', { player: string; captured: PieceView[] }>
  /** A piece's class changed as a consequence of a fight (`piece` before, `becomes` after). */
  | EventOf<'class-change', { piece: PieceView; becomes: PieceView }>
  /** A player turned a unit to another class as its action. */
  | EventOf<'turn', { player: string; piece: PieceView; becomes: PieceView }>
  /** Dice were rolled (`values` sorted); `drawn` when the roll came from the seed, not from the scenario. */
  | EventOf<'roll', { player: string; values: number[]; drawn: boolean }>
  /** A die sank with the pawn on it (`player` owns the pawn). */
  | EventOf<'sink', { player: string; die: DieView }>
  /** `player` raised a die (`from` → `to`). */
  | EventOf<'raise', { player: string; die: DieView; from: number; to: number }>
  /**
   * A die's value went down: by `player`'s use of a roll (`why: 'chosen'`), or because the pawn
   * of `player` on it could not move (`why: 'stuck'`).
   */
  | EventOf<'lower', { player: string; why: 'chosen' | 'stuck'; die: DieView; from: number; to: number }>
  /** `player` added a new die to the board. */
  | EventOf<'add', { player: string; die: DieView }>
  /** A die left the board (with the pawn of `player` on it, if any). */
  | EventOf<'remove', { die: DieView; player?: string }>
  /** Rolled dice were thrown away unused. */
  | EventOf<'discard', { player: string; values: number[]; why: 'no-match' | 'player-out' }>
  /** The game entered another phase (D'ice Cubes: placing dice → placing pawns → play). */
  | EventOf<'phase', { phase: string }>
  /** A new turn began (D'ice Cubes: which player or team is to roll). */
  | EventOf<'turn-start', { turn: number; player: string }>
  /** A player left the game (no units, no pawns, no legal action). */
  | EventOf<'out', { player: string }>
  /** A player had no legal action and its turn was skipped. */
  | EventOf<'pass', { player: string }>
  /** A round of a match ended; the next one starts with this event too (`next` is its number) unless the match is over. */
  | EventOf<'round-end', { round: number; next: number | null; result: RoundOutcome }>
  /** The game (or match) ended; `outcome` is `Game.outcome` of the new state. */
  | EventOf<'game-end', { outcome: Outcome }>;

/** The result of a `fight` event. */
export type FightResult = 'attacker-won' | 'defender-won' | 'both-removed' | 'bounce';

/** An event's kind: one word of the vocabulary above. */
export type EventKind = GameEvent['kind'];

/**
 * One entry per event kind. `satisfies` makes a kind of the union missing here
 * (or an entry that is no kind) a type error, so `EVENT_KINDS` cannot fall
 * behind the union; a plain list would compile without the new kind.
 */
const LISTED_KINDS = {
  move: true,
  place: true,
  fight: true,
  capture: true,
  'class-change': true,
  turn: true,
  roll: true,
  sink: true,
  raise: true,
  lower: true,
  add: true,
  remove: true,
  discard: true,
  phase: true,
  'turn-start': true,
  out: true,
  pass: true,
  'round-end': true,
  'game-end': true,
} as const satisfies Record<EventKind, true>;

/** Every event kind, in the order of the vocabulary above (the keys of `LISTED_KINDS`, which are exactly `EventKind`). */
export const EVENT_KINDS = Object.keys(LISTED_KINDS) as readonly EventKind[];

type EventOf<K extends string, F> = {
  kind: K;
  /** The sentence for a move log: "d4 sinks to 2 (pawn could not move)". Never parsed. */
  text: string;
  /** The squares the event concerns, in the ruleset's notation (what a board marks). */
  at: string[];
} & F;

/**
 * Facts about a state that generic code (status bars, checks, reports, bots) may
 * read without knowing the family. Family-only details live in `StateView.info`,
 * which only the family's own renderer reads.
 */
export interface StateFacts {
  /** Plies played so far (in a match: in this round). */
  plies: number;
  /** A match of rounds: the current round and how many there are at most. */
  round?: { number: number; of: number };
  /** A match: rounds won so far, per match player (`Game.winners`). */
  score?: Readonly<Record<string, number>>;
  /** A match: each finished round's winning side, `draw`, or `unknown` for a round played before a scenario's setup. */
  rounds?: readonly string[];
  /** A game with phases: the current one's name (D'ice Cubes: `place`, `pawns`, `play`). */
  phase?: string;
  /** A game counted in turns (D'ice Cubes): the current turn, from 1; 0 before play begins. */
  turn?: number;
  /** Players out of the game. */
  out: readonly string[];
  /** For each player in `Game.players`: the name in `Game.winners` its result counts for now (itself, its team, or the match player holding that side this round). */
  scoresFor: Readonly<Record<string, string>>;
}

/**
 * Where a square lies on the board: `x` squares to the right and `y` squares up
 * from the family's origin (a1 on a grid), so |Δx| + |Δy| is the number of
 * orthogonal steps between two squares. What generic code measures distances
 * with (the bots' goals and `approach`), never parsing a square name itself.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
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
  /** What generic code may read: plies, round, score, phase, players out, who scores for whom. */
  facts: StateFacts;
  /** Family-specific details for the family's own renderer and scenario checks (pool, rolls, sides …); generic code never reads them. */
  info: Record<string, unknown>;
}

/** A parse result for a scenario action: an encoded action or a reason it has no meaning here. */
export type ParsedAction = { ok: true; action: number } | { ok: false; error: string };

/**
 * A ruleset compiled for play. `S` is the family's state type; states are
 * opaque to callers: read them only through this interface.
 *
 * A compiled game is reentrant: it holds only immutable tables, and all working
 * memory belongs to a state (or is rebuilt per call at a cost that does not
 * depend on which state was used last). Any interleaving of calls on many states
 * of one game gives exactly the results of playing them one after another.
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
  /**
   * The name in `winners` whose result player `player` (an index into `players`)
   * plays for in state `s`: the player itself, its team, or in a match the match
   * player holding that side this round. What a bot maximises is `outcome.returns` of it.
   */
  scoresFor(s: S, player: number): string;
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
  /** What the last `apply` to this state did (captures, sinks, automatic discards, round changes), in the order it happened. */
  lastEvents(s: S): readonly GameEvent[];
  /** How many pieces the `capture` events of `lastEvents(s)` list, counted without building the events (self-play counts them every ply). */
  lastCaptures(s: S): number;
  /** Applied plies so far (for D'ice Cubes automatic sinks count, automatic discards do not). */
  plies(s: S): number;
  view(s: S): StateView;
  /** Whether `name` is a square of this game's board (scenario checks name squares). */
  isSquare(name: string): boolean;
  /** Where square `name` lies, read with the family's own square names; null exactly when `isSquare(name)` is false. */
  pointOf(name: string): Point | null;
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
