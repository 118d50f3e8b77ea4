/**
 * Monte Carlo tree search with UCT, after OpenSpiel's `MCTSBot`
 * (open_spiel/python/algorithms/mcts.py): a leaf is expanded on its second
 * visit (the root at once, so any budget yields a choice); at a chance node the child is the outcome sampled by its probability
 * (with the bot's own generator, never the state's); at a player node the
 * child maximising mean + c·√(ln N / n), unvisited children first in an order
 * shuffled once; a rollout plays random actions to the end (or stops after
 * `rolloutPlies` and scores the position with the ruleset's evaluation), and its
 * returns are added to every node on the path for the name that chose the
 * action leading to it (a chance node counts for the name that chose before
 * it). The move played is the root's most visited child.
 *
 * Returns are per name in `game.winners` and a node's chooser is
 * `game.scoresFor` of its parent, so teams, and a match whose players swap
 * sides between rounds, are searched correctly without knowing the family.
 */
import { CHANCE, type Game } from '../game';
import type { Rng } from '../rng';
import type { Bot, MctsOptions } from './bot';
import { sampleChanceWith } from './chance';
import { evaluator, type Values } from './evaluate';

const DEFAULT_ITERATIONS = 1000;
/** How many simulations run between two looks at the clock. */
const CLOCK_EVERY = 16;

class Node {
  visits = 0;
  total = 0;
  children: Node[] | null = null;
  /** `owner`: the name (in `game.winners`) whose choice led here, whose returns this node collects. */
  constructor(
    readonly action: number,
    readonly owner: string,
  ) {}
}

/** `clock` is what a time budget (`ms`) is measured on, in milliseconds (a test gives its own). */
export function mctsBot<S>(game: Game<S>, options: MctsOptions = {}, clock = () => performance.now()): Bot<S> {
  const c = options.c ?? 2;
  const iterations = options.iterations ?? (options.ms === undefined ? DEFAULT_ITERATIONS : Infinity);
  const ms = options.ms ?? Infinity;
  const cut = options.rolloutPlies ?? Infinity;
  const buf = new Int32Array(game.maxActions);
  const judge = evaluator(game);
  // Colons, not commas: a command line lists one bot per seat separated by commas.
  const label =
    `mcts:${options.iterations ?? (options.ms === undefined ? DEFAULT_ITERATIONS : `${options.ms}ms`)}` +
    (options.c === undefined ? '' : `:c=${c}`) +
    (options.rolloutPlies === undefined ? '' : `:cut=${cut}`);

  function expand(node: Node, s: S, rng: Rng): Node[] {
    const n = game.legalActions(s, buf);
    const who = game.toMove(s);
    const owner = who === CHANCE ? node.owner : game.scoresFor(s, who);
    const children: Node[] = [];
    for (let i = 0; i < n; i++) children.push(new Node(buf[i], owner));
    if (who !== CHANCE) {
      for (let i = n - 1; i > 0; i--) {
        const j = rng.below(i + 1);
        [children[i], children[j]] = [children[j], children[i]];
      }
    }
    return children;
  }

  function select(node: Node, children: readonly Node[]): Node {
    const logN = Math.log(node.visits);
    let best = children[0];
    let bestScore = -Infinity;
    for (const child of children) {
      if (child.visits === 0) return child;
      const score = child.total / child.visits + c * Math.sqrt(logN / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    return best;
  }

  function rollout(s: S, rng: Rng): Values {
    for (let plies = 0; plies < cut; plies++) {
      const ended = game.outcome(s);
      if (ended) return ended.returns;
      if (game.toMove(s) === CHANCE) game.apply(s, sampleChanceWith(game, s, rng, buf));
      else {
        const n = game.legalActions(s, buf);
        game.apply(s, buf[rng.below(n)]);
      }
    }
    return judge(s, buf);
  }

  function simulate(root: Node, start: S, rng: Rng): void {
    const s = game.clone(start);
    const path = [root];
    let node = root;
    while ((node.visits > 0 || node.children !== null) && game.outcome(s) === null) {
      const children = (node.children ??= expand(node, s, rng));
      let child: Node;
      if (game.toMove(s) === CHANCE) {
        const a = sampleChanceWith(game, s, rng, buf);
        child = children.find((ch) => ch.action === a)!;
      } else child = select(node, children);
      game.apply(s, child.action);
      path.push(child);
      node = child;
    }
    const returns = rollout(s, rng);
    for (const n of path) {
      n.visits++;
      n.total += returns[n.owner] ?? 0;
    }
  }

  return {
    label,
    choose(s: S, rng: Rng): number {
      const n = game.legalActions(s, buf);
      if (n === 1) return buf[0];
      const root = new Node(-1, game.scoresFor(s, game.toMove(s)));
      root.children = expand(root, s, rng);
      const deadline = ms === Infinity ? Infinity : clock() + ms;
      for (let i = 0; i < iterations; i++) {
        if (i % CLOCK_EVERY === CLOCK_EVERY - 1 && clock() >= deadline) break;
        simulate(root, s, rng);
      }
      let best = root.children[0];
      for (const child of root.children) {
        if (child.visits > best.visits || (child.visits === best.visits && child.total > best.total)) best = child;
      }
      return best.action;
    },
  };
}
