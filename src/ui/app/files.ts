/** What a YAML file is and what it refers to, read without parsing it (pure, no engine). */
import type { FileKind } from '../storage/session';

/** The `ruleset:` a scenario text names ('' when none is readable). */
export function scenarioRulesetRef(text: string): string {
  const m = /^ruleset:[ \t]*["']?([^"'#\n]+?)["']?[ \t]*(?:#.*)?$/m.exec(text);
  return m ? m[1]! : '';
}

/** `ruleset: x`, `actions:` and `expect:` of a scenario started in the workbench. */
export function newScenarioText(rulesetId: string): string {
  return [
    '# yaml-language-server: $schema=../../schemas/scenario.schema.json',
    `ruleset: ${rulesetId}`,
    'title: Recorded in the workbench',
    'actions: []',
    'expect: []',
    '',
  ].join('\n');
}

/** Which editor a YAML file belongs in, from its top-level keys. */
export function classifyYaml(text: string): FileKind | null {
  if (/^family:/m.test(text)) return 'ruleset';
  if (/^ruleset:/m.test(text)) return 'scenario';
  return null;
}
