/**
 * Builds D'ice Cubes games for the tests: shipped rulesets through the
 * loader (`shippedGame` in test/support), partial rules over the schema's defaults (filled in
 * by the loader's own ajv instance), then `check`, then `compile`; plus small
 * readers of positions in the scenario's words.
 */
import { dicePondFamily } from '../../../src/engine/dice-pond';
import type { DicePondGame } from '../../../src/engine/dice-pond/dice-pond-game';
import type { DicePondRules } from '../../../src/engine/dice-pond/rules';
import type { DiceState } from '../../../src/engine/dice-pond/state';
import { CHANCE, isSetupProblems, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { compileRules, withDefaults as withFamilyDefaults } from '../../support/rules';
import { shippedGame } from '../../support/rulesets';

/** The rules with every default filled in; throws on a schema error. */
export function withDefaults(doc: Record<string, unknown>): DicePondRules {
  return withFamilyDefaults<DicePondRules>('dice-pond', doc);
}

export function problemsOf(doc: Record<string, unknown>) {
  return dicePondFamily.check(withDefaults(doc));
}

/** A compiled game from partial keys over the defaults (2 players). */
export function gameOf(doc: Record<string, unknown> = {}, id = 'test'): DicePondGame {
  return compileRules<DicePondGame>('dice-pond', doc, id);
}

/** The four-player team rules of dice-cubes-4p, over which a test may change keys. */
export const FOUR_PLAYERS = {
  players: ['p1', 'p2', 'p3', 'p4'],
  teams: [
    { name: 'A', players: ['p1', 'p3'] },
    { name: 'B', players: ['p2', 'p4'] },
  ],
  pawnsPerPlayer: 1,
};

/** A shipped ruleset, `rulesets/<id>.yaml`, through the loader (as the workbench loads it). */
export function shipped(id: string): DicePondGame {
  return shippedGame(id) as unknown as DicePondGame;
}

export type Dice = Record<string, number>;
export type Pawns = Record<string, string>;

/** A play position (or another phase) from a scenario-style setup; throws on setup problems. */
export function position(game: DicePondGame, dice: Dice, pawns: Pawns, more: Record<string, unknown> = {}): DiceState {
  const spec = {
    dice: Object.entries(dice).map(([at, value]) => ({ at, value })),
    pawns: Object.entries(pawns).map(([at, owner]) => ({ at, owner })),
    ...more,
  };
  const s = game.setup(spec, 0);
  if (isSetupProblems(s)) throw new Error(s.map((p) => `${p.path.join('.')}: ${p.message}`).join('\n'));
  return s;
}

/** Parses and applies a scenario action; returns the refusal (or parse error) or null. */
export function act(game: DicePondGame, s: DiceState, obj: Record<string, unknown>): string | null {
  const p = game.parseAction(s, obj);
  if (!p.ok) return 'parse: ' + p.error;
  const why = game.whyIllegal(s, p.action);
  if (why === null) game.apply(s, p.action);
  return why;
}

/** Applies actions that must all be legal. */
export function play(game: DicePondGame, s: DiceState, ...objs: Record<string, unknown>[]): void {
  for (const obj of objs) {
    const why = act(game, s, obj);
    if (why !== null) throw new Error(`${JSON.stringify(obj)} refused: ${why}`);
  }
}

export function dice(game: DicePondGame, s: DiceState): Dice {
  return Object.fromEntries((game.view(s).dice ?? []).map((d) => [d.at, d.value]));
}

export function pawns(game: DicePondGame, s: DiceState): Pawns {
  return Object.fromEntries(game.view(s).pieces.map((p) => [p.at, p.owner]));
}

export function toMove(game: DicePondGame, s: DiceState): string {
  return game.view(s).toMove;
}

export function winner(game: DicePondGame, s: DiceState): string {
  return game.outcome(s)?.winner ?? 'none';
}

/** An action in scenario form, with the keys `formatAction` writes (one form's keys in each action). */
export type DiceAction = {
  place?: number;
  pawn?: string;
  roll?: number[];
  from?: string;
  to?: string;
  use?: number;
  do?: 'lower' | 'raise' | 'add';
  at?: string;
  by?: string;
};

/** The legal actions in scenario form. */
export function legal(game: DicePondGame, s: DiceState): DiceAction[] {
  const buf = new Int32Array(game.maxActions);
  const n = game.legalActions(s, buf);
  return Array.from(buf.subarray(0, n), (a) => game.formatAction(s, a) as DiceAction);
}

/** Texts of the events of the last apply. */
export function events(game: DicePondGame, s: DiceState): string[] {
  return game.lastEvents(s).map((e) => e.text);
}

/** One whole game between random players, in place; returns the actions applied. */
export function randomGame(game: DicePondGame, s: DiceState, playerSeed: number): number[] {
  const rng = Rng.seeded(playerSeed);
  const buf = new Int32Array(game.maxActions);
  const actions: number[] = [];
  for (;;) {
    const who = game.toMove(s);
    if (who === NOBODY) return actions;
    const a = who === CHANCE ? game.sampleChance(s) : buf[rng.below(game.legalActions(s, buf))];
    actions.push(a);
    game.apply(s, a);
  }
}
