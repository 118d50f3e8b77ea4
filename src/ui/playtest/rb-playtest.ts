/**
 * <rb-playtest>: the header's "Playtest…" button and its dialog. The form
 * sets up a self-play run (games, seed, a bot per seat, seat swap, where
 * games start), the run plays on Web Workers with progress, time left and
 * Cancel, and the balance report shows the same figures and charts as the
 * CLI's HTML report, with JSON, CSV and HTML downloads and a way to open any
 * game of the run as a scenario. The report code (Observable Plot) loads only
 * when a report is shown.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { runTitle } from '../../report/meta';
import { downloadText } from '../app/download';
import { StoreController } from '../app/store-controller';
import type { Workbench } from '../app/workbench';
import { browserWorker, defaultWorkers } from '../../workers/browser';
import { MAX_GAMES, PlaytestStore, type BotKind, type PlaytestResult } from './playtest-store';
import { reportActivity } from './report-activity';

declare global {
  interface HTMLElementTagNameMap {
    'rb-playtest': RbPlaytest;
  }
}

/** Game numbers shown per result before "…": enough to find an odd one, few enough to read. */
const GAMES_LISTED = 12;

function timeLeft(ms: number | null): string {
  if (ms === null) return 'estimating the time left…';
  const s = Math.ceil(ms / 1000);
  return s < 60 ? `about ${s} s left` : `about ${Math.floor(s / 60)} min ${s % 60} s left`;
}

@customElement('rb-playtest')
export class RbPlaytest extends LitElement {
  static override styles = css`
    :host {
      display: contents;
    }
    button,
    select,
    input {
      font: inherit;
    }
    button,
    select {
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
    input {
      min-height: 1.8rem;
      border: 1px solid #767676;
      border-radius: 4px;
      padding: 0 0.4rem;
    }
    :focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: 1px;
    }
    dialog {
      width: min(60rem, 94vw);
      max-height: 92vh;
      padding: 0;
      border: 1px solid #999;
      border-radius: 6px;
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.25);
    }
    .body {
      padding: 0.8rem 1.1rem 1.1rem;
      overflow: auto;
      max-height: calc(92vh - 3.5rem);
    }
    .title {
      display: flex;
      align-items: center;
      gap: 0.6rem;
      padding: 0.5rem 1.1rem;
      border-bottom: 1px solid #d7d7d7;
    }
    .title h2 {
      flex: 1;
      margin: 0;
      font-size: 1.1rem;
    }
    fieldset {
      border: 1px solid #d7d7d7;
      border-radius: 4px;
      margin: 0 0 0.6rem;
      padding: 0.4rem 0.7rem;
    }
    legend {
      font-weight: 600;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 1.2rem;
      align-items: center;
    }
    label {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
    }
    .seat {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      margin: 0.2rem 0;
    }
    .seat .name {
      min-width: 7rem;
      font-weight: 600;
    }
    .problem,
    .error {
      color: #a63d00;
      font-weight: 600;
      margin: 0.2rem 0;
    }
    .hint {
      color: #555;
      font-size: 0.85rem;
    }
    .actions {
      display: flex;
      gap: 0.6rem;
      align-items: center;
      margin: 0.4rem 0;
    }
    progress {
      width: 16rem;
    }
    .notice {
      background: #e6f1f8;
      border-left: 4px solid #0072b2;
      padding: 0.3rem 0.5rem;
    }
    .report table {
      border-collapse: collapse;
      margin: 0.6rem 0;
    }
    .report td,
    .report th {
      padding: 0.2rem 0.8rem;
      border-bottom: 1px solid #ddd;
      text-align: left;
    }
    .report th {
      font-weight: 600;
    }
    .report h2 {
      font-size: 1rem;
      margin: 1.1rem 0 0.3rem;
    }
    .report figure {
      margin: 0;
    }
    .report svg {
      max-width: 100%;
      height: auto;
    }
    .games {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      align-items: center;
      margin: 0.2rem 0;
    }
    .games button {
      min-height: 1.7rem;
      padding: 0 0.4rem;
    }
  `;

  @property({ attribute: false }) workbench!: Workbench;
  /** Public for the browser tests, which read its result. */
  store!: PlaytestStore;
  private controller?: StoreController<PlaytestStore>;
  @query('dialog') private dialog!: HTMLDialogElement;
  @state() private open = false;
  /** The report's figures and charts as HTML, drawn for one result. */
  @state() private drawn: { result: PlaytestResult; html: string } | null = null;
  @state() private gameNumber = '1';
  /** The workbench changed (another step, an edit): the form's "from here" line follows it. */
  private unwatch: (() => void) | null = null;

  /** Made before the first render: when the element upgrades late (define-later.ts), `workbench` is set only by then. */
  protected override willUpdate(): void {
    if (this.controller) return;
    this.store = new PlaytestStore(this.workbench, {
      spawn: browserWorker,
      workers: defaultWorkers(),
      reports: reportActivity,
    });
    this.controller = new StoreController(this, this.store);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unwatch?.();
    this.unwatch = null;
    if (this.controller) this.store.cancel();
  }

  private show(): void {
    this.open = true;
    this.unwatch ??= this.workbench.subscribe(() => this.requestUpdate());
    this.dialog.showModal();
  }

  private close(): void {
    this.dialog.close();
  }

  private readonly onClosed = () => {
    this.open = false;
    this.unwatch?.();
    this.unwatch = null;
  };

  protected override updated(): void {
    const result = this.store.result;
    if (result && this.drawn?.result !== result) void this.draw(result);
  }

  /** Draws the report's charts into this page's document, with the report module loaded on demand. */
  private async draw(result: PlaytestResult): Promise<void> {
    const { reportSections } = await import('../../report/html');
    if (this.store.result !== result) return;
    this.drawn = { result, html: reportSections(result.meta, result.report, document) };
  }

  private async downloadHtml(result: PlaytestResult): Promise<void> {
    const { reportHtml } = await import('../../report/html');
    downloadText(`${this.store.fileStem()}.html`, reportHtml(result.meta, result.report, document), 'text/html');
  }

  private renderTarget() {
    const s = this.store;
    const here = s.here();
    const disabled = s.running;
    return html`<fieldset>
      <legend>Where every game starts</legend>
      <div class="row">
        <label
          ><input
            type="radio"
            name="from"
            .checked=${!s.form.fromHere}
            ?disabled=${disabled}
            @change=${() => s.update({ fromHere: false })}
          />The ruleset's start (${this.workbench.rulesetId})</label
        >
        <label title="Simulate from here: every game starts from the position on the board"
          ><input
            type="radio"
            name="from"
            data-testid="from-here"
            .checked=${s.form.fromHere}
            ?disabled=${disabled || 'error' in here}
            @change=${() => s.update({ fromHere: true })}
          />
          From here: ${'error' in here ? 'not available' : here.from}</label
        >
      </div>
      ${'error' in here && !s.form.fromHere ? html`<p class="hint">${here.error}</p>` : nothing}
      ${s.problems.target ? html`<p class="problem" role="alert">${s.problems.target}</p>` : nothing}
    </fieldset>`;
  }

  private renderBots() {
    const s = this.store;
    const seats = s.seats();
    return html`<fieldset>
      <legend>Bots</legend>
      ${seats.length === 0 ? html`<p class="hint">The seats appear once the rules load.</p>` : nothing}
      ${seats.map((seat, i) => {
        const bot = s.botAt(i);
        const problem = s.problems.bots?.[i];
        return html`<div class="seat">
            <span class="name" id=${`seat-${i}`}>${seat}</span>
            <select
              aria-labelledby=${`seat-${i}`}
              data-testid=${`bot-${i}`}
              ?disabled=${s.running}
              @change=${(e: Event) => s.setBot(i, { kind: (e.target as HTMLSelectElement).value as BotKind })}
            >
              <option value="random" .selected=${bot.kind === 'random'}>random: any legal move</option>
              <option value="greedy" .selected=${bot.kind === 'greedy'}>greedy: the best move one step ahead</option>
              <option value="mcts" .selected=${bot.kind === 'mcts'}>MCTS: searches ahead (slower, stronger)</option>
            </select>
            ${
              bot.kind === 'mcts'
                ? html`<label
                    >simulations per move
                    <input
                      type="text"
                      inputmode="numeric"
                      size="6"
                      .value=${bot.iterations}
                      ?disabled=${s.running}
                      aria-invalid=${problem ? 'true' : 'false'}
                      @input=${(e: Event) => s.setBot(i, { iterations: (e.target as HTMLInputElement).value })}
                  /></label>`
                : nothing
            }
          </div>
          ${problem ? html`<p class="problem" role="alert">${problem}</p>` : nothing}`;
      })}
      <label
        ><input
          type="checkbox"
          .checked=${s.form.swap}
          ?disabled=${s.running}
          data-testid="swap"
          @change=${(e: Event) => s.update({ swap: (e.target as HTMLInputElement).checked })}
        />
        Swap seats: play each game again with the bots' seats exchanged (tells a first-player edge from a bot
        edge)</label
      >
    </fieldset>`;
  }

  private numberField(label: string, key: 'games' | 'seed' | 'workers', hint: string) {
    const s = this.store;
    const problem = s.problems[key];
    return html`<label
      >${label}
      <input
        type="text"
        inputmode="numeric"
        size="7"
        data-testid=${`field-${key}`}
        .value=${s.form[key]}
        ?disabled=${s.running}
        title=${hint}
        aria-invalid=${problem ? 'true' : 'false'}
        @input=${(e: Event) => s.update({ [key]: (e.target as HTMLInputElement).value })}
    /></label>`;
  }

  private renderForm() {
    const s = this.store;
    const p = s.problems;
    return html`${this.renderTarget()}
      <fieldset>
        <legend>Games</legend>
        <div class="row">
          ${this.numberField('Games', 'games', `Seeds to play, 1 … ${MAX_GAMES.toLocaleString('en')} (with seat swap each is played twice)`)}
          ${this.numberField('First seed', 'seed', 'Game g plays seed + g: the same seed gives the same games')}
          ${this.numberField('Workers', 'workers', 'Background threads playing games at once (one per core is fastest)')}
        </div>
        ${[p.games, p.seed, p.workers].filter(Boolean).map((m) => html`<p class="problem" role="alert">${m}</p>`)}
      </fieldset>
      ${this.renderBots()}
      <div class="actions">
        ${
          s.running
            ? html`<button type="button" data-testid="cancel-run" @click=${() => s.cancel()}>Cancel</button
                >${this.renderProgress()}`
            : html`<button type="button" data-testid="run" @click=${() => s.start()}>▶ Play the games</button>`
        }
        ${!s.running && s.cancelled ? html`<span class="hint" role="status">Cancelled.</span>` : nothing}
      </div>
      ${s.error ? html`<p class="error" role="alert">${s.error}</p>` : nothing}`;
  }

  private renderProgress() {
    const p = this.store.progress;
    if (!p) return nothing;
    return html`<progress max=${p.total} .value=${p.games} aria-label="Games played"></progress>
      <span role="status" data-testid="progress">${p.games} of ${p.total} games, ${timeLeft(p.remainingMs)}</span>`;
  }

  private renderGames(result: PlaytestResult) {
    const s = this.store;
    const seats = result.report.seats;
    const groups = [...seats.map((seat, i) => ({ label: `${seat} won`, w: i })), { label: 'drawn', w: -1 }];
    const open = (k: number) =>
      void s.openGame(k).then(() => {
        if (!s.error) this.close();
      });
    return html`<h2>Open a game as a scenario</h2>
      <p class="hint">Every game replays from its seed: open one to step through it on the board.</p>
      ${groups.map(({ label, w }) => {
        const games = result.winners.flatMap((x, k) => (x === w ? [k] : []));
        if (games.length === 0) return nothing;
        return html`<div class="games">
          <span>${label}:</span> ${games
            .slice(0, GAMES_LISTED)
            .map(
              (k) =>
                html`<button
                  type="button"
                  data-testid=${`open-game-${k + 1}`}
                  ?disabled=${s.opening !== null}
                  aria-label=${`Open game #${k + 1} (${label}) as a scenario`}
                  @click=${() => open(k)}
                >
                  #${k + 1}
                </button>`,
            )}
          ${games.length > GAMES_LISTED ? html`<span class="hint">and ${games.length - GAMES_LISTED} more</span>` : nothing}
        </div>`;
      })}
      <div class="games">
        <label
          >Game #
          <input
            type="text"
            inputmode="numeric"
            size="6"
            .value=${this.gameNumber}
            @input=${(e: Event) => (this.gameNumber = (e.target as HTMLInputElement).value)}
        /></label>
        <button type="button" ?disabled=${s.opening !== null} @click=${() => open(Number(this.gameNumber) - 1)}>
          Open
        </button>
        ${s.opening !== null ? html`<span role="status">Writing game #${s.opening + 1}…</span>` : nothing}
      </div>`;
  }

  private renderReport(result: PlaytestResult) {
    const s = this.store;
    const seconds = (result.elapsedMs / 1000).toFixed(1);
    return html`<section class="report" aria-labelledby="report-title" data-testid="report">
      <h2 id="report-title">Balance report: ${runTitle(result.meta)}</h2>
      <p class="hint">${result.report.games} games in ${seconds} s on ${result.workers} worker(s).</p>
      ${s.rulesChanged() ? html`<p class="notice" role="note">The ruleset changed since this playtest: these figures are for the text it had then.</p>` : nothing}
      <div class="actions">
        <button type="button" @click=${() => downloadText(`${s.fileStem()}.json`, s.json(), 'application/json')}>
          ⤓ JSON
        </button>
        <button type="button" @click=${() => downloadText(`${s.fileStem()}.csv`, s.csv(), 'text/csv')}>⤓ CSV</button>
        <button type="button" @click=${() => void this.downloadHtml(result)}>⤓ HTML report</button>
      </div>
      ${this.drawn?.result === result ? html`<div data-testid="report-figures">${unsafeHTML(this.drawn.html)}</div>` : html`<p class="hint">Drawing the charts…</p>`}
      ${this.renderGames(result)}
    </section>`;
  }

  override render() {
    const result = this.store.result;
    return html`<button
        type="button"
        data-testid="playtest"
        aria-haspopup="dialog"
        title="Let bots play many games and report the balance"
        @click=${() => this.show()}
      >
        Playtest…
      </button>
      <dialog aria-labelledby="playtest-title" @close=${this.onClosed}>
        <div class="title">
          <h2 id="playtest-title">Playtest: bots play many games</h2>
          <button type="button" aria-label="Close the playtest" @click=${() => this.close()}>×</button>
        </div>
        ${this.open ? html`<div class="body">${this.renderForm()}${result ? this.renderReport(result) : nothing}</div>` : nothing}
      </dialog>`;
  }
}
