// What the reader's browser tests share: finding the overlay, opening it, reading what it shows.
import { createRequire } from 'node:module';
import { tabIdOf } from './harness.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const dialog = (page) => page.locator('[data-testid=rd-dialog]');

/** What the browser does on the open-reader shortcut: the commands event, for the page's tab. */
export async function pressShortcut(session, page) {
  await page.keyboard.press('Alt+Shift+G');
  if (await dialog(page).waitFor({ timeout: 1_500 }).then(() => true, () => false)) return 'key';
  // The key is bound (foundation.e2e.mjs checks commands.getAll), but keys sent to a headless page
  // never reach the browser's extension shortcuts: dispatch the command event the key raises.
  const tabId = await tabIdOf(session, page);
  await session.serviceWorker.evaluate(async (id) => chrome.commands.onCommand.dispatch('open-reader', await chrome.tabs.get(id)), tabId);
  await dialog(page).waitFor({ timeout: 10_000 });
  return 'command';
}

export async function whenBuilt(page) {
  await page.waitForFunction(() => performance.getEntriesByName('gentle-reader-built').length > 0, null, { timeout: 60_000 });
}

/** The overlay's paragraphs as text: shielded ones without their note or cover. */
export function overlayParagraphs(page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-gentle-reader=reader]').shadowRoot;
    return [...root.querySelectorAll('[data-index]')].map((el) => (el.querySelector('.rd-shield-content') ?? el).textContent.replace(/\s+/g, ' ').trim());
  });
}

/**
 * Runs in the page (pass it to evaluate as a string): each shielded paragraph of the reader as the
 * current media shows it: its mode, what it is about, whether its text, its cover or fold note, its
 * marker label and rule are shown, and the print note's text where that is shown.
 */
export function shieldsShown(root) {
  const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).opacity !== '0';
  return [...root.querySelectorAll('[data-index]')]
    .filter((block) => block.querySelector('.rd-shield'))
    .map((block) => {
      const shield = block.querySelector('.rd-shield');
      const content = shield.querySelector('.rd-shield-content');
      const note = block.querySelector('.rd-shield-print');
      return {
        mode: shield.dataset.shield,
        about: shield.dataset.about,
        text: shown(content) && content.textContent.trim().length > 0,
        cover: shown(shield.querySelector('.rd-shield-cover, .rd-shield-note')),
        label: shown(shield.querySelector('.rd-marker-label')),
        rule: shown(shield) ? parseFloat(getComputedStyle(shield).borderLeftWidth) : 0,
        note: shown(note) ? note.textContent : null,
      };
    });
}

/** Index of the paragraph at the top of the reader's view: what is painted there (hit test). */
export function topParagraph(page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-gentle-reader=reader]').shadowRoot;
    const top = root.querySelector('[data-rd-scroll]').getBoundingClientRect().top;
    const x = root.querySelector('[data-testid=rd-text]').getBoundingClientRect().left + 8;
    for (let dy = 1; dy < 300; dy += 4) {
      const hit = root.elementFromPoint(x, top + dy)?.closest('[data-index]');
      if (hit) return Number(hit.dataset.index);
    }
    return -1;
  });
}

export async function axeSerious(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run({ include: [['[data-gentle-reader=reader]']] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export async function openSettings(page) {
  const toggle = dialog(page).getByTestId('rd-settings-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await dialog(page).getByTestId('rd-settings').waitFor();
}

