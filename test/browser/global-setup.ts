/**
 * Browser tests' setup, run once: makes sure Debian's Chromium is there,
 * builds the app (`vite build`), serves the build with `vite preview` on a
 * free localhost port and shares its URL (and Chromium's path) with the tests.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';
const root = fileURLToPath(new URL('../..', import.meta.url));

function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`[browser tests] ${CHROMIUM} is missing; running: ${INSTALL}`);
    const r = spawnSync('sh', ['-c', INSTALL], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status === 0 && existsSync(CHROMIUM)) return CHROMIUM;
    throw new Error(`[browser tests] "${INSTALL}" failed (exit ${r.status}); run it by hand, then the tests again`);
  }
  throw new Error(`[browser tests] Chromium is not installed at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`);
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = ensureChromium();
  console.log('[browser tests] vite build');
  // A separate process: the build must not share state with Vitest's own Vite server.
  // NODE_ENV: Vitest sets it to "test", which would make a development build (Lit's dev mode and all).
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const port = await freePort();
  const server: PreviewServer = await preview({ root, configFile: `${root}/vite.config.ts`, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
  const baseUrl = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  console.log(`[browser tests] vite preview at ${baseUrl}`);
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.close();
  };
}
