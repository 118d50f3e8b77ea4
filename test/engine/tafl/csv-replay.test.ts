/**
 * Replays the 1,752 recorded Copenhagen games (test/data/copenhagen-games.csv,
 * see test/data/README.md for where they come from) through `hnefatafl-copenhagen`: every move must be legal and
 * capture exactly the pieces written (`xSQ`; written twice when a shieldwall
 * row of one is also a plain capture, so compared as sets; the king's capture
 * is not written). `timeout` ends a game's record. The server did not enforce
 * repetition, so a replay stops where our rule ends the game on the third
 * occurrence of a position; any other ending before the record's last move
 * would be a disagreement. Where our engine ends a game, its winner must be
 * the recorded one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { squareName } from '../../../src/engine/grid';
import { ROOT, shipped } from './helpers';

const CSV = join(ROOT, 'test/data/copenhagen-games.csv');
const RESULT: Record<string, string> = { Black: 'attackers', White: 'defenders' };

describe('Copenhagen: replay of 1,752 recorded games', () => {
  it('every move legal, every capture as written', () => {
    const game = shipped('hnefatafl-copenhagen');
    const lines = readFileSync(CSV, 'utf8').trim().split('\n');
    const problems: string[] = [];
    const tally = { games: 0, moves: 0, complete: 0, repetitionStops: 0, endedAsRecorded: 0 };
    for (const [li, line] of lines.entries()) {
      const cols = line.split(',');
      const record = cols[cols.length - 1];
      const tokens = cols[0].split(' ').filter(Boolean);
      const stop = tokens.indexOf('timeout');
      const moves = stop < 0 ? tokens : tokens.slice(0, stop);
      const s = game.start(0);
      tally.games++;
      let ok = true;
      for (const [i, tok] of moves.entries()) {
        const where = `line ${li + 1}, move ${i + 1} (${tok})`;
        if (game.toMove(s) < 0) {
          const reason = game.outcome(s)!.reason;
          if (reason === 'third occurrence of the same position') tally.repetitionStops++;
          else problems.push(`${where}: the game already ended (${reason})`);
          ok = false;
          break;
        }
        const m = /^([a-k]\d+)-([a-k]\d+)((?:x[a-k]\d+)*)$/.exec(tok);
        if (!m) {
          problems.push(`${where}: unreadable`);
          ok = false;
          break;
        }
        const parsed = game.parseAction(s, { from: m[1], to: m[2] });
        const why = parsed.ok ? game.whyIllegal(s, parsed.action) : parsed.error;
        if (!parsed.ok || why !== null) {
          problems.push(`${where}: illegal: ${why}`);
          ok = false;
          break;
        }
        game.apply(s, parsed.action);
        tally.moves++;
        const written = new Set(m[3].split('x').filter(Boolean));
        const taken = new Set<string>();
        for (let c = 0; c < s.capN; c++) if (s.capCodes[c] !== 3) taken.add(squareName(s.caps[c], 11));
        if (taken.size !== written.size || [...written].some((q) => !taken.has(q))) {
          problems.push(
            `${where}: captured ${[...taken].join(' ') || 'nothing'}, written ${[...written].join(' ') || 'nothing'}`,
          );
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      tally.complete++;
      const o = game.outcome(s);
      if (o) {
        if (RESULT[record] === o.winner) tally.endedAsRecorded++;
        else
          problems.push(
            `line ${li + 1}: our engine ends the game with ${o.winner} winning (${o.reason}); recorded: ${record}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(tally.games).toBe(1752);
    expect(tally.complete + tally.repetitionStops).toBe(1752);
    console.log(
      `replayed ${tally.games} games, ${tally.moves} moves: ${tally.complete} to the end of the record, ${tally.repetitionStops} stopped at a repetition; ${tally.endedAsRecorded} ended by our rules with the recorded winner`,
    );
  });
});
