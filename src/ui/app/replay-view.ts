/**
 * Derived views of a replay for the board and the move log (pure).
 */
import { toMoveName } from '../../engine/api';
import type { CheckResult, Step } from '../../engine/scenario/types';
import type { EntryCheck, EntryStatus, LogEntry } from '../timeline/types';
import type { Replay } from './evaluate';

export interface BoardMarks {
  lastMove?: string[];
  captures?: string[];
  sunk?: string[];
}

const SQUARE_KEYS = ['from', 'to', 'at', 'turn', 'pawn'] as const;

/** Squares the step's action names, in the order written (from, to, …). */
function actionSquares(step: Step): string[] {
  const out: string[] = [];
  for (const k of SQUARE_KEYS) {
    const v = step.action[k];
    if (typeof v === 'string') out.push(v);
  }
  return out;
}

/** What to mark on the board at `position`: the move that led there and what it removed. */
export function marksAt(replay: Replay, position: number): BoardMarks {
  if (position <= 0) return {};
  const step = replay.steps[position - 1];
  // A step that started a new round shows a fresh board: marks of the old one would point at nothing.
  if (!step || step.events.some((e) => e.kind === 'round')) return {};
  const captures: string[] = [];
  const sunk: string[] = [];
  for (const e of step.events) {
    if (!e.at) continue;
    if (/captur/i.test(e.kind)) captures.push(...e.at);
    else if (/sink|sunk|remov|drown/i.test(e.kind)) sunk.push(...e.at);
  }
  const marks: BoardMarks = {};
  if (step.accepted) marks.lastMove = actionSquares(step);
  if (captures.length > 0) marks.captures = captures;
  if (sunk.length > 0) marks.sunk = sunk;
  return marks;
}

function status(step: Step): EntryStatus {
  if (step.accepted) return step.expectedIllegal ? 'accepted-unexpectedly' : 'ok';
  return step.expectedIllegal ? 'refused-as-expected' : 'refused';
}

function show(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function entryCheck(c: CheckResult): EntryCheck {
  return {
    field: c.field,
    ok: c.ok,
    detail: c.ok ? `${c.field}: ${show(c.expected)}` : `${c.field}: expected ${show(c.expected)}, found ${show(c.actual)}`,
    line: c.pos.line,
  };
}

/** A short label for an action that could not be read, from what the scenario wrote. */
function writtenLabel(step: Step): string {
  const { illegal: _i, note: _n, ...rest } = step.action;
  return Object.entries(rest)
    .map(([k, v]) => `${k} ${show(v)}`)
    .join(' ');
}

/**
 * Who made an accepted step: the player a `by:` or the notation names ("p3 3
 * lower"), else the owner of the piece moved, else `toMove` (in a team game
 * that is the team's first player, not necessarily the one who acted).
 */
function actorOf(game: Replay['game'], before: unknown, step: Step, toMove: string | undefined): string | undefined {
  if (!step.accepted) return toMove;
  const { players } = game;
  const by = step.action.by;
  if (typeof by === 'string' && players.includes(by)) return by;
  const named = players.find((p) => step.notation.startsWith(`${p} `));
  if (named) return named;
  const from = step.action.from;
  if (typeof from === 'string') {
    try {
      const owner = game.view(before).pieces.find((p) => p.at === from)?.owner;
      if (owner && players.includes(owner)) return owner;
    } catch {
      // fall back to the player to move
    }
  }
  return toMove;
}

/** The move log of a replay: the start, then one entry per step, each with the checks that run there. */
export function logEntries(replay: Replay): LogEntry[] {
  const checksAt = new Map<number, EntryCheck[]>();
  for (const c of replay.checks) checksAt.set(c.after, [...(checksAt.get(c.after) ?? []), entryCheck(c)]);
  const entries: LogEntry[] = [{ position: 0, label: 'start', status: 'ok', events: [], checks: checksAt.get(0) ?? [] }];
  let before = replay.initial;
  replay.steps.forEach((step, i) => {
    let player: string | undefined;
    try {
      player = toMoveName(replay.game, before);
    } catch {
      player = undefined;
    }
    if (player && player !== 'none' && player !== 'chance') player = actorOf(replay.game, before, step, player);
    entries.push({
      position: i + 1,
      label: step.notation || writtenLabel(step),
      ...(player && player !== 'none' && player !== 'chance' ? { player } : {}),
      status: status(step),
      ...(step.reason ? { reason: step.reason } : {}),
      events: step.events.map((e) => e.text),
      checks: checksAt.get(i + 1) ?? [],
      line: step.pos.line,
    });
    before = step.state;
  });
  return entries;
}
