/** `validate`, `run` and `moves`: the scenario-side commands. */
import { CHANCE, NOBODY } from '../engine/game';
import { toMoveName, legalActionList } from '../engine/api';
import type { Diagnostic } from '../engine/loader/diagnostics';
import { loadRuleset } from '../engine/loader/ruleset';
import { diagnosticAt, parseYaml } from '../engine/loader/yaml-source';
import { loadScenario, type ScenarioLoad } from '../engine/scenario/load';
import { runScenario } from '../engine/scenario/run';
import type { ScenarioRun } from '../engine/scenario/types';
import { actionYaml } from '../engine/scenario/write';
import { displayPath, fileResolver, readText } from './files';
import { EXIT, printDiagnostics } from './output';

/**
 * A scenario names its ruleset; a ruleset names its family. Read from the parsed top-level keys
 * (flow style, quoted keys and a byte-order mark are all plain YAML); a file that does not parse
 * is judged by its lines, and either loader then reports the same YAML problems.
 */
function looksLikeScenario(text: string, file: string): boolean {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return /^\uFEFF?\s*["']?ruleset["']?\s*:/m.test(text);
  const top = parsed.source.data;
  return top !== null && typeof top === 'object' && 'ruleset' in top && !('family' in top);
}

type Loaded = Extract<ScenarioLoad, { ok: true }>;

/** `read` is the file's text when the caller has read it already. */
function load(file: string, rulesetDirs: string[], read = readText(file)): { ok: true; loaded: Loaded } | { ok: false; diagnostics: Diagnostic[] } {
  if (!read.ok) return { ok: false, diagnostics: [read.diagnostic] };
  const loaded = loadScenario(read.text, displayPath(file), fileResolver(rulesetDirs));
  return loaded.ok ? { ok: true, loaded } : loaded;
}

/** Actions that could not even be read (no such square, …) are input errors, unless marked illegal. */
function unreadable(loaded: Loaded, run: ScenarioRun): Diagnostic[] {
  return run.steps
    .filter((s) => s.code === undefined && !s.expectedIllegal)
    .map((s) => diagnosticAt(loaded.scenario.source, ['actions', s.index - 1], `action ${s.index}: ${s.reason}`));
}

export function validateCommand(files: string[], rulesetDirs: string[]): number {
  let bad = 0;
  for (const file of files) {
    let problems: Diagnostic[];
    const read = readText(file);
    if (!read.ok) problems = [read.diagnostic];
    else if (looksLikeScenario(read.text, displayPath(file))) {
      const l = load(file, rulesetDirs, read);
      problems = l.ok ? unreadable(l.loaded, runScenario(l.loaded)) : l.diagnostics;
    } else {
      problems = loadRuleset(read.text, displayPath(file)).diagnostics;
    }
    if (problems.length > 0) {
      bad++;
      printDiagnostics(problems);
    } else console.log(`valid  ${displayPath(file)}`);
  }
  console.log(`${files.length - bad} valid, ${bad} invalid`);
  return bad > 0 ? EXIT.invalid : EXIT.ok;
}

/** The state after the scenario's last action (its start if it has none). */
function finalState(run: ScenarioRun): unknown {
  return run.steps.at(-1)?.state ?? run.initial;
}

function stepJson(run: ScenarioRun) {
  return run.steps.map((s) => ({
    index: s.index,
    action: s.action,
    accepted: s.accepted,
    ...(s.reason ? { reason: s.reason } : {}),
    notation: s.notation,
    events: s.events.map((e) => e.text),
    ok: s.ok,
  }));
}

export function runCommand(files: string[], json: boolean, rulesetDirs: string[]): number {
  let worst: number = EXIT.ok;
  let passed = 0;
  const reports: unknown[] = [];
  for (const file of files) {
    const l = load(file, rulesetDirs);
    if (!l.ok) {
      printDiagnostics(l.diagnostics);
      reports.push({ file: displayPath(file), ok: false, invalid: true, errors: l.diagnostics });
      worst = EXIT.invalid;
      continue;
    }
    const run = runScenario(l.loaded);
    const input = unreadable(l.loaded, run);
    if (input.length > 0) worst = EXIT.invalid;
    else if (!run.ok && worst === EXIT.ok) worst = EXIT.failed;
    if (run.ok) passed++;
    const last = finalState(run);
    const game = run.game;
    if (json) {
      reports.push({
        file: displayPath(file),
        ok: run.ok,
        ruleset: game.id,
        steps: stepJson(run),
        checks: run.checks,
        failures: run.failures,
        final: { ...game.view(last), toMove: toMoveName(game, last), outcome: game.outcome(last) },
      });
    } else {
      printDiagnostics(input.length > 0 ? input : run.failures);
      const checks = run.checks.length;
      console.log(`${run.ok ? 'pass' : 'FAIL'}  ${displayPath(file)}  (${run.steps.length} actions, ${checks} checks)`);
    }
  }
  if (json) console.log(JSON.stringify(files.length === 1 ? reports[0] : reports, null, 2));
  else console.log(`${passed} passed, ${files.length - passed} failed`);
  return worst;
}

export function movesCommand(file: string, json: boolean, rulesetDirs: string[]): number {
  const l = load(file, rulesetDirs);
  if (!l.ok) {
    printDiagnostics(l.diagnostics);
    return EXIT.invalid;
  }
  const run = runScenario(l.loaded);
  const input = unreadable(l.loaded, run);
  if (input.length > 0) {
    printDiagnostics(input);
    return EXIT.invalid;
  }
  const game = run.game;
  const state = finalState(run);
  const who = game.toMove(state);
  const actions = who === NOBODY ? [] : legalActionList(game, state).map((a) => ({ action: game.formatAction(state, a), notation: game.notation(state, a) }));
  if (json) {
    console.log(JSON.stringify({ toMove: toMoveName(game, state), outcome: game.outcome(state), actions }, null, 2));
    return EXIT.ok;
  }
  if (who === NOBODY) console.log(`# the game is over: ${game.outcome(state)?.winner ?? 'none'} (${game.outcome(state)?.reason ?? ''}); no legal actions`);
  else console.log(`# ${actions.length} legal action(s) for ${who === CHANCE ? 'chance (a roll is due; any of these may be written as the roll)' : toMoveName(game, state)}`);
  for (const a of actions) console.log(`- ${actionYaml(a.action)}`);
  return EXIT.ok;
}
