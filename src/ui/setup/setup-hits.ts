/**
 * The board's clickable squares in setup mode (`BoardElement.setup`): every square is a button,
 * one Tab stop (the selected square, else the first) and the arrow keys between them, as in play.
 * A click or Enter picks a square, Delete or Backspace takes its top piece off, M moves it (to
 * the next square picked), Escape lets go, and dragging a piece from one square to another moves it. Each is an `rb-setup` event
 * (bubbles, composed) for the setup mode to act on; the board changes nothing itself.
 */
import { svg, nothing, type SVGTemplateResult } from 'lit';
import { cellX, cellY, type CellGrid } from '../board/layout';

export type SetupGesture =
  | { kind: 'pick'; square: string }
  | { kind: 'remove'; square: string }
  | { kind: 'move'; from: string; to: string }
  | { kind: 'move-from'; square: string }
  | { kind: 'let-go' };

export const SETUP_EVENT = 'rb-setup';

export function sendGesture(from: EventTarget, detail: SetupGesture): void {
  from.dispatchEvent(new CustomEvent<SetupGesture>(SETUP_EVENT, { detail, bubbles: true, composed: true }));
}

export interface SetupHitsProps {
  grid: CellGrid;
  host: HTMLElement;
  selected: string | null;
  /** The accessible name of a square (the board's own `describe`). */
  describe: (square: string) => string;
  /** Whether something stands on a square (what a drag can pick up). */
  occupied: (square: string) => boolean;
  /** The pointer is over a square (or left the board): the status line says what is there. */
  point: (square: string | null) => void;
}

/** The square a pointer event comes from (through the shadow root). */
function squareOf(e: Event): string | null {
  const el = e.composedPath()[0];
  return el instanceof Element ? el.getAttribute('data-sq') : null;
}

/** Where a drag started, per board. */
const dragFrom = new WeakMap<HTMLElement, string>();

export function setupHits(p: SetupHitsProps): SVGTemplateResult {
  const { layout } = p.grid;
  const cells: SVGTemplateResult[] = [];
  let tabStop = p.selected;
  for (let row = layout.rows - 1; row >= 0; row--) {
    for (let col = 0; col < layout.cols; col++) {
      const sq = p.grid.nameAt(col, row);
      if (sq === null) continue;
      tabStop ??= sq;
      const label = `${p.describe(sq)}${sq === p.selected ? ' (selected)' : ''}`;
      cells.push(svg`<rect class="hit" data-sq=${sq} x=${cellX(layout, col)} y=${cellY(layout, row)}
        width=${layout.cell} height=${layout.cell} role="button" aria-label=${label}
        aria-pressed=${sq === p.selected ? 'true' : nothing} tabindex=${sq === tabStop ? 0 : -1}></rect>`);
    }
  }
  const pos = p.selected ? p.grid.posOf(p.selected) : null;
  const mark = pos
    ? svg`<rect class="pointer" data-testid="setup-selected" x=${cellX(layout, pos.col) + 2} y=${cellY(layout, pos.row) + 2}
        width=${layout.cell - 4} height=${layout.cell - 4} rx="3"></rect>`
    : nothing;
  return svg`${mark}<g class="hits" aria-label="Squares: pick one to set it up"
    @click=${(e: Event) => {
      const sq = squareOf(e);
      if (sq) sendGesture(p.host, { kind: 'pick', square: sq });
    }}
    @pointerdown=${(e: Event) => {
      const sq = squareOf(e);
      if (sq && p.occupied(sq)) dragFrom.set(p.host, sq);
      else dragFrom.delete(p.host);
    }}
    @pointerup=${(e: Event) => {
      const from = dragFrom.get(p.host);
      dragFrom.delete(p.host);
      const to = squareOf(e);
      if (from && to && to !== from) sendGesture(p.host, { kind: 'move', from, to });
    }}
    @pointerover=${(e: Event) => p.point(squareOf(e))}
    @pointerleave=${() => {
      // A drag let go off the board moves nothing.
      dragFrom.delete(p.host);
      p.point(null);
    }}>${cells}</g>`;
}

/** A key on a square in setup mode; true when it was setup mode's (the arrows stay the board's). */
export function setupKey(e: KeyboardEvent, square: string, host: HTMLElement): boolean {
  if (e.key === 'Enter' || e.key === ' ') sendGesture(host, { kind: 'pick', square });
  else if (e.key === 'Delete' || e.key === 'Backspace') sendGesture(host, { kind: 'remove', square });
  else if (e.key === 'm' || e.key === 'M') sendGesture(host, { kind: 'move-from', square });
  else if (e.key === 'Escape') sendGesture(host, { kind: 'let-go' });
  else return false;
  e.preventDefault();
  return true;
}
