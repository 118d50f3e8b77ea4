/**
 * Builds Units games for the tests the way the workbench does: shipped
 * rulesets through the loader (`shippedGame` in test/support), partial rulesets through
 * the loader's own ajv instance (it fills in the schema's defaults), then
 * `complete` (the defaults that follow the number of players), `check` and `compile`.
 */
import type { RuleProblem } from '../../../src/engine/family';
import { isSetupProblems } from '../../../src/engine/game';
import { unitsFamily } from '../../../src/engine/units';
import type { UnitsRules } from '../../../src/engine/units/rules';
import type { UnitsState } from '../../../src/engine/units/state';
import type { UnitsGame } from '../../../src/engine/units/units-game';
import { withDefaults as withSchemaDefaults } from '../../support/rules';
import { shippedGame } from '../../support/rulesets';

/** `complete`'s result for partial keys over the schema's defaults; throws on a schema error. */
export function completed(doc: Record<string, unknown>): { rules: UnitsRules; problems: RuleProblem[] } {
  return unitsFamily.complete(withSchemaDefaults<UnitsRules>('units', doc));
}

/** The complete rules (every default filled in, those that follow the number of players too); throws on a schema error. */
export function withDefaults(doc: Record<string, unknown>): UnitsRules {
  return completed(doc).rules;
}

/** The problems of a ruleset given as partial keys over the defaults, as the loader finds them: `complete`'s, else `check`'s. */
export function problemsOf(doc: Record<string, unknown>): RuleProblem[] {
  const { rules, problems } = completed(doc);
  return problems.length > 0 ? problems : unitsFamily.check(rules);
}

/** A compiled game from partial keys over the defaults (v1.2, 2 players); throws the problems it has. */
export function gameOf(doc: Record<string, unknown> = {}, id = 'test'): UnitsGame {
  const problems = problemsOf(doc);
  if (problems.length > 0) throw new Error(problems.map((p) => `${p.path.join('.')}: ${p.message}`).join('\n'));
  return unitsFamily.compile(withDefaults(doc), id) as UnitsGame;
}

/** A shipped ruleset, `rulesets/<id>.yaml`, through the loader. */
export function shipped(id: string): UnitsGame {
  return shippedGame(id) as unknown as UnitsGame;
}

export interface Piece {
  at: string;
  owner: string;
  class: number;
}

/** A position from a scenario-style setup; throws on setup problems. */
export function position(game: UnitsGame, pieces: Piece[], toMove?: string): UnitsState {
  const s = game.setup(toMove === undefined ? { pieces } : { pieces, toMove }, 0);
  if (isSetupProblems(s)) throw new Error(s.map((p) => `${p.path.join('.')}: ${p.message}`).join('\n'));
  return s;
}

/** Parses and applies `{from, to}` / `{turn}`; returns the refusal reason or null. */
export function act(game: UnitsGame, s: UnitsState, obj: Record<string, unknown>): string | null {
  const p = game.parseAction(s, obj);
  if (!p.ok) return 'parse: ' + p.error;
  const why = game.whyIllegal(s, p.action);
  if (why === null) game.apply(s, p.action);
  return why;
}

/** `{at: class/owner}` of the board, e.g. `{ c5: 'south 3' }`. */
export function board(game: UnitsGame, s: UnitsState): Record<string, string> {
  return Object.fromEntries(game.view(s).pieces.map((p) => [p.at, `${p.owner} ${p.class}`]));
}

/** The legal actions in scenario form, e.g. `c1-c5`, `turn c1`. */
export function legalMoves(game: UnitsGame, s: UnitsState): string[] {
  const buf = new Int32Array(game.maxActions);
  const n = game.legalActions(s, buf);
  return Array.from(buf.subarray(0, n), (a) => {
    const f = game.formatAction(s, a) as { turn: string } | { from: string; to: string };
    return 'turn' in f ? `turn ${f.turn}` : `${f.from}-${f.to}`;
  });
}
