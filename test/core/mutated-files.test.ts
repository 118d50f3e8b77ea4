/**
 * "Nothing crashes": the shipped rulesets and scenarios, each with a few
 * random edits a designer might make by mistake (a value changed to a wrong
 * type or an odd number, a line deleted or written twice), must load to
 * either a game or positioned diagnostics, never an exception. A ruleset that
 * still loads must play; a scenario that still loads must run.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANCE, NOBODY, type Game } from '../../src/engine/game';
import type { Diagnostic } from '../../src/engine/loader/diagnostics';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { Rng } from '../../src/engine/rng';
import { loadScenario } from '../../src/engine/scenario/load';
import { replayScenario } from '../../src/engine/scenario/replay';
import { ROOT, resolver, scenarioFiles, shippedRulesetIds } from '../support/rulesets';

const VALUES = [
  '0',
  '-1',
  '1',
  '2',
  '7',
  '100000',
  '1.5',
  'x',
  '""',
  'null',
  'true',
  '[]',
  '{}',
  '[1, 2]',
  '{ a: 1 }',
  'a1',
  'z99',
  '"0,0"',
  '"99,0"',
  '[a1]',
  '!x 3',
  '!!set { a }',
  '*nowhere',
];

interface Edit {
  line: number;
  kind: 'value' | 'delete' | 'duplicate';
  value: string;
}

const edits = fc.array(
  fc.record({
    line: fc.nat(),
    kind: fc.constantFrom<Edit['kind']>('value', 'value', 'delete', 'duplicate'),
    value: fc.constantFrom(...VALUES),
  }),
  { minLength: 1, maxLength: 3 },
);

/** Replaces the value of a `key: value` or `- item` line, or else one word or number of the line. */
function withValue(line: string, value: string, pick: number): string {
  const m = /^(\s*(?:- )?[\w.-]+:\s*)(\S.*?)(\s*#.*)?$/.exec(line) ?? /^(\s*- )(\S.*?)(\s*#.*)?$/.exec(line);
  if (m) return m[1] + value + (m[3] ?? '');
  const parts = line.split(/([\s,{}[\]:]+)/);
  const words = parts.flatMap((p, i) => (/^[\w",.-]+$/.test(p) ? [i] : []));
  if (words.length > 0) parts[words[pick % words.length]] = value;
  return parts.join('');
}

function edited(text: string, list: Edit[]): string {
  const lines = text.split('\n');
  for (const e of list) {
    const i = e.line % lines.length;
    if (e.kind === 'delete') lines.splice(i, 1);
    else if (e.kind === 'duplicate') lines.splice(i, 0, lines[i]);
    else lines[i] = withValue(lines[i], e.value, e.line);
  }
  return lines.join('\n');
}

function expectPositioned(diagnostics: readonly Diagnostic[]): void {
  expect(diagnostics.length).toBeGreaterThan(0);
  for (const d of diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.col).toBeGreaterThanOrEqual(1);
    expect(d.message.length).toBeGreaterThan(10);
  }
}

/** A few hundred random plies through the Game API (the engine must not throw, and whoever is to move can act). */
function playSome(game: Game<unknown>, seed: number): void {
  const s = game.start(seed);
  const players = Rng.seeded(seed);
  const buf = new Int32Array(game.maxActions);
  for (let ply = 0; ply < 300; ply++) {
    const who = game.toMove(s);
    if (who === NOBODY) {
      expect(game.outcome(s)).not.toBeNull();
      return;
    }
    const n = who === CHANCE ? 1 : game.legalActions(s, buf);
    expect(n, `${game.players[who]} to move with no legal action`).toBeGreaterThan(0);
    const a = who === CHANCE ? game.sampleChance(s) : buf[players.below(n)];
    game.formatAction(s, a);
    game.apply(s, a);
    game.lastEvents(s);
  }
  game.view(s);
  game.deserialize(JSON.parse(JSON.stringify(game.serialize(s))));
}

describe('files with random edits load to a game or to positioned errors, never an exception', () => {
  const rulesets = shippedRulesetIds().map((id) => `rulesets/${id}.yaml`);
  const scenarios = scenarioFiles().map((f) => relative(ROOT, f));
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

  it('rulesets', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rulesets), edits, fc.nat(1000), (file, list, seed) => {
        const r = loadRuleset(edited(read(file), list), file);
        if (r.ok) playSome(r.game, seed);
        else expectPositioned(r.diagnostics);
      }),
      { numRuns: 250 },
    );
  });

  it('scenarios', () => {
    fc.assert(
      fc.property(fc.constantFrom(...scenarios), edits, (file, list) => {
        const loaded = loadScenario(edited(read(file), list), file, resolver);
        if (!loaded.ok) return expectPositioned(loaded.diagnostics);
        for (const f of replayScenario(loaded).failures) expectPositioned([f]);
      }),
      { numRuns: 250 },
    );
  });
});
