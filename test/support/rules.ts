/**
 * Rules for family tests, built the way the loader builds them: partial keys
 * over the schema's defaults (filled in by the loader's own ajv instance),
 * then the family's `complete` (defaults derived from other keys), `check`, then `compile`.
 */
import { familyById } from '../../src/engine/families';
import { familyValidator } from '../../src/engine/loader/ajv';

/**
 * The rules with every default filled in; throws on a schema error, naming each by its path,
 * keyword and params (the validators carry no sentences: the loader words them for designers).
 */
export function withDefaults<R>(family: string, doc: Record<string, unknown>): R {
  const copy = structuredClone({ family, ...doc });
  const validate = familyValidator(family)!;
  if (!validate(copy))
    throw new Error(
      'schema: ' +
        (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`).join('; '),
    );
  return copy as unknown as R;
}

/** A compiled game from partial keys over the defaults; throws `check`'s problems. */
export function compileRules<G>(family: string, doc: Record<string, unknown>, id: string): G {
  const f = familyById(family)!;
  const completed = f.complete(withDefaults<Record<string, unknown>>(family, doc));
  const rules: unknown = completed.rules;
  const problems = [...completed.problems, ...f.check(rules)];
  if (problems.length > 0) throw new Error(problems.map((p) => `${p.path.join('.')}: ${p.message}`).join('\n'));
  return f.compile(rules, id) as G;
}
