/**
 * Tafl test helpers: rulesets go through the same loader as the CLI (YAML →
 * schema with defaults → check → compile); variants are the shipped YAML
 * with keys changed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { isSetupProblems, type GameEvent } from '../../../src/engine/game';
import { formatDiagnostic } from '../../../src/engine/loader/diagnostics';
import { loadRuleset } from '../../../src/engine/loader/ruleset';
import type {
  MatchRules,
  PieceTypeRules,
  SquareGroup,
  SquareRoleRules,
  TaflRules,
} from '../../../src/engine/tafl/rules';
import type { TaflGame } from '../../../src/engine/tafl/tafl-game';
import type { TaflState } from '../../../src/engine/tafl/state';

export const ROOT = new URL('../../../', import.meta.url).pathname;

export type ShippedId = 'escape-death' | 'hnefatafl-copenhagen';

/** A shipped tafl ruleset as its file writes it: the keys of `TaflRules`, those inside a group optional (the schema fills them in). */
export type TaflDoc = Pick<TaflRules, 'board' | 'sides' | 'setup' | 'layout'> & {
  squares: Record<SquareGroup, Partial<SquareRoleRules>>;
  pieces: Record<string, Partial<PieceTypeRules>>;
  end: Partial<TaflRules['end']>;
  match?: Partial<MatchRules>;
};

export function rulesetDoc(id: ShippedId): TaflDoc {
  return parse(readFileSync(join(ROOT, 'rulesets', `${id}.yaml`), 'utf8')) as TaflDoc;
}

/** Loads a ruleset document; throws the loader's diagnostics if it is refused. */
export function compileDoc(doc: Record<string, unknown>, id = 'variant'): TaflGame {
  const rs = loadRuleset(stringify(doc), `${id}.yaml`);
  if (!rs.ok) throw new Error(rs.diagnostics.map(formatDiagnostic).join('\n'));
  return rs.game as unknown as TaflGame;
}

/** The loader's messages for a document it should refuse (empty if accepted). */
export function problemsOf(doc: Record<string, unknown>): string[] {
  const rs = loadRuleset(stringify(doc), 'variant.yaml');
  return rs.ok ? [] : rs.diagnostics.map(formatDiagnostic);
}

const cache = new Map<string, TaflGame>();
export function shipped(id: ShippedId): TaflGame {
  if (!cache.has(id)) cache.set(id, compileDoc(rulesetDoc(id), id));
  return cache.get(id)!;
}

/** A shipped ruleset with some keys replaced (deep paths as 'end.noMove'). */
export function variant(id: ShippedId, changes: Record<string, unknown>): TaflGame {
  const doc = rulesetDoc(id);
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = doc;
    for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
    if (value === undefined) delete node[keys[keys.length - 1]];
    else node[keys[keys.length - 1]] = value;
  }
  return compileDoc(doc);
}

type PieceSpec = { at: string; type: string; owner?: string };

/** A scenario-style setup; throws on problems. */
export function position(game: TaflGame, pieces: PieceSpec[], extra: Record<string, unknown> = {}): TaflState {
  const s = game.setup({ pieces, ...extra }, 0);
  if (isSetupProblems(s)) throw new Error(s.map((p) => `${p.path.join('.')}: ${p.message}`).join('\n'));
  return s;
}

/** Applies `from-to` moves, failing with the reason if one is refused. */
export function play(game: TaflGame, s: TaflState, ...moves: string[]): TaflState {
  for (const m of moves) {
    const a = action(game, s, m);
    const why = game.whyIllegal(s, a);
    if (why) throw new Error(`${m}: ${why}`);
    game.apply(s, a);
  }
  return s;
}

export function action(game: TaflGame, s: TaflState, move: string): number {
  const [from, to] = move.split('-');
  const parsed = game.parseAction(s, { from, to });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.action;
}

/** Squares → type, e.g. { f6: 'king' }. */
export function board(game: TaflGame, s: TaflState): Record<string, string> {
  return Object.fromEntries(game.view(s).pieces.map((p) => [p.at, String(p.type)]));
}

/** A position from squares per piece type: pos(game, { king: ['f6'], attacker: ['f7'] }, 'attackers'). */
export function pos(
  game: TaflGame,
  pieces: Record<string, string[]>,
  toMove?: string,
  extra: Record<string, unknown> = {},
): TaflState {
  const list = Object.entries(pieces).flatMap(([type, squares]) => squares.map((at) => ({ at, type })));
  return position(game, list, { ...(toMove ? { toMove } : {}), ...extra });
}

/** Why a move is refused, or null. */
export function why(game: TaflGame, s: TaflState, move: string): string | null {
  return game.whyIllegal(s, action(game, s, move));
}

export function winner(game: TaflGame, s: TaflState): string {
  return game.outcome(s)?.winner ?? 'none';
}

/** A match: each finished round's winning side (`draw`; `unknown` before a scenario's setup). */
export function roundResults(game: TaflGame, s: TaflState): string[] {
  return [...(game.view(s).facts.rounds ?? [])];
}

/** The last event the last move caused. */
export function lastEvent(game: TaflGame, s: TaflState): GameEvent | undefined {
  return game.lastEvents(s).at(-1);
}

/** The events of one kind the last move caused. */
export function eventsOfKind<K extends GameEvent['kind']>(
  game: TaflGame,
  s: TaflState,
  kind: K,
): Extract<GameEvent, { kind: K }>[] {
  return game.lastEvents(s).filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind);
}

/** Pieces far from the action in Escape Death positions, so the piece-count thresholds stay out of the way. */
export const ED_FILL = { skull: ['b9', 'c9', 'b8'], tombstone: ['i3', 'j3'] };
export const withFill = (p: Record<string, string[]>): Record<string, string[]> => ({
  ...p,
  skull: [...ED_FILL.skull, ...(p.skull ?? [])],
  tombstone: [...ED_FILL.tombstone, ...(p.tombstone ?? [])],
});
