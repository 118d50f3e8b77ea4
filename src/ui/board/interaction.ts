/**
 * The play-by-hand state of one board (what is selected, what the pointer or
 * keyboard focus is on, what to say about it), kept out of the elements so
 * every family board shares it and tests can drive it without a DOM.
 *
 * A click on a square means: play the intent's action there if it is legal;
 * else pick up the piece there (when the board says it can be picked up);
 * else explain, in the engine's words, why the intent's action is illegal.
 */
import { NOBODY, type Game } from '../../engine/game';
import { actionEntries, explain, intentTargets, moveIntent, movers, type ActionEntry, type Intent } from './actions';
import type { RbPlayDetail } from './types';

/** The element the controller draws on and fires `rb-play` from. */
export interface InteractionHost {
  requestUpdate(): void;
  dispatchEvent(event: Event): boolean;
}

export class BoardInteraction {
  /** Square of the piece picked up, if any. */
  selected: string | null = null;
  /** What a click on a square does now (null: clicks only pick pieces up). */
  intent: Intent | null = null;
  /** The square under the pointer or the keyboard focus. */
  pointer: string | null = null;
  /** A message that outlives the pointer (the last refusal). */
  note: string | null = null;

  private game: Game<unknown> | null = null;
  private state: unknown = undefined;
  private live = false;
  private entryCache: ActionEntry[] | null = null;
  private moverCache: Set<string> | null = null;
  private targetCache: Map<string, ActionEntry> | null = null;
  private reasonCache = new Map<string, string | null>();

  constructor(private readonly host: InteractionHost) {}

  /** Call from the host's `willUpdate`: a new position drops the selection. */
  sync(game: Game<unknown> | undefined, state: unknown, live: boolean): void {
    const changed = game !== this.game || state !== this.state;
    this.game = game ?? null;
    this.state = state;
    this.live = live && !!game && state !== undefined && game.toMove(state) !== NOBODY;
    if (changed) {
      this.entryCache = null;
      this.moverCache = null;
    }
    // Called while the host updates: reset without asking for another update.
    if (changed || !this.live) this.reset();
  }

  /** Hand play is possible: interactive, not greyed, game not over. */
  get active(): boolean {
    return this.live;
  }

  /** The legal actions of the current state (computed once per state). */
  entries(): readonly ActionEntry[] {
    if (!this.live || !this.game) return [];
    this.entryCache ??= actionEntries(this.game, this.state);
    return this.entryCache;
  }

  /** Squares holding a piece with a legal move (computed once per state). */
  movers(): ReadonlySet<string> {
    if (!this.live) return new Set();
    this.moverCache ??= movers(this.entries());
    return this.moverCache;
  }

  /** Squares the current intent can reach, each with its legal action. */
  targets(): Map<string, ActionEntry> {
    if (!this.intent) return new Map();
    this.targetCache ??= intentTargets(this.entries(), this.intent);
    return this.targetCache;
  }

  /** Sets what a click on a square does (null: nothing chosen). */
  choose(intent: Intent | null, selected: string | null = null): void {
    this.intent = intent;
    this.selected = selected;
    this.targetCache = null;
    this.reasonCache.clear();
    this.note = null;
    this.host.requestUpdate();
  }

  clear(): void {
    this.reset();
    this.host.requestUpdate();
  }

  private reset(): void {
    this.intent = null;
    this.selected = null;
    this.targetCache = null;
    this.reasonCache.clear();
    this.note = null;
  }

  /** Picks up the piece on `square` (or puts it down again). */
  pick(square: string): void {
    if (this.selected === square) this.clear();
    else this.choose(moveIntent(square), square);
  }

  point(square: string | null): void {
    if (square === this.pointer) return;
    this.pointer = square;
    this.host.requestUpdate();
  }

  /** Why the intent's action on `square` is illegal (null: legal or nothing chosen). */
  reasonAt(square: string): string | null {
    if (!this.intent || !this.game || this.targets().has(square)) return null;
    if (!this.reasonCache.has(square))
      this.reasonCache.set(square, explain(this.game, this.state, this.intent.objectFor(square)));
    return this.reasonCache.get(square)!;
  }

  /**
   * A click (or Enter) on `square`. `pickable` says whether the board lets
   * the piece there be picked up; returns what happened, for tests and focus.
   */
  activate(square: string, pickable: boolean): 'played' | 'picked' | 'refused' | 'ignored' {
    if (!this.live) return 'ignored';
    const hit = this.targets().get(square);
    if (hit) {
      this.play(hit);
      return 'played';
    }
    if (pickable) {
      this.pick(square);
      return 'picked';
    }
    if (!this.intent) return 'ignored';
    this.note = this.reasonAt(square);
    this.host.requestUpdate();
    return 'refused';
  }

  /** Fires `rb-play` for a legal action and drops the selection. */
  play(entry: ActionEntry): void {
    const detail: RbPlayDetail = { action: entry.action, object: entry.object };
    this.clear();
    this.host.dispatchEvent(new CustomEvent<RbPlayDetail>('rb-play', { detail, bubbles: true, composed: true }));
  }

  /** Plays an action that is not tied to a square (a button), or reports why it cannot be played. */
  playOrExplain(entry: ActionEntry | null, reason: string | null): void {
    if (entry && this.live) this.play(entry);
    else {
      this.note = reason;
      this.host.requestUpdate();
    }
  }
}
