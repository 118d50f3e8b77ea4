/**
 * Play-by-hand logic shared by every board, written only against `Game`:
 * which actions are legal now, which squares a chosen piece (or a chosen
 * placement, raise …) can reach, and why a square it cannot reach is refused.
 * Pure functions; the elements only draw what these return.
 */
import { CHANCE, NOBODY, type ActionObject, type Game, type Outcome, type StateFacts } from '../../engine/game';
import { legalActionList } from '../../engine/api';
import { rollDueText } from './family-words';

/** A legal action with the two forms a board needs. */
export interface ActionEntry {
  action: number;
  /** `formatAction`: the scenario form, e.g. `{ from: 'c1', to: 'c5' }`. */
  object: ActionObject;
  /** `notation`: the move-log form, e.g. `c1-c5`. */
  notation: string;
}

/** `action` in both forms, as `state` reads it. */
function entryOf<S>(game: Game<S>, state: S, action: number): ActionEntry {
  return { action, object: game.formatAction(state, action), notation: game.notation(state, action) };
}

/** Every legal action of `state`, formatted once. */
export function actionEntries<S>(game: Game<S>, state: S): ActionEntry[] {
  return legalActionList(game, state).map((action) => entryOf(game, state, action));
}

/**
 * What clicking a square means right now: "move the piece on c1 there",
 * "place a 4 there", "raise the die there" … `objectFor` builds the action a
 * square stands for (to ask the engine why it is illegal); `squareOf` picks
 * out the legal actions that belong to this intent and says where they land.
 */
export interface Intent {
  /** For the status line: "c1 →", "place a 4 at", … */
  readonly label: string;
  objectFor(square: string): ActionObject;
  squareOf(object: ActionObject): string | null;
}

/** Moving the piece on `from` (units, tafl, dice-pond pawns). */
export function moveIntent(from: string): Intent {
  return {
    label: `${from} →`,
    objectFor: (to) => ({ from, to }),
    squareOf: (o) => (o.from === from && typeof o.to === 'string' ? o.to : null),
  };
}

/**
 * An action written as `{ ...fixed, [key]: square }`, e.g. `{ place: 4, at }`,
 * `{ pawn }`, `{ use: 6, do: 'add', at }`. A legal action belongs to it when
 * it has exactly these keys and the same fixed values.
 */
export function squareIntent(label: string, fixed: ActionObject, key: string): Intent {
  const keys = Object.keys(fixed).length + 1;
  return {
    label,
    objectFor: (square) => ({ ...fixed, [key]: square }),
    squareOf: (o) => {
      if (Object.keys(o).length !== keys || typeof o[key] !== 'string') return null;
      for (const [k, v] of Object.entries(fixed)) if (o[k] !== v) return null;
      return o[key];
    },
  };
}

/** The squares an intent can reach now, each with its legal action. */
export function intentTargets(entries: readonly ActionEntry[], intent: Intent): Map<string, ActionEntry> {
  const out = new Map<string, ActionEntry>();
  for (const e of entries) {
    const sq = intent.squareOf(e.object);
    if (sq !== null && !out.has(sq)) out.set(sq, e);
  }
  return out;
}

/** Where the piece on `from` can go: target square → legal action. */
export function targets<S>(game: Game<S>, state: S, from: string): Map<string, ActionEntry> {
  return intentTargets(actionEntries(game, state), moveIntent(from));
}

/** Squares holding a piece that has at least one legal move (the pieces worth tabbing to). */
export function movers(entries: readonly ActionEntry[]): Set<string> {
  const out = new Set<string>();
  for (const e of entries)
    if (typeof e.object.from === 'string' && typeof e.object.to === 'string') out.add(e.object.from);
  return out;
}

/**
 * `null` when `object` is a legal action now, else why not, in the engine's
 * words (a parse error for an action that has no meaning here).
 */
export function explain<S>(game: Game<S>, state: S, object: ActionObject): string | null {
  const parsed = game.parseAction(state, object);
  if (!parsed.ok) return parsed.error;
  return game.whyIllegal(state, parsed.action);
}

/** `explain`, or the action to play when it is legal. */
export function tryAction<S>(
  game: Game<S>,
  state: S,
  object: ActionObject,
): { ok: true; entry: ActionEntry } | { ok: false; reason: string } {
  const parsed = game.parseAction(state, object);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  const why = game.whyIllegal(state, parsed.action);
  if (why !== null) return { ok: false, reason: why };
  return { ok: true, entry: entryOf(game, state, parsed.action) };
}

/** Who is to move, in words, or how the game ended. */
export function turnText<S>(game: Game<S>, state: S): string {
  const p = game.toMove(state);
  if (p === NOBODY) {
    const o = game.outcome(state);
    return o ? outcomeText(o, game.view(state).facts) : 'nobody is to move';
  }
  if (p === CHANCE) return rollDueText(game, state);
  return `${game.players[p]} to move`;
}

/**
 * How a game ended, from the outcome's typed fields: "north won: south has no units left",
 * "Draw: the ply limit of 200 was reached"; a match by its score in rounds won
 * (`facts.score`, which also counts rounds a scenario's setup passed over): "A won the match 4–2".
 */
export function outcomeText(outcome: Outcome, facts: StateFacts): string {
  if (outcome.rounds !== undefined && facts.score) {
    const score = facts.score;
    if (outcome.winner === 'draw') return `Match drawn ${Object.values(score).join('–')}: no player won enough rounds`;
    const others = Object.keys(score).filter((name) => name !== outcome.winner);
    return `${outcome.winner} won the match ${[outcome.winner, ...others].map((name) => score[name] ?? 0).join('–')}`;
  }
  if (outcome.winner === 'draw') return `Draw: ${outcome.reason}`;
  // A team is a name players score for that is no player's own name (D'ice Cubes 4p: p1 and p3 play for A).
  const team = !(outcome.winner in facts.scoresFor) && Object.values(facts.scoresFor).includes(outcome.winner);
  return `${team ? 'team ' : ''}${outcome.winner} won: ${outcome.reason}`;
}

/** A roll drawn from the state's own seed, on a copy: the action the engine would draw itself. */
export function sampleFromSeed<S>(game: Game<S>, state: S): ActionEntry {
  const copy = game.clone(state);
  return entryOf(game, state, game.sampleChance(copy));
}
