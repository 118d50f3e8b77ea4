/**
 * <rb-versions>: "Save as new version…" (a name, suggested and editable, then Save) and "Play
 * scenario on" (points the open scenario at another ruleset or version) in the workbench's
 * header; plus `versionOptions`, the saved versions as a group of the header's ruleset picker.
 * The logic is in `versions-store.ts`; this element shows it.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { StoreController } from '../app/store-controller';
import type { Workbench } from '../app/workbench';
import { playScenarioOn, rulesetChoices, saveAsVersion, scenarioRulesetId, suggestedVersionId } from './versions-store';

declare global {
  interface HTMLElementTagNameMap {
    'rb-versions': RbVersions;
  }
}

/** The value a ruleset picker option has for a saved version (shipped rulesets have their path). */
export const VERSION_OPTION = '#version:';

/** The saved versions as an option group of a ruleset picker, the open one selected. */
export function versionOptions(wb: Workbench) {
  const versions = wb.files.versions;
  if (versions.length === 0) return nothing;
  const open = wb.ruleset.origin === 'version' ? wb.rulesetId : null;
  return html`<optgroup label="Your versions">
    ${versions.map((v) => html`<option value=${VERSION_OPTION + v.id} .selected=${live(v.id === open)}>${v.id} (from ${v.from})</option>`)}
  </optgroup>`;
}

@customElement('rb-versions')
export class RbVersions extends LitElement {
  static override styles = css`
    :host {
      position: relative;
      display: inline-flex;
      gap: 0.5rem;
      align-items: center;
    }
    button,
    select,
    input {
      font: inherit;
      min-height: 2rem;
      border: 1px solid #767676;
      border-radius: 4px;
      background: #fff;
      color: #1b1b1b;
      padding: 0 0.6rem;
    }
    button {
      cursor: pointer;
    }
    /* A select is as wide as its longest option: a long ruleset title must not widen the page. */
    select {
      max-width: 24rem;
      text-overflow: ellipsis;
    }
    :focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: 1px;
    }
    .panel {
      position: absolute;
      top: calc(100% + 0.4rem);
      left: 0;
      z-index: 20;
      width: min(28rem, 90vw);
      display: flex;
      flex-direction: column;
      gap: 0.4rem;
      padding: 0.6rem;
      background: #fff;
      border: 1px solid #767676;
      border-radius: 4px;
      box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
      font-size: 0.9rem;
    }
    .panel label {
      display: flex;
      flex-direction: column;
      gap: 0.2rem;
    }
    .row {
      display: flex;
      gap: 0.5rem;
      justify-content: flex-end;
    }
    .note {
      margin: 0;
    }
    .error {
      margin: 0;
      color: #a4000f;
    }
  `;

  @property({ attribute: false }) workbench!: Workbench;
  @state() private naming: { id: string; error: string | null } | null = null;
  @query('input[name="version-id"]') private idInput?: HTMLInputElement;

  private store?: StoreController<Workbench>;

  override connectedCallback(): void {
    // The workbench is set before the element is connected (rb-app renders it with .workbench).
    this.store ??= new StoreController(this, this.workbench);
    super.connectedCallback();
  }

  private async openForm(): Promise<void> {
    this.naming = { id: suggestedVersionId(this.workbench), error: null };
    await this.updateComplete;
    this.idInput?.focus();
    this.idInput?.select();
  }

  private save(): void {
    if (!this.naming) return;
    const error = saveAsVersion(this.workbench, this.naming.id.trim());
    this.naming = error ? { ...this.naming, error } : null;
  }

  private renderForm() {
    const n = this.naming;
    if (!n) return nothing;
    return html`<div
      class="panel"
      role="dialog"
      aria-label="Save as new version"
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Escape') this.naming = null;
      }}
    >
      <label
        >Name of the new version (its ruleset id: scenarios name it in <code>ruleset:</code>)
        <input
          name="version-id"
          .value=${live(n.id)}
          spellcheck="false"
          autocomplete="off"
          aria-invalid=${n.error ? 'true' : 'false'}
          @input=${(e: Event) => (this.naming = { id: (e.target as HTMLInputElement).value, error: null })}
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'Enter') this.save();
          }}
        />
      </label>
      <p class="note">
        Keeps the ruleset's text as it is now under this name, in this browser. ${this.workbench.rulesetId} stays as it
        is.
      </p>
      ${n.error ? html`<p class="error" role="alert">${n.error}</p>` : nothing}
      <div class="row">
        <button type="button" @click=${() => (this.naming = null)}>Cancel</button>
        <button type="button" data-testid="save-version" @click=${() => this.save()}>Save version</button>
      </div>
    </div>`;
  }

  private renderPlayOn() {
    const wb = this.workbench;
    const playing = scenarioRulesetId(wb);
    if (playing === null) return nothing;
    const choices = rulesetChoices(wb);
    const known = choices.some((c) => c.id === playing);
    return html`<label
      >Scenario plays
      <select
        aria-label="The ruleset the scenario plays (rewrites its ruleset: line; Undo puts it back)"
        data-testid="play-on"
        @change=${(e: Event) => {
          const id = (e.target as HTMLSelectElement).value;
          if (id) playScenarioOn(wb, id);
        }}
      >
        ${known ? nothing : html`<option value="" .selected=${live(true)}>${playing || '(none)'}</option>`}
        <optgroup label="Shipped">
          ${choices.filter((c) => c.group === 'shipped').map((c) => html`<option value=${c.id} .selected=${live(c.id === playing)}>${c.label}</option>`)}
        </optgroup>
        ${
          choices.some((c) => c.group === 'version')
            ? html`<optgroup label="Your versions">
                ${choices.filter((c) => c.group === 'version').map((c) => html`<option value=${c.id} .selected=${live(c.id === playing)}>${c.label}</option>`)}
              </optgroup>`
            : nothing
        }
      </select>
    </label>`;
  }

  override render() {
    return html`<button
        type="button"
        aria-expanded=${this.naming ? 'true' : 'false'}
        title="Keep the ruleset as it is now under a new name, to compare and to play scenarios on"
        @click=${() => (this.naming ? (this.naming = null) : void this.openForm())}
      >
        Save as new version…
      </button>
      ${this.renderForm()} ${this.renderPlayOn()}`;
  }
}
