/**
 * <rb-share-bar>: "Share file", "Copy link" and "Paste…" in the workbench's header. It also opens
 * what arrives from outside the header: a share link in the page's address (at start, or pasted
 * into the address bar later) and a text pasted with Ctrl+V anywhere outside a text field. The
 * logic is in `share-store.ts`, loaded on first use; this element shows it.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { downloadText } from '../app/download';
import { StoreController } from '../app/store-controller';
import { inTextEntry } from '../app/text-entry';
import type { Workbench } from '../app/workbench';

/** Chat tools keep links up to about this long. */
const CHAT_LINK_CHARS = 2000;

/** The sharing code (links, bundles, their compression and hashes) loads when first used, not before the board. */
const shareStore = () => import('./share-store');

declare global {
  interface HTMLElementTagNameMap {
    'rb-share-bar': RbShareBar;
  }
}

type Panel = { kind: 'link'; link: string; copied: boolean } | { kind: 'paste' } | null;

@customElement('rb-share-bar')
export class RbShareBar extends LitElement {
  static override styles = css`
    :host {
      position: relative;
      display: inline-flex;
      gap: 0.5rem;
      align-items: center;
    }
    button {
      font: inherit;
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
    :focus-visible {
      outline: 3px solid #0072b2;
      outline-offset: 1px;
    }
    .panel {
      position: absolute;
      top: calc(100% + 0.4rem);
      left: 0;
      z-index: 20;
      width: min(36rem, 90vw);
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
    .panel input,
    .panel textarea {
      font:
        0.85rem ui-monospace,
        monospace;
      width: 100%;
      box-sizing: border-box;
    }
    .panel textarea {
      min-height: 8rem;
    }
    .row {
      display: flex;
      gap: 0.5rem;
      justify-content: flex-end;
    }
    .note {
      margin: 0;
    }
    .warn {
      margin: 0;
      color: #a63d00;
    }
  `;

  @property({ attribute: false }) workbench!: Workbench;
  @state() private panel: Panel = null;
  @query('#link-field') private linkField?: HTMLInputElement;
  @query('#paste-box') private pasteBox?: HTMLTextAreaElement;
  private store?: StoreController<Workbench>;

  override connectedCallback(): void {
    super.connectedCallback();
    this.store ??= new StoreController(this, this.workbench);
    document.addEventListener('paste', this.onPaste);
    window.addEventListener('hashchange', this.openLinkInAddress);
  }

  protected override firstUpdated(): void {
    this.openLinkInAddress();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('paste', this.onPaste);
    window.removeEventListener('hashchange', this.openLinkInAddress);
  }

  /** A link in the page's address opens once: the address goes back to the page's own, so a reload does not open it again. */
  private readonly openLinkInAddress = () => {
    const hash = location.hash;
    if (!hash.startsWith('#share=')) return;
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    void shareStore().then((s) => s.receiveText(this.workbench, 'link', hash));
  };

  private readonly onPaste = (e: ClipboardEvent) => {
    if (e.defaultPrevented || inTextEntry(e)) return;
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (!text.trim()) return;
    e.preventDefault();
    void shareStore().then((s) => s.receiveText(this.workbench, 'pasted.yaml', text));
  };

  private async shareFile(): Promise<void> {
    const r = (await shareStore()).shareBundle(this.workbench);
    if (!r.ok) return this.workbench.showFlash({ kind: 'error', text: `Nothing to share: ${r.error}.` });
    downloadText(r.name, r.text);
  }

  private async copyLink(): Promise<void> {
    const r = (await shareStore()).shareLink(
      this.workbench,
      `${location.origin}${location.pathname}${location.search}`,
    );
    if (!r.ok) return this.workbench.showFlash({ kind: 'error', text: `Nothing to share: ${r.error}.` });
    let copied = false;
    try {
      await navigator.clipboard.writeText(r.text);
      copied = true;
    } catch {
      // Denied or unavailable (no permission, not a secure page): the field below holds the link to copy by hand.
    }
    this.panel = { kind: 'link', link: r.text, copied };
    await this.updateComplete;
    this.linkField?.focus();
    this.linkField?.select();
  }

  private async showPaste(): Promise<void> {
    this.panel = { kind: 'paste' };
    await this.updateComplete;
    this.pasteBox?.focus();
  }

  private openPasted(): void {
    const text = this.pasteBox?.value ?? '';
    if (!text.trim()) return;
    this.panel = null;
    void shareStore().then((s) => s.receiveText(this.workbench, 'pasted.yaml', text));
  }

  private readonly closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    this.panel = null;
  };

  private renderPanel() {
    const p = this.panel;
    if (!p) return nothing;
    if (p.kind === 'link') {
      return html`<div class="panel" role="dialog" aria-label="Share link" @keydown=${this.closeOnEscape}>
        <p class="note" role="status">
          ${p.copied ? 'Link copied. It opens this scenario, its rules and this step in any browser:' : 'The browser did not let Rulebench copy: select the link below and copy it (Ctrl+C).'}
        </p>
        <input
          id="link-field"
          data-testid="share-link"
          readonly
          .value=${p.link}
          aria-label="Share link"
          @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
        />
        ${
          p.link.length > CHAT_LINK_CHARS
            ? html`<p class="warn">
                This link is ${p.link.length.toLocaleString('en')} characters long: chat tools may cut links over
                ${CHAT_LINK_CHARS.toLocaleString('en')}. "Share file" makes a file instead.
              </p>`
            : nothing
        }
        <div class="row"><button type="button" @click=${() => (this.panel = null)}>Close</button></div>
      </div>`;
    }
    return html`<div class="panel" role="dialog" aria-label="Open pasted text" @keydown=${this.closeOnEscape}>
      <label for="paste-box" class="note"
        >Paste a share link, a bundle, or a ruleset or scenario's text. It opens as new files; yours stay as they
        are.</label
      >
      <textarea id="paste-box" data-testid="paste-box"></textarea>
      <div class="row">
        <button type="button" @click=${() => (this.panel = null)}>Cancel</button>
        <button type="button" data-testid="paste-open" @click=${() => this.openPasted()}>Open</button>
      </div>
    </div>`;
  }

  override render() {
    const noScenario = !this.workbench.scenario;
    return html`<button
        type="button"
        data-testid="share-file"
        ?disabled=${noScenario}
        @click=${() => void this.shareFile()}
        title="Download one file with the scenario and its rules (edited or your own rules embedded): it replays the same for anyone who opens it"
      >
        ⇪ Share file
      </button>
      <button
        type="button"
        data-testid="copy-link"
        ?disabled=${noScenario}
        @click=${() => void this.copyLink()}
        title="Copy a link that opens this scenario, its edited rules and this step in any browser"
      >
        Copy link
      </button>
      <button
        type="button"
        data-testid="paste-open-box"
        @click=${() => void this.showPaste()}
        title="Open a share link, a bundle or a file's text (or press Ctrl+V anywhere outside the editor)"
      >
        Paste…
      </button>
      ${this.renderPanel()}`;
  }
}
