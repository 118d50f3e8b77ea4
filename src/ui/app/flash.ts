/** The workbench's one message line: what it holds, and who put it up. */

/** A message for the designer that is not tied to a line (a file that could not be opened, a move that could not be recorded). */
export interface Flash {
  kind: 'error' | 'info';
  text: string;
  /**
   * The part of the workbench that takes this message down again by itself: the time-budget
   * check (its progress and its "too long" go once the texts are evaluated) or another tab's
   * newer text (it goes once no such text waits). Untagged messages stay until replaced.
   */
  tag?: 'precheck' | 'other-tab';
  /** A button in the message, e.g. "Undo revert". */
  action?: { label: string; run: () => void };
  /** A second choice beside `action` ("Keep mine" beside "Load theirs"). */
  alternative?: { label: string; run: () => void };
}
