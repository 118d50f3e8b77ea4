/** Loading the shipped rulesets and scenarios in tests, through the same loader as the CLI. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { baseResolver, fileResolver } from '../../src/cli/files';
import { formatDiagnostic } from '../../src/engine/loader/diagnostics';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import type { Game } from '../../src/engine/game';

export const ROOT = new URL('../../', import.meta.url).pathname;

export function shippedRulesetIds(): string[] {
  return readdirSync(join(ROOT, 'rulesets'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -5))
    .sort();
}

export function shippedGame(id: string): Game<unknown> {
  const file = `rulesets/${id}.yaml`;
  // A ruleset may extend another (units-v1.1 extends units-v1.2): its base is found as the CLI finds it.
  const rs = loadRuleset(readFileSync(join(ROOT, file), 'utf8'), file, id, baseResolver([]));
  if (!rs.ok) throw new Error(rs.diagnostics.map(formatDiagnostic).join('\n'));
  return rs.game;
}

export function scenarioFiles(dir = join(ROOT, 'scenarios')): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return scenarioFiles(path);
      return /\.ya?ml$/.test(name) ? [path] : [];
    })
    .sort();
}

export const resolver = fileResolver([]);
