/**
 * Builds `schemas/ruleset.schema.json` from the families' fragments, so each
 * family keeps its schema beside its rules while editors, ajv and the docs
 * read one self-contained draft-07 file (the draft both ajv and monaco-yaml
 * handle fully). `npm run schemas` writes it; a test checks it is current.
 */
import { EVALUATION_SCHEMA } from '../evaluation';
import type { Family } from '../family';

type Json = Record<string, unknown>;

const COMMON_PROPERTIES: Json = {
  family: {
    description: 'Which game family these rules belong to. It decides which other keys a ruleset has.',
    type: 'string',
  },
  title: {
    description: 'The name designers see in the workbench, e.g. "Units, rules v1.2".',
    type: 'string',
    minLength: 1,
    maxLength: 200,
  },
  description: {
    description: 'Free text: what this ruleset is, where it comes from, what it changes.',
    type: 'string',
    maxLength: 20000,
  },
  extends: {
    title: 'based on',
    description:
      'The ruleset this one changes: its id (`units-v1.2`) or the path of its file, relative to this one (`base.yaml`). This file then lists only what it changes: its values are laid over the base\'s, maps merged key by key (`move: { speed: { "1": 3 } }` changes one speed and keeps the rest), lists and single values replaced whole; a key written with no value (`~`, `null` or nothing after the colon) removes the base\'s entry (`combat: { after: { "3": { "1": ~ } } }` takes one row out of a table, `plyLimit: ~` gives back the default). `family:` may be left out (the base\'s is taken). Found as a scenario\'s `ruleset:` is found.',
    type: 'string',
    minLength: 1,
    maxLength: 200,
  },
  evaluation: EVALUATION_SCHEMA,
};

/** Renames `#/definitions/x` to `#/definitions/<family>.x` inside a fragment. */
function prefixRefs(node: unknown, family: string): unknown {
  if (Array.isArray(node)) return node.map((n) => prefixRefs(n, family));
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/')
          ? `#/definitions/${family}.${v.slice('#/definitions/'.length)}`
          : prefixRefs(v, family);
    }
    return out;
  }
  return node;
}

export function bundleRulesetSchema(families: readonly Family[]): Json {
  const definitions: Json = {};
  const branches: Json[] = [];
  for (const f of families) {
    const frag = prefixRefs(f.schema, f.id) as Json;
    for (const [name, def] of Object.entries((frag.definitions as Json | undefined) ?? {})) {
      definitions[`${f.id}.${name}`] = def;
    }
    const familyProps = {
      ...COMMON_PROPERTIES,
      family: { ...(COMMON_PROPERTIES.family as Json), const: f.id, description: f.summary },
    };
    definitions[f.id] = {
      title: f.summary,
      type: 'object',
      properties: { ...familyProps, ...(frag.properties as Json) },
      required: ['family', ...((frag.required as string[] | undefined) ?? [])],
      additionalProperties: false,
    };
    branches.push({
      if: { properties: { family: { const: f.id } }, required: ['family'] },
      then: { $ref: `#/definitions/${f.id}` },
    });
  }
  const familyEnum = {
    ...(COMMON_PROPERTIES.family as Json),
    enum: families.map((f) => f.id),
    markdownEnumDescriptions: families.map((f) => f.summary),
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'rulebench:ruleset.schema.json',
    title: 'Rulebench ruleset',
    description:
      "A game's rules as data. Generated from src/engine/<family>/ruleset.schema.json by `npm run schemas`: edit those, not this file.",
    type: 'object',
    required: ['family'],
    properties: { ...COMMON_PROPERTIES, family: familyEnum },
    allOf: branches,
    definitions,
  };
}
