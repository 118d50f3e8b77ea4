// Dev-only: node shot.mjs out.png "query" [w h] [actions-json]
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const [out, query = '', w = '720px', h = '760px', script = ''] = process.argv.slice(2);
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'rbshot-')), {
  executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 900, height: 1000 },
});
const page = ctx.pages()[0] ?? (await ctx.newPage());
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(`http://localhost:5199/?${query}&w=${w}&h=${h}`);
await page.waitForTimeout(800);
if (script) {
  for (const step of JSON.parse(script)) {
    if (step.click) await page.locator(`rb-board >> .hit[data-sq="${step.click}"]`).click();
    if (step.hover) await page.locator(`rb-board >> .hit[data-sq="${step.hover}"]`).hover();
    if (step.key) await page.keyboard.press(step.key);
    if (step.button) await page.locator(`rb-board >> button:has-text("${step.button}")`).first().click();
    if (step.fill) await page.locator(`rb-board >> input`).first().fill(step.fill);
    await page.waitForTimeout(150);
  }
}
await page.locator('#wrap').screenshot({ path: out });
const status = await page.locator('rb-board >> .status').first().textContent().catch(() => '');
console.log('status:', status);
console.log('log:', (await page.locator('#log').textContent()).slice(-(Number(process.env.LOGN) || 600)));
if (errors.length) console.log('errors:', errors.join('\n'));
await ctx.close();
