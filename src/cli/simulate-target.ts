/**
 * What `simulate` plays: a ruleset (by id or path), or a scenario standing in
 * for one, whose position after its actions starts every game.
 */
import { join } from 'node:path';
import type { Game } from '../engine/game';
import { fileHead } from '../engine/file-kind';
import { formatDiagnostic } from '../engine/loader/diagnostics';
import { basesOf } from '../engine/loader/extends';
import { loadRuleset } from '../engine/loader/ruleset';
import { loadScenario } from '../engine/scenario/load';
import type { SelfplayJob } from '../engine/selfplay/job';
import { scenarioStart, startProblemText, type StartPosition } from '../engine/selfplay/start';
import { baseResolver, displayPath, fileResolver, readText } from './files';

export interface Target {
  game: Game<unknown>;
  ruleset: SelfplayJob['ruleset'];
  /** A scenario's position, when a scenario was given. */
  start?: StartPosition;
  /** The scenario file, when one was given. */
  scenario?: string;
}

const isPathLike = (ref: string): boolean => /\.ya?ml$/i.test(ref) || ref.includes('/') || ref.includes('\\');

/** The target, or the problems to print (each one line, `file:line:col: …`). */
export function loadTarget(ref: string, rulesetDirs: string[]): Target | { problems: string[] } {
  if (isPathLike(ref)) {
    const read = readText(ref);
    if (!read.ok) return { problems: [formatDiagnostic(read.diagnostic)] };
    if (fileHead(read.text).kind === 'scenario') return scenarioTarget(ref, read.text, rulesetDirs);
  }
  // The user typed this path: it may point anywhere (`false`: not contained to a project).
  const found = fileResolver(rulesetDirs, 'the current folder', false)(ref, join(process.cwd(), 'command-line'));
  if ('error' in found) return { problems: [`${ref}:1:1: ${found.error}`] };
  const bases = baseResolver(rulesetDirs);
  const rs = loadRuleset(found.text, found.file, found.id, bases);
  if (!rs.ok) return { problems: rs.diagnostics.map(formatDiagnostic) };
  return {
    game: rs.game,
    ruleset: { text: found.text, file: found.file, id: found.id, bases: basesOf(found.text, found.file, bases) },
  };
}

function scenarioTarget(file: string, text: string, rulesetDirs: string[]): Target | { problems: string[] } {
  const shown = displayPath(file);
  const resolve = fileResolver(rulesetDirs);
  const loaded = loadScenario(text, shown, resolve);
  if (!loaded.ok) return { problems: loaded.diagnostics.map(formatDiagnostic) };
  const start = scenarioStart(loaded);
  if ('error' in start) return { problems: [`${shown}:1:1: ${startProblemText(start.error)}`] };
  // The scenario loaded, so its ruleset reference resolves: the same text the workers will load.
  const found = resolve(loaded.scenario.data.ruleset, shown);
  if ('error' in found) return { problems: [`${shown}:1:1: ${found.error}`] };
  return {
    game: loaded.game,
    ruleset: { text: found.text, file: found.file, id: found.id, bases: basesOf(found.text, found.file, resolve) },
    start,
    scenario: shown,
  };
}
