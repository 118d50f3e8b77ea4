/** Writing scenario YAML: one action per line in flow style, as designers write them. */
import { Document, stringify } from 'yaml';
import type { ActionObject } from '../game';

/** `{ from: c1, to: c5 }`, `{ use: 3, do: raise, at: "1,0" }` — ready to paste under `actions:`. */
export function actionYaml(action: ActionObject): string {
  return new Document(action).toString({ collectionStyle: 'flow', lineWidth: 0 }).trim();
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
  const actions = s.actions.length === 0 ? 'actions: []\n' : `actions:\n${s.actions.map((a) => `  - ${actionYaml(a)}\n`).join('')}`;
  const expect = stringify({ expect: s.expect }, { lineWidth: 0 });
  return `# yaml-language-server: $schema=${s.schemaPath}\n${head}${actions}${expect}`;
}
