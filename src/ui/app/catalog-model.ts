/** Shipped files as the picker lists them (kept apart from `import.meta.glob` so it is testable). */
import { fileHead } from '../../engine/file-kind';

export interface ShippedFile {
  /** Repository path without the leading slash: `rulesets/units-v1.2.yaml`. */
  path: string;
  /** `units-v1.2`, or for a scenario its file name without `.yaml`. */
  id: string;
  /** The file's `title:`, when it has one. */
  title: string;
  text: string;
}

export interface ShippedScenario extends ShippedFile {
  /** The folder under scenarios/: `units`, `escape-death`, … */
  group: string;
  /** The `ruleset:` it names. */
  ruleset: string;
}

export interface Catalog {
  rulesets: ShippedFile[];
  scenarios: ShippedScenario[];
}

function baseName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.ya?ml$/i, '');
}

/** A file as `import.meta.glob` lists it (`/rulesets/x.yaml`), with its id and title. */
function listedFile(globPath: string, text: string): ShippedFile {
  const path = globPath.replace(/^\//, '');
  const id = baseName(path);
  return { path, id, title: fileHead(text).title || id, text };
}

export function parseShippedList(rulesets: Record<string, string>, scenarios: Record<string, string>): Catalog {
  // Code-unit order, not localeCompare: the paths are lower-case ASCII, and the first
  // localeCompare on a page builds an ICU collator (~30–60 ms before the board can paint).
  const byPath = (a: ShippedFile, b: ShippedFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return {
    rulesets: Object.entries(rulesets)
      .map(([p, text]) => listedFile(p, text))
      .sort(byPath),
    scenarios: Object.entries(scenarios)
      .map(([p, text]) => {
        const file = listedFile(p, text);
        return { ...file, group: file.path.split('/')[1] ?? '', ruleset: fileHead(text).ruleset };
      })
      .sort(byPath),
  };
}

export function shippedRuleset(c: Catalog, id: string): ShippedFile | undefined {
  return c.rulesets.find((r) => r.id === id);
}

/** The first visit opens this ruleset with its first shipped scenario. */
export const FIRST_RULESET = 'units-v1.2';

/** A sample scenario for the first visit: the first one of the ruleset that has some actions. */
export function sampleScenario(c: Catalog, rulesetId: string): ShippedScenario | undefined {
  const mine = c.scenarios.filter((s) => s.ruleset === rulesetId);
  return mine.find((s) => /^actions:\s*\n\s*-/m.test(s.text)) ?? mine[0];
}
