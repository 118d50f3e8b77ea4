/**
 * What the compare view keeps between visits (B's choice and text, whether the view was open),
 * beside the workbench's own session. Small and free of the engine, so the page can ask at start
 * whether to bring the view back before loading it. Anything unreadable is ignored, never fatal.
 */
import type { OpenFile } from '../storage/session';

/** The sample scenario where units-v1.1 and units-v1.2 part, opened the first time the view opens on a ruleset of the family it plays. */
export const COMPARE_SAMPLE = 'scenarios/units/16-v1.1-and-v1.2-part-after-a-fight.yaml';

const KEY = 'rulebench.compare.v1';

export interface CompareSession {
  active: boolean;
  choice: string;
  label: string;
  file: OpenFile;
  chosenText: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem'> | undefined;

const isText = (x: unknown): x is string => typeof x === 'string';
const ORIGINS: ReadonlySet<OpenFile['origin']> = new Set(['shipped', 'disk', 'new', 'version']);

export function loadCompareSession(storage: Store): CompareSession | null {
  let x: unknown;
  try {
    x = JSON.parse(storage?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (x === null || typeof x !== 'object') return null;
  const s = x as Record<string, unknown>;
  const f = s.file as Record<string, unknown> | null;
  if (typeof s.active !== 'boolean' || !isText(s.choice) || !isText(s.label) || !isText(s.chosenText)) return null;
  if (!f || typeof f !== 'object' || !isText(f.path) || !isText(f.text) || !ORIGINS.has(f.origin as OpenFile['origin']))
    return null;
  return {
    active: s.active,
    choice: s.choice,
    label: s.label,
    chosenText: s.chosenText,
    file: { kind: 'ruleset', path: f.path, text: f.text, origin: f.origin as OpenFile['origin'] },
  };
}

/** Saves the view's state; a full or refused storage only loses the view's state, which the page says nothing about. */
export function saveCompareSession(storage: Store, s: CompareSession): void {
  try {
    storage?.setItem(KEY, JSON.stringify(s));
  } catch {
    // The workbench's own badge reports a storage that refuses writes; B's text is still in the page.
  }
}

/** Was the compare view open when the page was last left? */
export function compareWasOpen(storage: Store): boolean {
  return loadCompareSession(storage)?.active === true;
}
