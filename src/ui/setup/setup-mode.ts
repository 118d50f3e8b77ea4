/**
 * Setup mode: the workbench's board edits the scenario's starting position. Every change is a
 * new `setup:` block written into the scenario text through the workbench (one undo step,
 * autosaved, run again), so the board and the text always agree. What a square may take comes
 * from the family (`Family.setupChoices`), never from piece names known here. "Start from here"
 * opens a new scenario whose setup is the position shown (`Family.setupOf`).
 * No DOM here: the panel (`rb-setup-panel`) and the board's hit layer (`setup-hits`) call it.
 */
import { stringify } from 'yaml';
import scenarioSchema from '../../../schemas/scenario.schema.json';
import { familyById } from '../../engine/families';
import type { Family, SetupChoice } from '../../engine/family';
import type { Game } from '../../engine/game';
import { fileNameOf } from '../app/download';
import { newScenarioText } from '../app/files';
import type { Subscribable } from '../app/store-controller';
import type { Workbench } from '../app/workbench';
import { isSetupProblems } from '../../engine/game';
import {
  effectivePhase,
  isChoice,
  moveSquare,
  place,
  removeTop,
  setKey,
  setPoolCount,
  standingOn,
  type EditResult,
  type SetupBlock,
  type SetupList,
} from './setup-edits';
import type { SetupGesture } from './setup-hits';
import { readScenarioHead, readSetup, writeSetup } from './setup-yaml';
import { Listeners } from '../app/listeners';

export interface SetupMessage {
  kind: 'error' | 'info';
  text: string;
}

/** The phases a setup may name (`setup.phase` in the scenario schema), for games that have phases. */
export const SETUP_PHASES: readonly string[] = scenarioSchema.definitions.setup.properties.phase.enum;

function familyOf(game: Game<unknown>): Family {
  const family = familyById(game.family);
  if (!family) throw new Error(`no family "${game.family}"`);
  return family;
}

export class SetupMode implements Subscribable {
  on = false;
  /** The square picked: the palette offers what may stand there. */
  selected: string | null = null;
  /** A square whose contents go to the next square picked ("Move", M). */
  moving: string | null = null;
  /**
   * The last thing placed from the palette: each empty square picked next gets one too (a pond
   * of dice is one click a die), until Escape. A square that holds something is selected instead.
   */
  brush: SetupChoice | null = null;
  message: SetupMessage | null = null;
  private readonly listeners = new Listeners();
  /** The ruleset and scenario the square, Move and brush belong to (`follow`). */
  private seen: string;
  /** While an edit of its own writes the scenario, the workbench's changes are its own. */
  private writing = false;

  constructor(private readonly wb: Workbench) {
    this.seen = this.files();
    wb.subscribe(() => this.follow());
  }

  private files(): string {
    return `${this.wb.rulesetId}\n${this.wb.scenario?.path ?? ''}`;
  }

  /**
   * The workbench changed. Another ruleset or scenario: the square picked, a Move under way and
   * the brush were for the other one, and go. The board left the start (the slider, the move
   * log, Home/End, undoing a recorded move): setup mode edits the start, so it turns off and says so.
   */
  private follow(): void {
    if (this.writing) return;
    const files = this.files();
    const other = files !== this.seen;
    this.seen = files;
    if (other) this.clear();
    if (this.on && this.wb.position !== 0) {
      this.on = false;
      this.clear();
      this.message = {
        kind: 'info',
        text: `Set up position is off: the board went to step ${this.wb.position}, and a setup is the start (step 0). Turn it on again to edit the start.`,
      };
    }
    // No call of `changed`: whoever subscribed to this mode also hears the workbench's change, after this (subscribed first).
  }

  private clear(): void {
    this.selected = null;
    this.moving = null;
    this.brush = null;
    this.message = null;
  }

  /** Its own changes and the workbench's (the block it edits is the scenario's text). */
  subscribe(fn: () => void): () => void {
    const off = this.listeners.add(fn);
    const offWorkbench = this.wb.subscribe(fn);
    return () => {
      off();
      offWorkbench();
    };
  }

  private changed(): void {
    this.listeners.notify();
  }

  /** The game on the board (the last one that loaded), or null before any did. */
  get game(): Game<unknown> | null {
    return this.wb.frame?.replay.game ?? null;
  }

  /** Setup mode on or off; on, the board goes to the start (step 0), the position a setup is. */
  toggle(): void {
    this.on = !this.on;
    this.clear();
    if (this.on) this.wb.seek(0);
    this.changed();
  }

  /** The block edited: the scenario's `setup:`, else the position it starts from (the ruleset's start) written as one. */
  block(): { ok: true; setup: SetupBlock } | { ok: false; error: string } {
    const text = this.wb.scenario?.text;
    const written = text === undefined ? null : readSetup(text);
    if (written && !written.ok) return written;
    const frame = this.wb.frame;
    const start =
      frame && !frame.stale ? familyOf(frame.replay.game).setupOf(frame.replay.game, frame.replay.initial).setup : null;
    if (written?.setup) {
      // A list the block leaves out has its family's meaning (Units: the ruleset's units): it is written out before it is edited.
      const setup = { ...written.setup };
      for (const list of ['pieces', 'dice', 'pawns'])
        if (!(list in setup) && start && list in start) setup[list] = start[list];
      return { ok: true, setup };
    }
    if (!start) return { ok: false, error: 'the files do not load; fix the problems listed under the editor first' };
    return { ok: true, setup: start };
  }

  /** The first problem the scenario's setup has, when the board shows the last good position instead. */
  problem(): string | null {
    const file = this.wb.scenario?.path;
    const d = this.wb.evaluation.diagnostics.find((x) => x.file === file && x.message.startsWith('setup'));
    return d ? `line ${d.line}: ${d.message}` : null;
  }

  /** What may stand on the selected square, from the rules. */
  choices(): SetupChoice[] {
    const game = this.game;
    return game && this.selected ? familyOf(game).setupChoices(game, this.selected) : [];
  }

  /** What stands on the selected square in the setup block, top first. */
  standing(): ReturnType<typeof standingOn> {
    const b = this.block();
    return b.ok && this.selected ? standingOn(b.setup, this.selected) : [];
  }

  /** A gesture on the board (`rb-setup`). */
  gesture(g: SetupGesture): void {
    if (g.kind === 'pick') this.pick(g.square);
    else if (g.kind === 'remove') this.remove(g.square);
    else if (g.kind === 'move') this.move(g.from, g.to);
    else if (g.kind === 'move-from') {
      this.selected = g.square;
      this.startMove();
    } else this.letGo();
  }

  pick(square: string): void {
    if (this.moving) return this.move(this.moving, square);
    const brush = this.brush;
    const b = this.block();
    if (brush && b.ok && !standingOn(b.setup, square).some((s) => s.list === brush.list)) {
      this.selected = square;
      // A brush repeats the last choice on every square picked: what the rules refuse there is not painted.
      return this.edit((block) => place(block, square, brush), square, { square, label: brush.label, strict: true });
    }
    this.selected = square;
    this.message = null;
    this.changed();
  }

  letGo(): void {
    this.clear();
    this.changed();
  }

  /** The selected square's contents go to the next square picked. */
  startMove(): void {
    if (!this.selected) return;
    if (this.standing().length === 0) return this.say('error', `${this.selected} is empty: nothing to move`);
    this.moving = this.selected;
    this.say('info', `Pick the square to move ${this.selected} to (Escape cancels).`);
  }

  place(choice: SetupChoice): void {
    const square = this.selected;
    if (!square) return;
    this.brush = choice;
    // Chosen from the palette, so among the square's choices unless it is another game's; a setup
    // the rules find wrong (a pawn too many) is written, and its problem listed, as typed text is.
    this.edit((b) => place(b, square, choice), square, { square, label: choice.label, strict: false });
  }

  remove(square: string | null = this.selected): void {
    if (!square) return;
    this.selected = square;
    this.edit((b) => {
      const next = removeTop(b, square);
      return next ? { ok: true, setup: next } : { ok: false, error: `${square} is already empty` };
    });
  }

  move(from: string, to: string): void {
    this.moving = null;
    const b = this.block();
    const what = b.ok
      ? standingOn(b.setup, from)
          .map((s) => this.labelOf(s.list, s.entry))
          .join(' and ')
      : from;
    this.edit((block) => moveSquare(block, from, to), to, { square: to, label: what, strict: true });
  }

  setToMove(player: string): void {
    this.edit((b) => ({ ok: true, setup: setKey(b, 'toMove', player) }));
  }

  /** The phase; only placing dice has a pool of dice left to place, so another phase drops it. */
  setPhase(phase: string): void {
    this.edit((b) => {
      const { pool: _pool, ...rest } = b;
      return { ok: true, setup: setKey(phase === 'place' ? b : rest, 'phase', phase) };
    });
  }

  /**
   * The die values a pool may hold, while the setup places dice (`phase: place`): those a die
   * on the pond may show (`setupChoices` of a square holding one). Empty in any other setup.
   */
  poolValues(): number[] {
    const game = this.game;
    const b = this.block();
    if (!game || !b.ok || effectivePhase(b.setup) !== 'place') return [];
    const die = (b.setup.dice as { at?: unknown }[] | undefined)?.find((d) => typeof d.at === 'string');
    if (!die) return [];
    return familyOf(game)
      .setupChoices(game, die.at as string)
      .flatMap((c) => (c.list === 'dice' && typeof c.entry.value === 'number' ? [c.entry.value] : []));
  }

  setPool(value: number, count: number): void {
    if (!Number.isInteger(count) || count < 0)
      return this.say('error', `${count} is not a number of dice; expected 0 or more`);
    this.edit((b) => ({ ok: true, setup: setPoolCount(b, value, count) }));
  }

  /**
   * One change of the block, written into the scenario (a new one when none is open); `select` is
   * the square selected after it. `placed` is the square something was put or moved on, and what
   * it is in words: refused when the square does not allow it, and when `strict`, also when the
   * rules find a problem with that entry.
   */
  private edit(
    change: (b: SetupBlock) => EditResult,
    select = this.selected,
    placed: { square: string; label: string; strict: boolean } | null = null,
  ): void {
    const block = this.block();
    if (!block.ok) return this.say('error', block.error);
    const r = change(block.setup);
    if (!r.ok) return this.say('error', r.error);
    const refused = placed ? this.refusal(r.setup, placed.square, placed.label, placed.strict) : null;
    if (refused) return this.say('error', refused);
    const base = this.wb.scenario?.text ?? newScenarioText(this.wb.rulesetId);
    const written = writeSetup(base, r.setup);
    if (!written.ok) return this.say('error', written.error);
    this.selected = select;
    this.message = null;
    this.writing = true;
    try {
      this.wb.rewriteScenario(written.text);
      // The board shows the position edited, whatever step it was at.
      this.wb.seek(0);
    } finally {
      this.writing = false;
      // A first edit with no scenario open starts one: the square picked belongs to it.
      this.seen = this.files();
    }
    this.changed();
  }

  /**
   * Why the rules refuse what stands on `square` in `setup` (`what`, in words), or null: a
   * thing the square does not allow (`Family.setupChoices`: a tombstone on a corner zone, a die
   * off the pond), or, when `strict`, a problem the rules find with that entry itself (a second
   * royal piece, a pawn too many). A setup wrong as a whole (pawns while dice are placed) is
   * never refused: setting up passes through such steps, and the panel lists the problem.
   */
  private refusal(setup: SetupBlock, square: string, what: string, strict: boolean): string | null {
    const game = this.game;
    if (!game) return null;
    const allowed = familyOf(game).setupChoices(game, square);
    const standing = standingOn(setup, square);
    if (standing.some((s) => !allowed.some((c) => isChoice(c, s.list, s.entry))))
      return `the rules do not let ${what} stand on ${square}`;
    if (!strict) return null;
    const head = this.wb.scenario ? readScenarioHead(this.wb.scenario.text) : {};
    const loaded = game.setup(setup, head.seed ?? 0);
    if (!isSetupProblems(loaded)) return null;
    for (const s of standing) {
      const i = (setup[s.list] as unknown[]).indexOf(s.entry);
      const p = loaded.find((x) => x.path[0] === s.list && x.path[1] === i);
      if (p) return `${what} on ${square}: ${p.message}`;
    }
    return null;
  }

  /** A setup entry in the designer's words: its palette label ("tombstone (tombstones)", "die showing 5"). */
  labelOf(list: SetupList, entry: Record<string, unknown>): string {
    const game = this.game;
    const at = typeof entry.at === 'string' ? entry.at : null;
    const choice =
      game && at
        ? familyOf(game)
            .setupChoices(game, at)
            .find((c) => isChoice(c, list, entry))
        : undefined;
    if (choice) return choice.label;
    // Not one the rules offer on that square (written by hand): its keys as written.
    const { at: _at, ...rest } = entry;
    return `${list} entry { ${Object.entries(rest)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ')} }`;
  }

  private say(kind: SetupMessage['kind'], text: string): void {
    this.message = { kind, text };
    this.changed();
  }

  /**
   * A new scenario that starts where the board is: the same ruleset and seed, the position shown
   * as its `setup:`, no actions. What the block cannot carry (a roll half used …) is said.
   */
  startFromHere(): void {
    const frame = this.wb.frame;
    if (!frame) return this.say('error', 'the files do not load; fix the problems listed under the editor first');
    if (frame.stale)
      return this.say(
        'error',
        'the board shows the last position that loaded, not the files as they are; fix the problems listed under the editor, then start from here',
      );
    const game = frame.replay.game;
    const { setup, lost } = familyOf(game).setupOf(game, frame.state);
    const head = this.wb.scenario ? readScenarioHead(this.wb.scenario.text) : {};
    const ruleset = head.ruleset ?? this.wb.rulesetId;
    const from = this.wb.scenario ? `${head.title ?? fileNameOf(this.wb.scenario.path)}, ` : '';
    const title = `${from}from step ${frame.position}`;
    const top = stringify(head.seed ? { ruleset, title, seed: head.seed } : { ruleset, title }, { lineWidth: 0 });
    // The first line of every new scenario: the schema comment that gives the editor its completion.
    const schemaLine = newScenarioText(ruleset).split('\n')[0];
    const text = writeSetup(`${schemaLine}\n${top}actions: []\nexpect: []\n`, setup);
    if (!text.ok) return this.say('error', text.error);
    const path = `scenarios/${game.id}/from-step-${frame.position}.yaml`;
    this.wb.open({ ...this.wb.files.diskFile('scenario', path, text.text), origin: 'new' });
    this.selected = null;
    this.moving = null;
    this.message =
      lost.length === 0
        ? {
            kind: 'info',
            text: `New scenario ${fileNameOf(this.wb.scenario?.path ?? path)}: it starts from the position of step ${frame.position}.`,
          }
        : {
            kind: 'info',
            text: `New scenario ${fileNameOf(this.wb.scenario?.path ?? path)} from step ${frame.position}. A setup cannot carry all of it: ${lost.join('; ')}.`,
          };
    this.changed();
  }
}

const modes = new WeakMap<Workbench, SetupMode>();

/** The one setup mode of a workbench (the board, the panel and the app share it). */
export function setupModeOf(wb: Workbench): SetupMode {
  let m = modes.get(wb);
  if (!m) modes.set(wb, (m = new SetupMode(wb)));
  return m;
}
