/** The browser's localStorage as the workbench uses it, in memory; `full` makes writes fail as a full quota does. */
import type { KeyValueStorage } from '../../src/ui/storage/local-store';

export class MapStorage implements KeyValueStorage {
  map = new Map<string, string>();
  full = false;
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.full) throw new Error('QuotaExceededError');
    this.map.set(k, v);
  }
}
