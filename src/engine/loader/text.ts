/**
 * Bytes → text, and texts no YAML reading should start on. A file from a
 * stranger may be in another encoding, have old line endings or be binary:
 * each is named with what to do, at its first place, instead of being read as
 * garbage (or "the file is empty").
 */
import type { Diagnostic } from './diagnostics';

export type TextRead = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

function problem(file: string, line: number, col: number, message: string): { ok: false; diagnostic: Diagnostic } {
  return { ok: false, diagnostic: { file, line, col, endLine: line, endCol: col, message } };
}

/** Where the first byte that is no part of valid UTF-8 is, or -1. */
function firstBadUtf8Byte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const [len, min] =
      b < 0x80
        ? [1, 0]
        : b >= 0xc2 && b <= 0xdf
          ? [2, 0x80]
          : b >= 0xe0 && b <= 0xef
            ? [3, 0x800]
            : b >= 0xf0 && b <= 0xf4
              ? [4, 0x10000]
              : [0, 0];
    if (len === 0 || i + len > bytes.length) return i;
    let cp = len === 1 ? b : b & (0x7f >> len);
    for (let k = 1; k < len; k++) {
      const c = bytes[i + k];
      if ((c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are invalid too.
    if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return i;
    i += len;
  }
  return -1;
}

/** UTF-16 text: a byte-order mark, or a NUL byte beside most ASCII characters. */
function looksUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    return true;
  const n = Math.min(bytes.length, 4096);
  let nul = 0;
  for (let i = 0; i < n; i++) if (bytes[i] === 0) nul++;
  return n >= 2 && nul >= n / 4;
}

const UTF16 = 'this file is UTF-16 text; expected UTF-8 (save it as UTF-8 in your editor)';

/**
 * A file's bytes as text. Invalid UTF-8 is refused where its first bad byte
 * is (decoding it would silently turn it into "�"); a UTF-8 byte-order mark is dropped.
 */
export function decodeText(bytes: Uint8Array, file: string): TextRead {
  if (looksUtf16(bytes)) return problem(file, 1, 1, UTF16);
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const bad = firstBadUtf8Byte(bytes);
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, Math.max(0, bad)));
    const lineStart = before.lastIndexOf('\n') + 1;
    let line = 1;
    for (let i = 0; i < lineStart; i++) if (before.charCodeAt(i) === 10) line++;
    const col = before.length - lineStart + 1;
    const byte = bytes[bad].toString(16).toUpperCase().padStart(2, '0');
    return problem(
      file,
      line,
      col,
      `this file is not valid UTF-8 (byte 0x${byte} at byte offset ${bad} is no UTF-8 character); expected UTF-8 text (save it as UTF-8 in your editor)`,
    );
  }
}

/**
 * A problem with the text as a whole that YAML would misread: NUL characters
 * (UTF-16 or binary data read as text) or line ends written as CR alone (old
 * Mac files), which YAML does not take as line ends, so the file reads as one line.
 */
export function textProblem(text: string, file: string): Diagnostic | null {
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    let count = 0;
    const n = Math.min(text.length, 4096);
    for (let i = 0; i < n; i++) if (text.charCodeAt(i) === 0) count++;
    const message = count >= n / 4 ? UTF16 : 'this file holds NUL characters (binary data); expected a YAML text file';
    return positioned(text, file, nul, message);
  }
  for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) !== 10) {
      return positioned(
        text,
        file,
        i,
        'this line ends with a carriage return (CR) alone, the old Mac line ending; expected LF or CR LF line ends (save the file with Unix or Windows line endings)',
      );
    }
  }
  return null;
}

function positioned(text: string, file: string, at: number, message: string): Diagnostic {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const col = at - lineStart + 1;
  return { file, line, col, endLine: line, endCol: col, message };
}
