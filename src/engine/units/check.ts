/**
 * The mistakes JSON Schema cannot see: tables naming classes that do not
 * exist, a setup off the board or with two units on one square, a beats
 * table where two classes beat each other, … Each problem carries its path in
 * the ruleset and says what is wrong and what was expected.
 */
import type { RuleProblem } from '../family';
import { badSquare, squareIndex } from '../grid';
import { reservedNameProblem } from '../names';
import type { UnitsRules } from './rules';

/** Checks the complete rules (`Family.complete` filled in every default, those that follow the number of players too). */
export function checkUnitsRules(r: UnitsRules): RuleProblem[] {
  const out: RuleProblem[] = [];
  const classes = r.classes;
  const range = classes === 1 ? 'class 1' : `a class 1 … ${classes}`;
  const isClass = (c: number): boolean => Number.isInteger(c) && c >= 1 && c <= classes;
  const noSuchClass = (c: number | string, where: string): string =>
    `${where} names class ${c}, but this ruleset has ${classes} class${classes === 1 ? '' : 'es'} (classes: ${classes}); expected ${range}`;

  r.players.forEach((p, i) => {
    const reserved = reservedNameProblem(p, ['players', i], "a player's name");
    if (reserved) out.push(reserved);
  });

  // Speed: every class needs one.
  for (const key of Object.keys(r.move.speed)) {
    if (!isClass(Number(key))) out.push({ path: ['move', 'speed', key], message: noSuchClass(key, 'the speed table') });
  }
  for (let c = 1; c <= classes; c++) {
    if (r.move.speed[String(c)] === undefined) {
      out.push({
        path: ['move', 'speed'],
        message: `class ${c} has no speed; expected an entry "${c}: <squares, at least 1>" for every class 1 … ${classes}`,
      });
    }
  }

  // Beats: existing classes, never itself, never both ways.
  const beats = (a: number, b: number): boolean => (r.combat.beats[String(a)] ?? []).includes(b);
  for (const [key, losers] of Object.entries(r.combat.beats)) {
    const winner = Number(key);
    if (!isClass(winner)) {
      out.push({ path: ['combat', 'beats', key], message: noSuchClass(key, 'the beats table') });
      continue;
    }
    losers.forEach((loser, i) => {
      const path = ['combat', 'beats', key, i];
      if (!isClass(loser)) out.push({ path, message: noSuchClass(loser, `class ${winner}'s beats list`) });
      else if (loser === winner)
        out.push({
          path,
          message: `class ${winner} cannot beat itself: two units of the same class follow combat.sameClass; expected other classes only`,
        });
      else if (loser < winner && beats(loser, winner)) {
        out.push({
          path,
          message: `class ${winner} beats class ${loser} and class ${loser} beats class ${winner}; expected at most one of the two to beat the other`,
        });
      }
    });
  }

  // After-fight table: only read with classChange: table, then exactly one entry per beats pair.
  if (r.combat.classChange === 'table') {
    for (const [wKey, row] of Object.entries(r.combat.after)) {
      const winner = Number(wKey);
      if (!isClass(winner)) {
        out.push({ path: ['combat', 'after', wKey], message: noSuchClass(wKey, 'the after table') });
        continue;
      }
      for (const [lKey, becomes] of Object.entries(row)) {
        const loser = Number(lKey);
        const path = ['combat', 'after', wKey, lKey];
        if (!isClass(loser)) out.push({ path, message: noSuchClass(lKey, `class ${winner}'s after entries`) });
        else if (!isClass(becomes))
          out.push({
            path,
            message: `class ${winner} beating class ${loser} becomes class ${becomes}, which does not exist; expected ${range}`,
          });
        else if (!beats(winner, loser)) {
          out.push({
            path,
            message: `the after table says what class ${winner} becomes when it beats class ${loser}, but class ${winner} does not beat class ${loser} (combat.beats); expected entries only for pairs of the beats table`,
          });
        }
      }
    }
    for (const [wKey, losers] of Object.entries(r.combat.beats)) {
      if (!isClass(Number(wKey))) continue;
      for (const loser of losers) {
        if (!isClass(loser) || loser === Number(wKey)) continue;
        if (r.combat.after[wKey]?.[String(loser)] === undefined) {
          out.push({
            path: ['combat', 'after'],
            message: `class ${wKey} beats class ${loser}, but the after table does not say what class ${wKey} becomes then; expected an entry "${wKey}: { ${loser}: <new class> }" (or classChange: keep)`,
          });
        }
      }
    }
  }

  // Rotation: existing classes, and a turn must change the class.
  for (const [key, becomes] of Object.entries(r.turn.rotation)) {
    const from = Number(key);
    const path = ['turn', 'rotation', key];
    if (!isClass(from)) out.push({ path, message: noSuchClass(key, 'the rotation table') });
    else if (!isClass(becomes))
      out.push({ path, message: `class ${from} turns into class ${becomes}, which does not exist; expected ${range}` });
    else if (becomes === from) {
      out.push({
        path,
        message: `class ${from} turns into itself, so turning it would change nothing; expected another class (or leave class ${from} out of the table: it then cannot be turned)`,
      });
    }
  }

  // Setup: on the board, one unit per square, a known owner, an existing class.
  const { width, height } = r.board;
  const taken = new Map<number, number>();
  r.setup.forEach((u, i) => {
    const sq = squareIndex(u.at, width, height);
    if (sq < 0) out.push({ path: ['setup', i, 'at'], message: badSquare(u.at, width, height) });
    else if (taken.has(sq)) {
      out.push({
        path: ['setup', i, 'at'],
        message: `${u.at} already holds a unit (setup[${taken.get(sq)}]); expected one unit per square`,
      });
    } else taken.set(sq, i);
    if (!r.players.includes(u.owner)) {
      out.push({
        path: ['setup', i, 'owner'],
        message: `"${u.owner}" is not a player; expected one of ${r.players.join(', ')}`,
      });
    }
    if (!isClass(u.class))
      out.push({
        path: ['setup', i, 'class'],
        message: `class ${u.class} does not exist (classes: ${classes}); expected ${range}`,
      });
  });
  for (const p of r.players) {
    if (!r.setup.some((u) => u.owner === p)) {
      out.push({
        path: ['setup'],
        message: `${p} has no unit in the setup, so it would be out before the game starts; expected at least one unit for every player`,
      });
    }
  }
  return out;
}
