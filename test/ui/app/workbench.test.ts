import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { Workbench } from '../../../src/ui/app/workbench';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';

const root = new URL('../../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
const rulesets = Object.fromEntries(
  readdirSync(new URL('rulesets/', root))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [`/rulesets/${f}`, read(`rulesets/${f}`)]),
);
const catalog = parseShippedList(rulesets, {});

function bench(storage = new MapStorage()) {
  return { wb: new Workbench({ catalog, store: new LocalStore(storage), debounceMs: 1 }), storage };
}

/** Plays `n` legal moves (the first legal action each time) by hand, as the board would. */
function playFirstMoves(wb: Workbench, n: number): void {
  for (let i = 0; i < n; i++) {
    const f = wb.frame!;
    const game = f.replay.game;
    const a = legalActionList(game, f.state)[0];
    wb.play(game.formatAction(f.state, a));
  }
}

/** A workbench where `n` moves were played by hand from the ruleset's start position (no scenario open before), now at step `at`. */
function recorded(n: number, at = n) {
  const b = bench();
  b.wb.scenario = null;
  playFirstMoves(b.wb, n);
  b.wb.seek(at);
  return b;
}

describe('Workbench', () => {
  it('opens units-v1.2 on the first visit and shows its start position', () => {
    const { wb } = bench();
    expect(wb.ruleset.path).toBe('rulesets/units-v1.2.yaml');
    expect(wb.evaluation.diagnostics).toEqual([]);
    expect(wb.frame?.stale).toBe(false);
    expect(wb.frame!.replay.game.view(wb.frame!.state).pieces.length).toBeGreaterThan(0);
  });

  it('records hand-played moves into a new scenario, with undo and redo', () => {
    const { wb } = recorded(3);
    expect(wb.scenario?.origin).toBe('new');
    expect(wb.length).toBe(3);
    expect(wb.position).toBe(3);
    expect(wb.evaluation.diagnostics).toEqual([]);
    expect(wb.evaluation.failures).toEqual([]);
    expect(wb.scenario!.text.match(/^ {2}- \{ .* \}$/gm)).toHaveLength(3);
    const three = wb.scenario!.text;
    wb.undo();
    expect(wb.length).toBe(2);
    expect(wb.position).toBe(2);
    wb.redo();
    expect(wb.scenario!.text).toBe(three);
    expect(wb.position).toBe(3);
  });

  it('inserts a move played in the middle after the current step', () => {
    const { wb } = recorded(2, 1);
    const f = wb.frame!;
    const legal = legalActionList(f.replay.game, f.state);
    wb.play(f.replay.game.formatAction(f.state, legal[legal.length - 1]));
    expect(wb.position).toBe(2);
    expect(wb.length).toBe(3);
  });

  it('keeps the last good board, greyed, while the ruleset is invalid, and the current step', () => {
    const { wb } = recorded(2, 1);
    const good = wb.ruleset.text;
    const lastGood = wb.frame!.replay;
    wb.setText('ruleset', good.replace(/^family: units$/m, 'family: units\nnot_a_key: 3'));
    wb.flush();
    expect(wb.evaluation.replay).toBeNull();
    expect(wb.frame).toMatchObject({ stale: true, replay: lastGood });
    const [d] = wb.diagnosticsFor('ruleset');
    expect(d?.file).toBe('rulesets/units-v1.2.yaml');
    expect(d?.line).toBe(good.split('\n').findIndex((l) => l === 'family: units') + 2);
    wb.setText('ruleset', good);
    wb.flush();
    expect(wb.frame?.stale).toBe(false);
    expect(wb.position).toBe(1);
  });

  it('saves every edit at once and restores the session', () => {
    const { wb, storage } = recorded(2, 1);
    wb.setText('ruleset', `# my note\n${wb.ruleset.text}`);
    expect(wb.save.ok).toBe(true);
    // Not flushed: the debounced re-validation has not run, the text is saved anyway.
    const again = bench(storage).wb;
    expect(again.ruleset.text).toBe(wb.ruleset.text);
    expect(again.scenario?.text).toBe(wb.scenario!.text);
    expect(again.position).toBe(1);
    expect(again.recent.some((r) => r.kind === 'scenario')).toBe(true);
  });

  it('opens files by what they are, refuses junk with a message, and keeps replaced edits in recent files', () => {
    const { wb } = bench();
    wb.setText('ruleset', `# edited\n${wb.ruleset.text}`);
    wb.openText('notes.yaml', 'hello: world\n');
    expect(wb.flash?.kind).toBe('error');
    wb.openText('other.yml', read('rulesets/units-v1.1.yaml'));
    expect(wb.ruleset).toMatchObject({ path: 'rulesets/other.yaml', origin: 'disk' });
    expect(wb.recent.find((r) => r.path === 'rulesets/units-v1.2.yaml')?.text).toMatch(/^# edited/);
    wb.openText('mine.yaml', 'ruleset: units-v1.2\nactions: []\n');
    expect(wb.scenario).toMatchObject({ path: 'scenarios/local/mine.yaml' });
    // The scenario names units-v1.2: its ruleset comes back into the editor, with the edits kept.
    expect(wb.ruleset.path).toBe('rulesets/units-v1.2.yaml');
    expect(wb.ruleset.text).toMatch(/^# edited/);
  });

  it('tells a scenario written in flow style after a byte-order mark from a ruleset, as the CLI does', () => {
    const { wb } = bench();
    wb.openText('flow.yaml', '\uFEFF{ ruleset: units-v1.2, actions: [{ from: c1, to: c5 }] }\n');
    expect(wb.scenario).toMatchObject({ path: 'scenarios/local/flow.yaml', origin: 'disk' });
    expect(wb.evaluation.diagnostics).toEqual([]);
    expect(wb.length).toBe(1);
  });

  it('shows a malformed scenario’s errors at their lines without losing the board', () => {
    const { wb } = bench();
    wb.open({
      kind: 'scenario',
      path: 'scenarios/units/x.yaml',
      text: 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n',
      origin: 'disk',
    });
    expect(wb.frame?.stale).toBe(false);
    wb.setText('scenario', 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: [\n');
    wb.flush();
    expect(wb.frame?.stale).toBe(true);
    expect(wb.diagnosticsFor('scenario')[0]?.line).toBeGreaterThanOrEqual(3);
  });
});

describe('evaluate', () => {
  it('says so when a scenario plays a ruleset other than the one in the editor', async () => {
    const { evaluate } = await import('../../../src/ui/app/evaluate');
    const r = evaluate({
      ruleset: { path: 'rulesets/units-v1.2.yaml', text: read('rulesets/units-v1.2.yaml') },
      scenario: { path: 'scenarios/units/x.yaml', text: 'ruleset: units-v1.1\nactions:\n  - { from: c1, to: c3 }\n' },
      otherRuleset: (id) =>
        id === 'units-v1.1' ? { path: 'rulesets/units-v1.1.yaml', text: read('rulesets/units-v1.1.yaml') } : undefined,
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.notice).toMatch(/plays ruleset "units-v1.1"/);
    expect(r.replay?.replay.game.id).toBe('units-v1.1');
  });

  it('reports an unknown ruleset at the scenario’s `ruleset:` line', async () => {
    const { evaluate } = await import('../../../src/ui/app/evaluate');
    const r = evaluate({
      ruleset: { path: 'rulesets/units-v1.2.yaml', text: read('rulesets/units-v1.2.yaml') },
      scenario: { path: 'scenarios/units/x.yaml', text: 'title: t\nruleset: nope\n' },
      otherRuleset: () => undefined,
    });
    expect(r.replay).toBeNull();
    expect(r.diagnostics).toMatchObject([{ file: 'scenarios/units/x.yaml', line: 2 }]);
  });
});
