/**
 * Saved versions of rulesets ("Save as new version"): each a whole ruleset text under an id of
 * the designer's choosing (`units-v1.3-draft`), kept in the browser beside the session. Stored
 * as versioned JSON; anything unreadable is ignored, never fatal.
 */
import { readStoredList, writeStoredList } from './session';

export interface Version {
  /** Its ruleset id: scenarios name it in `ruleset:`, variants in `extends:`. */
  id: string;
  text: string;
  /** The id of the ruleset it was saved from. */
  from: string;
  /** When it was first saved (ms since epoch). */
  savedAt: number;
}

const FORMAT = 1;

/** A ruleset id, as the CLI reads one (src/cli/files.ts): a file name without its extension, never a path. */
export const VERSION_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** The path a version is shown and edited under (its editor model, its problems, its download). */
export const versionPath = (id: string): string => `rulesets/${id}.yaml`;

function isVersion(x: unknown): x is Version {
  if (x === null || typeof x !== 'object') return false;
  const v = x as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    VERSION_ID.test(v.id) &&
    typeof v.text === 'string' &&
    typeof v.from === 'string' &&
    typeof v.savedAt === 'number'
  );
}

export function serializeVersions(list: readonly Version[]): string {
  return writeStoredList(FORMAT, 'versions', list);
}

export function parseVersions(json: string | null): Version[] {
  const seen = new Set<string>();
  return readStoredList(json, FORMAT, 'versions').filter(
    (x): x is Version => isVersion(x) && !seen.has(x.id) && !!seen.add(x.id),
  );
}

/**
 * The id suggested for a new version of `id`: its version number with the last part raised
 * and `-draft` added (`units-v1.2` → `units-v1.3-draft`), else `<id>-draft`; then `-2`, `-3` …
 * until no ruleset has it.
 */
export function suggestVersionId(id: string, taken: (id: string) => boolean): string {
  const stem = id.replace(/-draft(-\d+)?$/, '');
  const m = /^(.*?\bv(?:\d+\.)*)(\d+)((?:-[A-Za-z0-9]+)*)$/.exec(stem);
  const raised = m ? `${m[1]}${Number(m[2]) + 1}` : stem;
  const first = m && m[3] ? `${raised}${m[3]}-draft` : `${raised}-draft`;
  let out = first;
  for (let n = 2; taken(out); n++) out = `${first}-${n}`;
  return out;
}
