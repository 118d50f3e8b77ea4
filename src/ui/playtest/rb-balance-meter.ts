/**
 * <rb-balance-meter>: the live balance meter beside the board. It shows what
 * `BalanceMeter` has tallied so far: each winner's rate with its 95% interval
 * (a bar and a whisker), draws, games stopped by the limit, the mean length,
 * and for a match of rounds the rounds won per side; plus Pause / Resume.
 * It starts once the board has painted and the page is idle, so it never
 * delays the workbench's first paint; its games run in Web Workers.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Interval } from '../../engine/stats/proportions';
import { StoreController } from '../app/store-controller';
import type { Workbench } from '../app/workbench';
import { browserWorker, defaultWorkers } from '../../workers/browser';
import { BalanceMeter } from './meter-store';
import { reportActivity } from './report-activity';

declare global {
  interface HTMLElementTagNameMap {
    'rb-balance-meter': RbBalanceMeter;
  }
}

const pct = (p: number): string => `${Math.round(100 * p)}%`;
/** `± 4%`: the larger half of the interval, so a rate near 0 or 1 does not look surer than it is. */
const plusMinus = (i: Interval): string => `± ${Math.max(0, Math.round(100 * Math.max(i.p - i.lo, i.hi - i.p)))}%`;

function rateRow(name: string, i: Interval, kind: 'seat' | 'other', title = name) {
  return html`<tr data-testid=${`meter-row-${name}`}>
    <th scope="row" title=${title}>${name}</th>
    <td class="num">${pct(i.p)} <span class="ci">${plusMinus(i)}</span></td>
    <td class="bar" aria-hidden="true">
      <span class="fill ${kind}" style=${`width:${(100 * i.p).toFixed(1)}%`}></span>
      <span
        class="whisker"
        style=${`left:${(100 * i.lo).toFixed(1)}%;width:${(100 * (i.hi - i.lo)).toFixed(1)}%`}
      ></span>
    </td>
  </tr>`;
}

@customElement('rb-balance-meter')
export class RbBalanceMeter extends LitElement {
  static override styles = css`
    :host {
      display: block;
      background: #fff;
      border: 1px solid #d7d7d7;
      border-radius: 4px;
      padding: 0.35rem 0.5rem;
      font-size: 0.85rem;
    }
    .head {
      display: flex;
      align-items: center;
      gap: 0.4rem;
    }
    h2 {
      font-size: 0.95rem;
      margin: 0;
      flex: 1;
    }
    button {
      font: inherit;
      min-height: 1.8rem;
      border: 1px solid #767676;
      border-radius: 4px;
      background: #fff;
      cursor: pointer;
      padding: 0 0.5rem;
    }
    button:focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: 1px;
    }
    .status {
      color: #555;
      margin: 0.2rem 0;
    }
    .status.stale,
    .status.error {
      color: #a63d00;
      font-weight: 600;
    }
    /* Fixed columns: the log column is as narrow as 12rem, and nothing may spill out of it. */
    table {
      border-collapse: collapse;
      width: 100%;
      table-layout: fixed;
    }
    th {
      width: 34%;
      text-align: left;
      font-weight: 600;
      padding: 0.05rem 0.3rem 0.05rem 0;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    td {
      padding: 0.05rem 0.2rem;
    }
    .num {
      width: 46%;
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    .ci {
      color: #555;
      white-space: nowrap;
    }
    .bar {
      position: relative;
      height: 0.8rem;
    }
    .bar .fill {
      position: absolute;
      left: 0;
      top: 0.15rem;
      height: 0.5rem;
    }
    .fill.seat {
      background: #0072b2;
    }
    .fill.other {
      background: #999;
    }
    .whisker {
      position: absolute;
      top: 0.4rem;
      height: 0;
      border-top: 2px solid #1b1b1b;
    }
    .dim {
      opacity: 0.45;
    }
    dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 0 0.5rem;
      margin: 0.25rem 0 0;
    }
    dt {
      color: #555;
    }
    dd {
      margin: 0;
      font-variant-numeric: tabular-nums;
    }
  `;

  @property({ attribute: false }) workbench!: Workbench;
  /** Public for the browser tests, which read its tally. */
  meter!: BalanceMeter;
  private store?: StoreController<BalanceMeter>;
  private waiting: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.store) this.startAfterBoard();
  }

  /** Made before the first render: when the element upgrades late (define-later.ts), `workbench` is set only by then. */
  protected override willUpdate(): void {
    if (this.store) return;
    // One worker fewer than the cores: the page's own thread keeps a core to itself.
    this.meter = new BalanceMeter(this.workbench, {
      spawn: browserWorker,
      workers: Math.max(1, Math.min(4, defaultWorkers() - 1)),
      reports: reportActivity,
    });
    this.store = new StoreController(this, this.meter);
    this.startAfterBoard();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.waiting?.();
    this.waiting = null;
    if (this.store) this.meter.stop();
  }

  /** Starts the meter after the board's first paint, when the page is idle (at most a second later). */
  private startAfterBoard(): void {
    const go = () =>
      void requestAnimationFrame(() => {
        const idle = (fn: () => void) =>
          'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 200);
        idle(() => {
          if (this.isConnected) this.meter.start();
        });
      });
    if (this.workbench.frame) return go();
    this.waiting = this.workbench.subscribe(() => {
      if (!this.workbench.frame) return;
      this.waiting?.();
      this.waiting = null;
      go();
    });
  }

  private status(): { text: string; kind: string } {
    const m = this.meter;
    const games = m.tally?.games ?? 0;
    if (m.error) return { text: `Stopped: ${m.error}. Edit the ruleset to start again.`, kind: 'error' };
    if (m.stale)
      return { text: `The ruleset has problems: figures for its last valid version (${games} games).`, kind: 'stale' };
    if (!m.rules) return { text: 'Starts once the rules load.', kind: '' };
    if (m.paused) return { text: `Paused after ${games} games.`, kind: '' };
    if (m.held) return { text: `Waiting while the playtest plays (${games} games so far).`, kind: '' };
    if (!m.tally) return { text: 'Playing the first games…', kind: '' };
    return { text: `${games.toLocaleString('en')} random games${m.running ? ', more coming' : ''}.`, kind: '' };
  }

  override render() {
    const m = this.meter;
    const r = m.report;
    const status = this.status();
    return html`<section aria-labelledby="meter-title">
      <div class="head">
        <h2
          id="meter-title"
          title="Random games of the rules in the editor, played in the background; restarts on every valid edit"
        >
          Balance
        </h2>
        <button
          type="button"
          aria-pressed=${m.paused ? 'true' : 'false'}
          data-testid="meter-pause"
          title=${m.paused ? 'Play games again' : 'Stop playing games in the background'}
          @click=${() => m.togglePause()}
        >
          ${m.paused ? 'Resume' : 'Pause'}
        </button>
      </div>
      <p class="status ${status.kind}" data-testid="meter-status">${status.text}</p>
      ${
        r
          ? html`<div class=${m.stale ? 'dim' : ''} data-testid="meter-figures">
              <table aria-label="Win rates with 95% intervals">
                ${r.seats.map((seat) => rateRow(seat, r.winRate[seat], 'seat'))} ${rateRow('draw', r.drawRate, 'other')}
                ${
                  r.rounds
                    ? rateRow(
                        'round limit',
                        r.timeouts.rate,
                        'other',
                        "rounds stopped by the ply limit (the workbench's limit, not the rules)",
                      )
                    : rateRow(
                        'at limit',
                        r.timeouts.rate,
                        'other',
                        "games stopped by the ply or turn limit (the workbench's limit, not the rules)",
                      )
                }
              </table>
              <dl>
                <dt>mean length</dt>
                <dd data-testid="meter-length">${r.length.mean.toFixed(1)} plies</dd>
                ${
                  r.rounds
                    ? html`<dt>rounds won</dt>
                        <dd data-testid="meter-rounds">
                          ${Object.entries(r.rounds.sides)
                            .map(([side, i]) => `${side} ${pct(i.p)} ${plusMinus(i)}`)
                            .join(', ')}
                        </dd>`
                    : nothing
                }
              </dl>
            </div>`
          : nothing
      }
    </section>`;
  }
}
