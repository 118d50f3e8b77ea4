/**
 * <rb-move-log>: the moves in notation, one per timeline position, with the
 * engine's events, a refused move's reason and the `expect` checks that run
 * there. Clicking an entry asks to seek there (`rb-seek`); clicking a check
 * asks to show its line (`rb-reveal`). Reusable: it only reads `LogEntry`s.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SeekDetail } from './rb-timeline';
import type { EntryStatus, LogEntry } from './types';

export interface RevealDetail {
  line: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-move-log': RbMoveLog;
  }
  interface HTMLElementEventMap {
    'rb-reveal': CustomEvent<RevealDetail>;
  }
}

/** Symbol + words for each status, so nothing depends on colour alone. */
const STATUS: Record<EntryStatus, { icon: string; words: string }> = {
  ok: { icon: '', words: '' },
  'refused-as-expected': { icon: '⊘', words: 'refused, as expected' },
  refused: { icon: '✗', words: 'refused' },
  'accepted-unexpectedly': { icon: '✗', words: 'accepted, but the scenario says illegal' },
};

@customElement('rb-move-log')
export class RbMoveLog extends LitElement {
  static override styles = css`
    :host {
      display: block;
      overflow: auto;
      font-size: 0.9rem;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    li {
      border-bottom: 1px solid #e3e3e3;
    }
    .entry {
      display: grid;
      grid-template-columns: 2.5rem 1fr;
      gap: 0 0.4rem;
      width: 100%;
      text-align: left;
      padding: 0.25rem 0.4rem;
      border: 0;
      background: transparent;
      font: inherit;
      color: inherit;
      cursor: pointer;
    }
    .entry:hover {
      background: #f1f5f9;
    }
    .entry:focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: -3px;
    }
    li[aria-current='step'] .entry {
      background: #dbeafe;
      box-shadow: inset 4px 0 0 #0072b2;
    }
    .n {
      color: #555;
      font-variant-numeric: tabular-nums;
      text-align: right;
    }
    .label {
      font-family: ui-monospace, Menlo, Consolas, monospace;
      font-weight: 600;
    }
    .who {
      color: #555;
      font-weight: 400;
      font-family: inherit;
    }
    .bad {
      color: #b2480a;
    }
    .expected {
      color: #555;
    }
    .note {
      grid-column: 2;
      color: #333;
    }
    .reason {
      grid-column: 2;
      color: #8a3a00;
    }
    .checks {
      list-style: none;
      margin: 0 0 0.25rem 2.9rem;
      padding: 0;
    }
    .check {
      display: block;
      width: 100%;
      text-align: left;
      border: 0;
      background: transparent;
      font: inherit;
      padding: 0.1rem 0.25rem;
      cursor: pointer;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    /* Long values (JSON lists without spaces, long reasons) wrap instead of being cut off. */
    .entry > span {
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .check:focus-visible {
      outline: 3px solid #0072b2;
    }
    .pass {
      color: #005a8c;
    }
    .fail {
      color: #a63d00;
      font-weight: 600;
    }
  `;

  @property({ attribute: false }) entries: readonly LogEntry[] = [];
  @property({ type: Number }) position = 0;

  private seek(position: number): void {
    this.dispatchEvent(new CustomEvent<SeekDetail>('rb-seek', { detail: { position }, bubbles: true, composed: true }));
  }

  private reveal(line: number | undefined): void {
    if (line === undefined) return;
    this.dispatchEvent(new CustomEvent<RevealDetail>('rb-reveal', { detail: { line }, bubbles: true, composed: true }));
  }

  protected override updated(changed: Map<string, unknown>): void {
    // Only when the position moves: measuring forces a layout, too costly on every re-run. The first
    // time, after the frame is painted: a layout forced during the first render delays the first paint.
    if (!changed.has('position')) return;
    if (changed.get('position') === undefined) requestAnimationFrame(() => this.keepCurrentInView());
    else {
      this.keepCurrentInView();
      this.focusFollowsPosition();
    }
  }

  /**
   * One Tab stop for the whole log (the current move), not one per move: a long scenario would
   * otherwise take hundreds of Tabs to pass. With a move focused, the arrow keys (the workbench's
   * timeline keys) step through the moves and the focus follows the current one.
   */
  private focusFollowsPosition(): void {
    const focused = (this.renderRoot as ShadowRoot).activeElement;
    if (!focused?.classList.contains('entry')) return;
    this.renderRoot.querySelector<HTMLElement>('li[aria-current="step"] > .entry')?.focus();
  }

  /** Keeps the current move in view without moving the page. */
  private keepCurrentInView(): void {
    const current = this.renderRoot.querySelector<HTMLElement>('li[aria-current="step"]');
    if (!current) return;
    const box = this.getBoundingClientRect();
    const r = current.getBoundingClientRect();
    if (r.top < box.top || r.bottom > box.bottom) this.scrollTop += r.top - box.top - box.height / 3;
  }

  override render() {
    // The log's one Tab stop: the current move, or the first one listed when the current is not.
    const stop = this.entries.some((e) => e.position === this.position) ? this.position : this.entries[0]?.position;
    return html`<ol aria-label="Move log">
      ${this.entries.map((e) => {
        const st = STATUS[e.status];
        const bad = e.status === 'refused' || e.status === 'accepted-unexpectedly';
        return html`<li aria-current=${e.position === this.position ? 'step' : 'false'}>
          <button
            type="button"
            class="entry"
            tabindex=${e.position === stop ? '0' : '-1'}
            @click=${() => this.seek(e.position)}
            aria-label=${`${e.position === 0 ? 'Start position' : `Move ${e.position}`}: ${e.label}${e.player ? ` by ${e.player}` : ''}${st.words ? `, ${st.words}` : ''}`}
          >
            <span class="n">${e.position === 0 ? '' : `${e.position}.`}</span>
            <span class="label ${bad ? 'bad' : e.status === 'refused-as-expected' ? 'expected' : ''}"
              >${st.icon ? `${st.icon} ` : ''}${e.label}${e.player ? html` <span class="who">${e.player}</span>` : nothing}</span
            >
            ${e.reason ? html`<span class="reason">${st.words}: ${e.reason}</span>` : nothing}
            ${e.events.map((t) => html`<span class="note">${t}</span>`)}
          </button>
          ${
            e.checks.length
              ? html`<ul
                  class="checks"
                  aria-label=${`Checks at ${e.position === 0 ? 'the start' : `move ${e.position}`}`}
                >
                  ${e.checks.map(
                    (c) =>
                      html`<li>
                        <button
                          type="button"
                          class="check ${c.ok ? 'pass' : 'fail'}"
                          tabindex=${e.position === stop ? '0' : '-1'}
                          @click=${() => this.reveal(c.line)}
                          aria-label=${`Check ${c.ok ? 'passes' : 'fails'}: ${c.detail}`}
                        >
                          ${c.ok ? '✓' : '✗'} ${c.detail}
                        </button>
                      </li>`,
                  )}
                </ul>`
              : nothing
          }
        </li>`;
      })}
    </ol>`;
  }
}
