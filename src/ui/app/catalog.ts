/**
 * The rulesets and scenarios shipped in the repository, bundled into the app
 * as text by Vite (so the picker works offline and in the production build).
 */
import { parseShippedList, type Catalog } from './catalog-model';

const rulesets = import.meta.glob<string>('/rulesets/*.yaml', { query: '?raw', import: 'default', eager: true });
const scenarios = import.meta.glob<string>('/scenarios/*/*.yaml', { query: '?raw', import: 'default', eager: true });

export const shipped: Catalog = parseShippedList(rulesets, scenarios);
