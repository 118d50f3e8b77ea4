/**
 * Layers every board draws the same way: coordinate labels, the last move,
 * captures, sunk dice and fight results (from `.marks`), the picked-up piece and its targets.
 */
import { svg, nothing, type SVGTemplateResult } from 'lit';
import type { ActionEntry } from './actions';
import { cellCentre, cellX, cellY, type CellGrid, type CellLayout } from './layout';
import { MARK, OKABE_ITO } from './palette';
import type { BoardMarks, SquareMark } from './types';

/** File letters under the board and rank numbers to its left (grid boards; chess names a1, b1… unless told). */
export function coordinateLabels(
  grid: CellGrid,
  files: (col: number) => string = (c) => String.fromCharCode(97 + c),
  ranks: (row: number) => string = (r) => String(r + 1),
): SVGTemplateResult {
  const { layout } = grid;
  const out: SVGTemplateResult[] = [];
  const bottom = layout.margin.top + layout.rows * layout.cell + layout.margin.bottom / 2;
  for (let c = 0; c < layout.cols; c++)
    out.push(svg`<text x=${cellX(layout, c) + layout.cell / 2} y=${bottom}>${files(c)}</text>`);
  for (let r = 0; r < layout.rows; r++)
    out.push(svg`<text x=${layout.margin.left / 2} y=${cellY(layout, r) + layout.cell / 2}>${ranks(r)}</text>`);
  return svg`<g class="labels" aria-hidden="true">${out}</g>`;
}

/** A frame round the cells of a grid board. */
export function boardOutline(layout: CellLayout, stroke: string): SVGTemplateResult {
  return svg`<rect x=${layout.margin.left} y=${layout.margin.top} width=${layout.cols * layout.cell} height=${layout.rows * layout.cell} fill="none" stroke=${stroke} stroke-width="2"></rect>`;
}

/** Under the pieces: the squares of the last move, tinted (and outlined where pieces cover most of the square). */
export function lastMoveSquares(grid: CellGrid, marks: BoardMarks, outline = false): SVGTemplateResult {
  const { layout } = grid;
  const cells = (marks.lastMove ?? []).map((sq) => grid.posOf(sq)).filter((p) => p !== null);
  return svg`<g class="marks" aria-hidden="true">${cells.map(
    (
      p,
    ) => svg`<rect x=${cellX(layout, p.col) + (outline ? 1 : 0)} y=${cellY(layout, p.row) + (outline ? 1 : 0)} width=${layout.cell - (outline ? 2 : 0)} height=${layout.cell - (outline ? 2 : 0)}
      rx=${outline ? 4 : 0} fill=${MARK.lastMove} fill-opacity=${outline ? 1 : 0.6} stroke=${outline ? '#6b6200' : 'none'} stroke-width="1.5"></rect>`,
  )}</g>`;
}

/** Pieces that can move, when nothing is picked up: a thin dashed frame, so the player sees where to start. */
export function moverHints(grid: CellGrid, squares: Iterable<string>): SVGTemplateResult {
  const { layout } = grid;
  const out: SVGTemplateResult[] = [];
  for (const sq of squares) {
    const p = grid.posOf(sq);
    if (!p) continue;
    out.push(svg`<rect x=${cellX(layout, p.col) + 3} y=${cellY(layout, p.row) + 3} width=${layout.cell - 6} height=${layout.cell - 6} rx="3"
      fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="3 3"></rect>`);
  }
  return svg`<g class="marks movers" aria-hidden="true">${out}</g>`;
}

/** Over the pieces: an arrow along the last move, then a badge per marked square (`squareBadge`). */
export function moveAndLossMarks(grid: CellGrid, marks: BoardMarks): SVGTemplateResult {
  const { layout } = grid;
  const c = layout.cell;
  const path = (marks.lastMove ?? []).map((sq) => grid.posOf(sq)).filter((p) => p !== null);
  let arrow: SVGTemplateResult | typeof nothing = nothing;
  if (path.length >= 2) {
    const a = cellCentre(layout, path[0].col, path[0].row);
    const b = cellCentre(layout, path[path.length - 1].col, path[path.length - 1].row);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len > 0) {
      // Stop short of the centres so the arrow does not cover the class number.
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      const s = { x: a.x + ux * c * 0.3, y: a.y + uy * c * 0.3 };
      const e = { x: b.x - ux * c * 0.38, y: b.y - uy * c * 0.38 };
      const head = c * 0.2;
      const left = { x: e.x - ux * head - uy * head * 0.6, y: e.y - uy * head + ux * head * 0.6 };
      const right = { x: e.x - ux * head + uy * head * 0.6, y: e.y - uy * head - ux * head * 0.6 };
      arrow = svg`<g class="arrow" opacity="0.55">
        <line x1=${s.x} y1=${s.y} x2=${e.x - ux * head * 0.5} y2=${e.y - uy * head * 0.5} stroke="#000" stroke-width=${c * 0.07} stroke-linecap="round"></line>
        <polygon points="${e.x},${e.y} ${left.x},${left.y} ${right.x},${right.y}" fill="#000"></polygon></g>`;
    }
  }
  const badges = (marks.squares ?? []).map(({ square, mark }) => {
    const p = grid.posOf(square);
    return p ? squareBadge(cellX(layout, p.col), cellY(layout, p.row), c, mark) : nothing;
  });
  return svg`<g class="marks" aria-hidden="true">${arrow}${badges}</g>`;
}

/** A fight's result as a letter or sign, drawn in the square's top-left corner. */
const FIGHT_SIGN: Readonly<Record<Exclude<SquareMark, 'capture' | 'sunk' | 'differs'>, string>> = {
  'attacker-won': '✓',
  'defender-won': '✗',
  'both-removed': '=',
  bounce: '↩',
};

/**
 * One mark on the cell at (x, y): a cross (capture) or waves (sunk) in the top-right corner, a
 * fight's result in the top-left one, so a fight and the capture it caused both show.
 */
function squareBadge(x0: number, y0: number, c: number, mark: SquareMark): SVGTemplateResult {
  const r = c * 0.17;
  const y = y0 + c * 0.2;
  // A compare view's square that differs on the other board: a dashed frame round the whole cell.
  if (mark === 'differs') {
    return svg`<rect class="differs" x=${x0 + 2} y=${y0 + 2} width=${c - 4} height=${c - 4} rx="3" fill="none" stroke=${OKABE_ITO.reddishPurple} stroke-width="3" stroke-dasharray="6 3"></rect>`;
  }
  if (mark === 'capture' || mark === 'sunk') {
    const x = x0 + c * 0.8;
    const glyph =
      mark === 'capture'
        ? svg`<path d="M${x - r * 0.5} ${y - r * 0.5} L${x + r * 0.5} ${y + r * 0.5} M${x + r * 0.5} ${y - r * 0.5} L${x - r * 0.5} ${y + r * 0.5}" stroke="#fff" stroke-width=${r * 0.35} stroke-linecap="round"></path>`
        : svg`<path d="M${x - r * 0.6} ${y - r * 0.15} q${r * 0.3} ${-r * 0.35} ${r * 0.6} 0 t${r * 0.6} 0 M${x - r * 0.6} ${y + r * 0.35} q${r * 0.3} ${-r * 0.35} ${r * 0.6} 0 t${r * 0.6} 0" fill="none" stroke="#fff" stroke-width=${r * 0.25} stroke-linecap="round"></path>`;
    return svg`<g class=${mark}><circle cx=${x} cy=${y} r=${r} fill=${mark === 'capture' ? MARK.capture : OKABE_ITO.blue} stroke="#fff" stroke-width="1.5"></circle>${glyph}</g>`;
  }
  const x = x0 + c * 0.2;
  return svg`<g class=${`fight ${mark}`}><circle cx=${x} cy=${y} r=${r} fill=${OKABE_ITO.orange} stroke="#fff" stroke-width="1.5"></circle>
    <text x=${x} y=${y} text-anchor="middle" dominant-baseline="central" font-size=${r * 1.3} font-weight="700" fill="#000">${FIGHT_SIGN[mark]}</text></g>`;
}

/** How a target square is marked: a dot on an empty square, a ring round a piece it attacks, a frame round a die or piece it lands on. */
export type TargetMark = 'dot' | 'ring' | 'frame';

/** The picked-up piece (thick frame) and where it can go. */
export function selectionMarks(
  grid: CellGrid,
  selected: string | null,
  targets: ReadonlyMap<string, ActionEntry>,
  markOf: (sq: string) => TargetMark,
): SVGTemplateResult {
  const { layout } = grid;
  const c = layout.cell;
  const sel = selected ? grid.posOf(selected) : null;
  const out: SVGTemplateResult[] = [];
  if (sel)
    out.push(
      svg`<rect x=${cellX(layout, sel.col) + 1.5} y=${cellY(layout, sel.row) + 1.5} width=${c - 3} height=${c - 3} rx="3" fill="none" stroke=${MARK.selected} stroke-width="3"></rect>`,
    );
  for (const sq of targets.keys()) {
    const p = grid.posOf(sq);
    if (!p) continue;
    const { x, y } = cellCentre(layout, p.col, p.row);
    const mark = markOf(sq);
    out.push(
      mark === 'ring'
        ? svg`<circle cx=${x} cy=${y} r=${c * 0.46} fill="none" stroke=${MARK.target} stroke-width="3" stroke-dasharray="5 3"></circle>`
        : mark === 'frame'
          ? svg`<rect x=${x - c * 0.47} y=${y - c * 0.47} width=${c * 0.94} height=${c * 0.94} rx=${c * 0.18} fill="none" stroke=${MARK.target} stroke-width="2"></rect>
            <circle cx=${x + c * 0.36} cy=${y + c * 0.36} r=${c * 0.09} fill=${MARK.target} stroke="#fff" stroke-width="1.2"></circle>`
          : svg`<circle cx=${x} cy=${y} r=${c * 0.13} fill=${MARK.target} fill-opacity="0.6" stroke="#fff" stroke-width="1.5"></circle>`,
    );
  }
  return svg`<g class="targets" aria-hidden="true">${out}</g>`;
}
