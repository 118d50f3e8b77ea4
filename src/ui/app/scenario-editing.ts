/**
 * Editing and recording the scenario, with undo and redo over its whole text: typing becomes
 * one undo step per re-validation (`commitTyping`), a move recorded from the board with its end
 * check is one step (`record`), and so is a text the workbench puts in (a revert, a setup edit:
 * `replaced`). It holds no file: the caller passes the scenario's current text and stores the
 * text it gets back.
 */
import type { ActionObject } from '../../engine/game';
import { pinPosition } from '../../engine/scenario/pin';
import type { Replay } from '../../engine/scenario/replay';
import { hasEndPin, insertAction, setEndPin, type InsertResult } from './recording';
import { TextHistory } from './text-history';

/** How a recorded move keeps the check of the end position a recorded scenario carries (see `END_PIN_NOTE`). */
export interface EndPinRule {
  /** The scenario was started by recording (it gets the check with its first move). */
  startedByRecording: boolean;
  /** The replay of a scenario text, or null when it does not load (the workbench's evaluation). */
  replayOf: (text: string) => Replay | null;
}

const lineCount = (text: string) => text.split('\n').length;

export class ScenarioEditing {
  private readonly history = new TextHistory();
  /** The text as of the last undo step: typing since then is one step when it is committed. */
  private checkpoint: string;

  constructor(text = '') {
    this.checkpoint = text;
  }

  /** Another scenario was opened: nothing to undo in it yet. */
  reset(text: string): void {
    this.history.clear();
    this.checkpoint = text;
  }

  canUndo(current: string): boolean {
    return this.history.canUndo || current !== this.checkpoint;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** Typing since the last commit becomes one undo step. */
  commitTyping(current: string): void {
    if (current === this.checkpoint) return;
    this.history.record(this.checkpoint);
    this.checkpoint = current;
  }

  /** The workbench replaced the text `before` with `after` (a revert): one undo step. */
  replaced(before: string, after: string): void {
    this.history.record(before);
    this.checkpoint = after;
  }

  /**
   * `action` written into the scenario text `current` as action number `at + 1`, one undo step
   * with the rewrite of the end-of-recording check (where the scenario has or gets one), so a
   * receiver whose replay differs sees a failing check, not silence. The line is the new action's.
   */
  record(current: string, action: ActionObject, at: number, end: EndPinRule): InsertResult {
    const r = withEndPin(insertAction(current, action, at), end);
    if (r.ok) this.replaced(current, r.text);
    return r;
  }

  /** The text from before (undo) or after (redo) `current`, or null when there is none. */
  travel(way: 'undo' | 'redo', current: string): string | null {
    const text = this.history[way](current);
    if (text !== null) this.checkpoint = text;
    return text;
  }
}

/** `recorded` with its end-of-recording check rewritten for the end its text replays to; as it was when it cannot be. */
function withEndPin(recorded: InsertResult, end: EndPinRule): InsertResult {
  if (!recorded.ok || !(end.startedByRecording || hasEndPin(recorded.text))) return recorded;
  // The check pins no position of its own, so the replay with the old check ends where the new text's does.
  const replay = end.replayOf(recorded.text);
  if (!replay) return recorded;
  const pinned = setEndPin(recorded.text, pinPosition(replay.game, replay.stateAt(replay.steps.length)));
  if (!pinned.ok) return recorded;
  // The check usually follows the actions; one written above them moves the action down.
  const line =
    pinned.line < recorded.line ? recorded.line + lineCount(pinned.text) - lineCount(recorded.text) : recorded.line;
  return { ok: true, text: pinned.text, line };
}
