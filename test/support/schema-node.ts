import { readFileSync } from 'node:fs';

/**
 * The JSON Schema keywords the schema tests read, so a parsed schema is typed by what a test looks at
 * (every keyword optional: a test that needs one asserts it is there). A type, not an interface, so a
 * node passes where the engine takes a schema as `Record<string, unknown>`.
 */
export type SchemaNode = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  markdownDescription?: string;
  default?: unknown;
  enum?: unknown[];
  markdownEnumDescriptions?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  propertyNames?: SchemaNode;
  anyOf?: SchemaNode[];
  definitions?: Record<string, SchemaNode>;
};

/** A schema file, parsed. */
export function readSchema(file: URL | string): SchemaNode {
  return JSON.parse(readFileSync(file, 'utf8')) as SchemaNode;
}

/** The property at `path` (each key under the previous one's `properties`); throws naming the first key missing. */
export function propertyAt(node: SchemaNode, path: readonly string[]): SchemaNode {
  return path.reduce((n, key, i) => {
    const next = n.properties?.[key];
    if (!next) throw new Error(`schema has no property ${path.slice(0, i + 1).join('.')}`);
    return next;
  }, node);
}

/** The definition `name`; throws when the schema has none of that name. */
export function definitionOf(node: SchemaNode, name: string): SchemaNode {
  const def = node.definitions?.[name];
  if (!def) throw new Error(`schema has no definition ${name}`);
  return def;
}
