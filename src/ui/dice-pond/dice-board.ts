/**
 * The D'ice Cubes pond: white dice with pips on an open grid ("x,y", y up),
 * pawns as badges in their owner's colour and shape, the dice count of every
 * row and column against the ruleset's limit, the blue roll tray, the pool
 * while the pond is built, sunk dice marked. Playing by hand covers every
 * step: placing dice and pawns, rolling (from the seed or a typed roll),
 * moving pawns, and choosing how to use each rolled group.
 */
import { css, html, svg, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { PropertyValues } from 'lit';
import { CHANCE, NOBODY, type DieView } from '../../engine/game';
import { sampleFromSeed, squareIntent, tryAction, turnText } from '../board/actions';
import { BoardElement } from '../board/board-element';
import { cellCentre, cellLayout, cellX, cellY, eachCell, type CellGrid } from '../board/layout';
import { MARK } from '../board/palette';
import { boardStyles } from '../board/styles';
import { squaresMarked } from '../board/types';
import { parseSquare, squareName } from '../../engine/dice-pond/squares';
import { dicePondRulesOf } from '../../engine/dice-pond/dice-pond-game';
import { dieFace } from './die-face';
import {
  choiceLabel,
  coverSquares,
  groupChoices,
  lineCounts,
  lineLimit,
  lineState,
  parseRollText,
  placementValues,
  pondBounds,
  pondRadius,
  type Bounds,
  type Group,
  type GroupChoice,
  type LineCounts,
} from './model';
import { pawnStyles, type PawnStyle } from './pawns';

@customElement('rb-dice-board')
export class RbDiceBoard extends BoardElement {
  static override styles = [
    boardStyles,
    css`
      .tray {
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 3px;
        padding: 2px 8px;
        border: 2px solid #0072b2;
        border-radius: 10px;
        background: #dcecf7;
      }
      .pool {
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 4px;
      }
      .tray-label {
        font-size: 0.9em;
        color: #333;
        margin-right: 2px;
      }
      .tray svg.now {
        transform: translateY(-2px);
      }
      input {
        font: inherit;
      }
    `,
  ];

  /** The pool value chosen for placing (placement phase). */
  @state() private placeValue: number | null = null;
  @state() private rollText = '';
  @state() private rollError: string | null = null;
  private diceBySquare = new Map<string, DieView>();
  private lines: LineCounts = { rows: new Map(), cols: new Map() };
  /** The rolled groups to use now and what each allows (computed once per state). */
  private groups: Group[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    const fresh = changed.has('game') || changed.has('state');
    super.willUpdate(changed);
    if (!this.game || this.state === undefined) return;
    if (fresh) {
      this.diceBySquare = new Map((this.view.dice ?? []).map((d) => [d.at, d]));
      this.lines = lineCounts(this.view.dice ?? []);
      this.rollError = null;
    }
    if (fresh || changed.has('interactive') || changed.has('greyed')) {
      this.groups = this.hand.active ? groupChoices(this.game, this.state, this.hand.entries()) : [];
      this.defaultIntent();
    }
  }

  /** Placing dice or pawns needs no piece picked up: the squares are the targets at once. */
  private defaultIntent(): void {
    if (!this.hand.active) return;
    const entries = this.hand.entries();
    const values = placementValues(entries);
    if (values.size > 0) {
      if (this.placeValue === null || !values.has(this.placeValue)) this.placeValue = Math.min(...values.keys());
      this.hand.choose(placeIntent(this.placeValue));
      return;
    }
    if (entries.some((e) => typeof e.object.pawn === 'string'))
      this.hand.choose(squareIntent('place a pawn on', {}, 'pawn'));
  }

  /** Only pawns that can move are picked up (a click elsewhere keeps a raise or placement going). */
  protected override pickable(square: string): boolean {
    return this.hand.movers().has(square);
  }

  protected describe(square: string): string {
    const die = this.diceBySquare.get(square);
    const pawn = this.pieceBySquare.get(square);
    const sunk = squaresMarked(this.marks, 'sunk').includes(square) ? ' (sank)' : '';
    if (!die) return `${square}: ${pawn ? `${pawn.owner}'s pawn, no die` : 'no die'}${sunk}${this.fullLines(square)}`;
    return `${square}: die showing ${die.value}${pawn ? `, ${pawn.owner}'s pawn on it` : ''}${sunk}${this.fullLines(square)}`;
  }

  /** "; row full (5 dice)" when the square's row or column has reached the limit. */
  private fullLines(square: string): string {
    const p = parseSquare(square);
    if (!p) return '';
    const limit = lineLimit(this.game!);
    const n = (line: 'rows' | 'cols', k: number) => this.lines[line].get(k) ?? 0;
    const full: string[] = [];
    if (n('rows', p.y) >= limit) full.push(`row ${p.y} full (${n('rows', p.y)} dice)`);
    if (n('cols', p.x) >= limit) full.push(`column ${p.x} full (${n('cols', p.x)} dice)`);
    return full.length > 0 ? `; ${full.join(', ')}` : '';
  }

  /**
   * The window drawn: what is on the pond plus its free ring. Targets only
   * widen it when one falls outside (they are almost always in the ring), so
   * choosing what to do never re-lays out the pond under the pointer.
   */
  private bounds(): Bounds {
    const squares = [
      ...this.diceBySquare.keys(),
      ...this.pieceBySquare.keys(),
      ...squaresMarked(this.marks, 'sunk'),
      ...(this.marks.lastMove ?? []),
    ];
    const radius = pondRadius(this.game!);
    return coverSquares(pondBounds(squares, radius), this.hand.targets().keys(), radius);
  }

  private grid(b: Bounds): CellGrid {
    const cols = b.maxX - b.minX + 1;
    const rows = b.maxY - b.minY + 1;
    const layout = cellLayout(cols, rows, { left: 30, bottom: 22, top: 24, right: 34 });
    return {
      layout,
      nameAt: (col, row) => squareName({ x: b.minX + col, y: b.minY + row }),
      posOf: (sq) => {
        const p = parseSquare(sq);
        if (!p || p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) return null;
        return { col: p.x - b.minX, row: p.y - b.minY };
      },
    };
  }

  override render(): TemplateResult {
    const game = this.game;
    if (!game || this.state === undefined) return this.renderEmpty();
    const b = this.bounds();
    const grid = this.grid(b);
    const { layout } = grid;
    const styles = pawnStyles(game);
    const cells = eachCell(
      layout,
      (col, row) =>
        svg`<rect x=${cellX(layout, col) + 0.5} y=${cellY(layout, row) + 0.5} width=${layout.cell - 1} height=${layout.cell - 1} rx="4" fill="#e3eff6" stroke="#c5d9e6"></rect>`,
    );
    const dice = [...this.diceBySquare.values()].map((d) => {
      const pos = grid.posOf(d.at);
      if (!pos) return nothing;
      const { x, y } = cellCentre(layout, pos.col, pos.row);
      return svg`<g class="glyph" aria-hidden="true" transform="translate(${x} ${y})">${dieFace(d.value, layout.cell * 0.78, { fill: '#ffffff', pip: '#1a1a1a', stroke: '#5b6b78' })}</g>`;
    });
    const pawns = this.placePieces(grid, (p, pos) => this.pawn(grid, pos, styles.get(p.owner)));
    const sunkOutlines = squaresMarked(this.marks, 'sunk')
      .filter((sq) => !this.diceBySquare.has(sq))
      .map((sq) => {
        const pos = grid.posOf(sq);
        if (!pos) return nothing;
        const s = layout.cell * 0.78;
        const { x, y } = cellCentre(layout, pos.col, pos.row);
        return svg`<rect x=${x - s / 2} y=${y - s / 2} width=${s} height=${s} rx=${s * 0.16} fill="none" stroke="#0072B2" stroke-width="2" stroke-dasharray="4 3"></rect>`;
      });
    return html`<div class="frame">
      ${this.renderInfo(styles)}
      <svg
        class="board"
        viewBox=${layout.viewBox}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label=${`D'ice Cubes pond, ${this.diceBySquare.size} dice; ${turnText(game, this.state)}`}
      >
        ${cells} ${this.lineLabels(grid, b)}
        ${this.renderPlayLayers(grid, [sunkOutlines, dice, pawns], (sq) => (this.diceBySquare.has(sq) || this.pieceBySquare.has(sq) ? 'frame' : 'dot'), true)}
      </svg>
      ${this.renderStatus()}
      <div class="controls">${this.renderControls()}</div>
    </div>`;
  }

  /**
   * x under the columns and y left of the rows; the dice count of each column
   * (above) and row (right) against the limit, a full line in bold with a
   * warning sign so the limit reads without colour.
   */
  private lineLabels(grid: CellGrid, b: Bounds): SVGTemplateResult {
    const { layout } = grid;
    const limit = lineLimit(this.game!);
    const counts = this.lines;
    const out: SVGTemplateResult[] = [];
    const count = (n: number, x: number, y: number, what: string) => {
      const st = lineState(n, limit);
      return svg`<text x=${x} y=${y} class=${`count ${st}`} font-size="11" text-anchor="middle" dominant-baseline="central"
        fill=${st === 'ok' ? '#5b6b78' : MARK.warning} font-weight=${st === 'ok' ? 400 : 700}><title>${what}: ${n} of at most ${limit} dice</title>${st === 'ok' ? '' : '⚠'}${n}/${limit}</text>`;
    };
    for (let col = 0; col < layout.cols; col++) {
      const x = b.minX + col;
      const cx = cellX(layout, col) + layout.cell / 2;
      out.push(
        svg`<text x=${cx} y=${layout.height - layout.margin.bottom / 2} font-size="12" fill="#555" text-anchor="middle" dominant-baseline="central">${x}</text>`,
      );
      const n = counts.cols.get(x) ?? 0;
      if (n > 0) out.push(count(n, cx, layout.margin.top / 2, `column x=${x}`));
    }
    for (let row = 0; row < layout.rows; row++) {
      const y = b.minY + row;
      const cy = cellY(layout, row) + layout.cell / 2;
      out.push(
        svg`<text x=${layout.margin.left / 2} y=${cy} font-size="12" fill="#555" text-anchor="middle" dominant-baseline="central">${y}</text>`,
      );
      const n = counts.rows.get(y) ?? 0;
      if (n > 0) out.push(count(n, layout.width - layout.margin.right / 2, cy, `row y=${y}`));
    }
    return svg`<g class="labels-lines" aria-hidden="true">${out}</g>`;
  }

  /**
   * A pawn: a ring round its die in the owner's colour, and a small badge in
   * the owner's shape with the owner's number on the cell's top-left corner,
   * outside the die's pips, so the value stays readable under a pawn.
   */
  private pawn(grid: CellGrid, pos: { col: number; row: number }, style: PawnStyle | undefined): SVGTemplateResult {
    const c = grid.layout.cell;
    const { x, y } = cellCentre(grid.layout, pos.col, pos.row);
    const fill = style?.fill ?? '#888';
    const shape = style?.shape ?? 'circle';
    const { bx, by, r } = badgeSpot(x, y, c, shape);
    return svg`<g class="glyph pawn" aria-hidden="true">
      <rect x=${x - c * 0.41} y=${y - c * 0.41} width=${c * 0.82} height=${c * 0.82} rx=${c * 0.14} fill="none" stroke=${fill} stroke-width="3.5"></rect>
      <g class="pawn-badge" fill=${fill} stroke="#1a1a1a" stroke-width="1">${pawnShape(shape, bx, by, r)}
        <text x=${bx} y=${by + (shape === 'triangle' ? r * 0.2 : 0)} fill=${style?.ink ?? '#000'} stroke="none" font-size=${c * (shape === 'circle' || shape === 'square' ? 0.2 : 0.16)} font-weight="700" text-anchor="middle" dominant-baseline="central">${style?.letter ?? '?'}</text>
      </g>
    </g>`;
  }

  private renderInfo(styles: Map<string, PawnStyle>): TemplateResult {
    const game = this.game!;
    const { phase = '', turn: turnNumber } = this.view.facts;
    const phaseText: Record<string, string> = { place: 'building the pond', pawns: 'placing pawns', play: 'play' };
    const turn = phase === 'play' && turnNumber !== undefined ? ` · turn ${turnNumber}` : '';
    return html`<div class="info">
      ${phase ? html`<span>${phaseText[phase] ?? phase}${turn}</span>` : nothing}
      <span class="legend"
        >${[...styles].map(
          ([p, s]) =>
            html`<span class=${this.isOut(p) ? 'owner out' : 'owner'}
              >${pawnIcon(s)} ${p}${s.team ? ` (${s.team})` : ''}${this.isOut(p) ? ' — out' : ''}</span
            >`,
        )}</span
      >
      <span class="legend">at most ${lineLimit(game)} dice per row and per column</span>
      ${this.renderTray()} ${this.renderPool()}
    </div>`;
  }

  /** The blue dice rolled and not used yet (`view.info.roll`; per player from `view.info.rolls` in team games). */
  private renderTray(): TemplateResult | typeof nothing {
    const info = this.view.info;
    if (this.view.facts.phase !== 'play') return nothing;
    const numbers = (vs: unknown): number[] =>
      Array.isArray(vs) ? vs.filter((v): v is number => typeof v === 'number') : [];
    const rows: [string, number[]][] = [];
    if (dicePondRulesOf(this.game!).teams.length > 0 && info.rolls && typeof info.rolls === 'object') {
      for (const [p, vs] of Object.entries(info.rolls as Record<string, unknown>)) rows.push([p, numbers(vs)]);
    } else rows.push(['', numbers(info.roll)]);
    const current = typeof info.current === 'number' ? info.current : null;
    const words = rows
      .map(([p, vs]) => `${p ? `${p}: ` : ''}${vs.length > 0 ? vs.join(' ') : 'nothing left'}`)
      .join('; ');
    return html`<span
      class="tray"
      role="img"
      aria-label=${`roll tray, ${words}${current !== null ? `; using the ${current}s` : ''}`}
    >
      <span class="tray-label">roll</span>
      ${rows.every(([, vs]) => vs.length === 0) ? html`<span class="tray-label">—</span>` : nothing}
      ${rows.map(
        ([p, vs]) =>
          html`${p && vs.length > 0 ? html`<span class="tray-label">${p}</span>` : nothing}${vs.map(
            (v) =>
              html`<svg
                width="26"
                height="26"
                viewBox="-13 -13 26 26"
                aria-hidden="true"
                class=${v === current ? 'now' : ''}
              >
                ${dieFace(v, 22, { fill: '#0072B2', pip: '#ffffff', stroke: v === current ? '#000' : '#0b4f7a', strokeWidth: v === current ? 2.5 : 1 })}
              </svg>`,
          )}`,
      )}
    </span>`;
  }

  private renderControls(): TemplateResult | typeof nothing {
    if (!this.hand.active) return nothing;
    const game = this.game!;
    if (game.toMove(this.state) === CHANCE) return this.renderRollControls();
    if (this.groups.length > 0) return html`${this.groups.map((g) => this.renderGroup(g))}`;
    return nothing;
  }

  private renderRollControls(): TemplateResult {
    const fromSeed = () => this.hand.play(sampleFromSeed(this.game!, this.state));
    const typed = (e: Event) => {
      e.preventDefault();
      const values = parseRollText(this.rollText);
      if (!Array.isArray(values)) {
        this.rollError = values.error;
        return;
      }
      const r = tryAction(this.game!, this.state, { roll: values });
      if (r.ok) {
        this.rollText = '';
        this.hand.play(r.entry);
      } else this.rollError = r.reason;
    };
    return html`<button @click=${fromSeed}>Roll from the seed</button>
      <form @submit=${typed} style="display:contents">
        <label
          >or type a roll
          <input
            size="10"
            .value=${this.rollText}
            placeholder="1 3 3 6"
            aria-describedby="roll-why"
            @input=${(e: Event) => ((this.rollText = (e.target as HTMLInputElement).value), (this.rollError = null))}
        /></label>
        <button type="submit">Roll these</button>
      </form>
      <span id="roll-why" class="why" role=${this.rollError ? 'alert' : nothing}>${this.rollError ?? ''}</span>`;
  }

  /**
   * The dice still to place, by value (placement phase). Playing by hand,
   * each value is a button: the chosen value's squares are the targets on the pond.
   */
  private renderPool(): TemplateResult | typeof nothing {
    if (this.view.facts.phase !== 'place') return nothing;
    const pool = (this.view.info.pool ?? {}) as Record<string, number>;
    const legal = placementValues(this.hand.entries());
    const values = Object.keys(pool)
      .map(Number)
      .filter((v) => (pool[String(v)] ?? 0) > 0)
      .sort((a, b) => a - b);
    const face = (v: number) =>
      html`<svg width="18" height="18" viewBox="-10 -10 20 20" aria-hidden="true" style="vertical-align:-4px">
        ${dieFace(v, 18, { fill: '#fff', pip: '#111', stroke: '#555' })}
      </svg>`;
    const words = (v: number, n: number) => `${n} ${n === 1 ? 'die' : 'dice'} showing ${v}`;
    return html`<span class="pool" role="group" aria-label="dice to place">
      <span class="tray-label">to place:</span>
      ${values.length === 0 ? html`<span class="tray-label">none</span>` : nothing}
      ${values.map((v) => {
        const n = pool[String(v)];
        if (!this.hand.active) return html`<span role="img" aria-label=${words(v, n)}>${face(v)}×${n}</span>`;
        const open = legal.has(v);
        return html`<button
          aria-pressed=${this.placeValue === v ? 'true' : 'false'}
          aria-disabled=${open ? 'false' : 'true'}
          aria-label=${`${words(v, n)}${open ? `; ${legal.get(v)} squares to place it` : '; cannot be placed now'}`}
          @click=${() => this.choosePlace(v, open)}
        >
          ${face(v)} ×${n}
        </button>`;
      })}
    </span>`;
  }

  private choosePlace(v: number, open: boolean): void {
    if (!open) {
      const anySquare = [...this.diceBySquare.keys()][0] ?? '0,0';
      const r = tryAction(this.game!, this.state, { place: v, at: anySquare });
      this.hand.playOrExplain(null, r.ok ? `no die showing ${v} can be placed now` : r.reason);
      return;
    }
    this.placeValue = v;
    this.hand.choose(placeIntent(v));
  }

  private renderGroup(g: Group): TemplateResult {
    const valueAt = (sq: string) => this.diceBySquare.get(sq)?.value;
    return html`<span class="tray-label">${g.player ? `${g.player}'s ` : 'use the '}${g.value}s:</span> ${g.choices.map(
        (c) => {
          const label = choiceLabel(g, c, valueAt);
          if (c.options.size === 0)
            return html`<button
              aria-disabled="true"
              title=${c.reason ?? ''}
              @click=${() => this.hand.playOrExplain(null, `${label}: ${c.reason}`)}
            >
              ${label}
            </button>`;
          const picking = this.hand.intent?.label === intentLabel(g, c);
          return html`<button aria-pressed=${picking ? 'true' : 'false'} @click=${() => this.chooseUse(g, c)}>
            ${label}
          </button>`;
        },
      )}
      ${g.choices
        .filter((c) => c.options.size === 0 && c.reason)
        .map((c) => html`<span class="why">${c.kind}: ${c.reason}</span>`)}`;
  }

  /** One option plays at once; several put their squares on the pond to pick from. */
  private chooseUse(g: Group, c: GroupChoice): void {
    if (c.options.size === 1) {
      this.hand.play([...c.options.values()][0]);
      return;
    }
    const label = intentLabel(g, c);
    if (this.hand.intent?.label === label) this.hand.clear();
    else this.hand.choose(squareIntent(label, c.fixed, 'at'));
  }

  protected override idleHint(): string {
    if (this.game!.toMove(this.state) === NOBODY) return super.idleHint();
    const turn = turnText(this.game!, this.state);
    if (!this.hand.active) return turn;
    if (this.hand.intent) return `${turn}: ${this.hand.intent.label} one of the marked squares`;
    if (this.game!.toMove(this.state) === CHANCE) return `${turn}: roll from the seed or type a roll`;
    if (this.hand.entries().some((e) => typeof e.object.from === 'string')) return `${turn}: pick a pawn to move`;
    if (this.hand.entries().some((e) => typeof e.object.use === 'number'))
      return `${turn}: choose how to use the group`;
    return turn;
  }
}

/** Placing a die of value `v` from the pool: the squares it may go to are the targets. */
function placeIntent(v: number) {
  return squareIntent(`place a ${v} at`, { place: v }, 'at');
}

function intentLabel(g: Group, c: GroupChoice): string {
  return c.kind === 'add'
    ? `${g.player ? `${g.player}: ` : ''}add a 1 at`
    : `${g.player ? `${g.player}: ` : ''}raise (${g.value}s) the die at`;
}

/**
 * Where a pawn's badge goes on a cell of side `c` centred on (x, y): on the
 * top-left corner, at most 0.15c from its centre each way, which keeps it
 * clear of the die's pips (they reach 0.28c from the centre) and of the
 * neighbouring dice.
 */
export function badgeSpot(
  x: number,
  y: number,
  c: number,
  shape: PawnStyle['shape'],
): { bx: number; by: number; r: number } {
  const reach = shape === 'triangle' ? 1.25 : shape === 'diamond' ? 1.2 : 1;
  return { bx: x - c * 0.44, by: y - c * 0.44, r: (c * 0.15) / reach };
}

/** A pawn's badge shape centred on (x, y), about 2r across. */
function pawnShape(shape: PawnStyle['shape'], x: number, y: number, r: number): SVGTemplateResult {
  switch (shape) {
    case 'square':
      return svg`<rect x=${x - r} y=${y - r} width=${r * 2} height=${r * 2} rx=${r * 0.2}></rect>`;
    case 'diamond':
      return svg`<polygon points="${x},${y - r * 1.2} ${x + r * 1.2},${y} ${x},${y + r * 1.2} ${x - r * 1.2},${y}"></polygon>`;
    case 'triangle':
      return svg`<polygon points="${x},${y - r * 1.25} ${x + r * 1.2},${y + r * 0.85} ${x - r * 1.2},${y + r * 0.85}"></polygon>`;
    default:
      return svg`<circle cx=${x} cy=${y} r=${r}></circle>`;
  }
}

function pawnIcon(s: PawnStyle): TemplateResult {
  return html`<svg width="14" height="14" viewBox="-10 -10 20 20" aria-hidden="true" style="vertical-align:-2px">
    <g fill=${s.fill} stroke="#1a1a1a" stroke-width="1.5">${pawnShape(s.shape, 0, 0, 7.5)}</g>
  </svg>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-dice-board': RbDiceBoard;
  }
}
