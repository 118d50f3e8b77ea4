/**
 * Square names on rectangular boards, as in chess: files a, b, … left to
 * right, ranks 1, 2, … bottom to top. Index = rank * width + file (a1 = 0).
 */
import type { Point } from './game';

export const MAX_BOARD_SIDE = 26;

export function squareName(index: number, width: number): string {
  const file = index % width;
  const rank = (index - file) / width;
  return String.fromCharCode(97 + file) + (rank + 1);
}

/** A square name as the schemas' square patterns write it: a file letter then a rank from 1. */
export const SQUARE_PATTERN = '^[a-z][1-9][0-9]?$';

/** What is wrong with a text written like a square name that is no square on any board (rank 0), or undefined. */
export function squareNameProblem(name: string): string | undefined {
  const m = /^([a-z])0+[0-9]*$/.exec(name);
  return m
    ? `ranks are numbered from 1 (${m[1]}1 is the bottom square of file ${m[1]}), so ${name} is off the board`
    : undefined;
}

/** The index of a square name, or -1 if the name is not a square of this board. */
export function squareIndex(name: unknown, width: number, height: number): number {
  if (typeof name !== 'string') return -1;
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return -1;
  const file = m[1].charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  if (file >= width || rank >= height) return -1;
  return rank * width + file;
}

/** Where a square lies (x = file, y = rank, from 0: a1 is 0,0), or null if the name is not a square of this board. */
export function squarePoint(name: unknown, width: number, height: number): Point | null {
  const index = squareIndex(name, width, height);
  if (index < 0) return null;
  const x = index % width;
  return { x, y: (index - x) / width };
}

/** "a square that does not exist" message, shared by every grid family. */
export function badSquare(name: unknown, width: number, height: number): string {
  const last = squareName(width * height - 1, width);
  return `"${String(name)}" is not a square of this ${width}×${height} board; expected a1 … ${last}`;
}
