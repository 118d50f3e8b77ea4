/** The change signal every UI store keeps: elements subscribe (through `StoreController`), the store notifies after each change. */
export class Listeners {
  private readonly all = new Set<() => void>();

  /** Calls `fn` after every change; returns what stops it. */
  add(fn: () => void): () => void {
    this.all.add(fn);
    return () => {
      this.all.delete(fn);
    };
  }

  notify(): void {
    for (const fn of this.all) fn();
  }
}
