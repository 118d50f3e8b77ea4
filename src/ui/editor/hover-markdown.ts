/**
 * Hover text from the YAML language service, tidied for reading: its
 * "Allowed Values:" list (and any "Example:") starts a section of its own,
 * under a rule, instead of a paragraph that runs on from the description.
 */
const SECTIONS: readonly [RegExp, string][] = [
  [/(^|\n\n)Allowed Values:\n\n/g, 'Allowed values'],
  [/(^|\n\n)Example:\n\n/g, 'Example'],
];

export function tidyHoverMarkdown(markdown: string): string {
  let out = markdown;
  for (const [heading, label] of SECTIONS) {
    // A rule only between the description and the section, not above a hover that starts with it.
    out = out.replace(heading, (_m, before: string) => `${before}${before ? '---\n\n' : ''}**${label}**\n\n`);
  }
  return out;
}
