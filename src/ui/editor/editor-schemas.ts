/**
 * The schemas Monaco's YAML worker reads (completion and hover), derived when
 * the editor loads from the ones in schemas/, which stay the one source of
 * truth (ajv validates with them unchanged). Pure: no Monaco, testable in Node.
 *
 * - `forEditor`: each key's hover is its own description, rendered as markdown.
 *   The schemas' `title`s are dropped: the YAML language service shows the
 *   nearest enclosing title in bold atop every hover, i.e. a ruleset family's
 *   one-line summary (bundle-schema.ts titles each family branch with it) or
 *   "Rulebench scenario". The summary still shows where it belongs, on `family:`.
 * - `scenarioSchemaFor`: the family-agnostic scenario schema narrowed to one
 *   family, so completion under `setup:` and in an action offers only the keys
 *   that family reads (`Family.setupKeys`, `Family.actionForms`).
 */
import type { Family } from '../../engine/family';

type Json = Record<string, unknown>;

/** Keys whose values are data, not schemas: nothing in them is renamed or dropped. */
const DATA_KEYS = new Set(['default', 'const', 'enum', 'examples']);

/**
 * A schema description as markdown: `code` spans stay code (the language
 * service's plain-text conversion escapes their backticks, so they showed as
 * literal backticks); elsewhere markdown's special characters are escaped, so
 * e.g. `rulesets/<id>.yaml` does not lose `<id>` as an HTML tag.
 */
export function markdownOf(text: string): string {
  return text
    .split(/(`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[\\*_{}[\]#+!<>|]/g, '\\$&')))
    .join('');
}

/** A copy of `schema` for the editor: no `title`s, and a `markdownDescription` beside each `description`. */
export function forEditor<T>(schema: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'title' && typeof v === 'string') continue;
      out[k] = DATA_KEYS.has(k) ? v : walk(v);
    }
    if (typeof out.description === 'string' && out.markdownDescription === undefined)
      out.markdownDescription = markdownOf(out.description);
    return out;
  };
  return walk(schema) as T;
}

/**
 * Keeps the properties `mine` lists, and those no family declares (e.g. an
 * action's `illegal` and `note`, which every family's actions may have).
 */
function narrowProperties(props: Json, mine: ReadonlySet<string>, declared: ReadonlySet<string>): Json {
  return Object.fromEntries(Object.entries(props).filter(([k]) => mine.has(k) || !declared.has(k)));
}

const formKeys = (f: Family) => f.actionForms.flatMap((form) => [...form.keys, ...(form.optional ?? [])]);

/**
 * The scenario schema for a scenario whose ruleset is of `family` (the schema
 * itself when the family is unknown): `setup` and `action` keep only that
 * family's keys, with their descriptions as written in the schema.
 */
export function scenarioSchemaFor(base: Json, family: Family | undefined, all: readonly Family[]): Json {
  if (!family) return base;
  const schema = structuredClone(base);
  const defs = schema.definitions as Record<string, Json>;
  const setup = defs.setup;
  setup.properties = narrowProperties(
    setup.properties as Json,
    new Set(family.setupKeys),
    new Set(all.flatMap((f) => f.setupKeys)),
  );
  const action = defs.action;
  action.properties = narrowProperties(
    action.properties as Json,
    new Set(formKeys(family)),
    new Set(all.flatMap(formKeys)),
  );
  return schema;
}
