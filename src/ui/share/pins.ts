/**
 * "Pin this position": a check of the whole position at the current step, written into the
 * scenario, so a receiver whose replay differs sees a failing check, not silence. (The check of
 * the end position a recorded scenario keeps is rewritten with each move: `ScenarioEditing.record`.)
 */
import { pinPosition } from '../../engine/scenario/pin';
import { insertCheck } from '../app/recording';
import type { Workbench } from '../app/workbench';

/** "Pin this position": a check of the whole position at the step on the board, added to the scenario's `expect:`. */
export function pinHere(wb: Workbench): void {
  const frame = wb.frame;
  const scenario = wb.scenario;
  if (!scenario || !frame?.scenario) {
    wb.showFlash({
      kind: 'error',
      text: 'No scenario to pin a position in: open a scenario, or record a move to start one.',
    });
    return;
  }
  if (frame.stale) {
    wb.showFlash({
      kind: 'error',
      text: 'The board shows the last good state while a file has errors: fix them (listed under the editor), then pin.',
    });
    return;
  }
  const r = insertCheck(scenario.text, { after: frame.position, ...pinPosition(frame.replay.game, frame.state) });
  if (!r.ok) {
    wb.showFlash({ kind: 'error', text: `Position not pinned: ${r.error}.` });
    return;
  }
  wb.writeText('scenario', r.text);
  wb.reveal('scenario', r.line);
  wb.showFlash({
    kind: 'info',
    text: `Pinned the whole position after ${frame.position} action(s): a check at line ${r.line} of the scenario. A replay that reaches another position now fails it.`,
  });
}
