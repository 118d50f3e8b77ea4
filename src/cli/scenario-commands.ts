/** `validate`, `run` and `moves`: the scenario-side commands. */
import { CHANCE, NOBODY } from '../engine/game';
import { toMoveName, legalActionList } from '../engine/api';
import { formatDiagnostic, type Diagnostic } from '../engine/loader/diagnostics';
import { loadRuleset } from '../engine/loader/ruleset';
import { fileKind } from '../engine/file-kind';
import { loadScenario } from '../engine/scenario/load';
import { replayScenario, type Replay } from '../engine/scenario/replay';
import type { LoadedScenario } from '../engine/scenario/types';
import { actionYaml } from '../engine/scenario/write';
import { bundleResolver, isBundleText, placeInBundle, readBundle } from '../engine/share/bundle';
import { baseResolver, displayPath, fileResolver, readText } from './files';
import { EXIT, printDiagnostics, say, sayJson } from './output';

/** A loaded scenario, and how to place its problems in the file it came from (a bundle's embedded scenario sits inside the bundle). */
type Loaded =
  | { ok: true; loaded: LoadedScenario; place: (ds: readonly Diagnostic[]) => Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** A scenario file or a scenario bundle (which opens like any scenario). `read` is the file's text when the caller has read it already. */
function load(file: string, rulesetDirs: string[], read = readText(file)): Loaded {
  if (!read.ok) return { ok: false, diagnostics: [read.diagnostic] };
  const shown = displayPath(file);
  if (!isBundleText(read.text)) {
    const loaded = loadScenario(read.text, shown, fileResolver(rulesetDirs));
    return loaded.ok ? { ok: true, loaded, place: (ds) => [...ds] } : loaded;
  }
  const b = readBundle(read.text, shown);
  if (!b.ok) return b;
  const inner = `${shown}#scenario`;
  const place = (ds: readonly Diagnostic[]) => placeInBundle(b.bundle, inner, [...ds]);
  const loaded = loadScenario(b.bundle.scenario.text, inner, bundleResolver(b.bundle, fileResolver(rulesetDirs)));
  return loaded.ok ? { ok: true, loaded, place } : { ok: false, diagnostics: place(loaded.diagnostics) };
}

export function validateCommand(files: string[], rulesetDirs: string[]): number {
  let bad = 0;
  for (const file of files) {
    let problems: Diagnostic[];
    const read = readText(file);
    if (!read.ok) problems = [read.diagnostic];
    else if (fileKind(read.text) === 'scenario' || isBundleText(read.text)) {
      const l = load(file, rulesetDirs, read);
      problems = l.ok ? l.place(replayScenario(l.loaded, { keepEvents: false }).unreadable) : l.diagnostics;
    } else {
      problems = loadRuleset(read.text, displayPath(file), undefined, baseResolver(rulesetDirs)).diagnostics;
    }
    if (problems.length > 0) {
      bad++;
      printDiagnostics(problems);
    } else say(`valid  ${displayPath(file)}`);
  }
  say(`${files.length - bad} valid, ${bad} invalid`);
  return bad > 0 ? EXIT.invalid : EXIT.ok;
}

/**
 * A step as `run --json` prints it: the action as the game reads it, `illegal: true` only where the
 * scenario expects a refusal, and the typed events (each with its log sentence in `text`).
 */
function stepJson(replay: Replay) {
  return replay.steps.map((s) => ({
    index: s.index,
    action: s.action,
    ...(s.expectedIllegal ? { illegal: true } : {}),
    ...(s.note !== undefined ? { note: s.note } : {}),
    status: s.status,
    ...(s.reason !== undefined ? { reason: s.reason } : {}),
    notation: s.notation,
    events: s.events,
    ok: s.ok,
  }));
}

/** Refusals the scenario asked for, with the engine's reason: what an `illegal: true` action proves. */
function expectedRefusals(
  replay: Replay,
  file: string,
  place: (ds: readonly Diagnostic[]) => Diagnostic[],
): Diagnostic[] {
  return place(
    replay.steps
      .filter((s) => s.expectedIllegal && s.status !== 'accepted')
      .map((s) => ({
        file,
        line: s.pos.line,
        col: s.pos.col,
        endLine: s.pos.line,
        endCol: s.pos.col,
        message: `action ${s.index} refused as expected: ${s.reason}`,
      })),
  );
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
    // Only --json prints the events: a long scenario's verdict needs none of their memory.
    const replay = replayScenario(l.loaded, { keepEvents: json });
    const input = l.place(replay.unreadable);
    if (input.length > 0) worst = EXIT.invalid;
    else if (!replay.ok && worst === EXIT.ok) worst = EXIT.failed;
    if (replay.ok) passed++;
    const game = replay.game;
    if (json) {
      const last = replay.stateAt(replay.steps.length);
      reports.push({
        file: displayPath(file),
        ok: replay.ok,
        ruleset: game.id,
        steps: stepJson(replay),
        checks: replay.checks,
        failures: l.place(replay.failures),
        final: { ...game.view(last), toMove: toMoveName(game, last), outcome: game.outcome(last) },
      });
    } else {
      printDiagnostics(input.length > 0 ? input : l.place(replay.failures));
      for (const d of expectedRefusals(replay, l.loaded.scenario.file, l.place)) say(formatDiagnostic(d));
      say(
        `${replay.ok ? 'pass' : 'FAIL'}  ${displayPath(file)}  (${replay.steps.length} actions, ${replay.checks.length} checks)`,
      );
    }
  }
  if (json) sayJson(files.length === 1 ? reports[0] : reports);
  else say(`${passed} passed, ${files.length - passed} failed`);
  return worst;
}

export function movesCommand(file: string, json: boolean, rulesetDirs: string[]): number {
  const l = load(file, rulesetDirs);
  if (!l.ok) {
    printDiagnostics(l.diagnostics);
    return EXIT.invalid;
  }
  const replay = replayScenario(l.loaded, { keepEvents: false });
  if (replay.unreadable.length > 0) {
    printDiagnostics(l.place(replay.unreadable));
    return EXIT.invalid;
  }
  const game = replay.game;
  const state = replay.stateAt(replay.steps.length);
  const who = game.toMove(state);
  const actions =
    who === NOBODY
      ? []
      : legalActionList(game, state).map((a) => ({
          action: game.formatAction(state, a),
          notation: game.notation(state, a),
        }));
  if (json) {
    sayJson({ toMove: toMoveName(game, state), outcome: game.outcome(state), actions });
    return EXIT.ok;
  }
  if (who === NOBODY)
    say(
      `# the game is over: ${game.outcome(state)?.winner ?? 'none'} (${game.outcome(state)?.reason ?? ''}); no legal actions`,
    );
  else
    say(
      `# ${actions.length} legal action(s) for ${who === CHANCE ? 'chance (a roll is due; any of these may be written as the roll)' : toMoveName(game, state)}`,
    );
  for (const a of actions) say(`- ${actionYaml(a.action)}`);
  return EXIT.ok;
}
