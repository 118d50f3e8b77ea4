/**
 * Builds Units games for the tests the way the workbench does: shipped
 * rulesets through the loader (`shippedGame` in test/support), partial rulesets through
 * the loader's own ajv instance (it fills in the defaults), then `check` and
 * `compile`.
 */
import { isSetupProblems } from '../../../src/engine/game';
import { unitsFamily } from '../../../src/engine/units';
import { completeRules, type UnitsInput } from '../../../src/engine/units/defaults';
import type { UnitsRules } from '../../../src/engine/units/rules';
import type { UnitsState } from '../../../src/engine/units/state';
import type { UnitsGame } from '../../../src/engine/units/units-game';
import { compileRules, withDefaults as withFamilyDefaults } from '../../support/rules';
import { shippedGame } from '../../support/rulesets';

/** The rules with every default filled in, those that follow the number of players too; throws on a schema error. */
export function withDefaults(doc: Record<string, unknown>): UnitsRules {
  return completeRules(withFamilyDefaults<UnitsInput>('units', doc)).rules;
}

/** Problems `check` finds in a ruleset given as partial keys over the defaults. */
export function problemsOf(doc: Record<string, unknown>) {
  return unitsFamily.check(withFamilyDefaults<UnitsInput>('units', doc));
}

/** A compiled game from partial keys over the defaults (v1.2, 2 players). */
export function gameOf(doc: Record<string, unknown> = {}, id = 'test'): UnitsGame {
  return compileRules<UnitsGame>('units', doc, id);
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
    const f = game.formatAction(s, a);
    return 'turn' in f ? `turn ${f.turn}` : `${f.from}-${f.to}`;
  });
}
