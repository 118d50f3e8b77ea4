/** The game families Rulebench knows. Adding a family adds one line here. */
import type { Family } from './family';
import { unitsFamily } from './units';
import { taflFamily } from './tafl';
import { dicePondFamily } from './dice-pond';

export const families: readonly Family[] = [unitsFamily, taflFamily, dicePondFamily];

export function familyById(id: string): Family | undefined {
  return families.find((f) => f.id === id);
}
