/**
 * <rb-error-list>: every problem of the open files, each a button that
 * jumps to its line (`rb-goto`). Errors stop the files from loading;
 * failed checks are listed after them.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Diagnostic } from '../../engine/loader/diagnostics';
import type { FileKind } from '../storage/session';

export interface GotoDetail {
  kind: FileKind;
  line: number;
  col: number;
}

export interface ListedProblem {
  diagnostic: Diagnostic;
  /** Which editor holds the line; null for a file that is not open (a shipped ruleset the scenario names). */
  kind: FileKind | null;
  severity: 'error' | 'failure';
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-error-list': RbErrorList;
  }
  interface HTMLElementEventMap {
    'rb-goto': CustomEvent<GotoDetail>;
  }
}

@customElement('rb-error-list')
export class RbErrorList extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      max-height: 12rem;
      overflow: auto;
    }
    li + li {
      border-top: 1px solid #eee;
    }
    button {
      display: grid;
      grid-template-columns: 1.4rem 1fr;
      gap: 0.3rem;
      width: 100%;
      text-align: left;
      font: inherit;
      border: 0;
      background: transparent;
      padding: 0.3rem 0.4rem;
      cursor: pointer;
      color: inherit;
    }
    button:hover {
      background: #fff4e5;
    }
    button:focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: -3px;
    }
    button[disabled] {
      cursor: default;
    }
    .icon {
      font-weight: 700;
    }
    .error .icon {
      color: #c0392b;
    }
    .failure .icon {
      color: #a65e00;
    }
    .where {
      font-family: ui-monospace, Menlo, Consolas, monospace;
      color: #444;
    }
    .ok {
      color: #005a8c;
      margin: 0.3rem 0.4rem;
    }
  `;

  @property({ attribute: false }) problems: readonly ListedProblem[] = [];

  override render() {
    if (this.problems.length === 0) return html`<p class="ok" role="status">✓ No problems in the open files.</p>`;
    return html`<ul aria-label="Problems">
      ${this.problems.map(({ diagnostic: d, kind, severity }) => {
        const label = `${severity === 'error' ? 'Error' : 'Failed'} at ${d.file} line ${d.line}, column ${d.col}: ${d.message}`;
        return html`<li class=${severity}>
          <button
            type="button"
            aria-label=${label}
            ?disabled=${kind === null}
            @click=${() => kind && this.dispatchEvent(new CustomEvent<GotoDetail>('rb-goto', { detail: { kind, line: d.line, col: d.col }, bubbles: true, composed: true }))}
          >
            <span class="icon" aria-hidden="true">${severity === 'error' ? '✗' : '!'}</span>
            <span
              ><span class="where">${d.file}:${d.line}:${d.col}</span>
              ${d.message}${kind === null ? html` <em>(not open)</em>` : nothing}</span
            >
          </button>
        </li>`;
      })}
    </ul>`;
  }
}
