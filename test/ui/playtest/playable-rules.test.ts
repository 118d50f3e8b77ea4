/** What "simulate from here" says when the position on the board cannot start games: the game's reason, whole. */
import { describe, expect, it } from 'vitest';
import { cannotSimulateFrom, startHere } from '../../../src/ui/playtest/playable-rules';
import { playFirstMoves, workbench } from './fixture';

describe('simulate from here: a position that cannot start games', () => {
  it("names the refused action with the game's reason, its own ';' kept", () => {
    const wb = workbench();
    playFirstMoves(wb, 2);
    // A first action from an empty square: the scenario loads, the replay refuses it.
    wb.setText('scenario', wb.scenario!.text.replace(/^actions:\n/m, 'actions:\n  - { from: c3, to: c4 }\n'));
    wb.flush();
    wb.seek(3);
    expect(startHere(wb)).toEqual({
      error:
        'Cannot simulate from step 3: action 1 cannot be played (c3 is empty; south has no unit there). Step to a position still being played.',
    });
  });

  it('keeps a reason that itself says what was expected, brackets balanced', () => {
    const why = 'add is not a way to use dice; expected lower, raise or add';
    expect(cannotSimulateFrom(4, { kind: 'unplayable', action: 2, why })).toBe(
      `Cannot simulate from step 4: action 2 cannot be played (${why}). Step to a position still being played.`,
    );
  });

  it('says the game is over after the actions played', () => {
    expect(cannotSimulateFrom(5, { kind: 'over', actions: 5 })).toBe(
      "Cannot simulate from step 5: the game is already over after the scenario's 5 action(s). Step to a position still being played.",
    );
  });
});
