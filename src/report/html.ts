/**
 * The balance report as one self-contained HTML page: the figures as a table
 * and the charts as inline SVG, with its style inline too and no external
 * URL, so the file can be mailed or opened offline and shows the same.
 */
import type { Report } from '../engine/selfplay/report';
import { terminalText } from '../engine/terminal-text';
import { endCodeChart, lengthChart, winRateChart } from './charts';
import { runTitle, type RunMeta } from './meta';
import { withCi } from './text';

/** Text for the page: HTML's own characters escaped, and control and bidirectional characters shown as escapes (`\u202e`), so a name from a file reads as it is written. */
export function escapeHtml(s: string): string {
  return terminalText(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:720px;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{padding:.2em .8em;border-bottom:1px solid #ddd;text-align:left}
th{font-weight:600}h2{margin-top:1.6em;font-size:1.1em}figure{margin:0}svg{max-width:100%}`;

/** A page around `body`, titled `title`. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
${body}
</body></html>
`;
}

function table(rows: [string, string][]): string {
  return `<table>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;
}

function figureRows(meta: RunMeta, r: Report): [string, string][] {
  const rows: [string, string][] = [
    ['games', `${r.games} (seeds ${meta.seed}…${meta.seed + meta.seeds - 1}${meta.swap ? ', seats swapped too' : ''})`],
    [
      'bots',
      Object.entries(meta.seating)
        .map(([seat, bot]) => `${seat}: ${bot}`)
        .join(', '),
    ],
    ...r.seats.map((s): [string, string] => [`${s} wins`, `${r.wins[s] ?? 0}, ${withCi(r.winRate[s])}`]),
    ['draws', `${r.draws}, ${withCi(r.drawRate)}`],
  ];
  if (r.firstMover)
    rows.push([
      'first mover wins',
      `${withCi(r.firstMover.winRate)}, advantage ${(100 * r.firstMover.advantage).toFixed(1)} points`,
    ]);
  rows.push(
    ['balance', r.balance.toFixed(3)],
    ['timeouts (limit reached)', `${r.timeouts.games}, ${withCi(r.timeouts.rate)}`],
    ['completion', r.completion.toFixed(3)],
    ['length (plies)', `mean ${r.length.mean.toFixed(1)}, median ${r.length.median}, p90 ${r.length.p90}`],
    ['branching', `mean ${r.branching.mean.toFixed(1)}, max ${r.branching.max}`],
    ['decision moves', `${(100 * r.decisionShare).toFixed(1)}% of positions`],
    ['captures per game', r.capturesPerGame.toFixed(2)],
  );
  for (const [label, b] of Object.entries(r.bots))
    rows.push([`bot ${label}`, `won ${b.wins} of ${b.games}, ${withCi(b.winRate)}`]);
  return rows;
}

/**
 * The report's figures and charts as HTML, without a page around them: what the
 * HTML file holds under its title, and what the workbench's report panel shows.
 */
export function reportSections(meta: RunMeta, r: Report, document: Document): string {
  const parts = [
    table(figureRows(meta, r)),
    '<h2>Win rates (95% Wilson intervals)</h2>',
    `<figure>${winRateChart(r, document)}</figure>`,
    '<h2>Game length</h2>',
    `<figure>${lengthChart(r, document)}</figure>`,
    '<h2>How games end</h2>',
    `<figure>${endCodeChart(r.endCodes, document)}</figure>`,
  ];
  if (r.rounds) {
    const rd = r.rounds;
    parts.push(
      '<h2>Rounds</h2>',
      table([
        ['rounds', String(rd.rounds)],
        ...Object.entries(rd.sides).map(([side, i]): [string, string] => [`won by ${side}`, withCi(i)]),
        ...Object.entries(rd.winRate).map(([seat, i]): [string, string] => [`won by ${seat}`, withCi(i)]),
        ['drawn', String(rd.draws)],
      ]),
      '<h2>How rounds end</h2>',
      `<figure>${endCodeChart(rd.endCodes, document, 'rounds')}</figure>`,
    );
  }
  return parts.join('\n');
}

export function reportHtml(meta: RunMeta, r: Report, document: Document): string {
  const title = `Balance report: ${runTitle(meta)}`;
  return page(title, `<h1>${escapeHtml(title)}</h1>\n${reportSections(meta, r, document)}`);
}
