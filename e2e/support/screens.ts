import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

/** A viewport: a store's tablet, PC or kiosk screen. */
export interface Size {
  width: number;
  height: number;
}

const size = (width: number, height: number): Size => ({ width, height });

/** Issue 13 §1: the sizes every staff screen must fit (390x844: the seeds' mobile layout, at 786 px or less). */
export const STAFF_SIZES: Size[] = [
  size(1024, 768),
  size(1366, 768),
  size(390, 844),
  size(768, 1024),
  size(1180, 820),
  size(1280, 800),
  size(1920, 1080),
];
/** Issue 13 §6: the sizes whose screenshots are committed (the first of STAFF_SIZES). */
export const STAFF_SHOT_SIZES: Size[] = STAFF_SIZES.slice(0, 3);
/** Issue 13 §2: portrait first (the usual kiosk screen), then landscape; both are screenshot. */
export const KIOSK_SIZES: Size[] = [size(1080, 1920), size(1920, 1080), size(768, 1024), size(1024, 768)];
export const KIOSK_SHOT_SIZES: Size[] = KIOSK_SIZES.slice(0, 2);

/**
 * How far a screenshot may differ from its baseline: a few stray pixels, not a ratio of the screen. The tours render
 * the same pixels run after run (checked twice at zero), and 0.2 % of a 1024x768 screen (1,573 px) had let a button
 * going from disabled to enabled (about 300 px) and a new badge (about 1,400 px) through unnoticed.
 */
export const SCREENSHOT_TOLERANCE = { maxDiffPixels: 25 } as const;

/** The fixed moment the screens are shown at, so clocks and dates in screenshots never change. */
export const SCREENS_TIME = new Date('2026-11-24T10:30:00Z');
/** The demo server's past day is dated from SCREENS_TIME too: from the real clock, it would sort after the tour's sale a day later. */
export const SCREENS_SERVER_ENV = { DEMO_HISTORY_AT: SCREENS_TIME.toISOString() };

/** What the layout test found wrong on a screen at a size, in words a person can act on. */
export interface LayoutProblem {
  what: string;
  element: string;
}

/**
 * Issue 13 §6 layout test, in the page: the page does not overflow sideways; every visible control (and each
 * `[data-layout-primary]` element, e.g. the total and Pay) is inside the viewport, or scrolled inside a scrolling
 * panel; none is covered by another element at its centre; no button's label is cut off without an ellipsis.
 * When a dialog is open only its controls are checked (the page behind it is covered on purpose).
 */
export function layoutProblems(page: Page, primary: string[]): Promise<LayoutProblem[]> {
  return page.evaluate((primaryNames) => {
    const problems: { what: string; element: string }[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
    };
    if (document.documentElement.scrollWidth > vw + 1)
      problems.push({
        what: `page overflows sideways (${document.documentElement.scrollWidth} > ${vw} px)`,
        element: 'html',
      });
    // The top layer: a dialog, or a popover menu; what is behind it is covered on purpose.
    const dialogs = [
      ...document.querySelectorAll('[role="dialog"],[role="alertdialog"],dialog[open],[data-trigger] [role="menu"]'),
    ].filter((d) => d.getBoundingClientRect().width > 0);
    const root: Element = dialogs.at(-1) ?? document.body;
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      // Visually hidden helpers (react-aria's Dismiss buttons for screen readers) are 1 px and not for the eye.
      if (rect.width <= 2 || rect.height <= 2) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    /** The nearest ancestor that scrolls (its own overflow clips and scrolls), not the page. */
    const scroller = (el: Element): Element | null => {
      for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
        const style = getComputedStyle(p);
        const scrolls = /(auto|scroll)/.test(style.overflowY + style.overflowX);
        if (scrolls && (p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1)) return p;
      }
      return null;
    };
    const controls = [
      ...root.querySelectorAll(
        'button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="link"]',
      ),
    ].filter(visible);
    const named = primaryNames.flatMap((n) => [...document.querySelectorAll(`[data-layout-primary="${n}"]`)]);
    const onScreen = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.left >= -1 && rect.top >= -1 && rect.right <= vw + 1 && rect.bottom <= vh + 1;
    };
    for (const n of primaryNames)
      if (!named.some((el) => el.getAttribute('data-layout-primary') === n && visible(el) && onScreen(el)))
        problems.push({ what: `primary element "${n}" is not shown wholly on screen`, element: n });
    const reported = new Set<Element>();
    for (const el of [...new Set([...controls, ...named.filter(visible)])]) {
      const rect = el.getBoundingClientRect();
      const isPrimary = el.hasAttribute('data-layout-primary');
      const box = scroller(el);
      if (box && isPrimary) {
        // A carousel (a table's orders side by side on a phone): a column scrolled sideways out of its panel is reached
        // by scrolling the panel, not the page. Its primary element must still fit the viewport's height, and one of
        // each primary name must be wholly on screen (below).
        const clip = box.getBoundingClientRect();
        const sideways = box.scrollWidth > box.clientWidth + 1;
        const outside = rect.left < clip.left - 1 || rect.right > clip.right + 1;
        if (sideways && outside && rect.top >= -1 && rect.bottom <= vh + 1) continue;
      }
      if (box && !isPrimary) {
        const clip = box.getBoundingClientRect();
        // A control scrolled out of its panel is fine; the panel itself must be on screen.
        if ((clip.right > vw + 1 || clip.left < -1 || clip.bottom > vh + 1) && !reported.has(box)) {
          reported.add(box);
          problems.push({ what: 'scrolling panel extends past the viewport', element: describe(box) });
        }
        continue;
      }
      const inside = rect.left >= -1 && rect.top >= -1 && rect.right <= vw + 1 && rect.bottom <= vh + 1;
      if (!inside) {
        // The page may scroll down (a long settings page), never sideways; a primary element never.
        const sideways = rect.left < -1 || rect.right > vw + 1;
        if (isPrimary || sideways)
          problems.push({
            what: `outside the viewport (${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}x${Math.round(rect.height)})`,
            element: describe(el),
          });
        continue;
      }
      const cx = Math.min(vw - 1, Math.max(0, rect.left + rect.width / 2));
      const cy = Math.min(vh - 1, Math.max(0, rect.top + rect.height / 2));
      const top = document.elementFromPoint(cx, cy);
      if (top && top !== el && !el.contains(top) && !top.contains(el))
        problems.push({ what: `covered by ${describe(top)}`, element: describe(el) });
      if (el.tagName === 'BUTTON' || el.getAttribute('role') === 'button') {
        for (const part of [el, ...el.querySelectorAll('*')]) {
          const style = getComputedStyle(part);
          const hides = style.overflow !== 'visible' || style.overflowX !== 'visible';
          if (hides && part.scrollWidth > part.clientWidth + 1 && style.textOverflow !== 'ellipsis')
            problems.push({ what: 'label cut off', element: describe(el) });
        }
      }
    }
    return problems;
  }, primary);
}

export interface ScreenCheck {
  /** The screenshot's name and the screen's name in failures. */
  name: string;
  /** `data-layout-primary` values that must be fully on screen: the total, Pay, Checkout... */
  primary?: string[];
  sizes: Size[];
  shotSizes: Size[];
  /** Things that change from run to run (a generated number), hidden in the screenshot. */
  mask?: Locator[];
  /** Run before each size's checks, e.g. to open the order view of the mobile layout. */
  atSize?: (size: Size) => Promise<void>;
}

/**
 * Shows the screen at each size: the layout test at every size, a screenshot at the shot sizes, axe once at the
 * first size and once at the mobile one. Layout problems are soft failures, so one run lists all of them.
 */
export async function checkScreen(page: Page, check: ScreenCheck): Promise<void> {
  // While working on a few screens: SCREENS=order-items,checkout checks only those (the tour still walks them all).
  const only = process.env.SCREENS?.split(',').filter(Boolean);
  if (only?.length && !only.some((name) => check.name.startsWith(name))) return;
  for (const s of check.sizes) {
    await page.setViewportSize(s);
    await check.atSize?.(s);
    // Layout settles after a resize (virtual lists measure, media queries apply).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // On a loaded machine a virtual list may still be placing its rows two frames after the resize (CI once saw an
    // item's action buttons under the row they belong to): a real problem stays for the whole 3 s and is reported.
    let problems = await layoutProblems(page, check.primary ?? []);
    for (const deadline = Date.now() + 3000; problems.length && Date.now() < deadline;) {
      await page.waitForTimeout(150);
      problems = await layoutProblems(page, check.primary ?? []);
    }
    expect
      .soft(
        problems.map((p) => `${p.element}: ${p.what}`),
        `layout of ${check.name} at ${s.width}x${s.height}`,
      )
      .toEqual([]);
    if (check.shotSizes.some((t) => t.width === s.width && t.height === s.height)) {
      await expect.soft(page).toHaveScreenshot(`${check.name}-${s.width}x${s.height}.png`, {
        animations: 'disabled',
        caret: 'hide',
        // What moves on while the tour runs: times shown (the top bar's clock, an order's time), the outbox count
        // (the upload runs in the background) and an order's number before the back office has answered (its
        // local id, from the clock).
        mask: [
          page.locator('time'),
          page.getByText(/^Waiting to upload/),
          page.getByText(/#\d+_\d+/),
          ...(check.mask ?? []),
        ],
        ...SCREENSHOT_TOLERANCE,
      });
      if (s === check.shotSizes[0] || s.width < 787) await expectNoSeriousA11yViolations(page, true);
    }
  }
}

/** In the mobile layout (786 px or less) the editor shows either the order or the products: pick one. */
export const mobileView = (page: Page, view: 'Order' | 'Add items') => async (s: Size) => {
  if (s.width > 786) return;
  const toggle = page.getByRole('group', { name: 'View' }).getByRole('button', { name: view, exact: true });
  if (await toggle.isVisible()) await toggle.click();
};
