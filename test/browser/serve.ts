/**
 * What the browser tests and the UI benchmark both need: Debian's Chromium
 * (installed when possible, else the exact command to run) and the production
 * build served by `vite preview` on a free localhost port. Each run builds into
 * a folder of its own (not dist/), so two runs at once do not overwrite each
 * other's build.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';
const root = fileURLToPath(new URL('../..', import.meta.url));

export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`[browser] ${CHROMIUM} is missing; running: ${INSTALL}`);
    const r = spawnSync('sh', ['-c', INSTALL], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status === 0 && existsSync(CHROMIUM)) return CHROMIUM;
    throw new Error(`[browser] "${INSTALL}" failed (exit ${r.status}); run it by hand, then the tests again`);
  }
  throw new Error(
    `[browser] Chromium is not installed at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'\n(or set CHROMIUM_PATH to a Chromium binary)`,
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Ten times what the build takes on two busy cores. */
const BUILD_LIMIT_MS = 10 * 60_000;

/** The production build in `outDir`, by `vite build` in its own process (not awaited here: see `buildAndPreview`). */
function build(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // NODE_ENV: Vitest sets it to "test", which would make a development build (Lit's dev mode and all).
    execFile(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      // A build that hangs is killed: the run then fails its browser files instead of never ending.
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
        timeout: BUILD_LIMIT_MS,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) => {
        if (stdout || stderr) process.stderr.write(stdout + stderr);
        if (error) reject(new Error(`vite build failed: ${error.message}`));
        else resolve();
      },
    );
  });
}

/**
 * `vite preview` of a fresh temporary folder, at once, and `vite build` into it in its own process:
 * `built` settles when the build is there. The preview serves files as they are when asked for, so
 * the tests may start on other work (the unit tests) while the app builds. `close` removes the folder.
 */
export async function buildAndPreview(): Promise<{ url: string; built: Promise<void>; close(): Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'rulebench-build-'));
  try {
    const port = await freePort();
    const server = await preview({
      root,
      configFile: `${root}/vite.config.ts`,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    const built = build(outDir);
    return {
      url: server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`,
      built,
      async close() {
        try {
          await built.catch(() => {});
          await server.close();
        } finally {
          rmSync(outDir, { recursive: true, force: true });
        }
      },
    };
  } catch (e) {
    rmSync(outDir, { recursive: true, force: true });
    throw e;
  }
}
