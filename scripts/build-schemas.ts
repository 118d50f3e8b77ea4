/** Writes schemas/ruleset.schema.json from the families' fragments (see bundle-schema.ts). */
import { writeFileSync } from 'node:fs';
import { families } from '../src/engine/families';
import { bundleRulesetSchema } from '../src/engine/loader/bundle-schema';

const out = new URL('../schemas/ruleset.schema.json', import.meta.url);
writeFileSync(out, JSON.stringify(bundleRulesetSchema(families), null, 2) + '\n');
console.log(`wrote ${out.pathname}`);
