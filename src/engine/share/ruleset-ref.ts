/**
 * A scenario re-pointed at another ruleset, the one text edit that sharing, receiving and saving
 * a version all make. Its own module (only `yaml` beside it), so the workbench's versions need
 * none of the link and bundle code to load.
 */
import { isScalar, parseDocument } from 'yaml';

/**
 * The scenario text naming `id` as its ruleset, changed only where the `ruleset:` value is written
 * (comments, layout and every other position stay as they were).
 */
export function withRulesetRef(text: string, id: string): string {
  const node = parseDocument(text).get('ruleset', true);
  if (!isScalar(node) || !node.range || node.value === id) return text;
  return text.slice(0, node.range[0]) + id + text.slice(node.range[1]);
}
