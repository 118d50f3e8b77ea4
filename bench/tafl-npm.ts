/**
 * The npm `tafl` package (MIT, v4) on our benchmark protocol, for the
 * Copenhagen comparison in `npm run bench`: uniformly random players (our
 * seeded `Rng`), all legal actions listed every ply, one thread, games cut at
 * 400 plies as our `hnefatafl-copenhagen` ruleset does. The package runs with
 * its own `TaflRuleSet.COPENHAGEN` rules, as its benchmark (benchmark/perf.js)
 * does: repetition history on (it needs it for the repetition rule we play too).
 */
import { Tafl, TaflRuleSet } from 'tafl';
import { Rng } from '../src/engine/rng';
import { timeGames, type BenchResult } from './timing';

const PLY_LIMIT = 400;

export function benchTaflNpm(seconds: number): BenchResult {
  const tafl = new Tafl();
  const players = Rng.seeded(12345);
  return timeGames(seconds, () => {
    let state = tafl.initialState({ rules: { ...TaflRuleSet.COPENHAGEN } });
    let ply = 0;
    while (!state.result!.finished && ply < PLY_LIMIT) {
      const actions = tafl.getPossibleActions(state);
      state = tafl.act(state, actions[players.below(actions.length)]);
      ply++;
    }
    return ply;
  });
}
