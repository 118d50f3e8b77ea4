/**
 * <rb-yaml-editor>: the ruleset and scenario editors (one Monaco editor, one
 * model per file, switched by the workbench's tab), and in the compare view a
 * third model for ruleset B (its "Ruleset B" tab). Light DOM, because
 * Monaco's styles live in document.head. Until Monaco has arrived the text
 * shows read-only, so the page is useful from the first paint.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FileKind } from '../storage/session';
import type { Workbench } from '../app/workbench';
import { workbenchResolver } from '../app/ruleset-resolver';
import { StoreController } from '../app/store-controller';
import { RULESET_B, whenCompareLoaded } from '../compare/compare-entry';
import type { CompareModel } from '../compare/compare-model';
import { loadEditor } from './load-editor';
import type { EditorHandle, EditorKind } from './monaco-setup';
import { scenarioFamily } from './scenario-family';

declare global {
  interface HTMLElementTagNameMap {
    'rb-yaml-editor': RbYamlEditor;
  }
}

@customElement('rb-yaml-editor')
export class RbYamlEditor extends LitElement {
  @property({ attribute: false }) workbench!: Workbench;
  @state() private loadError: string | null = null;
  private handle: EditorHandle | null = null;
  private store?: StoreController<Workbench>;
  private compare?: CompareModel;
  private seen = {
    revision: -1,
    evaluation: null as unknown,
    reveal: -1,
    paths: new Map<EditorKind, string>(),
    markers: new Map<FileKind, string>(),
  };
  private seenB = { revision: -1, reveal: -1, markers: '' };

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.store ??= new StoreController(this, this.workbench);
    whenCompareLoaded(this.workbench, (m) => {
      if (this.compare) return;
      this.compare = m;
      new StoreController(this, m);
      this.requestUpdate();
    });
  }

  get ready(): boolean {
    return this.handle !== null;
  }

  protected override firstUpdated(): void {
    // After the board has painted: the next frame, then a macrotask.
    requestAnimationFrame(() => setTimeout(() => void this.load(), 0));
  }

  private async load(): Promise<void> {
    try {
      const mod = await loadEditor();
      const host = this.querySelector<HTMLElement>('.monaco-host')!;
      this.handle = mod.createEditor(host, (kind, text) =>
        kind === RULESET_B ? this.compare?.setBText(text) : this.workbench.setText(kind, text),
      );
      this.dataset.ready = 'true';
      (window.rulebench ??= { workbench: this.workbench }).markers = (kind) => this.handle?.markers(kind) ?? [];
      this.sync(true);
      this.requestUpdate();
      performance.mark('rulebench:editor-ready');
      this.dispatchEvent(new CustomEvent('rb-editor-ready', { bubbles: true, composed: true }));
    } catch (e) {
      this.loadError = e instanceof Error ? e.message : String(e);
    }
  }

  protected override updated(_changed: PropertyValues): void {
    this.sync(false);
  }

  /** Brings Monaco in line with the workbench: files, external edits, markers, tab, reveal requests. */
  private sync(all: boolean): void {
    const h = this.handle;
    const wb = this.workbench;
    if (!h) return;
    const external = all || wb.externalRevision !== this.seen.revision;
    for (const kind of ['ruleset', 'scenario'] as const) {
      const file = wb.fileOf(kind);
      if (!file) continue;
      if (all || this.seen.paths.get(kind) !== file.path) {
        h.setFile(kind, file.path, file.text);
        this.seen.paths.set(kind, file.path);
      } else if (external) h.replaceText(kind, file.text);
    }
    this.seen.revision = wb.externalRevision;
    if (wb.scenario) h.setScenarioFamily(scenarioFamily(wb.scenario, workbenchResolver(wb)));
    const showingB = this.syncRulesetB(all);
    h.show(showingB ? RULESET_B : wb.tab);
    if (all || wb.evaluation !== this.seen.evaluation) {
      this.seen.evaluation = wb.evaluation;
      for (const kind of ['ruleset', 'scenario'] as const) {
        const file = wb.fileOf(kind);
        if (!file) continue;
        const errors = wb.evaluation.diagnostics.filter((d) => d.file === file.path);
        const warnings = wb.evaluation.failures.filter((d) => d.file === file.path);
        // Most re-runs change no marker: leave Monaco alone then.
        const key = `${file.path}\n${JSON.stringify(errors)}\n${JSON.stringify(warnings)}`;
        if (!all && this.seen.markers.get(kind) === key) continue;
        this.seen.markers.set(kind, key);
        h.setDiagnostics(kind, errors, warnings);
      }
    }
    const r = wb.revealLine;
    if (r && r.seq !== this.seen.reveal) {
      this.seen.reveal = r.seq;
      // A jump the designer asked for takes the focus; a recorded move only scrolls.
      h.reveal(r.kind, r.line, r.col, r.focus);
    }
  }

  /** Ruleset B's model, markers and reveal requests while the compare view is open; true when its tab is shown. */
  private syncRulesetB(all: boolean): boolean {
    const h = this.handle!;
    const c = this.compare;
    const b = c?.active ? c.b : null;
    if (!c || !b) return false;
    if (all || this.seen.paths.get(RULESET_B) !== b.file.path) {
      h.setFile(RULESET_B, b.file.path, b.file.text);
      this.seen.paths.set(RULESET_B, b.file.path);
    } else if (c.bRevision !== this.seenB.revision) h.replaceText(RULESET_B, b.file.text);
    this.seenB.revision = c.bRevision;
    const problems = c.evaluation.bProblems.filter((d) => d.file === b.file.path);
    const key = `${b.file.path}\n${JSON.stringify(problems)}`;
    if (all || key !== this.seenB.markers) {
      this.seenB.markers = key;
      h.setDiagnostics(RULESET_B, problems, []);
    }
    const r = c.revealB;
    if (r && r.seq !== this.seenB.reveal) {
      this.seenB.reveal = r.seq;
      h.reveal(RULESET_B, r.line, r.col, true);
    }
    return c.showingB;
  }

  override render() {
    const wb = this.workbench;
    const b = this.compare?.active && this.compare.showingB ? this.compare.b : null;
    const file = b ? b.file : wb.tab === 'scenario' && wb.scenario ? wb.scenario : wb.ruleset;
    return html`<div class="monaco-host" ?hidden=${!this.handle}></div>
      ${
        this.handle
          ? nothing
          : html`<div class="editor-fallback">
              <p class="editor-loading" role="status">
                ${this.loadError ? `The editor could not load (${this.loadError}); the text is shown read-only.` : 'Loading editor…'}
              </p>
              <pre tabindex="0" aria-label=${`${wb.tab} text (read-only until the editor loads)`}>${file.text}</pre>
            </div>`
      }`;
  }
}
