/**
 * The tafl board (Escape Death, Copenhagen and other tafl rulesets): the
 * centre, the corners and the corner zones drawn from the ruleset's square
 * roles; each piece drawn from its type's roles (side, royal, strength), the
 * sides told apart by brightness; an Escape Death match shows its round,
 * sides and score.
 */
import { html, svg, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { PieceView } from '../../engine/game';
import { turnText } from '../board/actions';
import { BoardElement } from '../board/board-element';
import { cellCentre, cellX, cellY, eachCell, squareGrid, type CellGrid } from '../board/layout';
import { boardOutline, coordinateLabels } from '../board/marks';
import { OKABE_ITO } from '../board/palette';
import {
  boardSize,
  describeSquare,
  matchStatus,
  pieceLook,
  pieceTypes,
  roundParts,
  specialSquares,
  type PieceLook,
  type SpecialSquares,
  type SquareKind,
} from './model';

const TONE = {
  light: { fill: '#f6f1e3', stroke: '#2a2a2a', ink: '#2a2a2a' },
  dark: { fill: '#3b3b3b', stroke: '#111111', ink: '#f2f2f2' },
} as const;

const SQUARE_FILL: Record<SquareKind, string> = {
  plain: '#efe6d0',
  zone: '#dccaa2',
  corner: '#b59a68',
  centre: '#b59a68',
};

@customElement('rb-tafl-board')
export class RbTaflBoard extends BoardElement {
  protected describe(square: string): string {
    return describeSquare(this.game!, square, this.pieceBySquare.get(square), specialSquares(this.game!));
  }

  override render(): TemplateResult {
    const game = this.game;
    if (!game || this.state === undefined) return this.renderEmpty();
    const { width, height } = boardSize(game);
    const grid = squareGrid(width, height);
    const { layout } = grid;
    const special = specialSquares(game);
    const squares = eachCell(layout, (col, row) =>
      this.squareMark(special.kindOf(grid.nameAt(col, row)!), cellX(layout, col), cellY(layout, row), layout.cell),
    );
    const pieces = this.placePieces(grid, (p, pos) => this.piece(p, grid, pos));
    return html`<div class="frame">
      ${this.renderInfo(special)}
      <svg
        class="board"
        viewBox=${layout.viewBox}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label=${`Tafl board, ${layout.cols} by ${layout.rows}; ${turnText(game, this.state)}`}
      >
        <defs>
          <pattern id="zone-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="8" stroke="#9c8456" stroke-width="2.5"></line>
          </pattern>
        </defs>
        ${squares} ${boardOutline(layout, '#6b5a3a')} ${coordinateLabels(grid)} ${this.renderPlayLayers(grid, pieces)}
      </svg>
      ${this.renderStatus()}
    </div>`;
  }

  private renderInfo(special: SpecialSquares): TemplateResult {
    const game = this.game!;
    const match = matchStatus(game, this.view);
    const swatch = (kind: Exclude<SquareKind, 'plain'>) =>
      html`<span class="owner"
        ><svg width="14" height="14" viewBox="0 0 40 40" aria-hidden="true" style="vertical-align:-2px">
          ${this.squareMark(kind, 0, 0, 40)}
        </svg>
        ${special.names[kind]}</span
      >`;
    return html`<div class="info">
      ${
        match
          ? html`<span class="turn">Round ${match.round} of ${match.rounds}</span>
              <span>${match.sides.map(([p, side], i) => html`${i > 0 ? ' · ' : ''}${p} plays <b>${side}</b>`)}</span>
              <span>score ${match.score.map(([p, n], i) => `${i > 0 ? ' – ' : ''}${p} ${n}`).join('')}</span>
              ${
                match.results.length > 0
                  ? html`<span class="legend"
                      >${match.results.length === 1 ? 'round' : 'rounds'}
                      ${roundParts(match.results).map(
                        (r, i) => html`${i > 0 ? ' · ' : ''}<span title=${r.title}>${r.text}</span>`,
                      )}</span
                    >`
                  : nothing
              }`
          : nothing
      }
      <span class="legend"
        >${pieceTypes(game).map(
          ({ type, look }) =>
            html`<span class="owner"
              ><svg width="16" height="16" viewBox="-20 -20 40 40" aria-hidden="true" style="vertical-align:-3px">
                ${pieceGlyph(look, 40)}
              </svg>
              ${type.replace(/-/g, ' ')}${legendNote(look)}</span
            >`,
        )}</span
      >
      <span class="legend">${special.present.map((k) => swatch(k))}</span>
    </div>`;
  }

  /** A square's fill and sign: hatching for a zone, a diagonal cross for a corner, a ring for the centre. */
  private squareMark(kind: SquareKind, x: number, y: number, c: number): SVGTemplateResult {
    const base = svg`<rect x=${x} y=${y} width=${c} height=${c} fill=${SQUARE_FILL[kind]} stroke="#b9a684" stroke-width="1"></rect>`;
    if (kind === 'zone')
      return svg`${base}<rect x=${x} y=${y} width=${c} height=${c} fill="url(#zone-hatch)" opacity="0.5"></rect>`;
    if (kind === 'corner')
      return svg`${base}<path d="M${x + c * 0.15} ${y + c * 0.15} L${x + c * 0.85} ${y + c * 0.85} M${x + c * 0.85} ${y + c * 0.15} L${x + c * 0.15} ${y + c * 0.85}" stroke="#5a4627" stroke-width="2.5" stroke-linecap="round"></path>`;
    if (kind === 'centre')
      return svg`${base}<circle cx=${x + c / 2} cy=${y + c / 2} r=${c * 0.36} fill="none" stroke="#5a4627" stroke-width="2.5"></circle><circle cx=${x + c / 2} cy=${y + c / 2} r=${c * 0.2} fill="none" stroke="#5a4627" stroke-width="1.5"></circle>`;
    return base;
  }

  private piece(p: PieceView, grid: CellGrid, pos: { col: number; row: number }): SVGTemplateResult {
    const { x, y } = cellCentre(grid.layout, pos.col, pos.row);
    return svg`<g class="glyph" aria-hidden="true" transform="translate(${x} ${y})">${pieceGlyph(pieceLook(this.game!, p), grid.layout.cell)}</g>`;
  }
}

/**
 * A piece centred on 0,0, drawn as its type's `drawing` in its side's tone: a skull (the royal one
 * wears a jeweled crown), a tombstone, or a disc (a crown on the royal piece, a second rim on a
 * strength-4 piece, a letter on a side's second plain type).
 */
/** The legend's roles after a type's name, in one pair of brackets: "king (royal, strength 4)". */
function legendNote(look: PieceLook): string {
  const roles = [look.royal ? 'royal' : '', look.strong ? 'strength 4' : ''].filter(Boolean);
  return roles.length ? ` (${roles.join(', ')})` : '';
}

function pieceGlyph(look: PieceLook, c: number): SVGTemplateResult {
  const t = TONE[look.tone];
  if (look.drawing === 'skull') return skull(c, t, look.royal);
  if (look.drawing === 'tombstone') {
    return svg`<path d="M${-c * 0.27} ${c * 0.38} V${-c * 0.12} A${c * 0.27} ${c * 0.27} 0 0 1 ${c * 0.27} ${-c * 0.12} V${c * 0.38} Z" fill=${t.fill} stroke=${t.stroke} stroke-width="1.5"></path>
      <path d="M0 ${-c * 0.24} V${c * 0.2} M${-c * 0.13} ${-c * 0.08} H${c * 0.13}" stroke=${t.ink} stroke-width=${c * 0.06} stroke-linecap="round"></path>
      ${look.royal ? crown(c, t.ink, -0.36) : nothing}`;
  }
  const r = c * (look.royal ? 0.38 : 0.36);
  return svg`<circle r=${r} fill=${t.fill} stroke=${t.stroke} stroke-width=${look.royal ? 2 : 1.5}></circle>
    ${look.strong ? svg`<circle r=${r - c * 0.05} fill="none" stroke=${t.stroke} stroke-width="1.5"></circle>` : nothing}
    ${look.royal ? crown(c, t.ink, 0.02) : svg`<circle r=${c * 0.26} fill="none" stroke=${t.ink} stroke-width="1" opacity="0.5"></circle>`}
    ${look.letter ? svg`<text fill=${t.ink} font-size=${c * 0.32} font-weight="700" text-anchor="middle" dominant-baseline="central">${look.letter}</text>` : nothing}`;
}

/** A skull: cranium, jaw, two eye sockets and a nose; a royal one wears a crown with a gem. */
function skull(c: number, t: (typeof TONE)[keyof typeof TONE], royal: boolean): SVGTemplateResult {
  const head = svg`<path d="M${-c * 0.32} ${c * 0.02} A${c * 0.32} ${c * 0.32} 0 1 1 ${c * 0.32} ${c * 0.02} V${c * 0.14} H${c * 0.18} V${c * 0.36} H${-c * 0.18} V${c * 0.14} H${-c * 0.32} Z"
    fill=${t.fill} stroke=${t.stroke} stroke-width="1.5" stroke-linejoin="round"></path>
    <circle cx=${-c * 0.13} cy=${c * 0.0} r=${c * 0.085} fill=${t.ink}></circle>
    <circle cx=${c * 0.13} cy=${c * 0.0} r=${c * 0.085} fill=${t.ink}></circle>
    <path d="M0 ${c * 0.09} L${-c * 0.05} ${c * 0.18} H${c * 0.05} Z" fill=${t.ink}></path>
    <path d="M${-c * 0.08} ${c * 0.26} V${c * 0.35} M0 ${c * 0.26} V${c * 0.35} M${c * 0.08} ${c * 0.26} V${c * 0.35}" stroke=${t.ink} stroke-width="1.2"></path>`;
  if (!royal) return svg`<g transform="translate(0 ${c * 0.03})">${head}</g>`;
  return svg`<g transform="translate(0 ${c * 0.07})">${head}</g>
    <path d="M${-c * 0.24} ${-c * 0.2} L${-c * 0.26} ${-c * 0.42} L${-c * 0.12} ${-c * 0.3} L0 ${-c * 0.46} L${c * 0.12} ${-c * 0.3} L${c * 0.26} ${-c * 0.42} L${c * 0.24} ${-c * 0.2} Z"
      fill=${OKABE_ITO.orange} stroke="#2a2a2a" stroke-width="1.2" stroke-linejoin="round"></path>
    <path d="M0 ${-c * 0.34} L${c * 0.06} ${-c * 0.27} L0 ${-c * 0.2} L${-c * 0.06} ${-c * 0.27} Z" fill=${OKABE_ITO.blue} stroke="#fff" stroke-width="0.8"></path>`;
}

/** A three-pointed crown, for the royal piece. */
function crown(c: number, ink: string, dy: number): SVGTemplateResult {
  const y = c * dy;
  return svg`<path d="M${-c * 0.2} ${y + c * 0.12} L${-c * 0.22} ${y - c * 0.12} L${-c * 0.1} ${y - c * 0.02} L0 ${y - c * 0.18} L${c * 0.1} ${y - c * 0.02} L${c * 0.22} ${y - c * 0.12} L${c * 0.2} ${y + c * 0.12} Z" fill=${ink}></path>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-tafl-board': RbTaflBoard;
  }
}
