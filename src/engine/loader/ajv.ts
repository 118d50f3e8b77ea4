/**
 * The one ajv instance, holding the bundled schemas. `useDefaults` fills in
 * every default from the schema, so defaults are written once (in the
 * schema) and the families' compilers receive complete rules.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import rulesetSchema from '../../../schemas/ruleset.schema.json';
import scenarioSchema from '../../../schemas/scenario.schema.json';

const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, allowUnionTypes: true, verbose: true });
// verbose: errors carry their schema, so an unknown key can list the keys that are allowed.
// Annotations for editors (monaco-yaml / yaml-language-server) and our own messages.
ajv.addVocabulary(['markdownDescription', 'markdownEnumDescriptions', 'enumDescriptions', 'patternDescription', 'defaultSnippets']);
ajv.addSchema(rulesetSchema as object);
ajv.addSchema(scenarioSchema as object);

/** The bundled documents, for messages that follow their `$ref`s. */
export const RULESET_SCHEMA: object = rulesetSchema;
export const SCENARIO_SCHEMA: object = scenarioSchema;

const RULESET_ID = (rulesetSchema as { $id: string }).$id;
const SCENARIO_ID = (scenarioSchema as { $id: string }).$id;

/** Validates `family:` and the common keys; the family's own keys are checked by `familyValidator`. */
export const rootRulesetValidator = (): ValidateFunction => ajv.getSchema(RULESET_ID)!;

export function familyValidator(family: string): ValidateFunction | undefined {
  return ajv.getSchema(`${RULESET_ID}#/definitions/${family}`);
}

export const scenarioValidator = (): ValidateFunction => ajv.getSchema(SCENARIO_ID)!;
