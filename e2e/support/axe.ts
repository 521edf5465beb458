// axe-core (the npm package) injected into a page and run with the WCAG 2.0 and 2.1 A and AA
// rules; what it finds, one line per rule and element, so a failing test says where to look.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  /** Where the page was: its path and the width looked at. */
  where: string;
  rule: string;
  impact: string | null;
  /** The CSS selector of the element and axe's summary of what is wrong with it. */
  element: string;
}

/**
 * Until nothing fades or slides: a toast or drawer still fading in or out has half-transparent
 * text, and a backdrop fading out still takes the clicks (endless animations, a spinner or a
 * skeleton's pulse, are left running).
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * The WCAG 2.1 A and AA violations of the page as it is now; with `within` (a CSS selector), of
 * the elements it matches only, such as an open dialog over a page already scanned.
 */
export async function axeViolations(
  page: Page,
  where: string,
  within?: string,
): Promise<Violation[]> {
  await untilStill(page);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(
    ({ tags, selector }) =>
      window.axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      }),
    { tags: WCAG_21_AA, selector: within },
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? null,
      element: `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    })),
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
