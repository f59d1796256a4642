import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { STORAGE_KEYS } from '../domain/constants';

/** Gzip size of every script the landing page downloads, for a visitor who has passed the gate. */
export async function landingScriptBytes(baseUrl: string): Promise<{ gzipBytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    await context.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.accessVerified);
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    return { gzipBytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
  } finally {
    await browser.close();
  }
}
