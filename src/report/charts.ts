/**
 * The report's charts as SVG markup, drawn by Observable Plot into whatever
 * `document` it is given: the page's in a browser, a headless one in Node
 * (headless.ts), so the CLI's HTML report and the workbench draw the same.
 */
import * as Plot from '@observablehq/plot';
import type { Report } from '../engine/selfplay/report';

const WIDTH = 640;

function svgOf(node: SVGSVGElement | HTMLElement): string {
  return node.outerHTML;
}

/** Win rate per seat, and the draw rate, each with its 95% Wilson interval as an error bar. */
export function winRateChart(r: Report, document: Document): string {
  const rows = [...r.seats.map((name) => ({ name, ...r.winRate[name] })), { name: 'draw', ...r.drawRate }];
  return svgOf(
    Plot.plot({
      document,
      width: WIDTH,
      height: 260,
      marginLeft: 50,
      x: { label: null, domain: rows.map((d) => d.name) },
      y: { label: 'win rate, % (95% CI)', domain: [0, 100], percent: true, grid: true },
      marks: [
        Plot.barY(rows, { x: 'name', y: 'p', fill: (d: { name: string }) => (d.name === 'draw' ? '#bbb' : '#4e79a7') }),
        Plot.ruleX(rows, { x: 'name', y1: 'lo', y2: 'hi', stroke: 'black', strokeWidth: 2 }),
        Plot.tickY(rows, { x: 'name', y: 'lo', stroke: 'black', inset: 60 }),
        Plot.tickY(rows, { x: 'name', y: 'hi', stroke: 'black', inset: 60 }),
        Plot.ruleY([0]),
      ],
    }),
  );
}

/** Games by length in plies, in the report's histogram bars. */
export function lengthChart(r: Report, document: Document): string {
  return svgOf(
    Plot.plot({
      document,
      width: WIDTH,
      height: 240,
      marginLeft: 50,
      x: { label: 'game length (plies)' },
      y: { label: 'games', grid: true },
      marks: [
        Plot.rectY(r.length.histogram, {
          x1: 'from',
          x2: (b: { to: number }) => b.to + 1,
          y: 'count',
          fill: '#59a14f',
          inset: 0.5,
        }),
        Plot.ruleY([0]),
      ],
    }),
  );
}

/** How games end: games per outcome code. */
export function endCodeChart(counts: Record<string, number>, document: Document, label = 'games'): string {
  const rows = Object.entries(counts).map(([code, n]) => ({ code, n }));
  return svgOf(
    Plot.plot({
      document,
      width: WIDTH,
      height: 60 + 28 * rows.length,
      marginLeft: 140,
      x: { label, grid: true },
      y: { label: null, domain: rows.map((d) => d.code) },
      marks: [Plot.barX(rows, { y: 'code', x: 'n', fill: '#f28e2b' }), Plot.ruleX([0])],
    }),
  );
}

/** A figure against a swept parameter, with its confidence band. */
export function sweepChart(
  points: readonly { value: number; p: number; lo: number; hi: number }[],
  document: Document,
  param: string,
  metric: string,
): string {
  return svgOf(
    Plot.plot({
      document,
      width: WIDTH,
      height: 280,
      marginLeft: 50,
      x: { label: param },
      y: { label: `${metric} (95% CI)`, grid: true },
      marks: [
        Plot.areaY(points, { x: 'value', y1: 'lo', y2: 'hi', fill: '#4e79a7', fillOpacity: 0.2 }),
        Plot.line(points, { x: 'value', y: 'p', stroke: '#4e79a7' }),
        Plot.dot(points, { x: 'value', y: 'p', fill: '#4e79a7' }),
      ],
    }),
  );
}
