/**
 * What the family boards have in common: the `<rb-board>` properties, the
 * play-by-hand controller, the invisible hit layer that takes clicks, hover,
 * focus and keys for every cell, and the status line. A family element draws
 * its squares and pieces and says what a square is (`describe`).
 */
import {
  LitElement,
  html,
  svg,
  nothing,
  type CSSResultGroup,
  type PropertyValues,
  type SVGTemplateResult,
  type TemplateResult,
} from 'lit';
import { property } from 'lit/decorators.js';
import { CHANCE, NOBODY, type Game, type PieceView, type StateView } from '../../engine/game';
import { turnText } from './actions';
import { BoardInteraction } from './interaction';
import { cellX, cellY, stepCell, type CellGrid } from './layout';
import { lastMoveSquares, moveAndLossMarks, moverHints, selectionMarks, type TargetMark } from './marks';
import { boardStyles } from './styles';
import { setupHits, setupKey } from '../setup/setup-hits';
import type { BoardMarks } from './types';

/** The square of the hit cell an event comes from (through the shadow root), if any. */
function squareOf(e: Event): string | null {
  const el = e.composedPath()[0];
  return el instanceof Element ? el.getAttribute('data-sq') : null;
}

/**
 * A hit cell's tabindex: -1 off the Tab path; with a piece picked up, 1 for
 * it and 2 for its targets, so they come first and in that order; else 0.
 */
export function tabIndexOf(
  square: string,
  focusable: boolean,
  picked: string | null,
  targets: ReadonlyMap<string, unknown>,
): number {
  if (!focusable) return -1;
  if (picked === null) return 0;
  if (square === picked) return 1;
  return targets.has(square) ? 2 : 0;
}

export abstract class BoardElement extends LitElement {
  static override styles: CSSResultGroup = boardStyles;

  @property({ attribute: false }) game?: Game<unknown>;
  @property({ attribute: false }) state?: unknown;
  @property({ attribute: false }) marks: BoardMarks = {};
  @property({ type: Boolean }) interactive = false;
  @property({ type: Boolean }) greyed = false;
  /** Setup mode: a click or a key on a square is an `rb-setup` gesture (src/ui/setup/setup-hits.ts), not a move. */
  @property({ type: Boolean, reflect: true }) setup = false;
  /** The square setup mode has selected (outlined). */
  @property({ attribute: false }) setupSelected: string | null = null;

  protected readonly hand = new BoardInteraction(this);
  /** `game.view(state)`, refreshed with the state. */
  protected view: StateView = { pieces: [], toMove: 'none', facts: { plies: 0, out: [], scoresFor: {} }, info: {} };
  protected pieceBySquare = new Map<string, PieceView>();
  /** The cells last drawn, for the arrow keys. */
  private hitGrid: CellGrid | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.game || this.state === undefined) return;
    if (changed.has('game') || changed.has('state')) {
      this.view = this.game.view(this.state);
      this.pieceBySquare = new Map(this.view.pieces.map((p) => [p.at, p]));
    }
    this.hand.sync(this.game, this.state, this.interactive && !this.greyed);
  }

  /** The accessible name of a square: "c5: north unit, class 3, speed 2". */
  protected abstract describe(square: string): string;

  /** The player to move, or null at a chance node / after the end. */
  protected mover(): string | null {
    if (!this.game || this.state === undefined) return null;
    const p = this.game.toMove(this.state);
    return p === NOBODY || p === CHANCE ? null : this.game.players[p];
  }

  /** Players the view lists as out of the game (`view.facts.out`). */
  protected isOut(player: string): boolean {
    return this.view.facts.out.includes(player);
  }

  /** Whether a click on `square` picks up what stands there (the mover's pieces). */
  protected pickable(square: string): boolean {
    if (!this.hand.active) return false;
    const piece = this.pieceBySquare.get(square);
    return this.hand.movers().has(square) || (!!piece && piece.owner === this.mover());
  }

  protected squareClicked(square: string): void {
    const result = this.hand.activate(square, this.pickable(square));
    if (result === 'ignored' && this.hand.active && this.pieceBySquare.has(square)) {
      this.hand.note = `${this.describe(square)}; ${turnText(this.game!, this.state)}`;
      this.requestUpdate();
    }
  }

  /**
   * Transparent cells over everything: they take clicks, hover and focus, and
   * carry each square's accessible name. Reading order (top row first), so
   * Tab goes the way the eye does; arrows move between all cells. With a
   * piece picked up, Tab goes from it straight to its targets (tabindex 1 and
   * 2, which only order the stops inside this shadow root), then on to the
   * other pieces.
   */
  protected renderHits(grid: CellGrid): SVGTemplateResult {
    if (this.setup) {
      this.hitGrid = grid;
      const occupied = (sq: string) => this.pieceBySquare.has(sq) || !!this.view.dice?.some((d) => d.at === sq);
      return setupHits({
        grid,
        host: this,
        selected: this.setupSelected,
        describe: (sq) => this.describe(sq),
        occupied,
        point: (sq) => this.hand.point(sq),
      });
    }
    const { layout } = grid;
    const live = this.hand.active;
    const tabbable = new Set<string>();
    if (live) {
      for (const sq of this.hand.movers()) tabbable.add(sq);
      for (const sq of this.hand.targets().keys()) tabbable.add(sq);
      if (this.hand.selected) tabbable.add(this.hand.selected);
    }
    const picked = live ? this.hand.selected : null;
    const targets = this.hand.targets();
    const cells: SVGTemplateResult[] = [];
    let first = true;
    for (let row = layout.rows - 1; row >= 0; row--) {
      for (let col = 0; col < layout.cols; col++) {
        const sq = grid.nameAt(col, row);
        if (sq === null) continue;
        const focusable = tabbable.has(sq) || (live && first && tabbable.size === 0);
        first = false;
        const target = this.hand.targets().get(sq);
        const label = target ? `${this.describe(sq)}; play ${target.notation}` : this.describe(sq);
        const hasPiece = this.pieceBySquare.has(sq);
        cells.push(svg`<rect class="hit" data-sq=${sq} x=${cellX(layout, col)} y=${cellY(layout, row)}
          width=${layout.cell} height=${layout.cell}
          role=${live ? 'button' : hasPiece ? 'img' : 'presentation'}
          aria-label=${live || hasPiece ? label : nothing}
          aria-pressed=${live && this.hand.selected === sq ? 'true' : nothing}
          tabindex=${live ? tabIndexOf(sq, focusable, picked, targets) : nothing}></rect>`);
      }
    }
    this.hitGrid = grid;
    return svg`<g class="hits"
      @click=${(e: Event) => this.onHit(e, 'click')}
      @pointerover=${(e: Event) => this.onHit(e, 'over')}
      @pointerleave=${() => this.hand.point(null)}>${cells}</g>`;
  }

  /**
   * Focus and key listeners go on the shadow root: on the host they would miss
   * focus moving between two cells (both retarget to the host), and Chromium
   * makes an SVG element with focus listeners focusable itself.
   */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    root.addEventListener('focusin', (e) => {
      const sq = squareOf(e);
      if (sq) this.hand.point(sq);
    });
    root.addEventListener('focusout', (e) => {
      if (squareOf(e)) this.hand.point(null);
    });
    root.addEventListener('keydown', (e) => this.onKey(e as KeyboardEvent));
    return root;
  }

  private onHit(e: Event, kind: 'click' | 'over'): void {
    const sq = squareOf(e);
    if (!sq) return;
    if (kind === 'over') this.hand.point(sq);
    else this.squareClicked(sq);
  }

  /** A family's own keys (units: T turns the picked-up unit); true when handled. */
  protected shortcut(_e: KeyboardEvent): boolean {
    return false;
  }

  protected onKey(e: KeyboardEvent): void {
    const sq = squareOf(e);
    const grid = this.hitGrid;
    if (!sq || !grid) return;
    if (this.setup && setupKey(e, sq, this)) return;
    if (this.shortcut(e)) {
      e.preventDefault();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.squareClicked(sq);
      return;
    }
    if (e.key === 'Escape') {
      this.hand.clear();
      return;
    }
    const pos = grid.posOf(sq);
    if (!pos) return;
    let next = stepCell(grid.layout, pos.col, pos.row, e.key);
    // Skip holes (the dice pond has cells where no square can be).
    while (next && grid.nameAt(next.col, next.row) === null) next = stepCell(grid.layout, next.col, next.row, e.key);
    if (!next) return;
    e.preventDefault();
    const name = grid.nameAt(next.col, next.row)!;
    this.renderRoot.querySelector<SVGElement>(`.hit[data-sq="${CSS.escape(name)}"]`)?.focus();
  }

  /** Draws each piece of the view on its cell (nothing for a piece off the grid). */
  protected placePieces(
    grid: CellGrid,
    draw: (piece: PieceView, pos: { col: number; row: number }) => SVGTemplateResult,
  ): (SVGTemplateResult | typeof nothing)[] {
    return this.view.pieces.map((p) => {
      const pos = grid.posOf(p.at);
      return pos ? draw(p, pos) : nothing;
    });
  }

  /**
   * The layers every board draws over its squares, bottom to top: the last
   * move, the pieces, capture and sink marks, hand-play marks, the pointer's
   * reason and the clickable squares. A target is marked with a ring round a
   * piece, a dot on an empty square, unless `markOf` says otherwise.
   * `outlineLastMove` suits boards whose pieces would hide a filled square
   * (the dice pond).
   */
  protected renderPlayLayers(
    grid: CellGrid,
    pieces: unknown,
    markOf: (sq: string) => TargetMark = (sq) => (this.pieceBySquare.has(sq) ? 'ring' : 'dot'),
    outlineLastMove = false,
  ): SVGTemplateResult {
    return svg`${lastMoveSquares(grid, this.marks, outlineLastMove)}
        ${pieces}
        ${moveAndLossMarks(grid, this.marks)}
        ${this.renderHandMarks(grid, markOf)}
        ${this.renderPointer(grid)}
        ${this.renderHits(grid)}`;
  }

  /** Play-by-hand marks: the movable pieces while nothing is chosen, else the chosen piece and its targets. */
  protected renderHandMarks(grid: CellGrid, markOf: (sq: string) => TargetMark): SVGTemplateResult | typeof nothing {
    if (!this.hand.active) return nothing;
    if (!this.hand.intent) return moverHints(grid, this.hand.movers());
    return selectionMarks(grid, this.hand.selected, this.hand.targets(), markOf);
  }

  /** Outline of the square under the pointer / focus, solid on a target, dashed where refused. */
  protected renderPointer(grid: CellGrid): SVGTemplateResult | typeof nothing {
    const sq = this.hand.pointer;
    if (!sq || !this.hand.active) return nothing;
    const pos = grid.posOf(sq);
    if (!pos) return nothing;
    const { layout } = grid;
    const refused = this.hand.intent !== null && sq !== this.hand.selected && this.hand.reasonAt(sq) !== null;
    return svg`<rect class=${refused ? 'pointer refused' : 'pointer'} x=${cellX(layout, pos.col) + 2} y=${cellY(layout, pos.row) + 2}
      width=${layout.cell - 4} height=${layout.cell - 4} rx="3"></rect>`;
  }

  /** What the status line says: the square in focus, the last refusal, or whose turn it is. */
  protected statusText(): { text: string; refused: boolean } {
    if (!this.game || this.state === undefined) return { text: '', refused: false };
    const sq = this.hand.pointer;
    if (sq && this.hand.active) {
      const t = this.hand.targets().get(sq);
      if (t) return { text: `${t.notation}: click or press Enter to play`, refused: false };
      const why = sq === this.hand.selected ? null : this.hand.reasonAt(sq);
      if (why) return { text: `${sq}: ${why}`, refused: true };
      return { text: this.describe(sq), refused: false };
    }
    if (sq) return { text: this.describe(sq), refused: false };
    if (this.hand.note) return { text: this.hand.note, refused: true };
    if (this.hand.selected) {
      const n = this.hand.targets().size;
      return {
        text: `${this.describe(this.hand.selected)}: ${n === 0 ? 'no legal move' : n === 1 ? '1 legal target' : `${n} legal targets`} (Escape puts it down)`,
        refused: false,
      };
    }
    return { text: this.idleHint(), refused: false };
  }

  /**
   * The status line with nothing in focus. Who is to move is said above the
   * board, so at the end this only says the game is over (not the result again).
   */
  protected idleHint(): string {
    if (this.game!.toMove(this.state) === NOBODY) return 'the game is over';
    const turn = turnText(this.game!, this.state);
    return this.hand.active && this.mover() ? `${turn}: pick a piece` : turn;
  }

  protected renderStatus(): TemplateResult {
    const s = this.statusText();
    return html`<p class=${s.refused ? 'status refused' : 'status'} role="status" aria-live="polite">
      ${s.refused ? html`<span aria-hidden="true">✗ </span>` : nothing}${s.text}
    </p>`;
  }

  protected renderEmpty(): TemplateResult {
    return html`<p class="status">No game loaded.</p>`;
  }
}
