/**
 * Checks that travel with a scenario: "Pin this position" writes a check of the whole position at
 * the current step, and a recorded scenario keeps one of its end position, rewritten with every
 * move recorded, so a receiver whose replay differs sees a failing check, not silence.
 */
import type { ActionObject } from '../../engine/game';
import { pinPosition } from '../../engine/scenario/pin';
import { evaluate } from '../app/evaluate';
import { hasEndPin, insertAction, insertCheck, setEndPin, type InsertResult } from '../app/recording';
import type { OpenFile } from '../storage/session';
import type { Workbench } from '../app/workbench';

const lineCount = (text: string) => text.split('\n').length;

/**
 * `action` written into the scenario as action number `at + 1`; in a scenario started by
 * recording (or one that has the end-of-recording check) that check is rewritten for the new end.
 * The line is the new action's.
 */
export function recordMove(wb: Workbench, scenario: OpenFile, action: ActionObject, at: number): InsertResult {
  const r = insertAction(scenario.text, action, at);
  if (!r.ok || !(scenario.origin === 'new' || hasEndPin(r.text))) return r;
  // The end as the new text replays it (the evaluation every edit runs, here before the text is kept).
  const shown = evaluate({ ruleset: wb.ruleset, scenario: { path: scenario.path, text: r.text }, otherRuleset: (id) => wb.files.rulesetById(id) }).replay;
  if (!shown) return r;
  const { game, steps } = shown.replay;
  const pinned = setEndPin(r.text, pinPosition(game, shown.replay.stateAt(steps.length)));
  if (!pinned.ok) return r;
  // The check usually follows the actions; one written above them moves the action down.
  const line = pinned.line < r.line ? r.line + lineCount(pinned.text) - lineCount(r.text) : r.line;
  return { ok: true, text: pinned.text, line };
}

/** "Pin this position": a check of the whole position at the step on the board, added to the scenario's `expect:`. */
export function pinHere(wb: Workbench): void {
  const frame = wb.frame;
  const scenario = wb.scenario;
  if (!scenario || !frame?.scenario) {
    wb.showFlash({ kind: 'error', text: 'No scenario to pin a position in: open a scenario, or record a move to start one.' });
    return;
  }
  if (frame.stale) {
    wb.showFlash({ kind: 'error', text: 'The board shows the last good state while a file has errors: fix them (listed under the editor), then pin.' });
    return;
  }
  const r = insertCheck(scenario.text, { after: frame.position, ...pinPosition(frame.replay.game, frame.state) });
  if (!r.ok) {
    wb.showFlash({ kind: 'error', text: `Position not pinned: ${r.error}.` });
    return;
  }
  wb.writeText('scenario', r.text);
  wb.reveal('scenario', r.line);
  wb.showFlash({ kind: 'info', text: `Pinned the whole position after ${frame.position} action(s): a check at line ${r.line} of the scenario. A replay that reaches another position now fails it.` });
}
