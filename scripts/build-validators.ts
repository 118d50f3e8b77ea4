/** Writes src/engine/loader/generated/ from the bundled schemas (see standalone-validators.ts); run after build-schemas.ts. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { VALIDATORS_DIR, VALIDATORS_DTS, validatorsModule, type Documents } from './standalone-validators';

const root = new URL('../', import.meta.url);
// The two schema files this repository writes (build-schemas.ts), so their shape is known.
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as Documents['rulesetSchema'];
const dir = new URL(`${VALIDATORS_DIR}/`, root);
mkdirSync(dir, { recursive: true });
writeFileSync(
  new URL('validators.js', dir),
  validatorsModule({
    rulesetSchema: read('schemas/ruleset.schema.json'),
    scenarioSchema: read('schemas/scenario.schema.json'),
  }),
);
writeFileSync(new URL('validators.d.ts', dir), VALIDATORS_DTS);
console.log(`wrote ${dir.pathname}validators.js and validators.d.ts`);
