/**
 * Derived views of a replay for the board and the move log (pure), read from the
 * steps' typed fields and events, never from their sentences or notation.
 */
import { toMoveName } from '../../engine/api';
import type { GameEvent } from '../../engine/game';
import type { CheckResult, Replay, ReplayStep } from '../../engine/scenario/replay';
import { markOf } from '../board/event-marks';
import type { BoardMarks, SquareMark } from '../board/types';
import type { EntryCheck, EntryStatus, LogEntry } from '../timeline/types';

/** The scenario action keys that name squares, in the order a move reads (from, to, …). */
const SQUARE_KEYS = ['from', 'to', 'at', 'turn', 'pawn'] as const;

/** Squares the step's action names, in the order written (from, to, …). */
function actionSquares(step: ReplayStep): string[] {
  const out: string[] = [];
  for (const k of SQUARE_KEYS) {
    const v = step.action[k];
    if (typeof v === 'string') out.push(v);
  }
  return out;
}

/** A step that started a new round shows a fresh board: marks of the old one would point at nothing. */
const startsRound = (e: GameEvent): boolean => e.kind === 'round-end' && e.next !== null;

/** What to mark on the board at `position`: the move that led there and what its events did where. */
export function marksAt(replay: Replay, position: number): BoardMarks {
  if (position <= 0) return {};
  const step = replay.steps[position - 1];
  if (!step || step.events.some(startsRound)) return {};
  const squares: { square: string; mark: SquareMark }[] = [];
  for (const e of step.events) {
    const mark = markOf(e);
    if (mark !== 'none') for (const square of e.at) squares.push({ square, mark });
  }
  const marks: BoardMarks = {};
  if (step.status === 'accepted') marks.lastMove = actionSquares(step);
  if (squares.length > 0) marks.squares = squares;
  return marks;
}

function status(step: ReplayStep): EntryStatus {
  if (step.status === 'accepted') return step.expectedIllegal ? 'accepted-unexpectedly' : 'ok';
  return step.expectedIllegal ? 'refused-as-expected' : 'refused';
}

function show(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function entryCheck(c: CheckResult): EntryCheck {
  return {
    field: c.field,
    ok: c.ok,
    detail: c.ok
      ? `${c.field}: ${show(c.expected)}`
      : `${c.field}: expected ${show(c.expected)}, found ${show(c.actual)}`,
    line: c.pos.line,
  };
}

/** A short label for an action that was not played, from what the scenario wrote. */
function writtenLabel(step: ReplayStep): string {
  return Object.entries(step.action)
    .map(([k, v]) => `${k} ${show(v)}`)
    .join(' ');
}

/** The player an event says acted: the mover, placer, attacker, turner, or who rolled by hand. */
function actingPlayer(e: GameEvent): string | undefined {
  switch (e.kind) {
    case 'move':
    case 'place':
    case 'fight':
    case 'turn':
    case 'discard':
    case 'raise':
    case 'add':
      return e.player;
    case 'lower':
      // A die under a stuck pawn drops by the rules, not by its owner's choice.
      return e.why === 'chosen' ? e.player : undefined;
    case 'roll':
      return e.drawn ? undefined : e.player;
    default:
      return undefined;
  }
}

/**
 * Who made a step: the player its events name as acting; else the player the engine reads the
 * action as made by (`by:`, written or asked: a team's group of 3s belongs to one player); else
 * the player to move when the step met the game (in a team game the team's first player, not
 * necessarily the one who acted). None for a chance step or at the end.
 */
function actorOf(replay: Replay, step: ReplayStep, toMoveBefore: string): string | undefined {
  const { game } = replay;
  const named = (p: unknown): p is string => typeof p === 'string' && game.players.includes(p);
  if (step.status === 'accepted') {
    for (const e of step.events) {
      const p = actingPlayer(e);
      if (named(p)) return p;
    }
  }
  if (named(step.action.by)) return step.action.by;
  if (step.status === 'accepted' && step.encoded !== undefined) {
    const met = replay.stateMet(step.index);
    const by = game.players.find((p) => {
      const read = game.parseAction(met, { ...step.action, by: p });
      return read.ok && read.action === step.encoded;
    });
    if (by !== undefined) return by;
  }
  return named(toMoveBefore) ? toMoveBefore : undefined;
}

/** The log lines of a step: its events' sentences, except a move or placement's (the notation says it). */
function eventTexts(step: ReplayStep): string[] {
  return step.events.filter((e) => e.kind !== 'move' && e.kind !== 'place').map((e) => e.text);
}

/** The move log of a replay: the start, then one entry per step, each with the checks that run there. */
export function logEntries(replay: Replay): LogEntry[] {
  const entries: LogEntry[] = [
    { position: 0, label: 'start', status: 'ok', events: [], checks: replay.checksAt(0).map(entryCheck) },
  ];
  let toMoveBefore = toMoveName(replay.game, replay.initial);
  for (const step of replay.steps) {
    // A roll drawn before the action moved the game on from the chance node to the player who rolled.
    const drawn = step.events.find((e) => e.kind === 'roll' && e.drawn);
    const player = actorOf(replay, step, drawn?.kind === 'roll' ? drawn.player : toMoveBefore);
    entries.push({
      position: step.index,
      label: step.notation || writtenLabel(step),
      ...(player ? { player } : {}),
      status: status(step),
      ...(step.reason ? { reason: step.reason } : {}),
      events: eventTexts(step),
      checks: replay.checksAt(step.index).map(entryCheck),
      line: step.pos.line,
    });
    toMoveBefore = step.toMove;
  }
  return entries;
}
