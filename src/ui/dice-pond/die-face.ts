/** A die face as SVG, centred on (0, 0): pips for 1–6 (9 for higher faces), a numeral beyond. */
import { svg, type SVGTemplateResult } from 'lit';

/** Pip positions on a 3×3 grid (-1, 0, 1), per face value. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

export interface DieColours {
  fill: string;
  pip: string;
  stroke: string;
  strokeWidth?: number;
}

export function dieFace(value: number, size: number, colours: DieColours): SVGTemplateResult {
  const h = size / 2;
  const body = svg`<rect x=${-h} y=${-h} width=${size} height=${size} rx=${size * 0.16} fill=${colours.fill} stroke=${colours.stroke} stroke-width=${colours.strokeWidth ?? 1.5}></rect>`;
  const pips = PIPS[value];
  if (!pips)
    return svg`${body}<text fill=${colours.pip} font-size=${size * 0.55} font-weight="700" text-anchor="middle" dominant-baseline="central">${value}</text>`;
  const step = size * 0.27;
  const r = size * 0.09;
  return svg`${body}${pips.map(([px, py]) => svg`<circle class="pip" cx=${px * step} cy=${py * step} r=${r} fill=${colours.pip}></circle>`)}`;
}
