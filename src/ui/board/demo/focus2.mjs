import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/rbf-'), { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] });
const page = ctx.pages()[0];
page.on('console', (m) => console.log('console:', m.text()));
await page.goto('http://localhost:5199/?rs=units-v1.2');
await page.waitForTimeout(800);
await page.evaluate(() => { const el = document.querySelector('rb-board').shadowRoot.querySelector('rb-units-board'); for (const t of ['focusin','focusout','focus']) el.addEventListener(t, (e) => console.log(t, e.composedPath()[0].getAttribute?.('data-sq'))); });
for (const k of ['Tab', 'ArrowUp']) { await page.keyboard.press(k); await page.waitForTimeout(100); }
await ctx.close();
