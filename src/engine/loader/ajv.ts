/**
 * The schema validators. They are ajv's, compiled from the bundled schemas
 * when `npm run schemas` runs (generated/validators.js, plain functions), so
 * nothing compiles a schema at run time: a cold start of the workbench, a
 * worker or the CLI validates at once. `useDefaults` fills in every default
 * from the schema, so defaults are written once (in the schema) and the
 * families' compilers receive complete rules; each error carries its
 * `parentSchema` (so an unknown key can list the keys that are allowed) and no
 * `message`: schema-errors.ts words them.
 */
import scenarioSchema from '../../../schemas/scenario.schema.json';
import { familyValidators, ruleset, scenario, type Validator } from './generated/validators';
import { RULESET_SCHEMA_DOCUMENT } from './ruleset-schema';

export type { Validator };

/** The bundled documents, for messages that follow their `$ref`s (the validators' errors point into these very objects). */
export const RULESET_SCHEMA: object = RULESET_SCHEMA_DOCUMENT;
export const SCENARIO_SCHEMA: object = scenarioSchema;

/** Validates `family:` and the common keys; the family's own keys are checked by `familyValidator`. */
export const rootRulesetValidator = (): Validator => ruleset;

export function familyValidator(family: string): Validator | undefined {
  return Object.hasOwn(familyValidators, family) ? familyValidators[family] : undefined;
}

export const scenarioValidator = (): Validator => scenario;
