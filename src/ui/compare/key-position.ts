/**
 * Where a semantic-diff entry's key is written in a ruleset text (pure): its dotted path
 * (`move.speed.1`) placed with the loader's own YAML positions. A key left out (its default
 * applies) is placed at the nearest key that is written, and said so.
 */
import type { DiffEntry } from '../../engine/compare/semantic-diff';
import { diagnosticAt, nodeAt, parseYaml, type YamlSource } from '../../engine/loader/yaml-source';

export interface KeyPosition {
  line: number;
  col: number;
  /** False when the key is not written in this file (its default, or a start position written under another key). */
  written: boolean;
}

/** The start position is one diff entry, written as `setup:` (Units, D'ice Cubes) or `layout:` (tafl). */
const POSITION_KEYS = ['setup', 'layout'];

function placed(src: YamlSource, path: readonly string[]): KeyPosition {
  const d = diagnosticAt(src, path, '', true);
  // A path that is not all written resolves to its nearest written ancestor, the same node as its parent's.
  const written = path.length > 0 && nodeAt(src, path, true) !== nodeAt(src, path.slice(0, -1));
  return { line: d.line, col: d.col, written };
}

/** The position of `entry`'s key in `text` (the file `file`), or null when the text does not parse. */
export function keyPosition(text: string, file: string, entry: Pick<DiffEntry, 'path' | 'kind'>): KeyPosition | null {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return null;
  const src = parsed.source;
  if (entry.kind === 'position') {
    const found = POSITION_KEYS.map((k) => placed(src, [k])).find((p) => p.written);
    if (found) return found;
  }
  return placed(src, entry.path.split('.'));
}
