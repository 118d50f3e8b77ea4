import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/rbf-'), { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] });
const page = ctx.pages()[0];
await page.goto(`http://localhost:5199/?${process.argv[2]}`);
await page.waitForTimeout(800);
if (process.argv[3]) await page.locator(`rb-board >> .hit[data-sq="${process.argv[3]}"]`).click();
console.log((await page.locator('rb-board').ariaSnapshot()).split('\n').slice(0, Number(process.argv[4] ?? 40)).join('\n'));
await ctx.close();
