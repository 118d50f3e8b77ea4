/**
 * The evaluation a ruleset declares as data (`evaluation:`): how the greedy
 * bot, and MCTS when it cuts its rollouts short, judge a position that has not
 * ended. One schema for every family (bundled into every family's ruleset
 * schema beside `family` and `title`); each family fills in its own default
 * from its rules in `Family.complete`, so `game.rules.evaluation` is always
 * there and the README reference shows what a bot plays for.
 *
 * Terms are read from `game.view(s)` alone, so a new family gets them for
 * free: a piece's kind is one of its view attributes (`class`, `type`), a goal
 * is a list of square names, a die under a piece is a die at the piece's square.
 */
import type { RuleProblem } from './family';
import type { Game } from './game';
import { SQUARE_PATTERN } from './grid';

export interface EvaluationSpec {
  material?: { by?: string; values?: Record<string, number> };
  goals?: { pieces: string[]; to: string[]; weight: number }[];
  standing?: number;
  approach?: number;
  mobility?: number;
}

/** What every term is worth when a ruleset and its family say nothing. */
export const EVALUATION_DEFAULTS = { pieceValue: 1, standing: 0, mobility: 0.01 } as const;

export const EVALUATION_SCHEMA = {
  title: 'how bots judge a position',
  description:
    'How the greedy bot (and MCTS when `rolloutPlies` cuts its rollouts short) scores a position that has not ended. ' +
    'Each side adds up its points (its pieces by value, how close its goal pieces stand to their goal squares, the dice under its pieces); ' +
    "a side's evaluation is its lead over the others, (own − others) / (own + others), and in a match the rounds won count first. " +
    'Left out, each family derives it from the rules: Units, every unit is worth 1; tafl, every piece 1 but the royal piece, which draws toward the corners ' +
    "(or the edge, with `edgeEscape`); D'ice Cubes, every pawn 1 plus 0.1 for each pip of the die under it. Only bots read this; the rules of play ignore it.",
  type: 'object',
  additionalProperties: false,
  properties: {
    material: {
      title: 'value of the pieces',
      description:
        'What each piece is worth to its side. `by` names the piece attribute that tells kinds apart (`class` for Units, `type` for tafl); `values` gives a value per kind; a kind left out is worth 1. Leave `by` out and every piece is worth 1.',
      type: 'object',
      additionalProperties: false,
      properties: {
        by: {
          title: 'kind of piece',
          description: "The piece attribute whose value is a piece's kind: `class` (Units), `type` (tafl).",
          type: 'string',
          enum: ['class', 'type'],
          markdownEnumDescriptions: ["class — a unit's class (Units)", 'type — a piece type (tafl)'],
        },
        values: {
          title: 'value by kind',
          description:
            'The value of a piece of each kind, e.g. `{ king: 0, defender: 2 }` or `{ "1": 2 }`; a kind left out is worth 1.',
          type: 'object',
          propertyNames: { title: 'kind', minLength: 1, maxLength: 64 },
          additionalProperties: { type: 'number', minimum: 0, maximum: 1000 },
          maxProperties: 64,
        },
      },
    },
    goals: {
      title: 'goals',
      description:
        'Pieces that want to reach squares (a royal piece and its escape squares): each such piece adds `weight` / (1 + d) to its side, d being the number of squares (across plus up or down) to the nearest goal square.',
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['pieces', 'to'],
        properties: {
          pieces: {
            title: 'pieces',
            description: 'The kinds (values of `material.by`) that aim for these squares.',
            type: 'array',
            minItems: 1,
            maxItems: 64,
            items: { type: 'string', minLength: 1, maxLength: 64 },
          },
          to: {
            title: 'goal squares',
            description: 'The squares they aim for, e.g. the corners `[a1, a11, k1, k11]`.',
            type: 'array',
            minItems: 1,
            maxItems: 676,
            items: { type: 'string', pattern: SQUARE_PATTERN },
          },
          weight: {
            title: 'weight',
            description: 'What standing on a goal square would be worth (a piece next to one gets half).',
            type: 'number',
            minimum: 0,
            maximum: 1000,
            default: 0.5,
          },
        },
      },
    },
    standing: {
      title: 'value of a pip under a piece',
      description:
        'Dice games: each piece adds this much per pip of the die it stands on (a high die is far from sinking). 0 ignores the dice.',
      type: 'number',
      minimum: 0,
      maximum: 1000,
    },
    approach: {
      title: 'value of closing in',
      description:
        'Each piece adds this much / (1 + d), d being the number of squares (across plus up or down) to the nearest piece of another side: a bot that looks one move ahead then walks toward a fight it cannot yet see. 0 leaves distances out.',
      type: 'number',
      minimum: 0,
      maximum: 1000,
    },
    mobility: {
      title: 'weight of mobility',
      description:
        'A tie-break: the share of the evaluation given to the number of legal actions of the side to move (out of the most any position has). Most moves take nothing, so without it every quiet move ties; leaving the opponent fewer moves is how a one-ply bot hems in a royal piece.',
      type: 'number',
      minimum: 0,
      maximum: 0.5,
      default: EVALUATION_DEFAULTS.mobility,
    },
  },
} as const;

/**
 * The rules with their evaluation complete: each term the ruleset writes
 * replaces the family's default for that term, the others stay the family's
 * (writing `mobility: 0.05` keeps the family's piece values and goals).
 */
export function withEvaluation<R extends object>(rules: R, familyDefault: EvaluationSpec): R {
  const written = (rules as { evaluation?: EvaluationSpec }).evaluation ?? {};
  return { ...rules, evaluation: { mobility: EVALUATION_DEFAULTS.mobility, ...familyDefault, ...written } };
}

/** Goal squares that are no square of the game's board (the schema checks their form, the board their existence). */
export function evaluationProblems(game: Pick<Game, 'isSquare' | 'rules'>): RuleProblem[] {
  const goals = (game.rules.evaluation as EvaluationSpec | undefined)?.goals ?? [];
  const problems: RuleProblem[] = [];
  goals.forEach((goal, g) =>
    goal.to.forEach((square, i) => {
      if (!game.isSquare(square))
        problems.push({
          path: ['evaluation', 'goals', g, 'to', i],
          message: `goal square ${square} is not a square of this board; expected a square of the board`,
        });
    }),
  );
  return problems;
}
