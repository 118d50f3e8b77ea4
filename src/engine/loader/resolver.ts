/**
 * How the loader finds a ruleset it is pointed to: a base named by `extends:` and a scenario's
 * `ruleset:` go through the same resolver (the CLI reads files, the workbench its open files, a
 * shared bundle its own copies). It lives with the loader, which the scenario loader builds on.
 */

export type RulesetResolution = { text: string; file: string; id: string } | { error: string };
/** Finds a ruleset by id (`units-v1.2`) or by a path relative to the file that names it. */
export type RulesetResolver = (ref: string, fromFile: string) => RulesetResolution;
