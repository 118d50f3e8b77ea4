/**
 * <rb-compare>: the compare view in the workbench's main area. Ruleset A (the open one) and
 * ruleset B (picked here, edited in the "Ruleset B" tab) play the workbench's scenario on two
 * boards, each with its move log, on one timeline that marks where they differ; beside them the
 * differences at the step shown, the legal moves one side has and the other lacks, and the
 * semantic diff of the two rulesets, whose entries open their keys in A's or B's editor.
 * All state lives in `CompareModel`; this element renders it and forwards events.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { DiffEntry } from '../../engine/compare/semantic-diff';
import type { ActionObject } from '../../engine/game';
import type { Replay } from '../../engine/scenario/replay';
import { downloadText, fileNameOf } from '../app/download';
import { ReplayTimeline } from '../app/replay-timeline';
import { logEntries } from '../app/replay-view';
import { StoreController } from '../app/store-controller';
import '../board/rb-board';
import '../timeline/rb-move-log';
import '../timeline/rb-timeline';
import type { RevealDetail } from '../timeline/rb-move-log';
import type { RbTimeline, SeekDetail, TimelineMark } from '../timeline/rb-timeline';
import type { LogEntry } from '../timeline/types';
import type { CompareModel } from './compare-model';
import type { CompareRun } from './compare-run';
import { differencesAt, differingSquares, sideNote, sidePositions, stepAt } from './divergence';

declare global {
  interface HTMLElementTagNameMap {
    'rb-compare': RbCompare;
  }
}

/** A legal action in scenario form, as it is pasted under `actions:`. */
function actionLine(a: ActionObject): string {
  return `- { ${Object.entries(a)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ')} }`;
}

/** One side's board and log, rebuilt only when its replay changes. */
interface SideView {
  replay: Replay;
  timeline: ReplayTimeline;
  /** The log up to the step the side stopped at: its board never goes past it. */
  entries: LogEntry[];
}

@customElement('rb-compare')
export class RbCompare extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      gap: 0.4rem;
      min-height: 0;
      min-width: 0;
      padding: 0.5rem 0.75rem;
      grid-column: 1 / -2;
      overflow: auto;
      font-size: 0.95rem;
    }
    button,
    select {
      font: inherit;
      min-height: 2rem;
      border: 1px solid #767676;
      border-radius: 4px;
      background: #fff;
      color: #111;
      cursor: pointer;
      padding: 0 0.5rem;
    }
    button:disabled {
      opacity: 0.45;
      cursor: default;
    }
    button:focus-visible,
    select:focus-visible,
    summary:focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: 1px;
    }
    /* The picker's longest choice must not push it out of a narrow pane. */
    select[data-testid='compare-b'] {
      max-width: 100%;
      min-width: 0;
    }
    label:has(> select[data-testid='compare-b']) {
      max-width: 100%;
      min-width: 0;
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem;
    }
    .bar label {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
    }
    .edited {
      font-size: 0.85rem;
      color: #8a3a00;
    }
    .summary {
      color: #333;
    }
    .sides {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: 0.75rem;
    }
    .side {
      display: flex;
      flex-direction: column;
      gap: 0.3rem;
      min-width: 0;
    }
    .side h2 {
      font-size: 1rem;
      margin: 0;
    }
    .note {
      margin: 0;
      padding: 0.3rem 0.5rem;
      background: #fff4e5;
      border-left: 4px solid #b2480a;
    }
    .board {
      height: min(42vh, 26rem);
      min-height: 12rem;
    }
    .stale rb-board {
      opacity: 0.55;
    }
    rb-move-log {
      max-height: 9rem;
      background: #fff;
      border: 1px solid #ccc;
      border-radius: 4px;
    }
    .blocked {
      margin: 0;
      padding: 0.4rem 0.6rem;
      background: #fdecec;
      border-left: 4px solid #a63d00;
    }
    .details {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: 0.75rem;
    }
    .details h3 {
      font-size: 0.95rem;
      margin: 0.2rem 0;
    }
    ul {
      margin: 0.2rem 0;
      padding-left: 1.2rem;
    }
    .diff li {
      margin: 0.15rem 0;
    }
    .diff button {
      min-height: 1.6rem;
      padding: 0 0.35rem;
      margin-left: 0.25rem;
      font-size: 0.85rem;
    }
    pre {
      margin: 0.2rem 0;
      max-height: 12rem;
      overflow: auto;
      background: #f6f6f6;
      padding: 0.3rem;
      font-size: 0.85rem;
    }
    .muted {
      color: #555;
    }
    .problems button {
      border: 0;
      background: transparent;
      text-align: left;
      color: #a63d00;
      padding: 0.1rem 0;
      min-height: 0;
    }
    @media (max-width: 900px) {
      .sides,
      .details {
        grid-template-columns: minmax(0, 1fr);
      }
    }
  `;

  @property({ attribute: false }) model!: CompareModel;
  /** The list of legal moves on one side only is shown on request (it formats every legal move). */
  @state() private showLegal = false;
  private store?: StoreController<CompareModel>;
  private sides: { a: SideView | null; b: SideView | null } = { a: null, b: null };

  override connectedCallback(): void {
    super.connectedCallback();
    this.store ??= new StoreController(this, this.model);
  }

  /** n: next difference, N (Shift+n): previous; the timeline's keys otherwise. True when the key was used. */
  handleKey(key: string): boolean {
    if (key === 'n') this.model.jumpNext();
    else if (key === 'N') this.model.jumpPrevious();
    else return this.renderRoot.querySelector<RbTimeline>('rb-timeline')?.handleKey(key) ?? false;
    return true;
  }

  private side(which: 'a' | 'b', replay: Replay, halt: number | null): SideView {
    const known = this.sides[which];
    if (known && known.replay === replay) return known;
    const entries = logEntries(replay);
    const view = {
      replay,
      timeline: ReplayTimeline.of(replay),
      entries: halt === null ? entries : entries.slice(0, halt + 1),
    };
    this.sides[which] = view;
    return view;
  }

  private renderBar(run: CompareRun | null) {
    const m = this.model;
    const b = m.b;
    const starts = m.starts;
    const c = run?.comparison;
    const summary = !c
      ? ''
      : c.firstDivergence === null
        ? 'A and B play this scenario the same way.'
        : c.firstDivergence === 0
          ? 'They differ from the start position.'
          : `First divergence after action ${c.firstDivergence}.`;
    const halts = c
      ? [
          c.haltA !== null ? `A stops at action ${c.haltA}.` : '',
          c.haltB !== null ? `B stops at action ${c.haltB}.` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : '';
    return html`<div class="bar">
      <label
        >Ruleset B
        <select
          aria-label="Ruleset B: the version to compare with"
          data-testid="compare-b"
          @change=${(e: Event) => m.chooseB((e.target as HTMLSelectElement).value)}
        >
          ${m.choices.map((ch) => html`<option value=${ch.key} .selected=${live(ch.key === b?.choice)}>${ch.label}</option>`)}
        </select>
      </label>
      ${
        m.bEdited
          ? html`<span class="edited">B edited</span>
              <button type="button" @click=${() => m.revertB()} title="Put back the text B was picked with">
                ↺ Revert B
              </button>`
          : nothing
      }
      <button
        type="button"
        ?disabled=${!b}
        @click=${() => m.showB(true)}
        title="Edit ruleset B in the editor's Ruleset B tab"
      >
        Edit B
      </button>
      <button
        type="button"
        ?disabled=${!b}
        aria-label=${`Download ruleset B (${b ? fileNameOf(b.file.path) : 'none'})`}
        @click=${() => b && downloadText(fileNameOf(b.file.path), b.file.text)}
      >
        ⤓ B
      </button>
      <span class="spacer"></span>
      <button
        type="button"
        data-testid="first-divergence"
        ?disabled=${starts.length === 0}
        @click=${() => m.jumpFirst()}
        title="Jump to the first step where A and B differ"
      >
        ⤒ First difference
      </button>
      <button
        type="button"
        ?disabled=${starts.length === 0}
        @click=${() => m.jumpPrevious()}
        title="Previous difference (Shift+N)"
      >
        ◀ Previous
      </button>
      <button
        type="button"
        data-testid="next-divergence"
        ?disabled=${starts.length === 0}
        @click=${() => m.jumpNext()}
        title="Next difference (N)"
      >
        Next difference ▶
      </button>
      <span class="summary" role="status" data-testid="compare-summary">${summary} ${halts}</span>
    </div>`;
  }

  private renderSide(
    name: 'A' | 'B',
    view: SideView,
    position: number,
    note: string | null,
    stale: boolean,
    differing: readonly string[],
  ) {
    const { replay, timeline, entries } = view;
    timeline.seek(position);
    const frame = timeline.frame!;
    const marks = {
      ...frame.marks,
      squares: [...(frame.marks.squares ?? []), ...differing.map((square) => ({ square, mark: 'differs' as const }))],
    };
    const file = name === 'A' ? this.model.wb.ruleset.path : (this.model.b?.file.path ?? '');
    return html`<section
      class="side ${stale ? 'stale' : ''}"
      aria-label=${`Ruleset ${name}: ${fileNameOf(file)}`}
      data-side=${name}
    >
      <h2>${name} · ${fileNameOf(file)}${name === 'B' && this.model.bEdited ? ' (edited)' : ''}</h2>
      ${note ? html`<p class="note" role="status" data-testid=${`note-${name}`}>${note}</p>` : nothing}
      <div class="board">
        <rb-board
          data-side=${name}
          .game=${replay.game}
          .state=${frame.state}
          .marks=${marks}
          .interactive=${false}
          .greyed=${stale}
        ></rb-board>
      </div>
      <rb-move-log
        aria-label=${`Moves under ${name}`}
        .entries=${entries}
        .position=${frame.position}
        @rb-seek=${(e: CustomEvent<SeekDetail>) => this.model.seek(e.detail.position)}
        @rb-reveal=${(e: CustomEvent<RevealDetail>) => this.model.revealInWorkbench('scenario', e.detail.line)}
      ></rb-move-log>
    </section>`;
  }

  private renderDifferences(run: CompareRun, position: number, squares: readonly string[]) {
    const c = run.comparison;
    const list = differencesAt(c, position);
    const legal = this.model.legalOnlyOneSide();
    const where = position === 0 ? 'At the start position' : `After action ${position}`;
    return html`<section aria-labelledby="step-diff-title" data-testid="step-differences">
      <h3 id="step-diff-title">${where}</h3>
      ${
        list.length === 0
          ? html`<p class="muted">A and B agree here.</p>`
          : html`<ul>
              ${list.map((d) => html`<li data-kind=${d.kind}>${d.text}</li>`)}
            </ul>`
      }
      ${squares.length ? html`<p data-testid="differing-squares">Squares that differ: ${squares.join(', ')}</p>` : nothing}
      ${
        legal
          ? html`<p>
                Legal moves on one side only: ${legal.onlyA.length} in A only, ${legal.onlyB.length} in B only.
                ${
                  legal.onlyA.length + legal.onlyB.length > 0
                    ? html`<button
                        type="button"
                        aria-expanded=${this.showLegal ? 'true' : 'false'}
                        @click=${() => (this.showLegal = !this.showLegal)}
                      >
                        ${this.showLegal ? 'Hide the list' : 'List them'}
                      </button>`
                    : nothing
                }
              </p>
              ${
                this.showLegal && legal.onlyA.length
                  ? html`<p>Only in A (scenario form):</p>
                      <pre data-testid="legal-only-a">${legal.onlyA.map(actionLine).join('\n')}</pre>`
                  : nothing
              }
              ${
                this.showLegal && legal.onlyB.length
                  ? html`<p>Only in B (scenario form):</p>
                      <pre data-testid="legal-only-b">${legal.onlyB.map(actionLine).join('\n')}</pre>`
                  : nothing
              }`
          : nothing
      }
    </section>`;
  }

  private renderDiff(run: CompareRun) {
    const m = this.model;
    const entry = (d: DiffEntry) =>
      html`<li>
        ${d.text}
        <button
          type="button"
          data-testid="diff-open-a"
          data-path=${d.path}
          aria-label=${`Open ${d.path} in ruleset A's editor`}
          @click=${() => m.openKey('a', d)}
        >
          A
        </button>
        <button
          type="button"
          data-testid="diff-open-b"
          data-path=${d.path}
          aria-label=${`Open ${d.path} in ruleset B's editor`}
          @click=${() => m.openKey('b', d)}
        >
          B
        </button>
      </li>`;
    const rules = run.diff.filter((d) => d.kind !== 'text');
    const texts = run.diff.filter((d) => d.kind === 'text');
    return html`<section class="diff" aria-labelledby="rules-diff-title" data-testid="rules-diff">
      <h3 id="rules-diff-title">Rules that differ (A → B)</h3>
      ${
        rules.length === 0
          ? html`<p class="muted">A and B play the same rules.</p>`
          : html`<ul>
              ${rules.map(entry)}
            </ul>`
      }
      ${
        texts.length
          ? html`<h3>Titles and descriptions</h3>
              <ul>
                ${texts.map(entry)}
              </ul>`
          : nothing
      }
      ${m.keyNote ? html`<p class="muted" role="status">${m.keyNote}</p>` : nothing}
    </section>`;
  }

  private renderProblems() {
    const m = this.model;
    const list = m.evaluation.bProblems;
    if (list.length === 0) return nothing;
    return html`<section class="problems" aria-labelledby="b-problems-title">
      <h3 id="b-problems-title">Problems under ruleset B</h3>
      <ul>
        ${list.map(
          (d) =>
            html`<li>
              <button
                type="button"
                @click=${() => (d.file === m.b?.file.path ? m.revealInB(d.line, d.col) : m.revealInWorkbench('scenario', d.line, d.col))}
              >
                ${fileNameOf(d.file)}:${d.line}:${d.col}: ${d.message}
              </button>
            </li>`,
        )}
      </ul>
    </section>`;
  }

  override render() {
    const m = this.model;
    const run = m.run;
    const blocked = m.evaluation.blocked;
    if (!run) {
      return html`${this.renderBar(null)}
        <p class="blocked" role="alert">${blocked ?? 'Nothing to compare yet.'}</p>
        ${this.renderProblems()}`;
    }
    const position = m.position;
    const c = run.comparison;
    const at = sidePositions(c, position);
    const step = stepAt(c, position);
    const a = this.side('a', run.a, c.haltA),
      b = this.side('b', run.b, c.haltB);
    const differing = differingSquares(run, position);
    const marks: TimelineMark[] = (() => {
      const starts = new Set(m.starts);
      return m.marks.map((p) => ({ position: p, strong: starts.has(p) }));
    })();
    return html`${this.renderBar(run)}
      ${blocked ? html`<p class="blocked" role="alert">${blocked} The boards show the last good run.</p>` : nothing}
      ${run.scenario ? nothing : html`<p class="muted">No scenario is open: the two start positions. Open or record a scenario to compare play.</p>`}
      <div class="sides">
        ${this.renderSide('A', a, at.a, step ? sideNote('A', step.a, step.index, c.haltA) : null, m.stale, differing)}
        ${this.renderSide('B', b, at.b, step ? sideNote('B', step.b, step.index, c.haltB) : null, m.stale, differing)}
      </div>
      <rb-timeline
        .position=${position}
        .length=${m.length}
        .labels=${a.entries.map((e) => e.label)}
        .marks=${marks}
        marksLabel="A and B differ at steps"
        @rb-seek=${(e: CustomEvent<SeekDetail>) => m.seek(e.detail.position)}
      ></rb-timeline>
      <div class="details">${this.renderDifferences(run, position, differing)} ${this.renderDiff(run)}</div>
      ${this.renderProblems()}`;
  }
}
