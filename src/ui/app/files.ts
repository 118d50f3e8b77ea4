/** The text of a scenario the workbench starts (what a file is and names: `engine/file-kind.ts`). */

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
