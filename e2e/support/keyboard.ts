/// <reference lib="dom" />
// Moving through a page with the keyboard alone, as a person without a mouse does: Tab until an
// element has the focus (the order decides how far), and what the focus looks like there.
import type { Locator, Page } from 'playwright-core';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, back = false }: { max?: number; back?: boolean } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(
    `${max} presses of Tab did not reach ${target.toString()}; focus is on ${focused}`,
  );
}

export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Whether the focused element shows it: an outline or a ring (box shadow) drawn around it. */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/** The role of the dialog holding the focus ('dialog' or 'alertdialog'), null outside any. */
export function dialogWithFocus(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document.activeElement
        ?.closest('[role="dialog"], [role="alertdialog"]')
        ?.getAttribute('role') ?? null,
  );
}
