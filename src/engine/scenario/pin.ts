/**
 * "Pin this position": a state → one `expect` check of the whole position, written in the terms
 * every scenario check uses (pieces, piece counts, dice, side to move, result, and the match and
 * phase facts a game has), read through the Game API and the view's facts only, so it holds for
 * every family. A receiver whose replay reaches another position sees this check fail.
 */
import { Document, isMap, visit } from 'yaml';
import scenarioSchema from '../../../schemas/scenario.schema.json';
import { toMoveName } from '../api';
import { familyById } from '../families';
import { CHANCE, type Game } from '../game';
import type { ExpectItem } from './types';

/** The piece attributes a check may name (`at`, `owner`, `class`, `type`): a view attribute outside them is not checkable. */
const PIECE_KEYS = Object.keys(scenarioSchema.definitions.piece.properties);

/**
 * The whole position of `state` as a check (without `after:`). `count` names every player, so a
 * piece more or fewer anywhere fails it; `toMove` at a roll names whose roll it is (as a setup
 * would), which says more than `chance`.
 */
export function pinPosition<S>(game: Game<S>, state: S): ExpectItem {
  const view = game.view(state);
  const { facts } = view;
  const rollFor = game.toMove(state) === CHANCE ? (familyById(game.family)?.rollIsFor?.(game, state) ?? []) : [];
  const check: ExpectItem = {
    toMove: rollFor[0] ?? toMoveName(game, state),
    winner: game.outcome(state)?.winner ?? 'none',
  };
  if (facts.phase !== undefined) check.phase = facts.phase;
  if (facts.round !== undefined) check.round = facts.round.number;
  if (facts.score !== undefined) check.score = { ...facts.score };
  if (facts.rounds !== undefined) check.rounds = [...facts.rounds];
  check.count = Object.fromEntries(game.players.map((p) => [p, view.pieces.filter((x) => x.owner === p).length]));
  check.pieces = view.pieces.map((p) =>
    Object.fromEntries(PIECE_KEYS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]])),
  );
  if (view.dice !== undefined) check.dice = view.dice.map((d) => ({ at: d.at, value: d.value }));
  return check;
}

/**
 * A check as the lines of one `expect:` list item (`- after: 3`, then its keys), each piece and die
 * on a line of its own in flow style, as scenarios write them; `indent` goes before every line.
 */
export function checkItemYaml(check: ExpectItem, indent = ''): string {
  const doc = new Document([check]);
  visit(doc, {
    // The item and its lists of pieces or dice stay blocks; each piece, die, count and short list is one line.
    Seq(_, node, path) {
      if (path.length > 1 && !node.items.every(isMap)) node.flow = true;
    },
    Map(_, node, path) {
      if (path.length > 2) node.flow = true;
    },
  });
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: true });
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => indent + line)
    .join('\n');
}
