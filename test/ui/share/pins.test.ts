/**
 * "Pin this position" (issue 11, item 6), in the workbench: a check of the whole position at the
 * step shown, written into the scenario; it holds, and fails once the rules change. (How the check
 * is written into the text: test/ui/app/recording.test.ts.)
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Workbench } from '../../../src/ui/app/workbench';
import { pinHere } from '../../../src/ui/share/pins';
import { firstVisit, shippedCatalog } from '../../support/shipped-catalog';

/** A first visit; without shipped scenarios it opens the ruleset alone, as before anything is recorded. */
function bench(withScenarios = true): Workbench {
  return firstVisit(withScenarios ? shippedCatalog : { ...shippedCatalog, scenarios: [] });
}

const expectList = (text: string) => (parse(text) as { expect?: Record<string, unknown>[] }).expect ?? [];

describe('Pin this position, in the workbench', () => {
  it('Pin this position adds a check after the step shown, which holds, and fails once the rules change', () => {
    const wb = bench();
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    wb.seek(1);
    pinHere(wb);
    const pinned = expectList(wb.scenario!.text).at(-1)!;
    expect(pinned).toMatchObject({ after: 1, toMove: 'north', winner: 'none', count: { south: 2, north: 2 } });
    expect(pinned.pieces).toContainEqual({ at: 'a5', owner: 'south', class: 3 });
    expect(wb.evaluation.failures).toEqual([]);
    expect(wb.flash).toMatchObject({
      kind: 'info',
      text: expect.stringContaining('Pinned the whole position after 1 action(s)') as string,
    });
    wb.undo();
    expect(expectList(wb.scenario!.text)).toHaveLength(1);
    wb.redo();
    wb.setText('ruleset', wb.ruleset.text.replace('    1: { 4: 3 }\n', '    1: { 4: 2 }\n'));
    wb.flush();
    expect(wb.evaluation.failures.map((d) => d.message)).toContainEqual(
      expect.stringMatching(/after 1 action\(s\): pieces\[\d+\]: expected a5: south class 3; found a5: south class 2/),
    );
  });

  it('Pin this position says what to do when there is no scenario, or the board is stale', () => {
    const empty = bench(false);
    pinHere(empty);
    expect(empty.flash).toMatchObject({ kind: 'error', text: expect.stringContaining('No scenario to pin') as string });
    const wb = bench();
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    wb.setText('scenario', `${wb.scenario!.text}\nbogus: 1\n`);
    wb.flush();
    const before = wb.scenario!.text;
    pinHere(wb);
    expect(wb.flash).toMatchObject({ kind: 'error', text: expect.stringContaining('fix them') as string });
    expect(wb.scenario!.text).toBe(before);
  });
});
