/// <reference lib="dom" />
// Waits for the work React has queued in the page. React's scheduler queues its work as
// MessageChannel tasks, so two rounds of that queue let a render and the effects it scheduled run.
// Not animation frames: headless Chromium at times renders none for a page, and a wait for one
// then never returns (and a page on a fake clock has fake ones).
import type { Page } from 'playwright-core';

export async function reactWorkDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  });
}
