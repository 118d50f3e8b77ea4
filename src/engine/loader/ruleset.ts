/**
 * Ruleset text → compiled game, or every problem of the file with its
 * position: YAML syntax, then the schema (with defaults filled in), then the
 * family's semantic checks. Nothing here throws on bad input.
 */
import { evaluationProblems } from '../evaluation';
import { familyById } from '../families';
import type { Game } from '../game';
import { familyValidator, rootRulesetValidator, RULESET_SCHEMA } from './ajv';
import { capDiagnostics, uniqueDiagnostics, withOmitted, type Diagnostic } from './diagnostics';
import { mergedSource, readChain } from './extends';
import type { UnknownKeys } from './repeated-lines';
import type { RulesetResolver } from './resolver';
import { documentProblem, nearest, schemaDiagnostics } from './schema-errors';
import { diagnosticAt, parseYaml, type YamlSource } from './yaml-source';

export type RulesetLoad =
  | { ok: true; game: Game<unknown>; rules: Record<string, unknown>; source: YamlSource; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** `rulesets/units-v1.2.yaml` → `units-v1.2`. */
export function rulesetIdFromFile(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/\.ya?ml$/i, '');
}

/**
 * The top-level keys a family's schema refuses with one problem each: not its
 * own, and no near miss of one (a typo of a required key is reported with
 * that key, and would be missing if the key were left unread).
 */
const unknownRulesetKeys: UnknownKeys = (top) => {
  const family = top.get('family');
  const schema =
    family !== undefined && familyById(family)
      ? (RULESET_SCHEMA as { definitions?: Record<string, { additionalProperties?: unknown; properties?: object }> })
          .definitions?.[family]
      : undefined;
  if (schema?.additionalProperties !== false || !schema.properties) return undefined;
  const properties = schema.properties;
  const known = Object.keys(properties);
  return (key) => !Object.hasOwn(properties, key) && nearest(key, known) === undefined;
};

/**
 * `resolve` finds the base of a ruleset that starts with `extends:` (see extends.ts), as a
 * scenario's `ruleset:` is found; without it such a ruleset is refused at its `extends:`.
 */
export function loadRuleset(
  text: string,
  file: string,
  id = rulesetIdFromFile(file),
  resolve?: RulesetResolver,
): RulesetLoad {
  const parsed = parseYaml(text, file, unknownRulesetKeys);
  if (!parsed.ok) return parsed;
  const omitted = parsed.source.omitted;
  if (omitted === undefined) return loadSource(parsed.source, id, resolve);
  // Thousands of unknown keys, all but the first few left unread: counted into "and N more problems".
  const load = loadSource(parsed.source, id, resolve);
  const counted = load.ok ? null : withOmitted(load.diagnostics, omitted);
  if (counted) return { ok: false, diagnostics: counted };
  const whole = parseYaml(text, file);
  return whole.ok ? loadSource(whole.source, id, resolve) : whole;
}

/** A parsed ruleset (with its bases, if it extends one) → its compiled game, or its schema and semantic problems. */
function loadSource(own: YamlSource, id: string, resolve: RulesetResolver | undefined): RulesetLoad {
  const notRuleset = documentProblem(own, 'ruleset');
  if (notRuleset) return { ok: false, diagnostics: [notRuleset] };
  const chain = readChain(own, resolve);
  if (!chain.ok) return { ok: false, diagnostics: capDiagnostics(chain.diagnostics) };
  const merged = mergedSource(chain);
  if (!merged.ok) return { ok: false, diagnostics: capDiagnostics(merged.diagnostics) };
  const src = merged.source;
  const data = src.data;
  const rules = data as Record<string, unknown>;
  const familyId = String(rules.family);
  const family = typeof rules.family === 'string' ? familyById(familyId) : undefined;
  if (!family) {
    // Only the root schema knows the families: it words "missing" / "did you mean" for `family:`.
    const root = rootRulesetValidator();
    root(data);
    const familyErrors = (root.errors ?? []).filter(
      (e) => e.instancePath === '/family' || (e.instancePath === '' && e.keyword === 'required'),
    );
    return { ok: false, diagnostics: schemaDiagnostics(src, familyErrors, data, RULESET_SCHEMA) };
  }
  const validate = familyValidator(familyId)!;
  if (!validate(rules))
    return { ok: false, diagnostics: schemaDiagnostics(src, validate.errors ?? [], rules, RULESET_SCHEMA) };
  // A value shared through an anchor or merge key can be wrong in several places at once: show it once.
  const placed = (list: readonly { path: readonly (string | number)[]; message: string }[]): Diagnostic[] =>
    capDiagnostics(uniqueDiagnostics(list.map((p) => diagnosticAt(src, p.path, p.message))));
  // Defaults derived from other keys are filled in once, here: `check`, `compile` and `game.rules` all see the same object.
  const completed = family.complete(rules);
  const derived = placed(completed.problems);
  if (derived.length > 0) return { ok: false, diagnostics: derived };
  const complete = completed.rules as Record<string, unknown>;
  const problems = placed(family.check(complete));
  if (problems.length > 0) return { ok: false, diagnostics: problems };
  let game: Game;
  try {
    game = family.compile(complete, id);
  } catch (e) {
    // A family's compiler must report problems through `check`; reaching this is our bug, still shown in place.
    const why = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      diagnostics: [
        diagnosticAt(src, [], `the ${familyId} rules could not be compiled (${why}); please report this with the file`),
      ],
    };
  }
  // The bots' evaluation names squares; only the compiled board knows which exist.
  const badGoals = placed(evaluationProblems(game));
  if (badGoals.length > 0) return { ok: false, diagnostics: badGoals };
  return { ok: true, game, rules: complete, source: src, diagnostics: [] };
}
