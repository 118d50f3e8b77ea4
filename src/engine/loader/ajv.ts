/**
 * The schema validators. They are ajv's, compiled from the bundled schemas
 * when `npm run schemas` runs (generated/validators.js, plain functions), so
 * nothing compiles a schema at run time: a cold start of the workbench, a
 * worker or the CLI validates at once. `useDefaults` fills in every default
 * from the schema, so defaults are written once (in the schema) and the
 * families' compilers receive complete rules; errors are `verbose` (they carry
 * their schema, so an unknown key can list the keys that are allowed).
 */
import rulesetSchema from '../../../schemas/ruleset.schema.json';
import scenarioSchema from '../../../schemas/scenario.schema.json';
import { familyValidators, ruleset, scenario, type Validator } from './generated/validators';

export type { Validator };

/** The bundled documents, for messages that follow their `$ref`s (the validators' errors point into these very objects). */
export const RULESET_SCHEMA: object = rulesetSchema;
export const SCENARIO_SCHEMA: object = scenarioSchema;

/** Validates `family:` and the common keys; the family's own keys are checked by `familyValidator`. */
export const rootRulesetValidator = (): Validator => ruleset;

export function familyValidator(family: string): Validator | undefined {
  return Object.hasOwn(familyValidators, family) ? familyValidators[family] : undefined;
}

export const scenarioValidator = (): Validator => scenario;
