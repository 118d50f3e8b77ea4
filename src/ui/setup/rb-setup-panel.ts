/**
 * `<rb-setup-panel .mode=${setupModeOf(wb)}>`: beside the board, the "Set up position" toggle and
 * "Start from here"; in setup mode, the side to move (and the phase, for games with phases), and
 * for the square picked on the board a palette of what may stand there (from the rules), with
 * Remove and Move. Every button is labelled and reachable with Tab; the board's own keys are
 * Enter (pick), Delete (remove), M (move) and Escape.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { familyById } from '../../engine/families';
import { StoreController } from '../app/store-controller';
import { SETUP_PHASES, type SetupMode } from './setup-mode';

@customElement('rb-setup-panel')
export class RbSetupPanel extends LitElement {
  static override styles = css`
    :host {
      display: block;
      font:
        14px system-ui,
        sans-serif;
    }
    .bar,
    .tools,
    .palette {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: center;
      margin: 0.3rem 0;
    }
    /* The workbench's font, not the browser's control font (a second font to look up before the first paint). */
    button {
      font: inherit;
    }
    button[aria-pressed='true'] {
      background: #0072b2;
      color: #fff;
    }
    .palette {
      padding: 0.3rem 0.4rem;
      border: 1px solid #ccc;
      border-radius: 4px;
      background: #fafaf8;
    }
    .hint {
      margin: 0.2rem 0;
      color: #555;
    }
    .message.error {
      color: #a33a00;
    }
    .message {
      margin: 0.2rem 0;
    }
    input[type='number'] {
      width: 3.5em;
    }
  `;

  @property({ attribute: false }) mode!: SetupMode;
  private store?: StoreController<SetupMode>;

  override connectedCallback(): void {
    super.connectedCallback();
    this.store ??= new StoreController(this, this.mode);
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKey);
  }

  /** Escape lets go here too (after "Move…" the focus is on that button, not on the board). */
  private readonly onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !this.mode.on) return;
    this.mode.letGo();
    e.preventDefault();
  };

  private renderTools() {
    const m = this.mode;
    const game = m.game;
    if (!game) return nothing;
    const block = m.block();
    const setup = block.ok ? block.setup : {};
    const hasPhase = familyById(game.family)?.setupKeys.includes('phase') ?? false;
    const picker = (key: 'toMove' | 'phase', label: string, values: readonly string[], set: (v: string) => void) =>
      html`<label
        >${label}
        <select
          data-testid=${`setup-${key}`}
          aria-label=${label}
          @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}
        >
          <option value="" disabled .selected=${live(setup[key] === undefined)}>(the rules' default)</option>
          ${values.map((v) => html`<option value=${v} .selected=${live(setup[key] === v)}>${v}</option>`)}
        </select></label
      >`;
    return html`<div class="tools">
        ${picker('toMove', 'Side to move', game.players, (v) => m.setToMove(v))}
        ${hasPhase ? picker('phase', 'Phase', SETUP_PHASES, (v) => m.setPhase(v)) : nothing}
      </div>
      ${this.renderPool(setup)}
      <p class="hint">
        Pick a square on the board (click, or Tab to the board, arrows, Enter). Delete removes what stands there, M or
        dragging moves it, Escape lets go.
      </p>
      <p class="hint" data-testid="setup-held">
        The board stays at the start (step 0), the position a setup is: moving along the timeline or the move log turns
        setup mode off.
      </p>
      ${m.brush ? html`<p class="hint" role="status" data-testid="setup-brush">Placing ${m.brush.label}: pick each empty square to put one there (Escape stops).</p>` : nothing}
      ${m.problem() ? html`<p class="message error" role="alert" data-testid="setup-problem">The board shows the last position that loaded: ${m.problem()}. Change it again, or undo.</p>` : nothing}
      ${m.selected ? this.renderPalette(m.selected) : nothing}`;
  }

  /** D'ice Cubes while dice are placed: how many of each value are left to place. */
  private renderPool(setup: Record<string, unknown>) {
    const values = this.mode.poolValues();
    if (values.length === 0) return nothing;
    const pool = (setup.pool ?? {}) as Record<string, number>;
    return html`<div class="tools" role="group" aria-label="Dice left to place (pool)">
      <span>Dice left to place:</span>
      ${values.map(
        (v) =>
          html`<label
            >${v}s
            <input
              type="number"
              min="0"
              max="1000"
              data-testid=${`setup-pool-${v}`}
              .value=${live(String(pool[String(v)] ?? 0))}
              aria-label=${`Dice showing ${v} left to place`}
              @change=${(e: Event) => this.mode.setPool(v, Number((e.target as HTMLInputElement).value))}
          /></label>`,
      )}
    </div>`;
  }

  private renderPalette(square: string) {
    const m = this.mode;
    const standing = m.standing();
    const what = standing.length === 0 ? 'empty' : standing.map((s) => m.labelOf(s.list, s.entry)).join(', on ');
    return html`<div class="palette" role="group" aria-label=${`Set up ${square}`} data-testid="setup-palette">
      <strong>${square}</strong> <span>(${what}):</span>
      ${m.choices().map((c) => html`<button type="button" data-testid="setup-choice" @click=${() => m.place(c)}>${c.label}</button>`)}
      <button
        type="button"
        data-testid="setup-remove"
        ?disabled=${standing.length === 0}
        @click=${() => m.remove()}
        title="Take the top piece off this square (Delete on the board)"
      >
        Remove
      </button>
      <button
        type="button"
        data-testid="setup-move"
        ?disabled=${standing.length === 0}
        @click=${() => m.startMove()}
        title="Then pick the square to move it to (M on the board, or drag it)"
      >
        Move…
      </button>
    </div>`;
  }

  override render() {
    const m = this.mode;
    return html`<div class="bar">
        <button
          type="button"
          data-testid="setup-toggle"
          aria-pressed=${m.on ? 'true' : 'false'}
          @click=${() => m.toggle()}
          title="Edit the scenario's starting position on the board: place, move and remove pieces (written into setup:)"
        >
          ✎ Set up position
        </button>
        <button
          type="button"
          data-testid="start-from-here"
          ?disabled=${!m.game}
          @click=${() => m.startFromHere()}
          title="Open a new scenario whose setup is the position shown, with no actions"
        >
          ⇱ Start from here
        </button>
      </div>
      ${m.on ? this.renderTools() : nothing}
      ${m.message ? html`<p class="message ${m.message.kind}" role=${m.message.kind === 'error' ? 'alert' : 'status'} data-testid="setup-message">${m.message.text}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-setup-panel': RbSetupPanel;
  }
}
