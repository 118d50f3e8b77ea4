/**
 * Scenario text → a checked scenario bound to its compiled ruleset. Problems
 * in the ruleset file are reported against the ruleset file; problems in the
 * scenario (schema, setup, action forms) against the scenario file.
 */
import { isSetupProblems, type Game } from '../game';
import { SCENARIO_SCHEMA, scenarioValidator } from '../loader/ajv';
import type { Diagnostic } from '../loader/diagnostics';
import { basesKey } from '../loader/extends';
import type { RulesetResolver } from '../loader/resolver';
import { loadRuleset } from '../loader/ruleset';
import { documentProblem, pathText, schemaDiagnostics } from '../loader/schema-errors';
import { diagnosticAt, parseYaml, type Path, type YamlSource } from '../loader/yaml-source';
import { actionFormProblem } from './forms';
import { replayScenario, type Replay } from './replay';
import type { LoadedScenario, Scenario, ScenarioData } from './types';

export type ScenarioLoad = LoadedScenario | { ok: false; diagnostics: Diagnostic[] };

/**
 * Compiled rulesets by file + text: the workbench re-runs the scenario on
 * every keystroke, and recompiling an unchanged ruleset each time is waste.
 * Games are read-only to their callers, so sharing one is safe.
 */
const recentRulesets = new Map<string, ReturnType<typeof loadRuleset>>();
const RECENT_RULESETS = 8;

function loadRulesetCached(
  text: string,
  file: string,
  id: string,
  resolve: RulesetResolver,
): ReturnType<typeof loadRuleset> {
  // A ruleset that `extends:` another changes with its base too.
  const key = `${file}\0${id}\0${text}${basesKey(text, file, resolve)}`;
  let r = recentRulesets.get(key);
  if (!r) {
    r = loadRuleset(text, file, id, resolve);
    if (recentRulesets.size >= RECENT_RULESETS) recentRulesets.delete(recentRulesets.keys().next().value!);
  } else recentRulesets.delete(key);
  recentRulesets.set(key, r);
  return r;
}

export function loadScenario(text: string, file: string, resolve: RulesetResolver): ScenarioLoad {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const src = parsed.source;
  const notScenario = documentProblem(src, 'scenario');
  if (notScenario) return { ok: false, diagnostics: [notScenario] };
  const data = src.data;
  const validate = scenarioValidator();
  if (!validate(data))
    return { ok: false, diagnostics: schemaDiagnostics(src, validate.errors ?? [], data, SCENARIO_SCHEMA) };
  const sc = data as ScenarioData;
  // Action forms are checked at each stage that can fail, against as much as is known by then
  // (any family's forms; the family's; the family's and an example legal where the action stands).
  const failed = (problems: Diagnostic[], game?: Game<unknown>): ScenarioLoad => ({
    ok: false,
    diagnostics: [...problems, ...formProblems(src, sc, game)],
  });

  const found = resolve(sc.ruleset, file);
  if ('error' in found) return failed([diagnosticAt(src, ['ruleset'], found.error)]);
  const rs = loadRulesetCached(found.text, found.file, found.id, resolve);
  if (!rs.ok) {
    const here = diagnosticAt(
      src,
      ['ruleset'],
      `ruleset "${sc.ruleset}" (${found.file}) has ${rs.diagnostics.length} problem(s) of its own (reported against that file); expected a ruleset that validates`,
    );
    return failed([here, ...rs.diagnostics]);
  }
  const game = rs.game;
  const scenario: Scenario = { file, source: src, data: sc, rulesetFile: found.file };
  const initial = sc.setup ? game.setup(sc.setup, sc.seed) : game.start(sc.seed);
  if (isSetupProblems(initial)) {
    return failed(
      initial.map((p) => diagnosticAt(src, ['setup', ...p.path], `setup: ${p.message}`)),
      game,
    );
  }
  const loaded: LoadedScenario = { ok: true, scenario, game, initial, diagnostics: [] };
  const forms = formProblems(src, sc, game, loaded);
  if (forms.length > 0) return { ok: false, diagnostics: forms };
  const nameProblems = checkNames(sc, game, initial, src);
  if (nameProblems.length > 0) return { ok: false, diagnostics: nameProblems };
  return loaded;
}

/** The form problems of the actions: against the family's forms once `game` is known, with a legal example once `loaded` is. */
function formProblems(src: YamlSource, sc: ScenarioData, game?: Game<unknown>, loaded?: LoadedScenario): Diagnostic[] {
  let replay: Replay | undefined;
  // The state an action meets: after the roll drawn for it, if one was due. Checks change no state: left out.
  const metBy =
    loaded &&
    ((i: number) =>
      (replay ??= replayScenario(
        { ...loaded, scenario: { ...loaded.scenario, data: { ...sc, expect: [] } } },
        { keepEvents: false },
      )).stateMet(i + 1));
  return sc.actions.flatMap((a, i) => {
    const why = actionFormProblem(a, game && { game, state: metBy && (() => metBy(i)) });
    return why ? [diagnosticAt(src, ['actions', i], `actions[${i}]: ${why}`)] : [];
  });
}

/**
 * Checks naming a square off the board (`empty: [z9]`) would pass vacuously, and checks naming
 * a player the game does not have (`toMove: bob`, `winner: bob`) or a step it never reaches
 * (`after: 9` with 3 actions) would fail for the wrong reason: refuse them up front.
 */
function checkNames(sc: ScenarioData, game: Game<unknown>, initial: unknown, src: YamlSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  const view = game.view(initial);
  const example = view.pieces[0]?.at ?? view.dice?.[0]?.at;
  const squareHint = example ? `a square of its board, such as ${example}` : 'a square of its board';
  /** `at` is where the name is written; the message names the check (`expect[0].empty`). */
  /** A name written as a key (`count: { bob: 1 }`) is pointed at as the key, not at its value. */
  const problem = (at: Path, check: Path, name: unknown, what: string, expected: string, key = false) =>
    out.push(
      diagnosticAt(
        src,
        ['expect', ...at],
        `${pathText(['expect', ...check])}: "${String(name)}" is not ${what} of ${game.id}; expected ${expected}`,
        key,
      ),
    );
  const square = (at: Path, check: Path, sq: string) => {
    if (!game.isSquare(sq)) problem(at, check, sq, 'a square', squareHint);
  };
  const player = (
    at: Path,
    name: unknown,
    extra: string[] = [],
    names: readonly string[] = game.players,
    what = 'a player',
    key = false,
  ) => {
    const allowed = [...names, ...extra];
    if (!allowed.includes(String(name))) problem(at, at, name, what, `one of ${allowed.join(', ')}`, key);
  };
  const matchPlayers = Object.keys(view.facts.score ?? {});
  const total = sc.actions.length;
  sc.expect.forEach((c, i) => {
    if (c.after !== undefined && c.after > total) {
      out.push(
        diagnosticAt(
          src,
          ['expect', i, 'after'],
          `${pathText(['expect', i, 'after'])}: ${c.after}, but the scenario has only ${total} action(s); expected 0 … ${total}`,
        ),
      );
    }
    for (const field of ['empty', 'noDice'] as const)
      (c[field] as string[] | undefined)?.forEach((sq, j) => square([i, field, j], [i, field], sq));
    for (const field of ['pieces', 'dice'] as const)
      (c[field] as { at: string }[] | undefined)?.forEach((p, j) => square([i, field, j, 'at'], [i, field, j], p.at));
    (c.pieces as { owner?: string }[] | undefined)?.forEach((p, j) => {
      if (p.owner !== undefined) player([i, 'pieces', j, 'owner'], p.owner);
    });
    for (const owner of Object.keys((c.count as Record<string, number> | undefined) ?? {}))
      player([i, 'count', owner], owner, [], game.players, 'a player', true);
    if (c.toMove !== undefined) player([i, 'toMove'], c.toMove, ['chance', 'none']);
    if (c.winner !== undefined) player([i, 'winner'], c.winner, ['draw', 'none'], game.winners, 'a possible winner');
    for (const name of Object.keys((c.score as Record<string, number> | undefined) ?? {}))
      player([i, 'score', name], name, [], matchPlayers, 'a player of the match', true);
    (c.rounds as unknown[] | undefined)?.forEach((r, j) =>
      player([i, 'rounds', j], r, ['draw', 'unknown'], game.players, 'a side'),
    );
  });
  return out;
}
