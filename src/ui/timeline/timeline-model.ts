/**
 * The timeline's logic without the DOM: positions run from 0 (the start)
 * to `length` (after the last action). Shared by <rb-timeline>, the app's
 * keyboard handling and any future view that steps through a game.
 */

export function clampPosition(position: number, length: number): number {
  if (!Number.isFinite(position)) return 0;
  return Math.max(0, Math.min(length, Math.trunc(position)));
}

export type TimelineCommand = { seek: number } | { toggle: true } | null;

/** ← → Home End Space, as the issue lists them; anything else is not ours. */
export function timelineKey(key: string, position: number, length: number): TimelineCommand {
  switch (key) {
    case 'ArrowLeft':
      return { seek: clampPosition(position - 1, length) };
    case 'ArrowRight':
      return { seek: clampPosition(position + 1, length) };
    case 'Home':
      return { seek: 0 };
    case 'End':
      return { seek: length };
    case ' ':
    case 'Spacebar':
      return { toggle: true };
    default:
      return null;
  }
}

/** Playback speeds offered, in steps per second. */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export const DEFAULT_SPEED = 2;

export function stepIntervalMs(stepsPerSecond: number): number {
  return Math.round(1000 / Math.max(0.1, stepsPerSecond));
}

/** Play from the start again when asked to play at the end (as media players do). */
export function playStartPosition(position: number, length: number): number {
  return position >= length ? 0 : position;
}
