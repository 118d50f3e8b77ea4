/**
 * A benchmark's measuring script bundled as the engine ships (by Vite, as the workbench is), not run module by
 * module through a TypeScript loader, whose separate modules cost the hot path 10–20%.
 */
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds `entry` (a path from the repository's root) and returns the bundle's path. */
export function bundled(entry: string): string {
  const name = basename(entry, '.ts');
  // Inside node_modules so the bundle's external packages resolve as usual.
  const outDir = `${root}node_modules/.cache/rulebench-${name}`;
  execFileSync(
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      'build',
      '--ssr',
      entry,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return `${outDir}/${name}.js`;
}
