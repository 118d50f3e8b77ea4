/**
 * What the workbench keeps between visits: the two open files (with every
 * edit), where the designer was on the timeline, and the recent files.
 * Stored as versioned JSON; anything unreadable is ignored, never fatal.
 */

export type FileKind = 'ruleset' | 'scenario';
/**
 * Shipped with Rulebench, opened from disk, started in the workbench (recording with no
 * scenario open), or a saved version of a ruleset (versions.ts).
 */
export type FileOrigin = 'shipped' | 'disk' | 'new' | 'version';

export interface OpenFile {
  kind: FileKind;
  /** Path used in messages and as the editor's model path: `rulesets/units-v1.2.yaml`. */
  path: string;
  text: string;
  origin: FileOrigin;
  /**
   * Set on a file opened from a link or bundle: the fingerprint of its text as received
   * (received.ts). While its text is that one it is a received copy, kept within the budget for
   * them; once edited it is the designer's own.
   */
  received?: string;
}

export interface Session {
  ruleset: OpenFile;
  scenario: OpenFile | null;
  /** Timeline position: 0 = the start, n = after the n-th action. */
  position: number;
  tab: FileKind;
}

export interface RecentFile extends OpenFile {
  /** When it was last open (ms since epoch). */
  at: number;
}

const VERSION = 1;

function isOpenFile(x: unknown, kind?: FileKind): x is OpenFile {
  if (x === null || typeof x !== 'object') return false;
  const f = x as Record<string, unknown>;
  return (
    (f.kind === 'ruleset' || f.kind === 'scenario') &&
    (kind === undefined || f.kind === kind) &&
    typeof f.path === 'string' &&
    f.path.length > 0 &&
    typeof f.text === 'string' &&
    (f.origin === 'shipped' || f.origin === 'disk' || f.origin === 'new' || f.origin === 'version') &&
    (f.received === undefined || typeof f.received === 'string')
  );
}

export function serializeSession(s: Session): string {
  return JSON.stringify({ v: VERSION, ...s });
}

/** The stored session, or null when there is none or it cannot be read. */
export function parseSession(json: string | null): Session | null {
  if (!json) return null;
  let x: unknown;
  try {
    x = JSON.parse(json);
  } catch {
    return null;
  }
  if (x === null || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if (o.v !== VERSION || !isOpenFile(o.ruleset, 'ruleset')) return null;
  const scenario = isOpenFile(o.scenario, 'scenario') ? o.scenario : null;
  const position = typeof o.position === 'number' && Number.isInteger(o.position) && o.position >= 0 ? o.position : 0;
  const tab = o.tab === 'scenario' && scenario ? 'scenario' : 'ruleset';
  return { ruleset: o.ruleset, scenario, position, tab };
}

export const MAX_RECENT = 12;

/**
 * `file` becomes the first recent file (replacing an older entry of the same path).
 * When the list is full, the oldest entry that `replaceable` allows goes first
 * (an unedited shipped file: the picker still has it), so the designer's own
 * texts outlast them; only a list of nothing but such texts drops its oldest one.
 */
export function touchRecent(
  list: readonly RecentFile[],
  file: OpenFile,
  at: number,
  max = MAX_RECENT,
  replaceable: (f: RecentFile) => boolean = () => true,
): RecentFile[] {
  const entry: RecentFile = { kind: file.kind, path: file.path, text: file.text, origin: file.origin, at };
  if (file.received !== undefined) entry.received = file.received;
  const out = [entry, ...list.filter((r) => !(r.kind === file.kind && r.path === file.path))];
  while (out.length > max) {
    let drop = out.length - 1;
    while (drop > 0 && !replaceable(out[drop])) drop--;
    out.splice(drop > 0 ? drop : out.length - 1, 1);
  }
  return out;
}

/** Keeps the recent entry of `file` up to date with its latest text, without reordering. */
export function updateRecent(list: readonly RecentFile[], file: OpenFile): RecentFile[] {
  return list.map((r) => (r.kind === file.kind && r.path === file.path ? { ...r, text: file.text } : r));
}

/** A list as stored: its format number and the list under `key` (Recent, versions). */
export function writeStoredList(format: number, key: string, list: readonly unknown[]): string {
  return JSON.stringify({ v: format, [key]: list });
}

/** The list `writeStoredList` wrote, unchecked; empty when nothing is stored, it is not JSON, or another format wrote it. */
export function readStoredList(json: string | null, format: number, key: string): unknown[] {
  if (!json) return [];
  try {
    const o = JSON.parse(json) as Record<string, unknown>;
    const list = o[key];
    return o.v === format && Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function serializeRecent(list: readonly RecentFile[]): string {
  return writeStoredList(VERSION, 'files', list);
}

export function parseRecent(json: string | null): RecentFile[] {
  return readStoredList(json, VERSION, 'files')
    .filter((f): f is RecentFile => isOpenFile(f) && typeof (f as RecentFile).at === 'number')
    .slice(0, MAX_RECENT);
}
