/**
 * Whether the CLI bundle in `root`/dist-cli/ may run: every file it was built into is there, and every
 * file it was built from (the manifest scripts/build-cli.mjs writes lists both) still has the modification
 * time it had then. A stat a file: about a millisecond on every start. Modification times, not contents: a
 * copy that keeps them (`cp -p`, `rsync -a`, `tar x`) is taken as unchanged. Plain JavaScript:
 * bin/rulebench.mjs reads it before any loader.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function bundleIsFresh(root) {
  let inputs;
  let outputs;
  try {
    ({ inputs, outputs } = JSON.parse(readFileSync(join(root, 'dist-cli/manifest.json'), 'utf8')));
  } catch {
    return false;
  }
  for (const name of outputs) {
    try {
      statSync(join(root, 'dist-cli/cli', name));
    } catch {
      return false;
    }
  }
  for (const [path, mtimeMs] of Object.entries(inputs)) {
    try {
      if (statSync(join(root, path)).mtimeMs !== mtimeMs) return false;
    } catch {
      return false;
    }
  }
  return true;
}
