/**
 * A file made of thousands of the same top-level slip (a key written again, a
 * line without its colon, a key the schema refuses) costs the YAML library seconds and hundreds of MB
 * to read, only for all but the first 100 problems to be left out of the
 * report. A line scan finds such slips in a file of plain top-level lines and
 * blanks the ones past the first MAX_PROBLEMS_PER_FILE + 1, which the reader
 * then only counts into "and N more": what is listed, and where, stays what
 * reading the whole file lists (lines keep their numbers).
 *
 * Only what is sure is blanked. The scan reads nothing but blank lines,
 * comments, `key: value` lines with plain words at column 0, and column-0 lines
 * of plain words without a colon; any other line (indentation, brackets,
 * quotes, anchors, a list dash …) and the file is read whole. A line without a
 * colon is a slip of its own when another such line or the end follows it
 * (blank lines and comments between); when a key line follows it, the library
 * reads both as one key over lines, and the file is read whole. So blanking a
 * slip leaves every kept line followed by the same kind of line as before (a
 * line without a colon followed by blank lines and another one reads as
 * followed by that one), and changes how no other line reads. A file with
 * both kinds of slip is read whole: the library reports fewer problems than
 * such lines there.
 */
import { MAX_PROBLEMS_PER_FILE } from './diagnostics';

/** `key: value` at column 0: a plain key, then nothing or a plain value. */
const KEY_LINE = /^([A-Za-z_][\w-]*(?: [\w-]+)*):(?: +(\w[\w.-]*(?: [\w.-]+)*))? *\r?$/;
/** Plain words at column 0 without a colon. */
const WORDS_LINE = /^[A-Za-z_][\w-]*(?: [\w-]+)* *\r?$/;
const QUIET_LINE = /^(?: *| *#.*)\r?$/;
/** Keys the YAML core schema reads as null or a boolean: two spellings can be one key. */
const NOT_TEXT = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

export interface ThinnedText {
  /** The text with the blanked slips as empty lines. */
  text: string;
  /** How many problems the blanked lines are. */
  omitted: number;
  /** The blanked lines are keys the schema refuses (their problems come after the YAML is read), not YAML slips. */
  unknownKeys: boolean;
}

/**
 * For a file's top-level entries (key → value as written, the first of each),
 * which top-level keys its schema refuses with one problem each and no other
 * effect (no typo of a key it knows): undefined when that is not known.
 */
export type UnknownKeys = (top: ReadonlyMap<string, string>) => ((key: string) => boolean) | undefined;

type Kind = 'key' | 'words' | 'quiet';

/** The first line from `from` on that is not blank or a comment (kinds.length if none). */
function nextEntry(kinds: readonly Kind[], from: number): number {
  let i = from;
  while (i < kinds.length && kinds[i] === 'quiet') i++;
  return i;
}

/**
 * The text with the slips past the first MAX_PROBLEMS_PER_FILE + 1 blanked,
 * or null when none are (or the file is not plain enough to be sure). A file
 * without YAML slips can still have thousands of keys its schema refuses:
 * with `unknownKeys`, those are the slips.
 */
export function thinRepeatedLines(text: string, unknownKeys?: UnknownKeys): ThinnedText | null {
  const lines = text.split('\n');
  const kinds: Kind[] = [];
  const keys: (string | undefined)[] = [];
  const top = new Map<string, string>();
  for (const line of lines) {
    // Past a few hundred characters a line is no slip this scan needs to find.
    if (line.length > 200) return null;
    const key = KEY_LINE.exec(line);
    if (key) {
      if (NOT_TEXT.has(key[1])) return null;
      kinds.push('key');
      keys.push(key[1]);
      if (!top.has(key[1])) top.set(key[1], key[2] ?? '');
    } else if (WORDS_LINE.test(line)) {
      kinds.push('words');
      keys.push(undefined);
    } else if (QUIET_LINE.test(line)) {
      kinds.push('quiet');
      keys.push(undefined);
    } else return null;
  }
  const seen = new Set<string>();
  const slips: number[] = [];
  let words = false;
  let repeats = false;
  for (let i = 0; i < lines.length; i++) {
    const kind = kinds[i];
    if (kind === 'quiet') continue;
    // A document that starts with a line without a colon is no map: not this scan's shape.
    if (kind === 'words' && seen.size === 0) return null;
    // The library reads a line without a colon and the key line after it as one key over lines: read the file whole.
    if (kind === 'words' && kinds[nextEntry(kinds, i + 1)] === 'key') return null;
    const slip = kind === 'words' || seen.has(keys[i]!);
    if (kind === 'words') words = true;
    else if (slip) repeats = true;
    // Repeated keys and lines without a colon together read in ways not worked out here (fewer problems than lines).
    if (words && repeats) return null;
    if (slip) slips.push(i);
    else seen.add(keys[i]!);
  }
  // Only key lines come before a line without a colon, so a blanked line leaves each kept line followed by the same kind of line.
  let blank = slips;
  // Without YAML slips, the slips are the keys the schema refuses (a key line blanked leaves key lines followed by key lines).
  const unknown = slips.length === 0 ? unknownKeys?.(top) : undefined;
  if (unknown) blank = kinds.flatMap((kind, i) => (kind === 'key' && unknown(keys[i]!) ? [i] : []));
  const omitted = blank.length - (MAX_PROBLEMS_PER_FILE + 1);
  if (omitted <= 0) return null;
  for (const i of blank.slice(MAX_PROBLEMS_PER_FILE + 1)) lines[i] = '';
  return { text: lines.join('\n'), omitted, unknownKeys: unknown !== undefined };
}
