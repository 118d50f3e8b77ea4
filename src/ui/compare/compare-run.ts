/**
 * One run of the compare view (pure, no DOM): the scenario replayed under ruleset A and under
 * ruleset B (in place of the ruleset it names, as `rulebench compare` does), rolls drawn once
 * on A and given to B, the step-by-step comparison and the semantic diff of the two rulesets.
 * It never throws: an engine bug becomes one more problem, so the view keeps its last good run.
 */
import { compareReplays, replayWithRollsOf, type Comparison } from '../../engine/compare/lockstep';
import { diffRulesets } from '../../engine/compare/rules-diff';
import type { DiffEntry } from '../../engine/compare/semantic-diff';
import type { Game } from '../../engine/game';
import type { Diagnostic } from '../../engine/loader/diagnostics';
import { loadRuleset, rulesetIdFromFile } from '../../engine/loader/ruleset';
import { loadScenario } from '../../engine/scenario/load';
import type { RulesetResolver } from '../../engine/loader/resolver';
import { replayScenario, replayStart, type Replay } from '../../engine/scenario/replay';
import type { SourceText } from '../app/evaluate';
import { resolverOver } from '../app/ruleset-resolver';

export interface CompareRun {
  a: Replay;
  b: Replay;
  comparison: Comparison;
  /** The semantic diff, A → B. */
  diff: DiffEntry[];
  /** False when no scenario is open: the two start positions only. */
  scenario: boolean;
}

export interface CompareEvaluation {
  /** Null while a file does not load: the view keeps its last good run, greyed. */
  run: CompareRun | null;
  /** B's own problems (markers in B's editor, listed in the view). */
  bProblems: Diagnostic[];
  /** Why A or the scenario does not load (the workbench lists their problems under the editor). */
  blocked: string | null;
  /** B is of another game family than A (so another B is needed, not a fix). */
  otherFamily?: true;
}

export interface CompareInput {
  a: SourceText;
  b: SourceText;
  scenario: SourceText | null;
  /** The bundled ruleset schema (the semantic diff's words). */
  schema: Record<string, unknown>;
  /** A's replay of this scenario made already (the workbench's own, when the scenario plays A): reused, not made again. */
  replayA?: Replay;
  /** Rulesets by id, for a ruleset that `extends:` another (the workbench's open, edited and shipped ones). */
  rulesetById: (id: string) => SourceText | undefined;
}

function internal(file: string, e: unknown): Diagnostic {
  const why = e instanceof Error ? e.message : String(e);
  return {
    file,
    line: 1,
    col: 1,
    endLine: 1,
    endCol: 1,
    message: `internal engine error (please report it with this file): ${why}`,
  };
}

/** The ruleset text on its own: its game, or its problems. */
function compiled(
  src: SourceText,
  bases: RulesetResolver,
): { ok: true; game: Game<unknown>; id: string } | { ok: false; diagnostics: Diagnostic[] } {
  const id = rulesetIdFromFile(src.path);
  const r = loadRuleset(src.text, src.path, id, bases);
  return r.ok ? { ok: true, game: r.game, id } : { ok: false, diagnostics: r.diagnostics };
}

export function evaluateCompare(input: CompareInput): CompareEvaluation {
  try {
    return run(input);
  } catch (e) {
    return { run: null, bProblems: [internal(input.b.path, e)], blocked: null };
  }
}

const BLOCKED_A = 'Ruleset A has problems (listed under the editor); fix them to compare.';
const BLOCKED_B = 'Ruleset B has problems (listed beside the boards and marked in its editor); fix them to compare.';

function run({ a, b, scenario, schema, replayA, rulesetById }: CompareInput): CompareEvaluation {
  const bases = resolverOver(rulesetById);
  const idA = rulesetIdFromFile(a.path),
    idB = rulesetIdFromFile(b.path);
  const diffOf = (ga: Game<unknown>, gb: Game<unknown>) =>
    diffRulesets(schema, { game: ga, id: idA }, { game: gb, id: idB });
  const otherFamily = (diff: string, family: string): CompareEvaluation => ({
    run: null,
    bProblems: [],
    blocked: `${diff}: pick a ruleset B of the ${family} family.`,
    otherFamily: true,
  });
  if (!scenario) {
    const ga = compiled(a, bases),
      gb = compiled(b, bases);
    const bProblems = gb.ok ? [] : gb.diagnostics;
    if (!ga.ok || !gb.ok) return { run: null, bProblems, blocked: ga.ok ? BLOCKED_B : BLOCKED_A };
    const diff = diffOf(ga.game, gb.game);
    if (typeof diff === 'string') return otherFamily(diff, ga.game.family);
    const ra = replayStart(ga.game),
      rb = replayStart(gb.game);
    return {
      run: { a: ra, b: rb, comparison: compareReplays(ra, rb), diff, scenario: false },
      bProblems,
      blocked: null,
    };
  }
  // Loading the scenario under a ruleset compiles that ruleset (cached by its text, so an edit of
  // the other text or of the scenario compiles nothing again). Only the scenario's own `ruleset:`
  // is replaced: a ruleset that `extends:` another finds its base as usual.
  const under = (src: SourceText, id: string) =>
    loadScenario(scenario.text, scenario.path, (ref, from) =>
      from === scenario.path ? { text: src.text, file: src.path, id } : bases(ref, from),
    );
  let ra = replayA;
  if (!ra) {
    const la = under(a, idA);
    if (!la.ok) {
      const aProblems = la.diagnostics.some((d) => d.file === a.path);
      return {
        run: null,
        bProblems: [],
        blocked: aProblems
          ? BLOCKED_A
          : 'The scenario does not load under ruleset A (its problems are listed under the editor).',
      };
    }
    ra = replayScenario(la);
  }
  const lb = under(b, idB);
  if (!lb.ok) {
    // B on its own: another family is said as such; otherwise B's problems, or what of the scenario B cannot play (a setup B cannot place).
    const alone = compiled(b, bases);
    if (!alone.ok) return { run: null, bProblems: alone.diagnostics, blocked: BLOCKED_B };
    const diff = diffOf(ra.game, alone.game);
    if (typeof diff === 'string') return otherFamily(diff, ra.game.family);
    const mine = lb.diagnostics.filter((d) => d.file === scenario.path);
    return {
      run: null,
      bProblems: mine,
      blocked: 'The scenario does not load under ruleset B (see the problems beside the boards).',
    };
  }
  const diff = diffOf(ra.game, lb.game);
  if (typeof diff === 'string') return otherFamily(diff, ra.game.family);
  const rb = replayWithRollsOf(ra, lb);
  const unreadable = [...ra.unreadable, ...rb.unreadable];
  if (unreadable.length > 0)
    return {
      run: null,
      bProblems: [...rb.unreadable],
      blocked: `The scenario has an action the game cannot read: ${unreadable[0].message}`,
    };
  return {
    run: { a: ra, b: rb, comparison: compareReplays(ra, rb), diff, scenario: true },
    bProblems: [],
    blocked: null,
  };
}
