/**
 * `<rb-board>`: draws any game's state and lets a designer play by hand.
 *
 *   <rb-board .game=${game} .state=${state} .marks=${{ lastMove, squares }}
 *             .interactive=${true} .greyed=${false}></rb-board>
 *
 * It picks the family's renderer by `game.family` and passes the properties
 * on. A hand-played legal action fires `rb-play` (bubbles, composed) with
 * `detail: { action, object }`, `object` being `game.formatAction(state, action)`.
 * The element never applies an action: the state is owned by its user.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Game } from '../../engine/game';
import { rendererFor } from './renderers';
import type { BoardMarks } from './types';

@customElement('rb-board')
export class RbBoard extends LitElement {
  static override styles = css`
    :host {
      display: block;
      box-sizing: border-box;
      width: 100%;
      height: 100%;
      min-height: 12rem;
    }
    .missing {
      font:
        14px system-ui,
        sans-serif;
      margin: 0.5rem;
    }
  `;

  @property({ attribute: false }) game?: Game<unknown>;
  @property({ attribute: false }) state?: unknown;
  @property({ attribute: false }) marks: BoardMarks = {};
  @property({ type: Boolean }) interactive = false;
  @property({ type: Boolean, reflect: true }) greyed = false;
  /** Setup mode (src/ui/setup): squares are picked and edited, not played; passed on to the family's board. */
  @property({ type: Boolean }) setup = false;
  @property({ attribute: false }) setupSelected: string | null = null;

  /** The family renderers take the play properties; setup mode's two are set on their board here. */
  protected override updated(): void {
    const board = this.renderRoot.firstElementChild;
    if (takesSetup(board)) {
      board.setup = this.setup;
      board.setupSelected = this.setupSelected;
    }
  }

  override render() {
    const game = this.game;
    if (!game || this.state === undefined) return html`<p class="missing">No game loaded.</p>`;
    const renderer = rendererFor(game.family);
    if (!renderer)
      return html`<p class="missing" role="alert">No board is drawn for the "${game.family}" family yet.</p>`;
    return renderer.render({
      game,
      state: this.state,
      marks: this.marks ?? {},
      interactive: this.interactive,
      greyed: this.greyed,
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-board': RbBoard;
  }
}

/** A family's board, which takes setup mode's two properties (not the "No game loaded" line in its place). */
function takesSetup(el: Element | null): el is Element & { setup: boolean; setupSelected: string | null } {
  return el !== null && 'setupSelected' in el;
}
