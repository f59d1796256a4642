import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openPages } from './browser';

// When a browser test fails, CI keeps only what it printed: this prints what each of the test's open pages
// showed at that moment (its address, its alerts and notifications, the start of its text) and saves a
// screenshot of each, so that a wait that ran out says what was on screen instead.

const SHOWN_TEXT_CHARS = 800;
const REPORT_TIMEOUT_MS = 5_000;
const SCREENSHOTS = join(tmpdir(), 'vrpl-e2e-failures');

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  let index = 0;
  for (const page of openPages) {
    index += 1;
    if (page.isClosed()) continue;
    try {
      const alerts = await page.locator('[role="alert"], [role="status"], .MuiSnackbar-root').allInnerTexts();
      const text = (await page.locator('body').innerText({ timeout: REPORT_TIMEOUT_MS })).replace(
        /\s+/g,
        ' ',
      );
      const screenshot = join(SCREENSHOTS, `${task.name.replace(/\W+/g, '-').slice(0, 80)}-${index}.png`);
      await page.screenshot({ path: screenshot, timeout: REPORT_TIMEOUT_MS });
      console.error(
        [
          `page ${index} of the failed test "${task.name}": ${page.url()}`,
          `  alerts and notifications: ${JSON.stringify(alerts.filter(Boolean))}`,
          `  text: ${text.slice(0, SHOWN_TEXT_CHARS)}`,
          `  screenshot: ${screenshot}`,
        ].join('\n'),
      );
    } catch (error) {
      console.error(`page ${index} of the failed test "${task.name}" could not be read: ${String(error)}`);
    }
  }
});
