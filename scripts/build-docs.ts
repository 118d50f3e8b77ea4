/** Writes the ruleset reference into README.md from schemas/ruleset.schema.json. */
import { readFileSync, writeFileSync } from 'node:fs';
import { withReference, type RulesetSchema } from './schema-docs';

const readme = new URL('../README.md', import.meta.url);
const schema = JSON.parse(
  readFileSync(new URL('../schemas/ruleset.schema.json', import.meta.url), 'utf8'),
) as RulesetSchema;
writeFileSync(readme, withReference(readFileSync(readme, 'utf8'), schema));
console.log('README.md ruleset reference updated');
