/**
 * Scenario text → a checked scenario bound to its compiled ruleset. Problems
 * in the ruleset file are reported against the ruleset file; problems in the
 * scenario (schema, setup, action forms) against the scenario file.
 */
import { isSetupProblems, type ActionObject, type Game } from '../game';
import { scenarioValidator } from '../loader/ajv';
import type { Diagnostic } from '../loader/diagnostics';
import { loadRuleset } from '../loader/ruleset';
import { schemaDiagnostics } from '../loader/schema-errors';
import { diagnosticAt, parseYaml, type YamlSource } from '../loader/yaml-source';

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

/** The keys that make an action one of the known forms (see scenario-format.md). */
const ACTION_FORMS: readonly (readonly string[])[] = [['from', 'to'], ['turn'], ['place', 'at'], ['pawn'], ['roll'], ['use', 'do']];
const FORM_LIST = '{ from, to }, { turn }, { place, at }, { pawn }, { roll }, { use, do[, at][, by] }';

function actionFormProblem(a: ActionObject): string | null {
  const keys = Object.keys(a).filter((k) => k !== 'illegal' && k !== 'note');
  const form = ACTION_FORMS.find((f) => f.every((k) => k in a));
  if (!form) return `an action in no known form (keys: ${keys.join(', ') || 'none'}); expected one of ${FORM_LIST}`;
  const allowed = new Set([...form, ...(form[0] === 'use' ? ['at', 'by'] : [])]);
  const extra = keys.filter((k) => !allowed.has(k));
  if (extra.length > 0) return `"${extra.join('", "')}" does not belong in a { ${form.join(', ')} } action; expected one of ${FORM_LIST}`;
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
  const data = src.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, diagnostics: [diagnosticAt(src, [], 'a scenario must be a map of keys (ruleset:, actions:, expect:, …)')] };
  }
  const validate = scenarioValidator();
  if (!validate(data)) return { ok: false, diagnostics: schemaDiagnostics(src, validate.errors ?? [], data) };
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
    const here = diagnosticAt(src, ['ruleset'], `ruleset "${sc.ruleset}" (${found.file}) has ${rs.diagnostics.length} problem(s); see below`);
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
  const squareProblems = checkSquares(sc, game, src);
  if (squareProblems.length > 0) return { ok: false, diagnostics: squareProblems };
  return { ok: true, scenario: { file, source: src, data: sc, rulesetFile: found.file }, game, initial, diagnostics: [] };
}

/** Checks that name squares off the board would pass vacuously (`empty: [z9]`): refuse them up front. */
function checkSquares(sc: ScenarioData, game: Game<unknown>, src: YamlSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  sc.expect.forEach((c, i) => {
    for (const field of ['empty', 'noDice'] as const) {
      const list = c[field] as string[] | undefined;
      list?.forEach((sq, j) => {
        if (!game.isSquare(sq)) out.push(diagnosticAt(src, ['expect', i, field, j], `expect[${i}].${field}: "${sq}" is not a square of ${game.id}`));
      });
    }
    for (const field of ['pieces', 'dice'] as const) {
      const list = c[field] as { at: string }[] | undefined;
      list?.forEach((p, j) => {
        if (!game.isSquare(p.at)) out.push(diagnosticAt(src, ['expect', i, field, j, 'at'], `expect[${i}].${field}[${j}]: "${p.at}" is not a square of ${game.id}`));
      });
    }
  });
  return out;
}
