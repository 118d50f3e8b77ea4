/**
 * Received copies: files opened from a link or a bundle, as they came. A stranger's link may
 * unpack to megabytes, and the browser's storage (about 5 MB for the whole site) must keep
 * room for the designer's own edits, so what is received is stored within a budget
 * (local-store.ts). A received file is marked with its text's fingerprint; edited, its text no
 * longer has it, and it is the designer's own.
 */
import type { OpenFile } from './session';

/** The most characters of received copies the browser keeps, in the session and Recent together. */
export const RECEIVED_BUDGET_CHARS = 1_000_000;

/** A text's length and a 32-bit FNV-1a hash of its characters. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(h >>> 0).toString(16)}`;
}

/** The last texts looked at: autosave asks on every edit, and an open received file's text is the same string each time. */
const recent: { text: string; print: string }[] = [];

/** Whether `file` is a received copy: marked, and its text still the one received (only a text of that length is hashed). */
export function isReceivedCopy(file: OpenFile): boolean {
  const mark = file.received;
  if (mark === undefined || !mark.startsWith(`${file.text.length}:`)) return false;
  let known = recent.find((r) => r.text === file.text);
  if (!known) {
    known = { text: file.text, print: fingerprint(file.text) };
    recent.unshift(known);
    if (recent.length > 4) recent.pop();
  }
  return known.print === mark;
}

/** The characters of received copies among `files`. */
export function receivedChars(files: readonly (OpenFile | null)[]): number {
  return files.reduce((n, f) => n + (f && isReceivedCopy(f) ? f.text.length : 0), 0);
}

/** What the save state says of received files the browser does not keep. */
export function notKeptNote(names: readonly string[]): string {
  return `received ${names.join(', ')} kept for this visit only (the browser keeps ${RECEIVED_BUDGET_CHARS / 1e6} MB of received files, and your own edits first): download to keep`;
}
