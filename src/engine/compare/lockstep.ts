/**
 * Two replays of one scenario under two rulesets, compared step by step: what
 * one side accepts and the other refuses, different captures or removals,
 * different pieces, dice, side to move or result, and the legal actions that
 * exist on one side only. A side that refuses an action the scenario expected
 * it to accept (or accepts one the scenario marks `illegal: true`) stops there (its board halts, with the reason)
 * while the other goes on: later actions were written for the position the
 * author saw, so replaying them after a refusal would only add noise.
 *
 * Pure: it reads two `Replay`s through the `Game` API (`replayLockstep` makes them, rolls shared).
 */
import type { ActionObject, Game, GameEvent, Outcome, StateView } from '../game';
import { legalActionList } from '../api';
import { replayScenario, type Replay, type ReplayOptions, type ReplayStep } from '../scenario/replay';
import type { LoadedScenario } from '../scenario/types';

/** What differs at a position, in words a designer reads and with the kind a program counts. */
export interface Difference {
  kind: 'acceptance' | 'removals' | 'pieces' | 'dice' | 'to-move' | 'result';
  text: string;
}

export interface SideAtStep {
  /** What this side made of the action; `halted` once an earlier step went against the scenario and stopped this side. */
  status: ReplayStep['status'] | 'halted';
  reason?: string;
  notation: string;
  /** The position this side's board shows after the step (its own halt position once halted). */
  position: number;
}

export interface StepComparison {
  /** 1-based action index, as `after:` counts. */
  index: number;
  a: SideAtStep;
  b: SideAtStep;
  /** What makes the two sides diverge here (empty where they agree). */
  differences: Difference[];
  /**
   * How many legal actions after this step exist on one side only (with `legalActions: true`).
   * Not a divergence: two rule versions usually differ here from the first position on.
   */
  legal?: { onlyA: number; onlyB: number };
}

export interface CompareOptions {
  /** Count the legal actions found on one side only after every step (costs a formatted action list per step and side). */
  legalActions?: boolean;
}

export interface LegalActionsDiff {
  /** Legal actions in scenario form that only A has at this position. */
  onlyA: ActionObject[];
  onlyB: ActionObject[];
}

export interface Comparison {
  /** Differences of the start positions (position 0). */
  start: Difference[];
  steps: StepComparison[];
  /** The first action (1-based) after which the two sides differ, or null if they never do. */
  firstDivergence: number | null;
  /** The step each side halted at (its first action against the scenario's word), or null. */
  haltA: number | null;
  haltB: number | null;
}

/**
 * One scenario replayed under A and under B, with each roll drawn once: a roll left to the seed
 * is drawn on A and given to B as the same value, so a difference is never just a different
 * random draw. (B draws its own only where A drew none, or drew one B cannot play: a roll of
 * another number of dice.)
 */
export function replayLockstep(
  a: LoadedScenario,
  b: LoadedScenario,
  options: Omit<ReplayOptions, 'givenRolls'> = {},
): { a: Replay; b: Replay } {
  const ra = replayScenario(a, options);
  return { a: ra, b: replayWithRollsOf(ra, b, options) };
}

/** B's side of `replayLockstep`, when A's replay is already made: B plays the rolls A drew. */
export function replayWithRollsOf(
  a: Replay,
  b: LoadedScenario,
  options: Omit<ReplayOptions, 'givenRolls'> = {},
): Replay {
  return replayScenario(b, { ...options, givenRolls: (index) => a.steps[index - 1]?.drawn });
}

/**
 * The step a side halts at: its first action that went against the scenario's word (refused or
 * unreadable where it should be accepted, or accepted where the scenario says `illegal: true`).
 */
function haltOf(r: Replay): number | null {
  const s = r.steps.find((st) => !st.ok);
  return s ? s.index : null;
}

/** The position a halted side's board keeps: before a refusal (the state did not change), after a wrongly accepted action. */
function haltPosition(r: Replay, halt: number): number {
  return r.steps[halt - 1].status === 'accepted' ? halt : halt - 1;
}

/** Compares two replays of the same scenario (same actions, same families). */
export function compareReplays(a: Replay, b: Replay, options: CompareOptions = {}): Comparison {
  const haltA = haltOf(a),
    haltB = haltOf(b);
  const start = statesDiffer(a.game, a.stateAt(0), b.game, b.stateAt(0));
  const steps: StepComparison[] = [];
  let firstDivergence: number | null = start.length > 0 ? 0 : null;
  const n = Math.max(a.steps.length, b.steps.length);
  for (let i = 1; i <= n; i++) {
    const sa = side(a, i, haltA),
      sb = side(b, i, haltB);
    const differences: Difference[] = [];
    if (sa.status !== sb.status) differences.push({ kind: 'acceptance', text: acceptanceText(i, sa, sb) });
    const ra = removals(sa.status === 'accepted' ? a.steps[i - 1].events : []);
    const rb = removals(sb.status === 'accepted' ? b.steps[i - 1].events : []);
    if (ra !== rb)
      differences.push({
        kind: 'removals',
        text: `removed by action ${i}: A ${ra || 'nothing'}; B ${rb || 'nothing'}`,
      });
    differences.push(...statesDiffer(a.game, a.stateAt(sa.position), b.game, b.stateAt(sb.position)));
    const step: StepComparison = { index: i, a: sa, b: sb, differences };
    if (options.legalActions) {
      const d = legalFormsDiff(a.game, a.stateAt(sa.position), b.game, b.stateAt(sb.position));
      step.legal = { onlyA: d.onlyA.length, onlyB: d.onlyB.length };
    }
    steps.push(step);
    if (firstDivergence === null && differences.length > 0) firstDivergence = i;
  }
  return { start, steps, firstDivergence, haltA, haltB };
}

/**
 * The legal actions at `position` that exist on one side only, in scenario form (for "show the
 * list"); a side halted earlier is read at its own position (`positionB`, a step's `b.position`).
 */
export function legalActionsDiff(a: Replay, b: Replay, position: number, positionB = position): LegalActionsDiff {
  return legalFormsDiff(a.game, a.stateAt(position), b.game, b.stateAt(positionB));
}

function legalFormsDiff(ga: Game<unknown>, sa: unknown, gb: Game<unknown>, sb: unknown): LegalActionsDiff {
  const formsA = legalForms(ga, sa),
    formsB = legalForms(gb, sb);
  return {
    onlyA: [...formsA].filter(([k]) => !formsB.has(k)).map(([, v]) => v),
    onlyB: [...formsB].filter(([k]) => !formsA.has(k)).map(([, v]) => v),
  };
}

function legalForms(game: Game<unknown>, s: unknown): Map<string, ActionObject> {
  if (game.outcome(s) !== null) return new Map();
  return new Map(
    legalActionList(game, s).map((x) => {
      const form = game.formatAction(s, x);
      return [JSON.stringify(form, Object.keys(form).sort()), form];
    }),
  );
}

function side(r: Replay, i: number, halt: number | null): SideAtStep {
  if (halt !== null && i > halt) return { status: 'halted', notation: '', position: haltPosition(r, halt) };
  const st = r.steps[i - 1];
  if (!st) return { status: 'halted', notation: '', position: r.steps.length };
  const position = halt === i ? haltPosition(r, halt) : i;
  return {
    status: st.status,
    ...(st.reason !== undefined ? { reason: st.reason } : {}),
    notation: st.notation,
    position,
  };
}

function acceptanceText(i: number, a: SideAtStep, b: SideAtStep): string {
  const word = (s: SideAtStep) =>
    s.status === 'accepted'
      ? 'accepts it'
      : s.status === 'halted'
        ? 'stopped at an earlier step'
        : `refuses it (${s.reason ?? 'no reason'})`;
  return `action ${i}: A ${word(a)}; B ${word(b)}`;
}

/** The squares a step's captures, removals and sinks emptied, as one comparable line. */
function removals(events: readonly GameEvent[]): string {
  const out: string[] = [];
  for (const e of events) {
    if (e.kind === 'capture') out.push(...e.captured.map((p) => `${p.at} (${pieceWords(p)})`));
    else if (e.kind === 'sink' || e.kind === 'remove') out.push(`${e.die.at} (die)`);
  }
  return out.sort().join(', ');
}

function pieceWords(p: Record<string, unknown>): string {
  return Object.entries(p)
    .filter(([k]) => k !== 'at')
    .map(([, v]) => String(v))
    .join(' ');
}

/** The differences between two states as a designer sees them: pieces, dice, who is to move, the result. */
export function statesDiffer(ga: Game<unknown>, sa: unknown, gb: Game<unknown>, sb: unknown): Difference[] {
  const va = ga.view(sa),
    vb = gb.view(sb);
  const out: Difference[] = [];
  const pieces = setDiff(
    va.pieces.map((p) => `${p.at} ${pieceWords(p)}`),
    vb.pieces.map((p) => `${p.at} ${pieceWords(p)}`),
  );
  if (pieces) out.push({ kind: 'pieces', text: `pieces: ${pieces}` });
  const dice = setDiff(dieList(va), dieList(vb));
  if (dice) out.push({ kind: 'dice', text: `dice: ${dice}` });
  if (va.toMove !== vb.toMove) out.push({ kind: 'to-move', text: `to move: A ${va.toMove}; B ${vb.toMove}` });
  const oa = ga.outcome(sa),
    ob = gb.outcome(sb);
  if (resultOf(oa) !== resultOf(ob)) out.push({ kind: 'result', text: `result: A ${resultOf(oa)}; B ${resultOf(ob)}` });
  return out;
}

const dieList = (v: StateView) => (v.dice ?? []).map((d) => `${d.at}=${d.value}`);
const resultOf = (o: Outcome | null) =>
  o === null ? 'going on' : o.winner === 'draw' ? `draw (${o.code})` : `${o.winner} wins (${o.code})`;

function setDiff(a: string[], b: string[]): string {
  const sa = new Set(a),
    sb = new Set(b);
  const onlyA = a.filter((x) => !sb.has(x)),
    onlyB = b.filter((x) => !sa.has(x));
  if (onlyA.length === 0 && onlyB.length === 0) return '';
  return [onlyA.length ? `only in A ${onlyA.join(', ')}` : '', onlyB.length ? `only in B ${onlyB.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
}
