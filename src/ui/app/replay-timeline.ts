/**
 * Evaluation and replay for one board: the latest evaluation of its files, the last replay
 * that loaded (shown greyed while a file is invalid), the step shown, and the frame to draw
 * there. It knows nothing of files or editing, so a second board in lockstep (compare) or a
 * report opening a simulated game can hold one of its own (`ReplayTimeline.of(replay)`).
 */
import type { Replay } from '../../engine/scenario/replay';
import type { BoardMarks } from '../board/types';
import { clampPosition } from '../timeline/timeline-model';
import type { Evaluation, Shown } from './evaluate';
import { marksAt } from './replay-view';

export interface BoardFrame {
  replay: Replay;
  /** False when no scenario is open: the board shows the ruleset's start position. */
  scenario: boolean;
  /** The step shown: `position`, clamped to the replay's length. */
  position: number;
  /** The state at `position`: a copy of the board's own. */
  state: unknown;
  marks: BoardMarks;
  /** The board shows the last good replay because a file is invalid now. */
  stale: boolean;
}

/** Nothing evaluated yet. */
export const NOT_EVALUATED: Evaluation = { diagnostics: [], failures: [], replay: null };

export class ReplayTimeline {
  /** The latest evaluation. */
  evaluation: Evaluation = NOT_EVALUATED;
  /** The last replay that loaded, shown (greyed) while a file is invalid. */
  lastGood: Shown | null = null;
  private at = 0;
  /** The frame last built, reused until the replay, the step or staleness changes (a state is a copy to build). */
  private cached: BoardFrame | null = null;

  constructor(position = 0) {
    this.at = Math.max(0, position);
  }

  /** A timeline over one replay that needs no evaluating: a simulated game, one side of a comparison. */
  static of(replay: Replay, position = 0): ReplayTimeline {
    const t = new ReplayTimeline(position);
    t.update({ diagnostics: [], failures: [], replay: { replay, scenario: true } });
    return t;
  }

  /** Where the timeline is (kept across re-evaluations, clamped to the replay's length). */
  get position(): number {
    return this.at;
  }

  /** The number of steps of the replay shown. */
  get length(): number {
    return this.shown?.replay.steps.length ?? 0;
  }

  /** The replay stepped through: the current one, or the last good one while a file is invalid. */
  private get shown(): Shown | null {
    return this.evaluation.replay ?? this.lastGood;
  }

  /** Takes a new evaluation; a replay that loaded becomes the last good one. */
  update(evaluation: Evaluation): void {
    this.evaluation = evaluation;
    if (evaluation.replay) {
      this.lastGood = evaluation.replay;
      this.at = clampPosition(this.at, this.length);
    }
  }

  /** Moves to `position` (clamped); false when that is where it already was. */
  seek(position: number): boolean {
    const p = clampPosition(position, this.length);
    if (p === this.at) return false;
    this.at = p;
    return true;
  }

  /** Sets the position without clamping: a restored session, before its replay exists. */
  moveTo(position: number): void {
    this.at = Math.max(0, Math.trunc(position));
  }

  /** Forgets the replays and their evaluation (another file was opened: nothing of the last one is shown) and goes back to the start. */
  reset(): void {
    this.evaluation = NOT_EVALUATED;
    this.lastGood = null;
    this.at = 0;
  }

  /** The replay on the board, at the current step. */
  get frame(): BoardFrame | null {
    const shown = this.shown;
    if (!shown) return null;
    const { replay } = shown;
    const position = clampPosition(this.at, replay.steps.length);
    const stale = this.evaluation.replay === null;
    const c = this.cached;
    if (c && c.replay === replay && c.position === position && c.stale === stale) return c;
    this.cached = {
      replay,
      scenario: shown.scenario,
      position,
      state: replay.stateAt(position),
      marks: marksAt(replay, position),
      stale,
    };
    return this.cached;
  }
}
