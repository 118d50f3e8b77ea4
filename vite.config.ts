import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** What is precompressed, with the Content-Type it is served under. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.ttf': 'font/ttf',
};
/** Below this a file is sent as it is (as vite preview's own compression does). */
const MIN_BYTES = 1024;
const gzipAsync = promisify(gzip);

/**
 * Precompressed assets: the build writes a gzip copy beside each script,
 * style sheet and font (`assets/x.js.gz`), and `vite preview` serves that copy to a
 * browser that accepts gzip, as a production static host does (nginx's
 * `gzip_static`, most CDNs).
 *
 * Why: `vite preview` otherwise gzips every response as it sends it. Monaco's
 * chunk is over 3 MB; compressing it on each cold load took 150–400 ms of the
 * server's CPU on a loaded machine, all of it on the way to an interactive
 * editor (and the browser tests and `npm run bench:ui` share that machine).
 */
function precompressed(): Plugin {
  return {
    name: 'rulebench:precompressed',
    // After the files are written: only then is every chunk's code final (Vite rewrites its preload calls late).
    async writeBundle(options, bundle) {
      const files = Object.entries(bundle).map(([fileName, out]) => ({
        fileName,
        source: out.type === 'chunk' ? out.code : out.source,
      }));
      const todo = files.filter((f) => TYPES[extname(f.fileName)] && f.source.length >= MIN_BYTES);
      await Promise.all(
        todo.map(async (f) => writeFile(join(options.dir!, `${f.fileName}.gz`), await gzipAsync(f.source))),
      );
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      // Added here (not in a returned hook), so it runs before vite preview's own compression.
      server.middlewares.use((req, res, next) => {
        if (
          (req.method !== 'GET' && req.method !== 'HEAD') ||
          !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
        )
          return next();
        let path: string;
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        } catch {
          return next();
        }
        const type = TYPES[extname(path)];
        const file = resolve(join(outDir, path)) + '.gz';
        if (!type || !file.startsWith(outDir + sep) || !existsSync(file)) return next();
        const body = readFileSync(file);
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', body.length);
        const vary = res.getHeader('Vary');
        res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/**
 * The workbench: `npm start` serves index.html (src/ui/main.ts); `vite build`
 * writes dist/ (the browser tests build into a temporary folder of their own and
 * `vite preview` serves that: test/browser/serve.ts).
 *
 * Monaco notes:
 * - monaco-worker-manager (used by monaco-yaml) imports
 *   `monaco-editor/esm/vs/editor/editor.worker.js`, a path monaco-editor ≥ 0.56
 *   no longer exports; its files now sit at `monaco-editor/<path>`.
 * - Workers are ES modules so the YAML worker can be split like the app.
 * - The YAML worker is re-exported from src/ui/editor/yaml.worker.ts and
 *   pre-bundled, or the dev server reloads the page when it first starts.
 */
export default defineConfig({
  plugins: [precompressed()],
  resolve: {
    alias: [{ find: /^monaco-editor\/esm\/vs\//, replacement: 'monaco-editor/' }],
  },
  worker: { format: 'es' },
  optimizeDeps: {
    include: ['monaco-yaml/yaml.worker.js', 'monaco-yaml', 'yaml'],
  },
  build: {
    target: 'es2022',
    // Monaco's editor chunk is large by nature; it is loaded after first paint.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        // The first paint's code in chunks of similar size (the generated schema validators, the
        // game families, the rest): Chromium parses each script on a background thread of its
        // own, so on two cores they are parsed side by side rather than one large one alone.
        // Lit in a chunk of its own: without it, the modules the board shares with the lazily
        // loaded views (compare, playtest, sharing) became six more chunks of 0.2–15 KB, and the
        // board waited on 12 scripts over the browser's 6 connections (now 6 scripts; two runs of
        // 10 and 12 paired cold loads: the board painted in 0.91–0.92 of the time, paired medians).
        codeSplitting: {
          groups: [
            // A group takes what its modules import too: the families first, or the validators' chunk takes them.
            // The terminal escaping goes with them: the families and the loader's messages both use it, and alone
            // it was a 0.3 KB chunk, a 7th script before the board.
            { name: 'families', test: /\/src\/engine\/(?:(?:units|tafl|dice-pond)\/|terminal-text\.ts$)/, priority: 2 },
            { name: 'validators', test: /\/src\/engine\/loader\/generated\/validators\.js$/, priority: 1 },
            { name: 'lit', test: /\/node_modules\/(?:lit|lit-html|lit-element|@lit\/[^/]+)\//, priority: 3 },
          ],
        },
      },
    },
  },
  server: { open: true },
});
