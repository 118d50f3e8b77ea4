/**
 * A stranger's text on a terminal: a file's name, title or value quoted in a message, a diff, a
 * report or a CSV cell. Control characters there are instructions to the terminal, not text: ESC
 * starts sequences that hide text (`\e[8m`), move the cursor or write the clipboard (OSC 52), a
 * carriage return overwrites the line, and bidirectional overrides show text in another order than
 * it is. Each is shown escaped instead (`\e`, `\r`, `\u202e`), so what is printed is what the file
 * says. Pure: the CLI, the reports and the loader's messages all go through it.
 */

/** C0 and C1 controls, DEL, the bidirectional marks, embeddings, overrides and isolates, and the line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The same but C0 controls, which JSON.stringify escapes in strings itself (its line breaks are the layout). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\u001b': '\\e', '\r': '\\r', '\n': '\\n', '\t': '\\t' };

function escaped(c: string): string {
  const code = c.charCodeAt(0);
  return (
    NAMED[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
  );
}

/** `text` with every character that would steer the terminal written as an escape: one line, shown as it is. */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, escaped);
}

/** Several lines (a report): each line escaped, the line breaks kept. */
export function terminalLines(text: string): string {
  return text.split('\n').map(terminalText).join('\n');
}

/**
 * JSON for a terminal: JSON.stringify escapes C0 controls but leaves DEL, C1 controls and the
 * bidirectional marks raw; written as `\uXXXX` they are the same JSON value, safe to print.
 */
export function terminalJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    UNSAFE_IN_JSON,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
