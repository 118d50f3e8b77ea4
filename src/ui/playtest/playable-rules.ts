/**
 * What the playtest views play, read from the workbench: the ruleset in the
 * editor when its latest evaluation found nothing wrong with it, or the
 * position at the workbench's current step ("simulate from here"). Plain data
 * for a self-play job; no DOM.
 */
import type { Game } from '../../engine/game';
import { basesOf } from '../../engine/loader/extends';
import { loadRuleset } from '../../engine/loader/ruleset';
import { loadScenario } from '../../engine/scenario/load';
import type { RulesetResolver } from '../../engine/loader/resolver';
import type { SelfplayJob } from '../../engine/selfplay/job';
import { scenarioStart, startProblemWhat, type StartPosition, type StartProblem } from '../../engine/selfplay/start';
import { fileNameOf } from '../app/download';
import { workbenchResolver } from '../app/ruleset-resolver';
import type { Workbench } from '../app/workbench';

export interface PlayableRules {
  ruleset: SelfplayJob['ruleset'];
  game: Game<unknown>;
}

export interface PlayableStart extends PlayableRules {
  start: StartPosition;
  /** `recorded.yaml after step 4`: how the report names where its games start. */
  from: string;
}

/** A ruleset as a job carries it: with the texts of the bases it `extends:` (a worker reads no files). */
function jobRuleset(wb: Workbench, text: string, file: string, id: string): SelfplayJob['ruleset'] {
  const bases = basesOf(text, file, workbenchResolver(wb));
  return bases.length > 0 ? { text, file, id, bases } : { text, file, id };
}

/**
 * The editor's ruleset, or null while its latest evaluation lists a problem in it (or nothing
 * was evaluated yet). Its compiled game is the one on the board when the board plays it.
 */
export function editorRules(wb: Workbench): PlayableRules | null {
  if (!wb.started) return null;
  const { path, text } = wb.ruleset;
  if (wb.evaluation.diagnostics.some((d) => d.file === path)) return null;
  const id = wb.rulesetId;
  const ruleset = jobRuleset(wb, text, path, id);
  const shown = wb.evaluation.replay?.replay.game;
  if (shown && shown.id === id) return { ruleset, game: shown };
  // The board shows another ruleset's game (the scenario names it) or none (the scenario does not load).
  const rs = loadRuleset(text, path, id, workbenchResolver(wb));
  return rs.ok ? { ruleset, game: rs.game } : null;
}

/**
 * The position on the board (the scenario after its first `wb.position` actions) as the start
 * of self-play games, with the ruleset the scenario plays; or what to fix first.
 */
export function startHere(wb: Workbench): PlayableStart | { error: string } {
  const scenario = wb.scenario;
  const frame = wb.frame;
  if (!scenario || !frame || !frame.scenario)
    return { error: 'No scenario is open: record or open one, step to the position, then simulate from there.' };
  if (frame.stale)
    return {
      error: 'The files have problems (listed under the editor): fix them to simulate from the position on the board.',
    };
  // The ruleset the scenario plays, kept by the resolver (a holder: TypeScript does not follow assignments in a callback).
  const found: { ruleset?: SelfplayJob['ruleset'] } = {};
  const resolveAny = workbenchResolver(wb);
  const resolve: RulesetResolver = (ref, from) => {
    const r = resolveAny(ref, from);
    if (!('error' in r) && !found.ruleset) found.ruleset = jobRuleset(wb, r.text, r.file, r.id);
    return r;
  };
  const loaded = loadScenario(scenario.text, scenario.path, resolve);
  const ruleset = found.ruleset;
  if (!loaded.ok || !ruleset)
    return { error: 'The scenario does not load: fix the problems listed under the editor first.' };
  const step = Math.min(wb.position, loaded.scenario.data.actions.length);
  const data = { ...loaded.scenario.data, actions: loaded.scenario.data.actions.slice(0, step) };
  const start = scenarioStart({ ...loaded, scenario: { ...loaded.scenario, data } });
  if ('error' in start) return { error: cannotSimulateFrom(step, start.error) };
  return { ruleset, game: loaded.game, start, from: `${fileNameOf(scenario.path)} after step ${step}` };
}

/** Why the position at `step` cannot start games, and what to do: the game's own reason kept whole. */
export function cannotSimulateFrom(step: number, p: StartProblem): string {
  return `Cannot simulate from step ${step}: ${startProblemWhat(p)}. Step to a position still being played.`;
}
