/// <reference lib="dom" />
// Opens every dialog a page offers, one at a time, the way a person does: each element marked
// aria-haspopup="dialog" (first of each kind) is clicked, the layer that opens (modal, side panel,
// popover) is scanned by axe with the focus checked to be inside it, Escape closes it and the focus
// must come back to the element that opened it (WCAG 2.4.3). Openers inside an open dialog are
// not followed: a layer is checked from the page, not from another layer.
import type { Page } from 'playwright-core';
import { axeViolations, untilStill, type Violation } from './axe.ts';
import { shoot } from './pageSession.ts';
import { settled } from './routeVisits.ts';

const LAYER = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
/** The attribute that marks the opener being followed (openersInPage sets it), found again after the click. */
const MARK = 'data-dialog-pass';
/** A lazily loaded layer fetches its code and data on first opening: give a busy machine time. */
const OPEN_TIMEOUT = 20_000;
/** How long the focus may take to move into a layer, or back to its opener once it has left. */
const FOCUS_TIMEOUT = 5_000;

export interface Opener {
  /** Its accessible name: aria-label, aria-labelledby or its text. */
  name: string;
  /**
   * What it is, to follow one of each: the same button on every card or row is named after its
   * item ("Show the details of the 2019 Ford Edge", "Checks: 0", "Edit Priya Nair"), so the kind
   * is its element and style (its class) with its name up to a colon, or else its visible text.
   */
  kind: string;
}

export interface DialogFindings {
  violations: Violation[];
  /** What went wrong other than axe: nothing opened, the focus stayed out or did not come back. */
  problems: string[];
}

/**
 * In the page: the openers a person can use now (visible, enabled, not inside a layer), by name;
 * with `wanted`, the first of that name is marked and the others lose their mark.
 */
function openersInPage({ wanted }: { wanted: string | null }): Opener[] {
  const mark = 'data-dialog-pass';
  const nameOf = (element: Element) =>
    element.getAttribute('aria-label')?.trim() ||
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim() ||
    (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const openers = Array.from(document.querySelectorAll('[aria-haspopup="dialog"]'))
    .filter(
      (element) =>
        !element.closest('[role="dialog"], [role="alertdialog"]') &&
        element.checkVisibility() &&
        !element.matches(':disabled, [aria-disabled="true"]'),
    )
    .map((element) => {
      const name = nameOf(element);
      const colon = name.indexOf(':');
      const label =
        colon > 0 ? name.slice(0, colon) : (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return { element, name, kind: `${element.tagName}.${element.className}|${label}` };
    });
  if (wanted !== null) {
    document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark));
    openers.find((opener) => opener.name === wanted)?.element.setAttribute(mark, '');
  }
  return openers.map(({ name, kind }) => ({ name, kind }));
}

/** Marks the first usable opener called `name`; false when there is none any more. */
async function markOpener(page: Page, name: string): Promise<boolean> {
  await page.evaluate(openersInPage, { wanted: name });
  return (await page.locator(`[${MARK}]`).count()) === 1;
}

const openLayers = (page: Page) => page.locator(LAYER).count();

/** Whether a wait in the page ends before its timeout: false rather than a timeout error. */
function endsInTime(wait: Promise<unknown>): Promise<boolean> {
  return wait.then(
    () => true,
    () => false,
  );
}

/** What has the focus, for a message. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page (body)';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${label ?? ''}"`;
  });
}

/** Opens, scans and closes the dialog of the opener called `name`; what it found. */
async function followOpener(
  page: Page,
  name: string,
  where: string,
  findings: DialogFindings,
): Promise<void> {
  const layer = `${where}, "${name}" open`;
  if (!(await markOpener(page, name))) {
    findings.problems.push(`${where}: "${name}" went away before it was clicked`);
    return;
  }
  const started = Date.now();
  const log = (what: string) =>
    process.env.DIALOG_PASS_LOG &&
    console.log(`${where}: ${name}: ${what} +${Date.now() - started} ms`);
  try {
    await page.locator(`[${MARK}]`).click({ timeout: OPEN_TIMEOUT });
  } catch (error) {
    const reason = (error as Error).message.split('\n').find((line) => line.includes('intercepts'));
    findings.problems.push(`${where}: "${name}" could not be clicked (${reason ?? 'timeout'})`);
    return;
  }
  const opened = await endsInTime(
    page.waitForFunction((selector) => document.querySelector(selector) !== null, LAYER, {
      timeout: OPEN_TIMEOUT,
    }),
  );
  if (!opened) {
    findings.problems.push(`${where}: "${name}" says it opens a dialog and opened none`);
    return;
  }
  log('open');
  await settled(page);
  log('settled');
  // the page under it was scanned by e2e/accessibility.test.ts: axe looks at the layer
  const violations = await axeViolations(page, layer, LAYER);
  log(`scanned: ${violations.length} violations`);
  await shoot(page, layer.replace(/[^\w]+/g, '-'));
  findings.violations.push(...violations);
  // the focus moves in on the next frame after the layer opens: wait for it
  const focusInside = await endsInTime(
    page.waitForFunction((selector) => !!document.activeElement?.closest(selector), LAYER, {
      timeout: FOCUS_TIMEOUT,
    }),
  );
  if (!focusInside) {
    findings.problems.push(`${layer}: the focus is outside it, on ${await focused(page)}`);
  }

  await page.keyboard.press('Escape');
  const closed = await endsInTime(
    page.waitForFunction((selector) => document.querySelector(selector) === null, LAYER, {
      timeout: OPEN_TIMEOUT,
    }),
  );
  if (!closed) {
    findings.problems.push(`${layer}: Escape did not close it`);
    return;
  }
  await untilStill(page);
  log('closed');
  // The focus comes back a moment after the layer leaves the page (zag restores it in a frame):
  // wait for it, and report where it is if it never comes. Back means on the opener itself, or on
  // the one that took its place: a popover's trigger loads its code on first use and replaces the
  // light button that stood for it, named alike.
  const back = await endsInTime(
    page.waitForFunction(
      ({ mark, wanted }) => {
        const element = document.activeElement;
        if (!element || element === document.body) return false;
        return (
          element.hasAttribute(mark) ||
          (element.getAttribute('aria-haspopup') === 'dialog' &&
            (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() === wanted)
        );
      },
      { mark: MARK, wanted: name },
      { timeout: FOCUS_TIMEOUT },
    ),
  );
  if (!back) {
    findings.problems.push(
      `${where}: closing "${name}" left the focus on ${await focused(page)}, not on its opener`,
    );
  }
}

/**
 * Follows every opener of the page as it is now, one of each kind the visitor has not followed yet
 * at this width (`seen`, kept across the visitor's pages): the navigation's buttons and the cards'
 * and rows' buttons are the same components on every page that shows them.
 */
export async function followDialogs(
  page: Page,
  where: string,
  seen: Set<string>,
): Promise<DialogFindings> {
  const findings: DialogFindings = { violations: [], problems: [] };
  const url = page.url();
  const width = page.viewportSize()?.width ?? 0;
  for (const opener of await page.evaluate(openersInPage, { wanted: null })) {
    const key = `${width}|${opener.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // a layer that could not be closed, or an opener that navigated, leaves another page
    if (page.url() !== url || (await openLayers(page)) > 0) {
      await page.goto(url);
      await settled(page);
    }
    await followOpener(page, opener.name, where, findings);
  }
  return findings;
}
