/**
 * How the production build is served (vite.config.ts): `vite preview` sends the
 * gzip copy the build wrote beside each script instead of compressing Monaco's
 * 3 MB again on every load (150–400 ms of a loaded machine's CPU, on the way
 * to an interactive editor); and how many scripts the page asks for before its
 * first board.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { appBuilt } from './fixture';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch would add and undo its own compression). */
function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The URL of Monaco's chunk, as the page's entry script names it for its dynamic import. */
async function editorChunk(): Promise<string> {
  const html = (await get(inject('baseUrl'))).body.toString('utf8');
  const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)![1];
  const code = (await get(new URL(entry, inject('baseUrl')).href)).body.toString('utf8');
  const chunk = /assets\/monaco-setup-[\w-]+\.js/.exec(code);
  expect(chunk, 'the entry script names the editor chunk').not.toBeNull();
  return new URL(`/${chunk![0]}`, inject('baseUrl')).href;
}

describe('the production build as served', () => {
  beforeAll(appBuilt);

  it('sends the gzip copy of a script as a file (its length known, not compressed on the fly): the same bytes once inflated', async () => {
    const url = await editorChunk();
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('text/javascript');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    // vite preview's own compression streams the response, without a length.
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it('names at most 6 scripts for the board in its page (the browser opens 6 connections to a host: a 7th script waits for a free one)', async () => {
    const html = (await get(inject('baseUrl'))).body.toString('utf8');
    // Attributes in any order: a tag's whole text, then the attribute asked for.
    const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
    const entries = tags.filter((t) => t.startsWith('<script') && attr(t, 'type') === 'module' && attr(t, 'src'));
    const preloads = tags.filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'modulepreload' && attr(t, 'href'));
    expect(entries, 'the page names its entry script').toHaveLength(1);
    const scripts = [...entries.map((t) => attr(t, 'src')), ...preloads.map((t) => attr(t, 'href'))];
    expect(
      scripts.length,
      `the entry and the scripts it preloads (group small shared modules into a chunk in vite.config.ts): ${scripts.join(', ')}`,
    ).toBeLessThanOrEqual(6);
    expect(preloads.length, 'the entry preloads the chunks it imports (the board is not one file)').toBeGreaterThan(0);
  });
});
