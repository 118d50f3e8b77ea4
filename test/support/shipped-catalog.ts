/** The workbench over the repository's shipped files, in a browser that has stored nothing yet (for UI store tests). */
import { readdirSync, readFileSync } from 'node:fs';
import { parseShippedList, type Catalog } from '../../src/ui/app/catalog-model';
import { Workbench } from '../../src/ui/app/workbench';
import { LocalStore } from '../../src/ui/storage/local-store';
import { MapStorage } from './map-storage';

const root = new URL('../../', import.meta.url);

/** The `.yaml` files of a folder (`rulesets/`), keyed as the page's build keys them (`/rulesets/x.yaml`). */
function listed(dir: string): Record<string, string> {
  const files = readdirSync(new URL(dir, root)).filter((f) => f.endsWith('.yaml'));
  return Object.fromEntries(files.map((f) => [`/${dir}${f}`, readFileSync(new URL(`${dir}${f}`, root), 'utf8')]));
}

/** Every shipped ruleset, and the Units scenarios. */
export const shippedCatalog: Catalog = parseShippedList(listed('rulesets/'), listed('scenarios/units/'));

/** A first visit: a workbench over `catalog` with nothing stored; edits re-validate after 1 ms. */
export function firstVisit(catalog: Catalog = shippedCatalog): Workbench {
  return new Workbench({ catalog, store: new LocalStore(new MapStorage()), debounceMs: 1 });
}
