/**
 * `diff A B` (the semantic diff of two rulesets) and `compare A B SCENARIO` (the diff and the
 * scenario replayed under both, step by step). A and B are ruleset ids or files, resolved as a
 * scenario resolves its ruleset (`--rulesets DIR` too). Exit codes as diff(1): 0 no difference
 * (for compare: no divergence), 1 they differ, 2 invalid input.
 */
import { join } from 'node:path';
import { RULESET_SCHEMA_DOCUMENT as schema } from '../engine/loader/ruleset-schema';
import { compareReplays, replayLockstep, type Comparison } from '../engine/compare/lockstep';
import { diffRulesets } from '../engine/compare/rules-diff';
import type { DiffEntry } from '../engine/compare/semantic-diff';
import type { Game } from '../engine/game';
import { loadRuleset } from '../engine/loader/ruleset';
import { loadScenario } from '../engine/scenario/load';
import { baseResolver, displayPath, fileResolver, readText } from './files';
import { EXIT, printDiagnostics, say, sayJson, warn } from './output';

export interface CompareOptions {
  json?: boolean;
  rulesets?: string[];
}

interface Side {
  game: Game<unknown>;
  text: string;
  file: string;
  id: string;
}

/** A ruleset named on the command line, compiled; problems printed. */
function rulesetArg(ref: string, dirs: string[]): Side | null {
  // The user typed this path: it may point anywhere (`false`: not contained to a project).
  const found = fileResolver(dirs, 'the current folder', false)(ref, join(process.cwd(), 'command-line'));
  if ('error' in found) {
    warn(`${ref}:1:1: ${found.error}`);
    return null;
  }
  const rs = loadRuleset(found.text, found.file, found.id, baseResolver(dirs));
  if (!rs.ok) {
    printDiagnostics(rs.diagnostics);
    return null;
  }
  return { game: rs.game, text: found.text, file: found.file, id: found.id };
}

const diffOf = (a: Side, b: Side): DiffEntry[] | string => diffRulesets(schema, a, b);

const diffJson = (d: DiffEntry[]) => d.map(({ path, a, b, text, kind }) => ({ path, a, b, text, kind }));

export function diffCommand(refA: string, refB: string, opts: CompareOptions): number {
  const a = rulesetArg(refA, opts.rulesets ?? []),
    b = a && rulesetArg(refB, opts.rulesets ?? []);
  if (!a || !b) return EXIT.invalid;
  const d = diffOf(a, b);
  if (typeof d === 'string') {
    warn(`rulebench: ${d}`);
    return EXIT.invalid;
  }
  if (opts.json) sayJson({ a: a.id, b: b.id, diff: diffJson(d) });
  else if (d.length === 0) say(`${a.id} and ${b.id} play the same rules`);
  else for (const e of d) say(`${e.kind === 'text' ? '(text) ' : ''}${e.text}`);
  return d.length > 0 ? EXIT.failed : EXIT.ok;
}

export function compareCommand(refA: string, refB: string, scenarioFile: string, opts: CompareOptions): number {
  const dirs = opts.rulesets ?? [];
  const a = rulesetArg(refA, dirs),
    b = a && rulesetArg(refB, dirs);
  if (!a || !b) return EXIT.invalid;
  const d = diffOf(a, b);
  if (typeof d === 'string') {
    warn(`rulebench: ${d}`);
    return EXIT.invalid;
  }
  const read = readText(scenarioFile);
  if (!read.ok) {
    printDiagnostics([read.diagnostic]);
    return EXIT.invalid;
  }
  // The scenario is replayed under A and under B in place of the ruleset it names.
  // Only the scenario's own `ruleset:` is replaced: a ruleset that `extends:` another finds its base as usual.
  const shown = displayPath(scenarioFile),
    bases = baseResolver(dirs);
  const under = (s: Side) =>
    loadScenario(read.text, shown, (ref, from) =>
      from === shown ? { text: s.text, file: s.file, id: s.id } : bases(ref, from),
    );
  const la = under(a),
    lb = under(b);
  if (!la.ok || !lb.ok) {
    printDiagnostics([...(la.ok ? [] : la.diagnostics), ...(lb.ok ? [] : lb.diagnostics)]);
    return EXIT.invalid;
  }
  // Rolls left to the seed are drawn once, on A, and given to B.
  const { a: ra, b: rb } = replayLockstep(la, lb);
  const unreadable = [...ra.unreadable, ...rb.unreadable];
  if (unreadable.length > 0) {
    printDiagnostics(unreadable);
    return EXIT.invalid;
  }
  const c = compareReplays(ra, rb, { legalActions: true });
  if (opts.json) sayJson(comparisonJson(a.id, b.id, d, c));
  else printComparison(a.id, b.id, d, c);
  return c.firstDivergence === null ? EXIT.ok : EXIT.failed;
}

function comparisonJson(a: string, b: string, d: DiffEntry[], c: Comparison) {
  return {
    a,
    b,
    firstDivergence: c.firstDivergence,
    diff: diffJson(d),
    start: c.start,
    steps: c.steps.map((s) => ({
      index: s.index,
      a: s.a,
      b: s.b,
      differences: s.differences,
      ...(s.legal ? { legalOnlyA: s.legal.onlyA, legalOnlyB: s.legal.onlyB } : {}),
    })),
  };
}

function printComparison(a: string, b: string, d: DiffEntry[], c: Comparison): void {
  say(`A = ${a}, B = ${b}`);
  say(d.length === 0 ? 'The rules are the same.' : 'Rules that differ:');
  for (const e of d) say(`  ${e.text}`);
  for (const x of c.start) say(`start: ${x.text}`);
  for (const s of c.steps) {
    if (s.differences.length === 0) continue;
    say(`after action ${s.index}:`);
    for (const x of s.differences) say(`  ${x.text}`);
  }
  if (c.haltA !== null) say(`A stops at action ${c.haltA}: it refuses it.`);
  if (c.haltB !== null) say(`B stops at action ${c.haltB}: it refuses it.`);
  say(
    c.firstDivergence === null
      ? 'No divergence.'
      : c.firstDivergence === 0
        ? 'They differ from the start position.'
        : `First divergence after action ${c.firstDivergence}.`,
  );
}
