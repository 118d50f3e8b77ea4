/**
 * One re-validation: the ruleset and scenario texts in → diagnostics for
 * each file and, when both are good, a replay to step through. Pure (no DOM),
 * and it never throws: an engine bug becomes one more diagnostic, so the
 * workbench keeps its last good board instead of going blank.
 */
import type { Diagnostic } from '../../engine/loader/diagnostics';
import { loadRuleset, rulesetIdFromFile } from '../../engine/loader/ruleset';
import { loadScenario } from '../../engine/scenario/load';
import type { RulesetResolution } from '../../engine/loader/resolver';
import { replayScenario, replayStart, type Replay } from '../../engine/scenario/replay';

/**
 * What a board steps through: a scenario's replay, or (no scenario open) the ruleset's start
 * position alone, as a replay without steps.
 */
export interface Shown {
  replay: Replay;
  /** False when no scenario is open: the board shows the ruleset's start position. */
  scenario: boolean;
}

export interface Evaluation {
  /** Problems that stop the files from loading (YAML, schema, semantic, setup). */
  diagnostics: Diagnostic[];
  /** The scenario ran, and these checks or expected accept/refuse did not hold. */
  failures: Diagnostic[];
  /** Null while a file is invalid: the workbench keeps showing the last good replay. */
  replay: Shown | null;
  /** Worth knowing but not an error, e.g. the scenario plays a ruleset other than the one in the editor. */
  notice?: string;
}

export interface SourceText {
  path: string;
  text: string;
}

export interface EvaluateInput {
  ruleset: SourceText;
  scenario: SourceText | null;
  /** Rulesets a scenario may name besides the one in the editor (shipped, recent). */
  otherRuleset: (id: string) => SourceText | undefined;
}

/** What a long evaluation tells as it goes (the check worker passes it on to the page). */
export interface EvaluateHooks {
  /** The files are loaded and checked; the scenario's replay starts. */
  loaded?: () => void;
  /** How many of the scenario's actions are replayed (every 1,000). */
  progress?: (done: number, total: number) => void;
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

export function evaluate(input: EvaluateInput, hooks: EvaluateHooks = {}): Evaluation {
  const { ruleset, scenario } = input;
  const editorId = rulesetIdFromFile(ruleset.path);
  let notice: string | undefined;
  let playsEditorRuleset = false;
  // A ruleset's `extends:` is found as a scenario's `ruleset:` is: by id among the open, recent, saved and shipped rulesets.
  const resolve = (ref: string, fromFile: string): RulesetResolution => {
    const id = rulesetIdFromFile(ref);
    if (id === editorId) {
      playsEditorRuleset = true;
      return { text: ruleset.text, file: ruleset.path, id };
    }
    const other = input.otherRuleset(id);
    if (other) {
      if (fromFile === scenario?.path)
        notice = `This scenario plays ruleset "${id}" (${other.path}), not "${editorId}" from the ruleset editor.`;
      return { text: other.text, file: other.path, id };
    }
    return {
      error: `no ruleset "${ref}": expected the id of the ruleset in the editor ("${editorId}"), of a saved version or of a shipped ruleset`,
    };
  };
  /** The editor's ruleset on its own: its problems, or its start position. */
  const loadEditorRuleset = () => loadRuleset(ruleset.text, ruleset.path, editorId, resolve);

  if (!scenario) {
    try {
      const rs = loadEditorRuleset();
      if (!rs.ok) return { diagnostics: rs.diagnostics, failures: [], replay: null };
      return { diagnostics: [], failures: [], replay: { replay: replayStart(rs.game), scenario: false } };
    } catch (e) {
      return { diagnostics: [internal(ruleset.path, e)], failures: [], replay: null };
    }
  }

  try {
    // Loading the scenario loads the editor's ruleset too (when it names it): its problems come back
    // in `diagnostics`, against the ruleset file. Otherwise the editor's ruleset is checked on its own.
    const sc = loadScenario(scenario.text, scenario.path, resolve);
    let rulesetProblems: Diagnostic[] = [];
    if (!playsEditorRuleset) {
      const rs = loadEditorRuleset();
      if (!rs.ok) rulesetProblems = rs.diagnostics;
    }
    const withNotice = notice ? { notice } : {};
    if (!sc.ok)
      return { diagnostics: [...rulesetProblems, ...sc.diagnostics], failures: [], replay: null, ...withNotice };
    hooks.loaded?.();
    const replay = replayScenario(sc, { progress: hooks.progress });
    if (replay.unreadable.length > 0) {
      // Invalid input, as for the CLI (exit 2): red errors, and the board keeps its last good state.
      return { diagnostics: [...rulesetProblems, ...replay.unreadable], failures: [], replay: null, ...withNotice };
    }
    return {
      diagnostics: rulesetProblems,
      failures: [...replay.failures],
      replay: { replay, scenario: true },
      ...withNotice,
    };
  } catch (e) {
    return { diagnostics: [internal(scenario.path, e)], failures: [], replay: null };
  }
}
