// What a phone asks of everything we draw (Firefox for Android is a first-class target): Chromium's
// mobile emulation, no sideways scrolling, every control a finger aims at at least 44x44 CSS px,
// and axe-core finding no violation. Shared by the extension's own pages and the page's UI.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';

/** A phone as Chromium emulates it: 390x844, touch, device scale 3, a coarse pointer. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
/** The phone widths checked: the narrow Androids, then back to the emulated phone's. */
export const PHONE_WIDTHS = [360, 414, 390];
/** WCAG 2.5.5's target size, and Android's and Apple's own guidance (48 dp, 44 pt). */
export const MIN_TARGET = 44;
const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Every control a finger aims at that is smaller than 44x44: buttons, links, selects, summaries,
 * and the label rows of checkboxes and radios. `within` (a selector of shadow hosts) looks only
 * inside our own shadow roots there; without it, the whole document.
 */
export const smallTargets = (page, within) =>
  page.evaluate(
    ({ min, within }) => {
      const SELECTOR = 'button, a[href], select, summary, label:has(> input[type=checkbox]), label:has(> input[type=radio])';
      const controls = [];
      const walk = (root) => {
        controls.push(...root.querySelectorAll(SELECTOR));
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
      };
      if (within) for (const host of document.querySelectorAll(within)) walk(host.shadowRoot ?? host);
      else walk(document);
      return controls
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < min - 0.5 || box.height < min - 0.5))
        .map(({ el, box }) => `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    },
    { min: MIN_TARGET, within },
  );

/** How far the page scrolls sideways (0 or less: it does not). */
export const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * axe-core's violations, evaluated in the page (an extension page's CSP refuses script tags).
 * `within`: only what is under these elements (our shadow hosts on someone else's page).
 */
export async function axeViolations(page, within) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = await page.evaluate(
    (include) => window.axe.run(include ? { include: include.map((s) => [s]) } : document, { resultTypes: ['violations'] }),
    within,
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
}

/** Our elements (under the shadow hosts `within`) whose box runs past the right edge of the screen. */
export const pastTheEdge = (page, within) =>
  page.evaluate((within) => {
    const out = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > innerWidth + 0.5) out.push(`${el.tagName.toLowerCase()}.${el.className} right ${Math.round(box.right)}`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll(within)) walk(host.shadowRoot ?? host);
    return out.slice(0, 5);
  }, within);

/**
 * At each of PHONE_WIDTHS (`resize(width)` sets the page's width: Playwright and puppeteer say it
 * differently): nothing of ours past the edge, no sideways scrolling, every control 44x44 px.
 */
export async function fitsEveryWidth(page, within, resize) {
  for (const width of PHONE_WIDTHS) {
    await resize(width);
    await new Promise((r) => setTimeout(r, 200)); // a frame for the layout
    assert.deepEqual(await pastTheEdge(page, within), [], `nothing of ours past the edge at ${width} px`);
    assert.ok((await sideways(page)) <= 0, `no sideways scrolling at ${width} px`);
    assert.deepEqual(await smallTargets(page, within), [], `every control is at least 44x44 px at ${width} px`);
  }
}

/**
 * The category names (popup, options: two to a row) whose words break across lines anywhere but at
 * a soft hyphen: each piece between soft hyphens must lie on one line.
 */
export const brokenWords = (page) =>
  page.evaluate(() => {
    const broken = [];
    for (const label of document.querySelectorAll('.gr-group .gr-check > span')) {
      const text = label.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      // The line of the character at `i` (its own glyph's box: Chromium puts the hyphen drawn for a
      // soft hyphen at the end of a line into the box of the character after it, so take the last).
      const lineOf = (i) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return Math.round([...range.getClientRects()].at(-1)?.top ?? NaN);
      };
      for (const match of text.data.matchAll(/[^\s\u00ad\-/]+/g)) {
        if (lineOf(match.index) !== lineOf(match.index + match[0].length - 1)) broken.push(`${label.textContent}: "${match[0]}"`);
      }
    }
    return broken;
  });

/**
 * What does not fit under `hostSelector`'s shadow root (or the whole document): every box drawn
 * (not inline text runs) whose content is wider than the box, or that reaches past the screen.
 */
export const misfits = (page, hostSelector) =>
  page.evaluate((host) => {
    const root = host ? document.querySelector(host).shadowRoot : document;
    const screenWidth = document.documentElement.clientWidth;
    return [...root.querySelectorAll('*')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'inline' && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !el.closest('.gr-visually-hidden, [class*=visually-hidden]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => el.scrollWidth > el.clientWidth + 1 || box.right > screenWidth + 0.5 || box.left < -0.5)
      .map(({ el, box }) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}" ${Math.round(box.left)}..${Math.round(box.right)} (content ${el.scrollWidth} in ${el.clientWidth})`);
  }, hostSelector);

/**
 * Boxes that cut their content off: overflow hidden or clip (not a scrolling box) with content
 * larger than the box, across or down, under `hostSelector`'s shadow root (or the whole document).
 */
export const clippedBoxes = (page, hostSelector) =>
  page.evaluate((host) => {
    const root = host ? document.querySelector(host).shadowRoot : document;
    const cuts = (value) => value === 'hidden' || value === 'clip';
    return [...root.querySelectorAll('*')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.gr-visually-hidden, [class*=visually-hidden]'))
      .filter((el) => {
        const style = getComputedStyle(el);
        return (cuts(style.overflowX) && el.scrollWidth > el.clientWidth + 1) || (cuts(style.overflowY) && el.scrollHeight > el.clientHeight + 1);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}" (content ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
  }, hostSelector);
