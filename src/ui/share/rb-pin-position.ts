/**
 * <rb-pin-position>: the "Pin this position" button under the board. It adds a check of the whole
 * position at the step shown to the scenario (`pins.ts`).
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { StoreController } from '../app/store-controller';
import type { Workbench } from '../app/workbench';
import { pinHere } from './pins';

declare global {
  interface HTMLElementTagNameMap {
    'rb-pin-position': RbPinPosition;
  }
}

@customElement('rb-pin-position')
export class RbPinPosition extends LitElement {
  static override styles = css`
    button {
      font: inherit;
      min-height: 2rem;
      border: 1px solid #767676;
      border-radius: 4px;
      background: #fff;
      color: #1b1b1b;
      padding: 0 0.6rem;
      cursor: pointer;
    }
    button:disabled {
      opacity: 0.45;
      cursor: default;
    }
    :focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: 1px;
    }
  `;

  @property({ attribute: false }) workbench!: Workbench;
  private store?: StoreController<Workbench>;

  override connectedCallback(): void {
    super.connectedCallback();
    this.store ??= new StoreController(this, this.workbench);
  }

  override render() {
    const frame = this.workbench.frame;
    const ready = !!this.workbench.scenario && !!frame?.scenario && !frame.stale;
    return html`<button
      type="button"
      data-testid="pin-position"
      ?disabled=${!ready}
      @click=${() => pinHere(this.workbench)}
      title=${
        ready
          ? `Add a check of the whole position after ${frame.position} action(s) (pieces, dice, side to move, result) to the scenario`
          : 'Open a scenario (or record a move) and fix any errors to pin a position'
      }
    >
      Pin this position
    </button>`;
  }
}
