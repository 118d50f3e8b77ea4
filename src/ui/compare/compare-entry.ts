/**
 * The compare view's few hooks into the page (the header's Compare toggle, the main area, the
 * editor's "Ruleset B" tab, the n / N keys). The view itself (its model and element) is loaded
 * on first use, so it costs the first paint nothing; this module only holds what the page
 * needs before that, and one model per workbench once loaded.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { Workbench } from '../app/workbench';
import { StoreController } from '../app/store-controller';
import type { EditorKind } from '../editor/monaco-setup';
import type { OpenFile } from '../storage/session';
import type { CompareModel } from './compare-model';
import { compareWasOpen } from './compare-session';

/**
 * The editor's key for ruleset B's model. The editor keys its models by any string; its
 * `FileKind` type names only the workbench's two files (see the report for the wider type).
 */
export const RULESET_B = 'ruleset-b' satisfies EditorKind;

const models = new WeakMap<Workbench, CompareModel>();
const loading = new WeakMap<Workbench, Promise<CompareModel>>();
const waiting = new WeakMap<Workbench, ((m: CompareModel) => void)[]>();

const pageStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The compare model of `wb`, once loaded. */
export function compareOf(wb: Workbench): CompareModel | undefined {
  return models.get(wb);
}

/** Calls `fn` with the compare model as soon as it is loaded (at once if it is). */
export function whenCompareLoaded(wb: Workbench, fn: (m: CompareModel) => void): void {
  const m = models.get(wb);
  if (m) return fn(m);
  waiting.set(wb, [...(waiting.get(wb) ?? []), fn]);
}

/** Loads the view (once) and makes `host` re-render with it. */
function load(wb: Workbench, host: ReactiveControllerHost): Promise<CompareModel> {
  let p = loading.get(wb);
  if (!p) {
    p = Promise.all([import('./compare-model'), import('./rb-compare')]).then(([{ CompareModel }]) => {
      const m = new CompareModel(wb, { storage: pageStorage() });
      models.set(wb, m);
      for (const fn of waiting.get(wb) ?? []) fn(m);
      waiting.delete(wb);
      return m;
    });
    loading.set(wb, p);
    void p.then((m) => {
      new StoreController(host, m);
      host.requestUpdate();
    });
  }
  return p;
}

/** The page element that renders the view, once it asked to restore it: what a received link opens the view in. */
const hosts = new WeakMap<Workbench, ReactiveControllerHost>();

/** Brings the view back when it was open as the page was left. */
export function restoreCompare(wb: Workbench, host: ReactiveControllerHost): void {
  hosts.set(wb, host);
  if (compareWasOpen(pageStorage())) void load(wb, host);
}

/** Opens the view with B = the choice `bKey` (`shipped:<path>`, `recent:<path>`): what a link made in the view asks for. */
export function openCompare(wb: Workbench, bKey: string): void {
  const host = hosts.get(wb);
  if (!host) return;
  void load(wb, host).then((m) => {
    m.open();
    m.chooseB(bKey);
  });
}

/** Ruleset B while the view is open (what a link made now carries beside A), else null. */
export function comparedB(wb: Workbench): OpenFile | null {
  const m = compareOf(wb);
  return m?.active && m.b ? m.b.file : null;
}

/** The header's toggle. */
export function compareButton(wb: Workbench, host: ReactiveControllerHost) {
  const on = compareOf(wb)?.active === true;
  return html`<button
    type="button"
    class="compare-toggle"
    data-testid="compare-toggle"
    aria-pressed=${on ? 'true' : 'false'}
    title="Compare two versions of the rules side by side on this scenario"
    @click=${() => void load(wb, host).then((m) => m.toggle())}
  >
    ⇆ Compare
  </button>`;
}

/** The compare view in place of the single board and its log, or null when it is not open. */
export function compareView(wb: Workbench) {
  const m = compareOf(wb);
  return m?.active ? html`<rb-compare .model=${m}></rb-compare>` : null;
}

/** Is the editor showing ruleset B (so the workbench's own tabs are not selected)? */
export function showingRulesetB(wb: Workbench): boolean {
  const m = compareOf(wb);
  return m?.active === true && m.showingB;
}

/** Leaves B's editor for one of the workbench's tabs. */
export function leaveRulesetB(wb: Workbench): void {
  compareOf(wb)?.showB(false);
}

/** The editor's third tab, "Ruleset B", while the view is open. */
export function rulesetBTab(wb: Workbench) {
  const m = compareOf(wb);
  if (!m?.active || !m.b) return nothing;
  const count = m.evaluation.bProblems.length;
  const on = m.showingB;
  return html`<button
    type="button"
    role="tab"
    id="tab-ruleset-b"
    aria-controls="editor-panel"
    aria-selected=${on ? 'true' : 'false'}
    tabindex=${on ? '0' : '-1'}
    @click=${() => m.showB(true)}
  >
    Ruleset B ·
    ${m.b.file.path.split('/').pop()}${m.bEdited ? ' (edited)' : ''}${
      count ? html` <span class="badge" aria-label=${`${count} problems`}>${count}</span>` : nothing
    }
  </button>`;
}
