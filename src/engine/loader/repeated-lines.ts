/**
 * A file made of thousands of the same top-level slip (a key written again, a
 * line without its colon, a key the schema refuses) costs the YAML library seconds and hundreds of MB
 * to read, only for all but the first 100 problems to be left out of the
 * report. In a file of plain top-level lines (as the scan, scan.ts, read them)
 * such slips are found here, and the ones past the first MAX_PROBLEMS_PER_FILE + 1
 * are blanked, which the reader then only counts into "and N more": what is listed, and where, stays what
 * reading the whole file lists (lines keep their numbers).
 *
 * Only what is sure is blanked. The scan takes nothing but blank lines,
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
import { MAX_NODES, type LineKind, type PlainLines } from './scan';

export interface ThinnedText {
  /** The text with the blanked slips as empty lines. */
  text: string;
  /** How many problems the blanked lines are. */
  omitted: number;
  /** The blanked lines are keys the schema refuses (their problems come after the YAML is read), not YAML slips. */
  unknownKeys: boolean;
  /** Where the text left for the library passes MAX_NODES (see scan.ts), or -1. */
  tooMany: number;
}

/**
 * For a file's top-level entries (key → value as written, the first of each),
 * which top-level keys its schema refuses with one problem each and no other
 * effect (no typo of a key it knows): undefined when that is not known.
 */
export type UnknownKeys = (top: ReadonlyMap<string, string>) => ((key: string) => boolean) | undefined;

/** The first line from `from` on that is not blank or a comment (kinds.length if none). */
function nextEntry(kinds: readonly LineKind[], from: number): number {
  let i = from;
  while (i < kinds.length && kinds[i] === 'quiet') i++;
  return i;
}

/**
 * The text with the slips past the first MAX_PROBLEMS_PER_FILE + 1 blanked,
 * or null when none are (or the file is not plain enough to be sure). A file
 * without YAML slips can still have thousands of keys its schema refuses:
 * with `unknownKeys`, those are the slips. `plain` is the text's lines as the scan read them.
 */
export function thinPlainLines(text: string, plain: PlainLines, unknownKeys?: UnknownKeys): ThinnedText | null {
  const { kinds, keys } = plain;
  const seen = new Set<string>();
  const slips: number[] = [];
  let words = false;
  let repeats = false;
  for (let i = 0; i < kinds.length; i++) {
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
  const unknown = slips.length === 0 ? unknownKeys?.(plain.top) : undefined;
  if (unknown) blank = kinds.flatMap((kind, i) => (kind === 'key' && unknown(keys[i]!) ? [i] : []));
  const omitted = blank.length - (MAX_PROBLEMS_PER_FILE + 1);
  if (omitted <= 0) return null;
  const blanked = new Uint8Array(kinds.length);
  const parts: string[] = [];
  let from = 0;
  for (const i of blank.slice(MAX_PROBLEMS_PER_FILE + 1)) {
    blanked[i] = 1;
    parts.push(text.slice(from, plain.starts[i]));
    from = plain.ends[i];
  }
  parts.push(text.slice(from));
  let nodes = 0;
  let tooMany = -1;
  for (let i = 0; i < kinds.length && tooMany < 0; i++) {
    if (!blanked[i]) nodes += plain.nodes[i];
    if (nodes > MAX_NODES) tooMany = plain.starts[i];
  }
  return { text: parts.join(''), omitted, unknownKeys: unknown !== undefined, tooMany };
}
