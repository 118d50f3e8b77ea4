/**
 * <rb-timeline>: first / previous / play-pause / next / last, a scrub slider
 * and a speed choice. Controlled: the parent owns `position` and listens for
 * `rb-seek` ({ position }), so two boards (a compare view) can share one, and
 * may mark positions under the slider (`marks`: where the compared sides differ).
 */
import { LitElement, css, html, nothing, svg, type SVGTemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { PlaybackController } from './playback-controller';
import { DEFAULT_SPEED, SPEEDS, clampPosition, playStartPosition, timelineKey } from './timeline-model';

export interface SeekDetail {
  position: number;
}

/** A position marked under the slider; `strong` where something starts (a compare view's divergence), else a lighter tick. */
export interface TimelineMark {
  position: number;
  strong: boolean;
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-timeline': RbTimeline;
  }
  interface HTMLElementEventMap {
    'rb-seek': CustomEvent<SeekDetail>;
  }
}

/** Drawn icons (symbol fonts for ⏮/⏭ are missing on many systems). */
const icon = (body: SVGTemplateResult) =>
  html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">${body}</svg>`;
const ICONS = {
  first: icon(
    svg`<rect x="2" y="3" width="2" height="10"></rect><path d="M9 3 L4.5 8 L9 13Z M14 3 L9.5 8 L14 13Z"></path>`,
  ),
  prev: icon(svg`<rect x="3" y="3" width="2" height="10"></rect><path d="M13 3 L6 8 L13 13Z"></path>`),
  play: icon(svg`<path d="M4 2 L14 8 L4 14Z"></path>`),
  pause: icon(
    svg`<rect x="3" y="2" width="3.5" height="12"></rect><rect x="9.5" y="2" width="3.5" height="12"></rect>`,
  ),
  next: icon(svg`<path d="M3 3 L10 8 L3 13Z"></path><rect x="11" y="3" width="2" height="10"></rect>`),
  last: icon(
    svg`<path d="M2 3 L6.5 8 L2 13Z M7 3 L11.5 8 L7 13Z"></path><rect x="12" y="3" width="2" height="10"></rect>`,
  ),
};

@customElement('rb-timeline')
export class RbTimeline extends LitElement {
  static override styles = css`
    :host {
      display: block;
      font: inherit;
    }
    .bar {
      display: flex;
      align-items: center;
      gap: 0.25rem;
      flex-wrap: wrap;
    }
    button,
    select {
      font: inherit;
      display: inline-grid;
      place-items: center;
      min-width: 2.25rem;
      min-height: 2rem;
      border: 1px solid #767676;
      border-radius: 4px;
      background: #fff;
      color: #111;
      cursor: pointer;
    }
    button:disabled {
      opacity: 0.45;
      cursor: default;
    }
    button:focus-visible,
    select:focus-visible,
    input:focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: 1px;
    }
    input[type='range'] {
      flex: 1 1 6rem;
      min-width: 5rem;
      accent-color: #0072b2;
    }
    .where {
      font-variant-numeric: tabular-nums;
      min-width: 4.5rem;
      text-align: center;
    }
    label {
      display: inline-flex;
      align-items: center;
      gap: 0.25rem;
    }
    .track {
      flex: 1 1 6rem;
      min-width: 5rem;
      display: flex;
      flex-direction: column;
    }
    .track input[type='range'] {
      flex: none;
      width: 100%;
      margin: 0;
    }
    /* Ticks line up with the slider's thumb: it travels between half a thumb (8px) from each end. */
    .marks {
      position: relative;
      height: 0.6rem;
      margin: 0 8px;
    }
    .tick {
      position: absolute;
      top: 0;
      width: 2px;
      height: 0.35rem;
      margin-left: -1px;
      background: #cc79a7;
    }
    .tick.strong {
      width: 4px;
      height: 0.6rem;
      margin-left: -2px;
      background: #b2480a;
    }
    .sr {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `;

  /** 0 = the start, `length` = after the last step. */
  @property({ type: Number }) position = 0;
  @property({ type: Number }) length = 0;
  /** A label per position for screen readers ("3: c1-c5"); optional. */
  @property({ attribute: false }) labels?: readonly string[];
  /** Positions marked under the slider, with what they mean in words (`marksLabel`: "differences at steps"). */
  @property({ attribute: false }) marks?: readonly TimelineMark[];
  @property() marksLabel = 'marked steps';
  @state() private speed = DEFAULT_SPEED;

  private readonly playback = new PlaybackController(this, () => {
    if (this.position >= this.length) return false;
    this.seek(this.position + 1);
    return this.position + 1 < this.length;
  });

  get playing(): boolean {
    return this.playback.playing;
  }

  /** Moves to `position` (clamped) by asking the parent. */
  seek(position: number): void {
    const p = clampPosition(position, this.length);
    this.dispatchEvent(
      new CustomEvent<SeekDetail>('rb-seek', { detail: { position: p }, bubbles: true, composed: true }),
    );
  }

  togglePlay(): void {
    if (this.playback.playing) {
      this.playback.stop();
      return;
    }
    if (this.length === 0) return;
    const from = playStartPosition(this.position, this.length);
    if (from !== this.position) this.seek(from);
    this.playback.start(this.speed);
  }

  /** ← → Home End Space; returns true when the key was used (the caller then prevents its default). */
  handleKey(key: string): boolean {
    const cmd = timelineKey(key, this.position, this.length);
    if (!cmd) return false;
    if ('toggle' in cmd) this.togglePlay();
    else {
      this.playback.stop();
      this.seek(cmd.seek);
    }
    return true;
  }

  private readonly onSpeed = (e: Event): void => {
    this.speed = Number((e.target as HTMLSelectElement).value);
    if (this.playback.playing) this.playback.start(this.speed);
  };

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    // The slider handles arrows itself; Space toggles play everywhere in the bar except on buttons (which click).
    const t = e.composedPath()[0] as HTMLElement;
    if (t.tagName === 'BUTTON' && (e.key === ' ' || e.key === 'Enter')) return;
    if (t.tagName === 'SELECT') return;
    if (t.tagName === 'INPUT' && e.key !== ' ') return;
    if (this.handleKey(e.key)) e.preventDefault();
  };

  private renderMarks() {
    const marks = this.marks ?? [];
    if (marks.length === 0) return nothing;
    const at = (m: TimelineMark) =>
      this.length === 0 ? 0 : (clampPosition(m.position, this.length) / this.length) * 100;
    return html`<span class="marks" data-testid="timeline-marks">
      ${marks.map((m) => html`<span class=${m.strong ? 'tick strong' : 'tick'} data-position=${m.position} style=${`left: ${at(m)}%`} title=${`step ${m.position}`}></span>`)}
      <span class="sr">${this.marksLabel}: ${marks.map((m) => m.position).join(', ')}</span>
    </span>`;
  }

  override render() {
    const p = clampPosition(this.position, this.length);
    const atStart = p === 0;
    const atEnd = p >= this.length;
    const label = this.labels?.[p];
    const stop = (f: () => void) => () => {
      this.playback.stop();
      f();
    };
    return html`<div class="bar" role="group" aria-label="Timeline" @keydown=${this.onKeyDown}>
      <button
        type="button"
        aria-label="First position (Home)"
        title="First (Home)"
        ?disabled=${atStart}
        @click=${stop(() => this.seek(0))}
      >
        ${ICONS.first}
      </button>
      <button
        type="button"
        aria-label="Previous step (←)"
        title="Previous (←)"
        ?disabled=${atStart}
        @click=${stop(() => this.seek(p - 1))}
      >
        ${ICONS.prev}
      </button>
      <button
        type="button"
        aria-label=${this.playing ? 'Pause (Space)' : 'Play (Space)'}
        title=${this.playing ? 'Pause (Space)' : 'Play (Space)'}
        aria-pressed=${this.playing ? 'true' : 'false'}
        ?disabled=${this.length === 0}
        @click=${() => this.togglePlay()}
      >
        ${this.playing ? ICONS.pause : ICONS.play}
      </button>
      <button
        type="button"
        aria-label="Next step (→)"
        title="Next (→)"
        ?disabled=${atEnd}
        @click=${stop(() => this.seek(p + 1))}
      >
        ${ICONS.next}
      </button>
      <button
        type="button"
        aria-label="Last position (End)"
        title="Last (End)"
        ?disabled=${atEnd}
        @click=${stop(() => this.seek(this.length))}
      >
        ${ICONS.last}
      </button>
      <span class="track">
        <input
          type="range"
          min="0"
          max=${this.length}
          .value=${String(p)}
          aria-label="Step"
          aria-valuetext=${label ? `${p} of ${this.length}: ${label}` : `${p} of ${this.length}`}
          @input=${(e: Event) => {
            this.playback.stop();
            this.seek(Number((e.target as HTMLInputElement).value));
          }}
        />
        ${this.renderMarks()}
      </span>
      <span class="where" aria-live="polite">${p} / ${this.length}</span>
      <label
        >Speed
        <select aria-label="Playback speed (steps per second)" @change=${this.onSpeed}>
          ${SPEEDS.map((s) => html`<option value=${s} ?selected=${s === this.speed}>${s}×</option>`)}
        </select>
      </label>
    </div>`;
  }
}
