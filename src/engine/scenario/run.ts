/**
 * Replays a loaded scenario: applies each action (or records why it was
 * refused), draws rolls the scenario does not fix from the seed, and runs the
 * `expect` checks at their step. Never throws on a designer's input.
 */
import { CHANCE, type Game, type GameEvent } from '../game';
import type { Diagnostic } from '../loader/diagnostics';
import { diagnosticAt, positionOf } from '../loader/yaml-source';
import { evaluateCheck } from './checks';
import type { ScenarioLoad } from './load';
import type { CheckResult, ScenarioRun, Step } from './types';

type Loaded = Extract<ScenarioLoad, { ok: true }>;

function show(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * Applies the automatic roll a turn needs when the scenario does not fix it.
 * The log shows the roll once: the game's own roll events, marked as drawn
 * from the seed (the roll's notation stands in when the game reports none).
 */
function drawRollIfDue(game: Game<unknown>, state: unknown, next: Record<string, unknown>, events: GameEvent[]): void {
  if (game.toMove(state) !== CHANCE || 'roll' in next) return;
  const roll = game.sampleChance(state);
  const text = game.notation(state, roll);
  game.apply(state, roll);
  const drawn = (e: GameEvent): GameEvent => ({ ...e, text: `${e.text} (drawn from the seed)` });
  const after = game.lastEvents(state);
  if (after.some((e) => e.kind === 'roll')) events.push(...after.map((e) => (e.kind === 'roll' ? drawn(e) : e)));
  else events.push(drawn({ kind: 'roll', text }), ...after);
}

export function runScenario(loaded: Loaded): ScenarioRun {
  const { game, scenario } = loaded;
  const { data, source } = scenario;
  const steps: Step[] = [];
  const checks: CheckResult[] = [];
  const failures: Diagnostic[] = [];
  const total = data.actions.length;

  const checksAt = new Map<number, number[]>();
  // `after` beyond the last action was refused when the scenario loaded.
  data.expect.forEach((c, i) => {
    const after = c.after ?? total;
    checksAt.set(after, [...(checksAt.get(after) ?? []), i]);
  });
  const runChecks = (after: number, state: unknown) => {
    for (const i of checksAt.get(after) ?? []) {
      for (const r of evaluateCheck(game, state, data.expect[i]!)) {
        const path = ['expect', i, ...r.path];
        checks.push({ after, field: r.field, pos: positionOf(source, path), ok: r.ok, expected: r.expected, actual: r.actual });
        if (!r.ok) failures.push(diagnosticAt(source, path, `after ${after} action(s): ${r.field}: expected ${show(r.expected)}; found ${show(r.actual)}`));
      }
    }
  };

  let state = game.clone(loaded.initial);
  runChecks(0, state);
  data.actions.forEach((action, i) => {
    const index = i + 1;
    const expectedIllegal = action.illegal === true;
    const { illegal: _i, note: _n, ...obj } = action;
    const next = game.clone(state);
    const events: GameEvent[] = [];
    if (game.outcome(next) === null) drawRollIfDue(game, next, obj, events);
    const parsed = game.parseAction(next, obj);
    const reason: string | null = parsed.ok ? game.whyIllegal(next, parsed.action) : parsed.error;
    let notation = '';
    if (parsed.ok && reason === null) {
      notation = game.notation(next, parsed.action);
      game.apply(next, parsed.action);
      events.push(...game.lastEvents(next));
    }
    const accepted = reason === null;
    // A refused action is not applied, but an automatic roll drawn before it stays drawn.
    if (accepted || events.length > 0) state = next;
    const ok = accepted !== expectedIllegal;
    const pos = positionOf(source, ['actions', i]);
    steps.push({ index, action, pos, expectedIllegal, accepted, ...(reason !== null ? { reason } : {}), notation, ...(parsed.ok ? { code: parsed.action } : {}), events, state: game.clone(state), ok });
    if (!ok) {
      failures.push(diagnosticAt(source, ['actions', i], expectedIllegal
        ? `action ${index} (${show(obj)}) was accepted, but the scenario says illegal: true; expected the engine to refuse it (remove illegal: true if the move should be legal)`
        : `action ${index} (${show(obj)}) was refused: ${reason} (expected it to be accepted; add illegal: true if it should be refused)`));
    }
    runChecks(index, state);
  });

  return { game, initial: loaded.initial, steps, checks, ok: failures.length === 0, failures };
}
