/**
 * Is a scenario action in a form its ruleset's family reads? Checked when the scenario loads, so a
 * mistyped action is reported where it is written rather than refused at run time, where
 * `illegal: true` would count the refusal as a pass. Each family declares its forms
 * (`Family.actionForms`); nothing here knows which family has which.
 */
import { families, familyById } from '../families';
import type { ActionForm } from '../family';
import type { ActionObject, Game } from '../game';
import { wordList } from '../words';
import { actionYaml } from './write';

const formText = (f: ActionForm) => `{ ${[f.keys.join(', '), ...(f.optional ?? []).map((k) => `[, ${k}]`)].join('')} }`;

/** `{ a }, { b } or { c }` */
const formList = (forms: readonly ActionForm[]): string => wordList(forms.map(formText), 'or');

/** Every family's forms, each once: what is expected when the ruleset (so the family) is unknown. */
const ANY_FAMILY: readonly ActionForm[] = families
  .flatMap((f) => f.actionForms)
  .filter((f, i, all) => all.findIndex((g) => formText(g) === formText(f)) === i);

const formOf = (forms: readonly ActionForm[], a: ActionObject) => forms.find((f) => f.keys.every((k) => k in a));

/**
 * A legal action in `state`, in scenario form: the one sharing most of what was written (same
 * key and value counts double), so `{ to: c5 }` gets a move to c5 when there is one.
 */
function legalExample(game: Game<unknown>, state: unknown, written: ActionObject): ActionObject | undefined {
  if (game.outcome(state) !== null) return undefined;
  const legal = new Int32Array(game.maxActions);
  const n = game.legalActions(state, legal);
  let best: ActionObject | undefined;
  let bestScore = -1;
  for (let i = 0; i < n; i++) {
    const obj = game.formatAction(state, legal[i]);
    const score = Object.entries(obj).reduce(
      (sum, [k, v]) => sum + (k in written ? (JSON.stringify(written[k]) === JSON.stringify(v) ? 2 : 1) : 0),
      0,
    );
    if (score > bestScore) [best, bestScore] = [obj, score];
  }
  return best;
}

export interface FormContext {
  game: Game<unknown>;
  /** The state the action meets; called only for an action in a wrong form (it may replay the scenario). Absent when the setup failed. */
  state?: () => unknown;
}

/** What is wrong with the form of action `a` and what was expected, or null when its form is one the family reads. */
export function actionFormProblem(a: ActionObject, at?: FormContext): string | null {
  const family = at && familyById(at.game.family);
  const forms = family?.actionForms ?? ANY_FAMILY;
  const form = formOf(forms, a);
  const keys = Object.keys(a).filter((k) => k !== 'illegal' && k !== 'note');
  const extra = form ? keys.filter((k) => !form.keys.includes(k) && !form.optional?.includes(k)) : [];
  if (form && extra.length === 0) return null;

  const example = at?.state ? legalExample(at.game, at.state(), a) : undefined;
  const expected = `expected ${formList(forms)}${example ? `, e.g. ${actionYaml(example)} (legal at this point)` : ''}`;
  if (form) return `"${extra.join('", "')}" does not belong in a { ${form.keys.join(', ')} } action; ${expected}`;
  const owners = families.filter((f) => f !== family && formOf(f.actionForms, a));
  if (at && owners.length > 0) {
    const foreign = formOf(owners[0].actionForms, a)!;
    return `{ ${foreign.keys.join(', ')} } is a ${owners.map((f) => f.id).join(' or ')} action, but ${at.game.id} is a ${at.game.family} game; ${expected}`;
  }
  return `an action in no known form (keys: ${keys.join(', ') || 'none'}); ${expected}`;
}
