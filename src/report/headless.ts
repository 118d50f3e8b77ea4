/** A DOM document for drawing charts outside a browser (the CLI), from linkedom. */
import { parseHTML } from 'linkedom';

export function headlessDocument(): Document {
  return parseHTML('<!doctype html><html><head></head><body></body></html>').document;
}
