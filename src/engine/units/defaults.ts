/**
 * `Family.complete` for Units: the defaults that depend on another key, which a
 * JSON Schema `default` cannot express (ajv fills in all the others). When a
 * ruleset leaves them out, the board, the starting position and the ply limit
 * follow the number of players (our reading of units-rules-v1.2.txt: 2 players
 * on a quarter of the board, 4 on the whole). The schema descriptions of
 * `board`, `setup` and `plyLimit` state this rule in words for designers; this
 * module is the one place that applies it, and its result is the only rules
 * object there is: what `check` reads, `compile` gets and `game.rules` is.
 */
import { withEvaluation, type EvaluationSpec } from '../evaluation';
import type { RuleProblem } from '../family';
import { squareName } from '../grid';
import type { UnitSpec, UnitsRules } from './rules';

/** The side of the square board: a quarter of the fold-out board with 2 players, the whole board with 4. */
export const QUARTER_BOARD = 8;
export const WHOLE_BOARD = 16;
const BOARD_SIDE: Record<number, number> = { 2: QUARTER_BOARD, 4: WHOLE_BOARD };
/** The draw after 100 plies per player: 200 with 2 players, 400 with 4. */
export const PLIES_PER_PLAYER = 100;

/** Bots' default evaluation (where a ruleset writes none): every unit is worth 1, whatever its class. */
const UNITS_EVALUATION: EvaluationSpec = { material: { by: 'class' } };

/** The keys whose default follows the number of players (the schema gives them no `default`). */
export const PLAYER_DEPENDENT_KEYS = ['board.width', 'board.height', 'setup', 'plyLimit'] as const;

/** The rules as the loader hands them over: schema-valid, with every schema default filled in, but not yet the player-dependent ones. */
export type UnitsInput = Omit<UnitsRules, 'board' | 'setup' | 'plyLimit'> & {
  board: { width?: number; height?: number };
  setup?: UnitSpec[];
  plyLimit?: number;
};

type Edge = 'south' | 'west' | 'north' | 'east';

/** Whose edge is which, by number of players, in turn order. */
const EDGES: Record<number, readonly Edge[]> = { 2: ['south', 'north'], 4: ['south', 'west', 'north', 'east'] };

/**
 * Every key filled in. The rules describe 2 and 4 players: with another number of players a
 * left-out board or setup has no default (a problem each); a default starting position that
 * does not fit the board is a problem too. With problems, the rules returned hold stand-ins
 * (an 8×8 board, an empty setup) and go no further: neither `check` nor `compile` reads them.
 */
export function completeRules(r: UnitsInput): { rules: UnitsRules; problems: RuleProblem[] } {
  const n = r.players.length;
  const side = BOARD_SIDE[n];
  const problems: RuleProblem[] = [];
  const missing = (['width', 'height'] as const).filter((k) => r.board[k] === undefined);
  const boardKnown = side !== undefined || missing.length === 0;
  if (!boardKnown) {
    const keys = missing.map((k) => `board.${k}`).join(' and ');
    problems.push({
      path: [missing.length === 2 ? 'players' : 'board'],
      message: `with ${n} players ${keys} ${missing.length === 2 ? 'have' : 'has'} no default (the board is ${QUARTER_BOARD}×${QUARTER_BOARD} with 2 players and ${WHOLE_BOARD}×${WHOLE_BOARD} with 4); expected board: { width: <files>, height: <ranks> }`,
    });
  }
  const board = { width: r.board.width ?? side ?? QUARTER_BOARD, height: r.board.height ?? side ?? QUARTER_BOARD };
  const plyLimit = r.plyLimit ?? PLIES_PER_PLAYER * n;
  let setup = r.setup;
  if (setup === undefined) {
    const made = boardKnown ? defaultSetup(r.players, r.classes, board.width, board.height) : noDefaultSetup(n);
    if (Array.isArray(made)) setup = made;
    else {
      problems.push(made);
      setup = [];
    }
  }
  return { rules: withEvaluation({ ...r, board, setup, plyLimit }, UNITS_EVALUATION), problems };
}

/**
 * The default starting position (our reading of units-rules-v1.2.txt): each player's units, one of each class,
 * in a row centred on its own edge (rounded towards a1), classes rising from that
 * player's left, so opposite players face 1↔4, 2↔3. Or the problem saying why there is none.
 */
function defaultSetup(
  players: readonly string[],
  classes: number,
  width: number,
  height: number,
): UnitSpec[] | RuleProblem {
  const edges = EDGES[players.length];
  if (!edges) return noDefaultSetup(players.length);
  const setup: UnitSpec[] = [];
  const taken = new Set<string>();
  for (let p = 0; p < players.length; p++) {
    const edge = edges[p];
    const across = edge === 'south' || edge === 'north';
    const length = across ? width : height;
    if (classes > length) {
      const dim = across ? 'wide' : 'high';
      const message = `the default setup puts ${classes} units per player (one of each class) in a row on the player's edge, but the board is only ${length} square${length === 1 ? '' : 's'} ${dim}; expected a board at least ${classes} squares ${dim}, or a setup list`;
      return { path: ['board'], message };
    }
    const first = Math.floor((length - classes) / 2);
    for (let i = 0; i < classes; i++) {
      // From the player's left: south looks up the board (left = file a), west looks right (left = the top rank), …
      const fromLow = edge === 'south' || edge === 'east' ? i : classes - 1 - i;
      const along = first + fromLow;
      const [file, rank] =
        edge === 'south'
          ? [along, 0]
          : edge === 'north'
            ? [along, height - 1]
            : edge === 'west'
              ? [0, along]
              : [width - 1, along];
      const at = squareName(rank * width + file, width);
      if (taken.has(at)) {
        const message = `the default setup puts ${classes} units per player in a row centred on each player's edge, and on this ${width}×${height} board two players' units would both stand on ${at}; expected a larger board, or a setup list`;
        return { path: ['board'], message };
      }
      taken.add(at);
      setup.push({ at, owner: players[p], class: i + 1 });
    }
  }
  return setup;
}

function noDefaultSetup(players: number): RuleProblem {
  const message = `with ${players} players there is no default setup (the rules place 2 players on opposite edges, or 4 players one on each edge); expected a setup list with every player's units`;
  return { path: ['players'], message };
}
