/** Folders tests write files into, removed after each test whether it passed or not: no run leaves files in the system's temp folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Call at the top of a test file: returns a maker of new empty folders
 * (`rulebench-<prefix>-…` in the system's temp folder), each removed after
 * the test that made it.
 */
export function tempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), `rulebench-${prefix}-`));
    made.push(dir);
    return dir;
  };
}
