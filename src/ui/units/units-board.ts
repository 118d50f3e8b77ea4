/**
 * The Units board: a checkered grid, each unit a triangle in its owner's
 * colour pointing the way that owner faces, its class written on it and its
 * speed shown as pips along its base. A picked-up unit shows its targets and
 * a button to turn it (change its class) instead of moving.
 */
import { html, svg, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { PieceView } from '../../engine/game';
import { turnText } from '../board/actions';
import { BoardElement } from '../board/board-element';
import { cellCentre, cellX, cellY, eachCell, squareGrid, type CellGrid } from '../board/layout';
import { boardOutline, coordinateLabels } from '../board/marks';
import { ownerStyles, type OwnerStyle } from '../board/palette';
import {
  FACING_ANGLE,
  boardSize,
  describeSquare,
  facings,
  speedOf,
  speedTable,
  turnChoice,
  type Facing,
  type TurnChoice,
} from './model';

@customElement('rb-units-board')
export class RbUnitsBoard extends BoardElement {
  protected describe(square: string): string {
    return describeSquare(this.game!, square, this.pieceBySquare.get(square));
  }

  override render(): TemplateResult {
    const game = this.game;
    if (!game || this.state === undefined) return this.renderEmpty();
    const { width, height } = boardSize(game);
    const grid = squareGrid(width, height);
    const { layout } = grid;
    const styles = ownerStyles(game.players);
    const styleOf = new Map(game.players.map((p, i) => [p, styles[i]]));
    const face = facings(game);
    const squares = eachCell(
      layout,
      (col, row) =>
        svg`<rect x=${cellX(layout, col)} y=${cellY(layout, row)} width=${layout.cell} height=${layout.cell} fill=${(col + row) % 2 === 0 ? '#d9d2c0' : '#f3efe4'}></rect>`,
    );
    const pieces = this.placePieces(grid, (p, pos) =>
      this.unit(p, grid, pos, styleOf.get(p.owner), face.get(p.owner) ?? 'none'),
    );
    return html`<div class="frame">
      ${this.renderInfo(styles, face)}
      <svg
        class="board"
        viewBox=${layout.viewBox}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label=${`Units board, ${layout.cols} by ${layout.rows}; ${turnText(game, this.state)}`}
      >
        ${boardOutline(layout, '#8a8070')} ${squares} ${coordinateLabels(grid)} ${this.renderPlayLayers(grid, pieces)}
      </svg>
      ${this.renderStatus()}
      <div class="controls">${this.renderTurnControl()}</div>
    </div>`;
  }

  private renderInfo(styles: OwnerStyle[], face: Map<string, Facing>): TemplateResult {
    const game = this.game!;
    const table = speedTable(game);
    return html`<p class="info">
      <span>ply ${game.plies(this.state)}</span>
      <span class="legend"
        >${game.players.map(
          (p, i) =>
            html`<span class=${this.isOut(p) ? 'owner out' : 'owner'}
              ><svg width="14" height="14" viewBox="-10 -10 20 20" aria-hidden="true" style="vertical-align:-2px">
                <polygon
                  points="0,-9 -9,7 9,7"
                  fill=${styles[i].fill}
                  stroke="#222"
                  stroke-width="1.5"
                  transform="rotate(${FACING_ANGLE[face.get(p) ?? 'none']})"
                ></polygon>
              </svg>
              ${p}${this.isOut(p) ? ' — out' : ''}</span
            >`,
        )}</span
      >
      ${table.length > 0 ? html`<span class="legend">speed by class: ${table.map(([c, s]) => `${c}→${s}`).join(' · ')}</span>` : nothing}
    </p>`;
  }

  /** One unit: a triangle pointing the owner's way, class in the middle, one pip per square of speed. */
  private unit(
    p: PieceView,
    grid: CellGrid,
    pos: { col: number; row: number },
    style: OwnerStyle | undefined,
    facing: Facing,
  ): SVGTemplateResult {
    const c = grid.layout.cell;
    const { x, y } = cellCentre(grid.layout, pos.col, pos.row);
    const fill = style?.fill ?? '#888';
    const ink = style?.ink ?? '#000';
    const cls = Number(p.class);
    const speed = speedOf(this.game!, cls) ?? 0;
    const pips: SVGTemplateResult[] = [];
    // Up to six pips fit along the base; a faster class gets its speed written there instead.
    if (speed <= 6) {
      const gap = c * 0.1;
      for (let i = 0; i < speed; i++)
        pips.push(svg`<circle cx=${(i - (speed - 1) / 2) * gap} cy=${c * 0.285} r=${c * 0.032} fill=${ink}></circle>`);
    }
    const angle = FACING_ANGLE[facing];
    const body =
      facing === 'none'
        ? svg`<circle r=${c * 0.4} fill=${fill} stroke="#1a1a1a" stroke-width="1.5"></circle>`
        : svg`<polygon points="0,${-c * 0.44} ${-c * 0.44},${c * 0.36} ${c * 0.44},${c * 0.36}" fill=${fill} stroke="#1a1a1a" stroke-width="1.5" stroke-linejoin="round"></polygon>`;
    // The class sits at the triangle's centroid (rotated with it) but is written upright.
    const cy0 = facing === 'none' ? 0 : c * 0.04;
    const rad = (angle * Math.PI) / 180;
    const tx = -Math.sin(rad) * cy0;
    const ty = Math.cos(rad) * cy0;
    return svg`<g class="glyph unit" aria-hidden="true" transform="translate(${x} ${y})">
      <g transform="rotate(${angle})">${body}${pips}</g>
      <text x=${tx} y=${ty} fill=${ink} font-size=${c * 0.36} font-weight="700" text-anchor="middle" dominant-baseline="central">${cls}</text>
      ${speed > 6 ? svg`<text x=${-Math.sin(rad) * c * 0.27} y=${Math.cos(rad) * c * 0.27} fill=${ink} font-size=${c * 0.15} text-anchor="middle" dominant-baseline="central">speed ${speed}</text>` : nothing}
    </g>`;
  }

  private renderTurnControl(): TemplateResult | typeof nothing {
    const sq = this.hand.selected;
    if (!sq || !this.hand.active || !this.pieceBySquare.has(sq)) return nothing;
    const choice = turnChoice(this.game!, this.state, this.hand.entries(), sq);
    if (choice.ok) {
      const s0 = speedOf(this.game!, choice.from);
      const s1 = speedOf(this.game!, choice.to);
      const speeds = s0 !== undefined && s1 !== undefined ? ` (speed ${s0} → ${s1})` : '';
      return html`<button @click=${() => this.playTurn(sq, choice)} title="Shortcut: T">
        Turn ${sq}: class ${choice.from} → ${choice.to}${speeds}
      </button>`;
    }
    return html`<button aria-disabled="true" @click=${() => this.playTurn(sq, choice)}>Turn ${sq}</button>
      <span class="why">${choice.reason}</span>`;
  }

  /** T turns the picked-up unit. */
  protected override shortcut(e: KeyboardEvent): boolean {
    const sq = this.hand.selected;
    if ((e.key !== 't' && e.key !== 'T') || !sq || !this.hand.active) return false;
    this.playTurn(sq, turnChoice(this.game!, this.state, this.hand.entries(), sq));
    return true;
  }

  /** Turns the unit on `sq` (button or T), or says why it cannot be turned. */
  private playTurn(sq: string, choice: TurnChoice): void {
    if (choice.ok) this.hand.play(choice.entry);
    else this.hand.playOrExplain(null, `cannot turn ${sq}: ${choice.reason}`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-units-board': RbUnitsBoard;
  }
}
