/**
 * Ruleset text → compiled game, or every problem of the file with its
 * position: YAML syntax, then the schema (with defaults filled in), then the
 * family's semantic checks. Nothing here throws on bad input.
 */
import { familyById } from '../families';
import type { Game } from '../game';
import { familyValidator, rootRulesetValidator, RULESET_SCHEMA } from './ajv';
import { uniqueDiagnostics, type Diagnostic } from './diagnostics';
import { documentProblem, schemaDiagnostics } from './schema-errors';
import { diagnosticAt, parseYaml, type YamlSource } from './yaml-source';

export type RulesetLoad =
  | { ok: true; game: Game<unknown>; rules: Record<string, unknown>; source: YamlSource; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** `rulesets/units-v1.2.yaml` → `units-v1.2`. */
export function rulesetIdFromFile(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/\.ya?ml$/i, '');
}

export function loadRuleset(text: string, file: string, id = rulesetIdFromFile(file)): RulesetLoad {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const src = parsed.source;
  const notRuleset = documentProblem(src, 'ruleset');
  if (notRuleset) return { ok: false, diagnostics: [notRuleset] };
  const data = src.data;
  const rules = data as Record<string, unknown>;
  const familyId = String(rules.family);
  const family = typeof rules.family === 'string' ? familyById(familyId) : undefined;
  if (!family) {
    // Only the root schema knows the families: it words "missing" / "did you mean" for `family:`.
    const root = rootRulesetValidator();
    root(data);
    const familyErrors = (root.errors ?? []).filter((e) => e.instancePath === '/family' || (e.instancePath === '' && e.keyword === 'required'));
    return { ok: false, diagnostics: schemaDiagnostics(src, familyErrors, data, RULESET_SCHEMA) };
  }
  const validate = familyValidator(familyId)!;
  if (!validate(rules)) return { ok: false, diagnostics: schemaDiagnostics(src, validate.errors ?? [], rules, RULESET_SCHEMA) };
  // A value shared through an anchor or merge key can be wrong in several places at once: show it once.
  const problems = uniqueDiagnostics(family.check(rules).map((p) => diagnosticAt(src, p.path, p.message)));
  if (problems.length > 0) return { ok: false, diagnostics: problems };
  try {
    return { ok: true, game: family.compile(rules, id), rules, source: src, diagnostics: [] };
  } catch (e) {
    // A family's compiler must report problems through `check`; reaching this is our bug, still shown in place.
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, diagnostics: [diagnosticAt(src, [], `the ${familyId} rules could not be compiled (${why}); please report this with the file`)] };
  }
}
