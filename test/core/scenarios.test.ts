// Every sample scenario in scenarios/ is a test: it must load and every check must hold.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/engine/loader/diagnostics';
import { loadScenario } from '../../src/engine/scenario/load';
import { replayScenario } from '../../src/engine/scenario/replay';
import { ROOT, resolver, scenarioFiles } from '../support/rulesets';

describe('sample scenarios', () => {
  const files = scenarioFiles();
  it('exist for every game (at least six each)', () => {
    const perGame = new Map<string, number>();
    for (const f of files) {
      const game = relative(`${ROOT}scenarios`, f).split('/')[0];
      perGame.set(game, (perGame.get(game) ?? 0) + 1);
    }
    for (const game of ['units', 'escape-death', 'copenhagen', 'dice-cubes'])
      expect(perGame.get(game) ?? 0, game).toBeGreaterThanOrEqual(6);
  });
  for (const file of files) {
    const name = relative(ROOT, file);
    it(name, () => {
      const loaded = loadScenario(readFileSync(file, 'utf8'), name, resolver);
      if (!loaded.ok) expect.fail(loaded.diagnostics.map(formatDiagnostic).join('\n'));
      const run = replayScenario(loaded);
      expect(run.failures.map(formatDiagnostic)).toEqual([]);
      expect(run.checks.length, 'a scenario without checks proves nothing').toBeGreaterThan(0);
    });
  }
});
