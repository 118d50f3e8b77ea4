/**
 * The ruleset's starting position, from either form: `setup` (squares per
 * piece type) or `layout` (rows of characters, top rank first). Both become
 * one list of placements, each with the path a problem should point at.
 */
import { badSquare, squareIndex } from '../grid';
import type { RuleProblem } from '../family';
import type { TaflRules } from './rules';

export interface Placement {
  type: string;
  square: number;
  path: (string | number)[];
}

export function startPlacements(rules: TaflRules): { placements: Placement[]; problems: RuleProblem[] } {
  const { width, height } = rules.board;
  const placements: Placement[] = [];
  const problems: RuleProblem[] = [];
  if (rules.setup && rules.layout) {
    problems.push({
      path: ['layout'],
      message: 'give the starting position once: either `setup` (squares per piece type) or `layout` (rows), not both',
    });
    return { placements, problems };
  }
  if (!rules.setup && !rules.layout) {
    problems.push({
      path: [],
      message:
        'the starting position is missing: add `setup` (squares per piece type) or `layout` (rows of characters)',
    });
    return { placements, problems };
  }
  if (rules.setup) {
    for (const [type, squares] of Object.entries(rules.setup)) {
      if (!rules.pieces[type]) {
        problems.push({
          path: ['setup', type],
          message: `"${type}" is not a piece type of this ruleset; expected one of ${Object.keys(rules.pieces).join(', ')}`,
        });
        continue;
      }
      squares.forEach((name, i) => {
        const sq = squareIndex(name, width, height);
        if (sq < 0) problems.push({ path: ['setup', type, i], message: badSquare(name, width, height) });
        else placements.push({ type, square: sq, path: ['setup', type, i] });
      });
    }
  } else {
    const { legend, rows } = rules.layout!;
    for (const [ch, type] of Object.entries(legend)) {
      if (!rules.pieces[type])
        problems.push({
          path: ['layout', 'legend', ch],
          message: `"${type}" is not a piece type of this ruleset; expected one of ${Object.keys(rules.pieces).join(', ')}`,
        });
    }
    if (rows.length !== height) {
      // Every row would stand on the wrong rank: placing them would only add misleading problems.
      problems.push({
        path: ['layout', 'rows'],
        message: `the layout has ${rows.length} rows; the ${width}×${height} board needs ${height} (top rank first)`,
      });
      return { placements, problems };
    }
    // Rows all of one other length mean board.width and the rows disagree: one problem, not one per row.
    if (rows.length > 1 && rows[0].length !== width && rows.every((row) => row.length === rows[0].length)) {
      problems.push({
        path: ['layout', 'rows'],
        message: `every row has ${rows[0].length} characters, but the board is ${width} squares wide (board.width); expected rows of ${width} characters, or board.width: ${rows[0].length}`,
      });
      return { placements, problems };
    }
    rows.forEach((row, r) => {
      if (row.length !== width) {
        problems.push({
          path: ['layout', 'rows', r],
          message: `row ${r + 1} (rank ${height - r}) has ${row.length} characters; the board is ${width} squares wide`,
        });
        return;
      }
      for (let f = 0; f < width; f++) {
        const ch = row[f];
        if (ch === '.') continue;
        const type = legend[ch];
        if (type === undefined) {
          problems.push({
            path: ['layout', 'rows', r],
            message: `"${ch}" in row ${r + 1} (rank ${height - r}) is not in the legend; use "." for an empty square or add "${ch}" to layout.legend`,
          });
        } else if (rules.pieces[type]) {
          placements.push({ type, square: (height - 1 - r) * width + f, path: ['layout', 'rows', r] });
        }
      }
    });
  }
  return { placements, problems };
}
