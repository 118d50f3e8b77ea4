import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/rbf-'), { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] });
const page = ctx.pages()[0];
await page.goto('http://localhost:5199/?rs=units-v1.2');
await page.waitForTimeout(800);
const deep = () => page.evaluate(() => { let a = document.activeElement; const path = []; while (a) { path.push(a.tagName + (a.getAttribute('data-sq') ? '[' + a.getAttribute('data-sq') + ']' : '') + (a.getAttribute('tabindex') !== null ? '{ti=' + a.getAttribute('tabindex') + '}' : '')); a = a.shadowRoot?.activeElement ?? null; } return path.join(' > '); });
for (const k of (process.argv[2] ?? 'Tab,Enter,ArrowUp,ArrowUp,ArrowUp,ArrowUp,Enter').split(',')) { await page.keyboard.press(k); console.log(k, await deep(), await page.locator('rb-board >> .status').first().textContent()); }
await ctx.close();
