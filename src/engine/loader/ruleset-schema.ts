/**
 * The bundled ruleset schema, built from the families' fragments when the
 * module loads, exactly as `npm run schemas` builds schemas/ruleset.schema.json
 * for editors and the docs (test/core/schemas.test.ts keeps the two equal).
 * The validators, their messages and the workbench's editor all read this
 * object rather than importing that file: the fragments are loaded anyway,
 * and the file would be a second, larger copy of them on the way to the
 * workbench's first paint.
 */
import { families } from '../families';
import { bundleRulesetSchema } from './bundle-schema';

export const RULESET_SCHEMA_DOCUMENT = bundleRulesetSchema(families);
