/**
 * One re-validation: the ruleset and scenario texts in → diagnostics for
 * each file and, when both are good, a replay to step through. Pure (no DOM),
 * and it never throws: an engine bug becomes one more diagnostic, so the
 * workbench keeps its last good board instead of going blank.
 */
import type { Diagnostic } from '../../engine/loader/diagnostics';
import { loadRuleset, rulesetIdFromFile } from '../../engine/loader/ruleset';
import { loadScenario, type RulesetResolution } from '../../engine/scenario/load';
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

function internal(file: string, e: unknown): Diagnostic {
  const why = e instanceof Error ? e.message : String(e);
  return { file, line: 1, col: 1, endLine: 1, endCol: 1, message: `internal engine error (please report it with this file): ${why}` };
}

export function evaluate(input: EvaluateInput): Evaluation {
  const { ruleset, scenario } = input;
  const editorId = rulesetIdFromFile(ruleset.path);
  let notice: string | undefined;
  let playsEditorRuleset = false;
  const resolve = (ref: string): RulesetResolution => {
    const id = rulesetIdFromFile(ref);
    if (id === editorId) {
      playsEditorRuleset = true;
      return { text: ruleset.text, file: ruleset.path, id };
    }
    const other = input.otherRuleset(id);
    if (other) {
      notice = `This scenario plays ruleset "${id}" (${other.path}), not "${editorId}" from the ruleset editor.`;
      return { text: other.text, file: other.path, id };
    }
    return { error: `no ruleset "${ref}": expected the id of the ruleset in the editor ("${editorId}") or of a shipped ruleset` };
  };
  /** The editor's ruleset on its own: its problems, or its start position. */
  const loadEditorRuleset = () => loadRuleset(ruleset.text, ruleset.path, editorId);

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
    if (!sc.ok) return { diagnostics: [...rulesetProblems, ...sc.diagnostics], failures: [], replay: null, ...withNotice };
    const replay = replayScenario(sc);
    if (replay.unreadable.length > 0) {
      // Invalid input, as for the CLI (exit 2): red errors, and the board keeps its last good state.
      return { diagnostics: [...rulesetProblems, ...replay.unreadable], failures: [], replay: null, ...withNotice };
    }
    return { diagnostics: rulesetProblems, failures: [...replay.failures], replay: { replay, scenario: true }, ...withNotice };
  } catch (e) {
    return { diagnostics: [internal(scenario.path, e)], failures: [], replay: null };
  }
}
