/**
 * The bin runs the CLI bundle only while every file it was built from is as it was then; otherwise it rebuilds
 * first, so a developer editing src/ never runs a stale bundle (CONTRIBUTING, "The CLI bundle").
 */
import { mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleIsFresh } from '../../scripts/cli-bundle-fresh.mjs';
import { tempDirs } from '../support/temp-dirs';

const tempDir = tempDirs('fresh');

/** A repository with two sources, one output, and a manifest that lists them (`inputs`: path → modification time). */
function repo(inputs: (mtimes: Record<string, number>) => Record<string, number | null>): string {
  const root = tempDir();
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'dist-cli/cli'), { recursive: true });
  writeFileSync(join(root, 'dist-cli/cli/rulebench.mjs'), 'export {};\n');
  const mtimes: Record<string, number> = {};
  for (const path of ['src/a.ts', 'src/b.ts']) {
    writeFileSync(join(root, path), 'export {};\n');
    mtimes[path] = statSync(join(root, path)).mtimeMs;
  }
  writeFileSync(
    join(root, 'dist-cli/manifest.json'),
    JSON.stringify({ outputs: ['rulebench.mjs'], inputs: inputs(mtimes) }),
  );
  return root;
}

describe('the CLI bundle is run only while it is fresh', () => {
  it('is fresh when every input has the time the manifest recorded', () => {
    expect(bundleIsFresh(repo((m) => m))).toBe(true);
  });

  it('is stale once a source has been written since the build', () => {
    const root = repo((m) => m);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'src/b.ts'), later, later);
    expect(bundleIsFresh(root)).toBe(false);
  });

  it('is stale when a source it was built from is gone (a file deleted or renamed)', () => {
    const root = repo((m) => m);
    rmSync(join(root, 'src/a.ts'));
    expect(bundleIsFresh(root)).toBe(false);
  });

  it('is stale when a file it was built into is gone (dist-cli/ cleaned by hand)', () => {
    const root = repo((m) => m);
    rmSync(join(root, 'dist-cli/cli/rulebench.mjs'));
    expect(bundleIsFresh(root)).toBe(false);
  });

  it('is stale when a file changed while the bundle was being built (recorded as null)', () => {
    expect(bundleIsFresh(repo((m) => ({ ...m, 'src/a.ts': null })))).toBe(false);
  });

  it('is stale without a manifest (never built, or a build that stopped half way)', () => {
    const root = repo((m) => m);
    rmSync(join(root, 'dist-cli/manifest.json'));
    expect(bundleIsFresh(root)).toBe(false);
    writeFileSync(join(root, 'dist-cli/manifest.json'), '{"inputs": ');
    expect(bundleIsFresh(root)).toBe(false);
  });
});
