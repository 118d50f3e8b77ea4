/** The boards Rulebench can draw, one per game family. Adding a family adds one line here. */
import { dicePondRenderer } from '../dice-pond';
import { taflRenderer } from '../tafl';
import { unitsRenderer } from '../units';
import type { BoardRenderer } from './types';

export const renderers: readonly BoardRenderer[] = [unitsRenderer, taflRenderer, dicePondRenderer];

export function rendererFor(family: string): BoardRenderer | undefined {
  return renderers.find((r) => r.family === family);
}
