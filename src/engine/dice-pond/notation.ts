/**
 * Scenario actions ↔ action numbers, and the short move-log notation.
 * Forms (scenario-format.md): { place: 4, at: "1,0" }, { pawn: "1,0" },
 * { roll: [1, 3, 3, 6] }, { from: "0,0", to: "1,0" }, { use: 3, do: lower },
 * { use: 3, do: raise, at: "1,0" }, { use: 6, do: add, at: "3,0" }.
 * A team's roll lists each roller's dice in players order (p1's, then p3's);
 * `by: p3` may name whose group a `use` is, when two players of a team hold
 * the same value (otherwise the first player for whom the action is legal).
 */
import type { ActionObject, ParsedAction } from '../game';
import {
  BAD_ROLL,
  H_ADD,
  H_LOWER,
  H_RAISE,
  K_MOVE,
  K_PAWN,
  K_PLACE,
  K_ROLL,
  K_USE,
  highCell,
  kindOf,
  lowCell,
  moveAction,
  pawnAction,
  placeAction,
  placeValue,
  rollAction,
  rollIndex,
  useAction,
  useHow,
  usePlayer,
  useValue,
} from './actions';
import { whyIllegal } from './explain';
import { rollerRanks, rollers } from './flow';
import { NO_SQUARE, cellOf } from './pond';
import { rankRoll, rollCount, rollDice } from './rolls';
import { cellAt, PAWN_SHIFT, PHASE_PLAY, STEP_ROLL, VALUE_MASK, type DiceState } from './state';
import type { Tables } from './tables';
import { written } from '../words';

const FORMS = '{ place, at }, { pawn }, { roll }, { from, to }, { use, do[, at][, by] }';

type Result<T> = { ok: true; value: T } | { ok: false; error: string };
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** A key the action's form does not have, in the words every family uses for it. */
function onlyKeys(obj: ActionObject, allowed: string[], form: string): string | null {
  const stray = Object.keys(obj).find((k) => !allowed.includes(k));
  return stray === undefined ? null : `unknown key "${stray}" in a dice-pond action; expected ${form}`;
}

function dieValue(T: Tables, x: unknown, key: string): Result<number> {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > T.top) {
    return fail(`${key}: ${JSON.stringify(x)} is not a die value; expected a whole number 1 … ${T.top}`);
  }
  return { ok: true, value: x };
}

function square(T: Tables, x: unknown, key: string): Result<number> {
  const c = cellOf(T.pond, x);
  return typeof c === 'string' ? fail(`${key}: ${c}`) : { ok: true, value: c };
}

function parseRoll(T: Tables, s: DiceState, obj: ActionObject): ParsedAction {
  const extra = onlyKeys(obj, ['roll'], '{ roll }');
  if (extra) return fail(extra);
  const list = obj.roll;
  if (!Array.isArray(list) || list.length === 0)
    return fail('roll: expected a list of blue dice values, e.g. [1, 3, 3, 6]');
  for (const x of list) {
    const v = dieValue(T, x, 'roll');
    if (!v.ok) return v;
  }
  if (list.length > T.blue)
    return fail(`roll: ${list.length} dice listed, but there are only ${T.blue} blue dice (dice.blue)`);
  const due = s.phase === PHASE_PLAY && s.step === STEP_ROLL ? rollers(T, s) : [];
  const k = due.reduce((n, [, d]) => n + d, 0);
  if (due.length === 0 || k !== list.length) return { ok: true, action: rollAction(BAD_ROLL | list.length) };
  let index = 0;
  let radix = 1;
  let at = 0;
  for (const [, d] of due) {
    const counts = new Array<number>(T.top + 1).fill(0);
    for (let j = 0; j < d; j++) counts[list[at++] as number]++;
    index += rankRoll(counts, 0, T.top) * radix;
    radix *= rollCount(d, T.top);
  }
  return { ok: true, action: rollAction(index) };
}

function parseUse(T: Tables, s: DiceState, obj: ActionObject): ParsedAction {
  const extra = onlyKeys(obj, ['use', 'do', 'at', 'by'], '{ use, do }');
  if (extra) return fail(extra);
  const v = dieValue(T, obj.use, 'use');
  if (!v.ok) return v;
  const how = obj.do === 'lower' ? H_LOWER : obj.do === 'raise' ? H_RAISE : obj.do === 'add' ? H_ADD : -1;
  if (how < 0) return fail(`do: ${JSON.stringify(obj.do)}; expected lower, raise or add`);
  let cell = NO_SQUARE;
  if (how === H_LOWER && obj.at !== undefined) return fail(`lower drops every white ${v.value}: it takes no at:`);
  if (obj.at !== undefined) {
    const c = square(T, obj.at, 'at');
    if (!c.ok) return c;
    cell = c.value;
  } else if (how === H_ADD) {
    return fail('add needs at: the empty square for the new die, e.g. { use: 6, do: add, at: "3,0" }');
  }
  let candidates: number[];
  if (obj.by !== undefined) {
    const p = T.players.indexOf(written(obj.by));
    if (p < 0) return fail(`by: "${written(obj.by)}" is not a player; expected one of ${T.players.join(', ')}`);
    candidates = [p];
  } else {
    candidates = [];
    for (let i = T.memberStart[s.team]; i < T.memberStart[s.team + 1]; i++) candidates.push(T.members[i]);
  }
  // Without at:, a raise means the die under the roller's own pawn showing that value. Not
  // for the top value: a die showing it cannot be raised, so a raise by the top-value group
  // is the six power's, which must say which die (explain.ts asks for at:).
  const encode = (p: number): Result<number> => {
    if (how !== H_RAISE || obj.at !== undefined || v.value === T.top)
      return { ok: true, value: useAction(p, how, v.value, cell) };
    const own: number[] = [];
    for (let pawn = p * T.ppp; pawn < (p + 1) * T.ppp; pawn++) {
      const c = s.pawnCell[pawn];
      if (c >= 0 && (cellAt(T, s, c) & VALUE_MASK) === v.value) own.push(c);
    }
    if (own.length > 1) {
      return fail(
        `${T.players[p]} has pawns on ${own.length} dice showing ${v.value} (${own.map((c) => T.pond.names[c]).join(', ')}): say which one with at:`,
      );
    }
    return { ok: true, value: useAction(p, how, v.value, own[0] ?? NO_SQUARE) };
  };
  for (const p of candidates) {
    const e = encode(p);
    if (e.ok && whyIllegal(T, s, e.value) === null) return { ok: true, action: e.value };
  }
  // Not legal for anyone: encode it for the player it is most likely meant for (the owner of
  // the pawn raised, else whoever holds that value), so the refusal explains the right thing.
  const holds = (p: number) => s.groups[p * T.vstride + v.value] > 0;
  const onCell = cellAt(T, s, cell);
  const owner = how === H_RAISE && onCell > VALUE_MASK ? T.pawnOwner[(onCell >> PAWN_SHIFT) - 1] : -1;
  const holder = candidates.find((p) => p === owner && holds(p)) ?? candidates.find(holds) ?? candidates[0];
  const e = encode(holder);
  return e.ok ? { ok: true, action: e.value } : e;
}

export function parseAction(T: Tables, s: DiceState, obj: ActionObject): ParsedAction {
  if ('place' in obj) {
    const extra = onlyKeys(obj, ['place', 'at'], '{ place, at }');
    if (extra) return fail(extra);
    const v = dieValue(T, obj.place, 'place');
    if (!v.ok) return v;
    if (obj.at === undefined) return fail('place needs at: the square for the die, e.g. { place: 4, at: "1,0" }');
    const c = square(T, obj.at, 'at');
    return c.ok ? { ok: true, action: placeAction(v.value, c.value) } : c;
  }
  if ('pawn' in obj) {
    const extra = onlyKeys(obj, ['pawn'], '{ pawn }');
    if (extra) return fail(extra);
    const c = square(T, obj.pawn, 'pawn');
    return c.ok ? { ok: true, action: pawnAction(c.value) } : c;
  }
  if ('roll' in obj) return parseRoll(T, s, obj);
  if ('use' in obj) return parseUse(T, s, obj);
  if ('from' in obj || 'to' in obj) {
    const extra = onlyKeys(obj, ['from', 'to'], '{ from, to }');
    if (extra) return fail(extra);
    const from = square(T, obj.from, 'from');
    if (!from.ok) return from;
    const to = square(T, obj.to, 'to');
    return to.ok ? { ok: true, action: moveAction(from.value, to.value) } : to;
  }
  return fail(`not a D'ice Cubes action (keys: ${Object.keys(obj).join(', ') || 'none'}); expected one of ${FORMS}`);
}

/** The dice of each roller of a roll action, in players order. */
function rollParts(T: Tables, s: DiceState, a: number): [number, number[]][] {
  return rollerRanks(T, s, rollIndex(a)).map(([m, k, rank]) => [m, rollDice(rank, k, T.top)]);
}

export function formatAction(T: Tables, s: DiceState, a: number): ActionObject {
  const sq = (c: number) => T.pond.names[c] ?? String(c);
  switch (kindOf(a)) {
    case K_PLACE:
      return { place: placeValue(a), at: sq(lowCell(a)) };
    case K_PAWN:
      return { pawn: sq(lowCell(a)) };
    case K_ROLL:
      return (a & BAD_ROLL) !== 0 ? { roll: [] } : { roll: rollParts(T, s, a).flatMap(([, d]) => d) };
    case K_MOVE:
      return { from: sq(highCell(a)), to: sq(lowCell(a)) };
    case K_USE: {
      const how = useHow(a);
      const obj: ActionObject = { use: useValue(a), do: how === H_LOWER ? 'lower' : how === H_RAISE ? 'raise' : 'add' };
      if (how !== H_LOWER && lowCell(a) !== NO_SQUARE) obj.at = sq(lowCell(a));
      // Name the roller only when the plain form would be read as another player's group.
      if (T.teamGame) {
        const back = parseAction(T, s, obj);
        if (!back.ok || back.action !== a) obj.by = T.players[usePlayer(a)];
      }
      return obj;
    }
  }
  return {};
}

export function notation(T: Tables, s: DiceState, a: number): string {
  const sq = (c: number) => T.pond.names[c] ?? String(c);
  switch (kindOf(a)) {
    case K_PLACE:
      return `${placeValue(a)}@${sq(lowCell(a))}`;
    case K_PAWN:
      return `pawn ${sq(lowCell(a))}`;
    case K_ROLL: {
      if ((a & BAD_ROLL) !== 0) return `roll (${rollIndex(a)} dice)`;
      const parts = rollParts(T, s, a);
      return T.teamGame
        ? `roll ${parts.map(([m, d]) => `${T.players[m]}: ${d.join(' ')}`).join(', ')}`
        : `roll ${parts.map(([, d]) => d.join(' ')).join(' ')}`;
    }
    case K_MOVE:
      return `${sq(highCell(a))}→${sq(lowCell(a))}`;
    case K_USE: {
      const how = useHow(a);
      const who = T.teamGame ? `${T.players[usePlayer(a)]} ` : '';
      const where = how !== H_LOWER && lowCell(a) !== NO_SQUARE ? ` ${sq(lowCell(a))}` : '';
      return `${who}${useValue(a)} ${how === H_LOWER ? 'lower' : how === H_RAISE ? 'raise' : 'add'}${where}`;
    }
  }
  return String(a);
}
