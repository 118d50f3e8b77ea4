/** Types of cli-bundle-fresh.mjs, for the tests. */
export function bundleIsFresh(root: string): boolean;
