/**
 * The fast list reader reads a plain word as the YAML core schema does, or leaves the item to the
 * library: `true`/`false` are booleans, `null` and `__proto__` are the library's (a lookup that
 * read `__proto__` from an object literal once gave `Object.prototype`, a map, where YAML means text).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseYaml } from '../../src/engine/loader/yaml-source';

function data(text: string): unknown {
  const r = parseYaml(text, 'list.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join('\n'));
  return r.source.data;
}

describe('a plain word in a one-line action', () => {
  it.each(['__proto__', 'constructor', 'toString', 'null', 'true', 'False', 'hasOwnProperty'])(
    '%s is what the YAML library reads, as a value and inside a flat list',
    (word) => {
      const text = `actions:\n  - { turn: c1, note: ${word} }\n  - { roll: [${word}] }\n  - turn: ${word}\n`;
      const read = data(text) as { actions: Record<string, unknown>[] };
      expect(read).toEqual(parse(text));
      // Never a map or a function standing for a word (a list holds words too).
      const values = read.actions.flatMap((item) =>
        Object.values(item).flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : [v])),
      );
      for (const v of values) expect(v === null || (typeof v !== 'object' && typeof v !== 'function')).toBe(true);
    },
  );
});
