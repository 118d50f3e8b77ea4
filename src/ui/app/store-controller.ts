import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Anything elements can watch: the workbench, or a future compare/self-play model. */
export interface Subscribable {
  subscribe(fn: () => void): () => void;
}

/** Re-renders its host whenever the store changes (state lives in the store, not the element). */
export class StoreController<T extends Subscribable> implements ReactiveController {
  private unsubscribe?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    readonly store: T,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.unsubscribe = this.store.subscribe(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
