/**
 * Scenario text → a checked scenario bound to its compiled ruleset. Problems
 * in the ruleset file are reported against the ruleset file; problems in the
 * scenario (schema, setup, action forms) against the scenario file.
 */
import { isSetupProblems, type ActionObject, type Game } from '../game';
import { SCENARIO_SCHEMA, scenarioValidator } from '../loader/ajv';
import type { Diagnostic } from '../loader/diagnostics';
import { loadRuleset } from '../loader/ruleset';
import { documentProblem, pathText, schemaDiagnostics } from '../loader/schema-errors';
import { diagnosticAt, parseYaml, type Path, type YamlSource } from '../loader/yaml-source';

export interface ScenarioData {
  ruleset: string;
  title?: string;
  seed: number;
  setup?: Record<string, unknown>;
  actions: (ActionObject & { illegal?: boolean; note?: string })[];
  expect: (Record<string, unknown> & { after?: number })[];
}

export interface Scenario {
  file: string;
  source: YamlSource;
  data: ScenarioData;
  /** The file the ruleset came from. */
  rulesetFile: string;
}

export type RulesetResolution = { text: string; file: string; id: string } | { error: string };
/** Finds a ruleset by id (`units-v1.2`) or by a path relative to the scenario file. */
export type RulesetResolver = (ref: string, fromFile: string) => RulesetResolution;

export type ScenarioLoad =
  | { ok: true; scenario: Scenario; game: Game<unknown>; initial: unknown; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** The keys that make an action one of the known forms (see the README), and the keys each form may add. */
const ACTION_FORMS: readonly { keys: readonly string[]; optional?: readonly string[] }[] = [
  { keys: ['from', 'to'] }, { keys: ['turn'] }, { keys: ['place', 'at'] }, { keys: ['pawn'] }, { keys: ['roll'] }, { keys: ['use', 'do'], optional: ['at', 'by'] },
];
const formText = (f: (typeof ACTION_FORMS)[number]) => `{ ${[f.keys.join(', '), ...(f.optional ?? []).map((k) => `[, ${k}]`)].join('')} }`;
const FORM_LIST = ACTION_FORMS.map(formText).join(', ');

function actionFormProblem(a: ActionObject): string | null {
  const keys = Object.keys(a).filter((k) => k !== 'illegal' && k !== 'note');
  const form = ACTION_FORMS.find((f) => f.keys.every((k) => k in a));
  if (!form) return `an action in no known form (keys: ${keys.join(', ') || 'none'}); expected one of ${FORM_LIST}`;
  const allowed = new Set([...form.keys, ...(form.optional ?? [])]);
  const extra = keys.filter((k) => !allowed.has(k));
  if (extra.length > 0) return `"${extra.join('", "')}" does not belong in a { ${form.keys.join(', ')} } action; expected one of ${FORM_LIST}`;
  return null;
}

/**
 * Compiled rulesets by file + text: the workbench re-runs the scenario on
 * every keystroke, and recompiling an unchanged ruleset each time is waste.
 * Games are read-only to their callers, so sharing one is safe.
 */
const recentRulesets = new Map<string, ReturnType<typeof loadRuleset>>();
const RECENT_RULESETS = 8;

function loadRulesetCached(text: string, file: string, id: string): ReturnType<typeof loadRuleset> {
  const key = `${file}\0${id}\0${text}`;
  let r = recentRulesets.get(key);
  if (!r) {
    r = loadRuleset(text, file, id);
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
  if (!validate(data)) return { ok: false, diagnostics: schemaDiagnostics(src, validate.errors ?? [], data, SCENARIO_SCHEMA) };
  const sc = data as ScenarioData;
  const formProblems = sc.actions.flatMap((a, i) => {
    const why = actionFormProblem(a);
    return why ? [diagnosticAt(src, ['actions', i], `actions[${i}]: ${why}`)] : [];
  });
  if (formProblems.length > 0) return { ok: false, diagnostics: formProblems };

  const found = resolve(sc.ruleset, file);
  if ('error' in found) return { ok: false, diagnostics: [diagnosticAt(src, ['ruleset'], found.error)] };
  const rs = loadRulesetCached(found.text, found.file, found.id);
  if (!rs.ok) {
    const here = diagnosticAt(src, ['ruleset'], `ruleset "${sc.ruleset}" (${found.file}) has ${rs.diagnostics.length} problem(s), listed below; expected a ruleset that validates`);
    return { ok: false, diagnostics: [here, ...rs.diagnostics] };
  }
  const game = rs.game;
  let initial: unknown;
  if (sc.setup) {
    const s = game.setup(sc.setup, sc.seed);
    if (isSetupProblems(s)) return { ok: false, diagnostics: s.map((p) => diagnosticAt(src, ['setup', ...p.path], `setup: ${p.message}`)) };
    initial = s;
  } else {
    initial = game.start(sc.seed);
  }
  const nameProblems = checkNames(sc, game, initial, src);
  if (nameProblems.length > 0) return { ok: false, diagnostics: nameProblems };
  return { ok: true, scenario: { file, source: src, data: sc, rulesetFile: found.file }, game, initial, diagnostics: [] };
}

/**
 * Checks naming a square off the board (`empty: [z9]`) would pass vacuously, and checks naming
 * a player the game does not have (`toMove: bob`) would fail for the wrong reason: refuse both up front.
 */
function checkNames(sc: ScenarioData, game: Game<unknown>, initial: unknown, src: YamlSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  const view = game.view(initial);
  const example = view.pieces[0]?.at ?? view.dice?.[0]?.at;
  const squareHint = example ? `a square of its board, such as ${example}` : 'a square of its board';
  /** `at` is where the name is written; the message names the check (`expect[0].empty`). */
  const problem = (at: Path, check: Path, name: unknown, what: string, expected: string) =>
    out.push(diagnosticAt(src, ['expect', ...at], `${pathText(['expect', ...check])}: "${String(name)}" is not ${what} of ${game.id}; expected ${expected}`));
  const square = (at: Path, check: Path, sq: string) => {
    if (!game.isSquare(sq)) problem(at, check, sq, 'a square', squareHint);
  };
  const player = (at: Path, name: unknown, extra: string[] = []) => {
    const allowed = [...game.players, ...extra];
    if (!allowed.includes(String(name))) problem(at, at, name, 'a player', `one of ${allowed.join(', ')}`);
  };
  sc.expect.forEach((c, i) => {
    for (const field of ['empty', 'noDice'] as const) (c[field] as string[] | undefined)?.forEach((sq, j) => square([i, field, j], [i, field], sq));
    for (const field of ['pieces', 'dice'] as const) (c[field] as { at: string }[] | undefined)?.forEach((p, j) => square([i, field, j, 'at'], [i, field, j], p.at));
    (c.pieces as { owner?: string }[] | undefined)?.forEach((p, j) => { if (p.owner !== undefined) player([i, 'pieces', j, 'owner'], p.owner); });
    for (const owner of Object.keys((c.count as Record<string, number> | undefined) ?? {})) player([i, 'count', owner], owner);
    if (c.toMove !== undefined) player([i, 'toMove'], c.toMove, ['chance', 'none']);
  });
  return out;
}
