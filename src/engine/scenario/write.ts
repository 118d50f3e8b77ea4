/** Writing scenario YAML: one action per line in flow style, as designers write them. */
import { parse, stringify } from 'yaml';
import type { ActionObject } from '../game';

/**
 * Answers of `plainSafe` by string: a written game repeats a few square names and keys many
 * thousand times, and parsing each one again made writing a long game take seconds.
 */
const plainSafeAnswers = new Map<string, boolean>();
const PLAIN_SAFE_ANSWERS = 10_000;

/** A string YAML reads back as the same string when written without quotes. */
function plainSafe(s: string): boolean {
  const known = plainSafeAnswers.get(s);
  if (known !== undefined) return known;
  let safe = false;
  if (/^[A-Za-z_][A-Za-z0-9_.+-]*$/.test(s)) {
    try {
      safe = parse(s) === s;
    } catch {
      safe = false;
    }
  }
  if (plainSafeAnswers.size < PLAIN_SAFE_ANSWERS) plainSafeAnswers.set(s, safe);
  return safe;
}

function scalar(v: unknown): string {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return plainSafe(v) ? v : JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(scalar).join(', ')}]`;
  if (v !== null && typeof v === 'object') return actionYaml(v as ActionObject);
  return 'null';
}

/**
 * `{ from: c1, to: c5 }`, `{ roll: [1, 3, 3, 6] }`, `{ use: 3, do: raise, at: "1,0" }`:
 * one flow map per action, as the scenario format writes them, ready to paste under `actions:`.
 */
export function actionYaml(action: ActionObject): string {
  const parts = Object.entries(action)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${plainSafe(k) ? k : JSON.stringify(k)}: ${scalar(v)}`);
  return `{ ${parts.join(', ')} }`;
}

export interface ScenarioFile {
  schemaPath: string;
  ruleset: string;
  title: string;
  seed: number;
  actions: ActionObject[];
  expect: Record<string, unknown>[];
}

export function scenarioYaml(s: ScenarioFile): string {
  const head = stringify({ ruleset: s.ruleset, title: s.title, seed: s.seed }, { lineWidth: 0 });
  const actions =
    s.actions.length === 0 ? 'actions: []\n' : `actions:\n${s.actions.map((a) => `  - ${actionYaml(a)}\n`).join('')}`;
  const expect = stringify({ expect: s.expect }, { lineWidth: 0 });
  return `# yaml-language-server: $schema=${s.schemaPath}\n${head}${actions}${expect}`;
}
