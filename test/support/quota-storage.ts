/** The browser's localStorage with a quota in characters, throwing what Chromium throws when a write exceeds it. */
import type { KeyValueStorage } from '../../src/ui/storage/local-store';

export class QuotaStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  /** Keys refused whatever their size (to fail one write and not another). */
  readonly refuse = new Set<string>();
  constructor(public quota = Infinity) {}
  used(): number {
    let n = 0;
    for (const [k, v] of this.map) n += k.length + v.length;
    return n;
  }
  getItem(k: string): string | null {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    const old = this.map.get(k);
    const after = this.used() - (old === undefined ? 0 : k.length + old.length) + k.length + v.length;
    if (after > this.quota || this.refuse.has(k))
      throw new DOMException(`Setting the value of '${k}' exceeded the quota.`, 'QuotaExceededError');
    this.map.set(k, v);
  }
  removeItem(k: string): void {
    this.map.delete(k);
  }
}
