/**
 * Editing and recording the scenario, with undo and redo over its whole text: typing becomes
 * one undo step per re-validation (`commitTyping`), and a text the workbench puts in (a move
 * recorded from the board with its end check, a revert, a setup edit) is one step (`replaced`). It holds no file: the
 * caller passes the scenario's current text and stores the text it gets back.
 */
import { TextHistory } from './text-history';

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

  /** The text from before (undo) or after (redo) `current`, or null when there is none. */
  travel(way: 'undo' | 'redo', current: string): string | null {
    const text = this.history[way](current);
    if (text !== null) this.checkpoint = text;
    return text;
  }
}
