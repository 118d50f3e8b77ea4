/**
 * Undo / redo over whole texts (the scenario). Every recorded move is one
 * entry; typing is coalesced by the caller (one entry per re-validation), so
 * "Undo" after playing a move on the board removes exactly that move.
 */
export class TextHistory {
  private past: string[] = [];
  private future: string[] = [];

  constructor(private readonly limit = 200) {}

  /** `before` is the text as it was before a change the user may want to undo. */
  record(before: string): void {
    if (this.past[this.past.length - 1] === before) return;
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** The text to show instead of `current`, or null when there is nothing to undo. */
  undo(current: string): string | null {
    const prev = this.past.pop();
    if (prev === undefined) return null;
    this.future.push(current);
    return prev;
  }

  redo(current: string): string | null {
    const next = this.future.pop();
    if (next === undefined) return null;
    this.past.push(current);
    return next;
  }

  clear(): void {
    this.past = [];
    this.future = [];
  }
}
