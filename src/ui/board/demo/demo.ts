// Dev-only preview of <rb-board> (deleted before hand-off): ?rs=<ruleset id>&plies=N&seed=S&interactive=1
import { parse } from 'yaml';
import Ajv from 'ajv';
import { families, familyById } from '../../../engine/families';
import { bundleRulesetSchema } from '../../../engine/loader/bundle-schema';
import type { Game, GameEvent } from '../../../engine/game';
import { CHANCE, NOBODY } from '../../../engine/game';
import { legalActionList } from '../../../engine/api';
import { Rng } from '../../../engine/rng';
import '../rb-board';
import type { BoardMarks, RbPlayDetail } from '../types';

const files = import.meta.glob('../../../../rulesets/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const q = new URLSearchParams(location.search);
const id = q.get('rs') ?? 'units-v1.2';
const text = Object.entries(files).find(([k]) => k.endsWith(`/${id}.yaml`))?.[1];
const log = document.getElementById('log')!;
if (!text) throw new Error(`no ruleset ${id}`);
const rules = parse(text);
// Fill in the schema defaults the way the loader does (the bundled schema file may not be generated yet).
const ajv = new Ajv({ useDefaults: true, strict: false, allErrors: true });
ajv.addSchema({ ...bundleRulesetSchema(families), $id: 'rs' });
const validate = ajv.getSchema(`rs#/definitions/${rules.family}`)!;
if (!validate(rules)) console.error('ruleset invalid', validate.errors);
const game = familyById(rules.family)!.compile(rules, id) as Game<unknown>;
const board = document.getElementById('board') as HTMLElement & { game: Game<unknown>; state: unknown; marks: BoardMarks; interactive: boolean; greyed: boolean };
let state = q.get('setup') ? (game.setup(JSON.parse(q.get('setup')!), 1) as unknown) : game.start(Number(q.get('seed') ?? 0));
for (const o of JSON.parse(q.get('actions') ?? '[]')) {
  const p = game.parseAction(state, o);
  if (!p.ok) throw new Error(p.error);
  const next = game.clone(state);
  game.apply(next, p.action);
  state = next;
}
let marks: BoardMarks = {};
const rng = Rng.seeded(Number(q.get('seed') ?? 1));

function marksOf(obj: Record<string, unknown>, events: readonly GameEvent[]): BoardMarks {
  const lastMove = [obj.from, obj.to, obj.at, obj.turn, obj.pawn].filter((x): x is string => typeof x === 'string');
  const captures = events.filter((e) => /capture|lost|removed/.test(e.kind)).flatMap((e) => e.at ?? []);
  const sunk = events.filter((e) => /sink|sunk|remove/.test(e.kind)).flatMap((e) => e.at ?? []);
  return { lastMove, captures, sunk };
}

function step(action: number): void {
  const obj = game.formatAction(state, action);
  const note = game.notation(state, action);
  const next = game.clone(state);
  game.apply(next, action);
  state = next;
  const ev = game.lastEvents(state);
  marks = marksOf(obj, ev);
  log.textContent += `${note} ${JSON.stringify(obj)} ${ev.map((e) => e.text).join('; ')}\n`;
}

const plies = Number(q.get('plies') ?? 0);
const until = q.get('until') ? new RegExp(q.get('until')!) : null;
for (let i = 0; i < plies; i++) {
  if (until && game.lastEvents(state).some((e) => until.test(e.kind))) break;
  const who = game.toMove(state);
  if (who === NOBODY) break;
  if (who === CHANCE) step(game.sampleChance(game.clone(state)));
  else {
    const acts = legalActionList(game, state);
    step(acts[rng.below(acts.length)]!);
  }
}
board.addEventListener('rb-play', (e) => {
  const d = (e as CustomEvent<RbPlayDetail>).detail;
  log.textContent += `rb-play ${JSON.stringify(d)}\n`;
  step(d.action);
  render();
});
function render(): void {
  board.game = game;
  board.state = state;
  board.marks = marks;
  board.interactive = q.get('interactive') !== '0';
  board.greyed = q.get('greyed') === '1';
}
const w = q.get('w');
const h = q.get('h');
if (w) document.documentElement.style.setProperty('--w', w);
if (h) document.documentElement.style.setProperty('--h', h);
render();
(window as unknown as { demo: unknown }).demo = { game, get state() { return state; } };
