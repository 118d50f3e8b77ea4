/**
 * Browser tests' setup, run once: makes sure Debian's Chromium is there,
 * builds the app, serves the build with `vite preview` and shares its URL
 * (and Chromium's path) with the tests.
 */
import type { TestProject } from 'vitest/node';
import { buildAndPreview, ensureChromium } from './serve';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = ensureChromium();
  console.log('[browser tests] vite build + preview');
  const server = await buildAndPreview();
  console.log(`[browser tests] vite preview at ${server.url}`);
  project.provide('baseUrl', server.url);
  project.provide('chromiumPath', chromiumPath);
  return () => server.close();
}
