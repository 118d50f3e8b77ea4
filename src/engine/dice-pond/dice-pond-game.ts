/**
 * A compiled D'ice Cubes ruleset behind the `Game` interface: thin glue over
 * the table-driven modules. The game owns one grid index (workspace.ts) and
 * one event log (log.ts) shared by its states; both follow the state being
 * played, so states stay small and any number of them can be used in turn.
 */
import type { ActionObject, Game, GameEvent, Outcome, ParsedAction, SetupProblem, StateView } from '../game';
import { endSentence, eventsOf } from './events';
import { whyIllegal } from './explain';
import { formatAction, notation, parseAction } from './notation';
import { applyAction, chanceProbability, legalActions, sampleChance } from './play';
import { parseSquare } from './pond';
import type { DicePondRules } from './rules';
import { setupState, startState } from './setup';
import { quietly } from './log';
import { cloneState, DRAWN, GOING_ON, type DiceState } from './state';
import { buildTables, type Tables } from './tables';
import { deserializeState, serializeState, viewOf } from './view';

export class DicePondGame implements Game<DiceState> {
  readonly family = 'dice-pond';
  readonly players: readonly string[];
  readonly winners: readonly string[];
  readonly maxActions: number;
  private readonly T: Tables;

  constructor(
    readonly rules: Readonly<DicePondRules & Record<string, unknown>>,
    readonly id: string,
  ) {
    this.T = buildTables(rules);
    this.players = this.T.players;
    // Teams win together (without teams each player is a team of one, named after it).
    this.winners = this.T.teamNames;
    this.maxActions = this.T.maxActions;
  }

  start(seed: number): DiceState {
    return quietly(this.T.log, () => startState(this.T, seed));
  }

  setup(spec: Record<string, unknown>, seed: number): DiceState | SetupProblem[] {
    return quietly(this.T.log, () => setupState(this.T, spec, seed));
  }

  clone(s: DiceState): DiceState {
    return cloneState(this.T, s);
  }

  toMove(s: DiceState): number {
    return s.toMove;
  }

  legalActions(s: DiceState, out: Int32Array): number {
    return legalActions(this.T, s, out);
  }

  apply(s: DiceState, action: number): void {
    applyAction(this.T, s, action);
  }

  whyIllegal(s: DiceState, action: number): string | null {
    return whyIllegal(this.T, s, action);
  }

  outcome(s: DiceState): Outcome | null {
    if (s.result === GOING_ON) return null;
    return { winner: s.result === DRAWN ? 'draw' : this.T.teamNames[s.result]!, reason: endSentence(this.T, s) };
  }

  sampleChance(s: DiceState): number {
    return sampleChance(this.T, s);
  }

  chanceProbability(s: DiceState, action: number): number {
    return chanceProbability(this.T, s, action);
  }

  parseAction(s: DiceState, obj: ActionObject): ParsedAction {
    return parseAction(this.T, s, obj);
  }

  formatAction(s: DiceState, action: number): ActionObject {
    return formatAction(this.T, s, action);
  }

  notation(s: DiceState, action: number): string {
    return notation(this.T, s, action);
  }

  /** The events of the last apply, for the state it was applied to (a clone or a restored state has none). */
  lastEvents(s: DiceState): readonly GameEvent[] {
    return eventsOf(this.T, s);
  }

  plies(s: DiceState): number {
    return s.plies;
  }

  view(s: DiceState): StateView {
    return viewOf(this.T, s);
  }

  isSquare(name: string): boolean {
    return typeof parseSquare(this.T.pond, name) === 'number';
  }

  serialize(s: DiceState): unknown {
    return serializeState(this.T, s);
  }

  deserialize(json: unknown): DiceState {
    return deserializeState(this.T, json);
  }
}
