// The Firefox build (Manifest V2) in Debian's Firefox ESR (test/e2e/firefox-harness.mjs): the banner,
// the popup, the options page and listings. The reader in Firefox: firefox-reader.e2e.mjs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST, FFN_HOST, FFN_MOBILE_HOST } from '../demo/server.mjs';
import { SCREENSHOT_DIR } from './harness.mjs';
import { bannerHeading, firefoxMissing as skip, openReaderFromPopup, startFirefox, until, UUID } from './firefox-harness.mjs';

/** Chooses `value` for a works-listing choice (`unknown` or a category) in the open popup, and waits until it is saved. */
async function chooseForListings(popup, choice, value) {
  const select = `[data-testid=listing-${choice}]`;
  await until(() => popup.evaluate((s) => Boolean(document.querySelector(s)), select), Boolean);
  await popup.evaluate((s, v) => {
    const element = document.querySelector(s);
    element.value = v;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, select, value);
  const saved = (c) => popup.evaluate(async (name) => {
    const listing = (await browser.storage.sync.get('settings')).settings?.listing;
    return name === 'unknown' ? listing?.unknown : listing?.categories?.[name];
  }, c);
  await until(() => saved(choice), (v) => v === value);
}

describe('Gentle Reader in Firefox', { skip, timeout: 120_000 }, () => {
  let firefox;
  let browser;
  before(async () => {
    firefox = await startFirefox();
    browser = firefox.browser;
  });
  after(async () => {
    await firefox?.close();
  });

  test('the banner names heartbreak on the demo AO3 work, and unticking it in the popup removes it', async () => {
    const page = await browser.newPage();
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    assert.match(await until(() => bannerHeading(page), (h) => typeof h === 'string'), /Heartbreak/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-banner.png') });

    const popup = await browser.newPage();
    // BiDi never reports a moz-extension:// load as finished: start it, then poll (E2E.md).
    popup.goto(`moz-extension://${UUID}/popup.html`).catch(() => {});
    await until(() => popup.evaluate(() => Boolean(document.querySelector('[data-testid=category-heartbreak]'))), Boolean);
    await popup.click('[data-testid=category-heartbreak]');
    await until(() => popup.evaluate(async () => (await browser.storage.sync.get('settings')).settings?.categories?.heartbreak), (v) => v === false);
    assert.doesNotMatch(await until(() => bannerHeading(page), (h) => typeof h === 'string' && !h.includes('Heartbreak')), /Heartbreak/);
  });

  test('the popup opens the reader, and OpenDyslexic loads in it', async () => {
    const { page, inReader, inReaderElement } = await openReaderFromPopup(browser, `http://${AO3_HOST}/works/1000004`);
    await (await inReaderElement('[data-testid=rd-settings-toggle]')).click();
    await until(() => inReader('[data-testid=rd-font-opendyslexic]'), Boolean);
    await (await inReaderElement('[data-testid=rd-font-opendyslexic]')).click();
    await until(() => page.evaluate(() => [...document.fonts].some((f) => /^"?GentleReader OpenDyslexic [0-9a-f]{16}"?$/.test(f.family) && f.status === 'loaded')), Boolean);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-reader-opendyslexic.png') });
    // Leave the reader's defaults as they were for any later run.
    const defaults = (await page.evaluateHandle(() => [...document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelectorAll('button')].find((b) => b.textContent === 'Back to the defaults'))).asElement();
    await defaults?.click();
  });

  test("a personal warning made in the options page shows in the banner, marked as the reader's own", async () => {
    const options = await browser.newPage();
    options.goto(`moz-extension://${UUID}/options.html`).catch(() => {});
    await until(() => options.evaluate(() => Boolean(document.querySelector('[data-testid=personal-new]'))), Boolean);
    await options.evaluate(() => document.querySelector('[data-testid=personal-new]').click());
    await until(() => options.evaluate(() => Boolean(document.querySelector('[data-testid=personal-name]'))), Boolean);
    await options.evaluate(() => {
      const fill = (id, value) => {
        const field = document.querySelector(`[data-testid=${id}]`);
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      };
      fill('personal-name', 'Lifts');
      fill('personal-words', 'elevator');
    });
    await until(() => options.evaluate(() => document.querySelector('[data-testid=personal-save]')?.disabled === false), Boolean);
    await options.evaluate(() => document.querySelector('[data-testid=personal-save]').click());
    await until(() => options.evaluate(async () => (await browser.storage.local.get('personal-warnings'))['personal-warnings']?.warnings?.length), (n) => n === 1);

    const page = await browser.newPage();
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    assert.match(await until(() => bannerHeading(page), (h) => typeof h === 'string' && h.includes('Lifts')), /Lifts/);
    const mark = await page.evaluate(() => document.querySelector('[data-gentle-reader=banner]').shadowRoot.querySelector('[data-category="personal:lifts"] .gr-own-mark')?.textContent);
    assert.equal(mark, 'your own warning');
  });
  test('listings: "fold" for unknown warnings, chosen in the popup, folds the work with its reason; Show brings it back', async () => {
    const page = await browser.newPage();
    await page.goto(`http://${AO3_HOST}/works?page=2`);
    const panelText = (id) =>
      page.evaluate((i) => document.querySelector(`li#work_${i} [data-gentle-reader=listing]`)?.shadowRoot?.querySelector('.gr-blurb')?.textContent?.replace(/\s+/g, ' ').trim() ?? null, id);
    await until(() => panelText(1000013), (t) => typeof t === 'string');
    const popup = await browser.newPage();
    popup.goto(`moz-extension://${UUID}/popup.html`).catch(() => {});
    await chooseForListings(popup, 'unknown', 'fold');
    const state = () => page.evaluate(() => document.querySelector('li#work_1000013').getAttribute('data-gentle-reader-listing'));
    await until(state, (v) => v === 'fold');
    assert.match(await panelText(1000013), /^Nobody Warned Me Hidden: unknown warnings \(creator chose not to warn\) Show$/);
    assert.equal(await page.evaluate(() => document.querySelector('li#work_1000013 h4.heading').getBoundingClientRect().height), 0, 'the folded blurb is out of view');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-listing-folded.png') });
    // A real click: the extension ignores clicks a page script makes inside its UI (audit F5).
    await (await page.evaluateHandle(() => document.querySelector('li#work_1000013 [data-gentle-reader=listing]').shadowRoot.querySelector('.gr-fold button'))).asElement().click();
    await until(state, (v) => v === null);
    assert.ok(await page.evaluate(() => document.querySelector('li#work_1000013 h4.heading').getBoundingClientRect().height > 0), 'shown again');
    await popup.close();
  });

  test('listings: "hide" for self-harm, chosen in the popup, hides its works with a count; "Show them" and Show bring them back as they were; a 200-work page keeps its height as panels are drawn', async () => {
    // Still "fold" for unknown warnings (the listing test before).
    const page = await browser.newPage();
    await page.goto(`http://${AO3_HOST}/works?page=2`);
    await until(() => page.evaluate(() => Boolean(document.querySelector('li#work_1000014 [data-gentle-reader=listing]'))), Boolean);
    // The site's own markup of each work, without ours: what "as they were" means.
    const pageMarkup = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('li.work.blurb')].map((li) => {
          const copy = li.cloneNode(true);
          copy.querySelectorAll('[data-gentle-reader]').forEach((el) => el.remove());
          copy.removeAttribute('data-gentle-reader-listing');
          return copy.outerHTML;
        }),
      );
    const original = await pageMarkup();
    const popup = await browser.newPage();
    popup.goto(`moz-extension://${UUID}/popup.html`).catch(() => {});
    await chooseForListings(popup, 'self-harm', 'hide');
    await popup.close();

    const states = () => page.evaluate(() => [1000010, 1000011, 1000012].map((id) => document.querySelector(`li#work_${id}`).getAttribute('data-gentle-reader-listing')));
    await until(states, (s) => s.every((v) => v === 'hide'));
    const countText = () => page.evaluate(() => document.querySelector('[data-gentle-reader=listing-count]')?.shadowRoot?.querySelector('.gr-hidden-count')?.textContent?.replace(/\s+/g, ' ').trim() ?? null);
    assert.match(await until(countText, (t) => typeof t === 'string'), /^3 works hidden on this page — Show them$/);
    assert.deepEqual(await page.evaluate(() => [1000010, 1000011, 1000012].map((id) => document.querySelector(`li#work_${id}`).getBoundingClientRect().height)), [0, 0, 0], 'hidden works take no room');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'firefox-listing-hidden.png') });

    // Real clicks: the extension ignores clicks a page script makes inside its UI (audit F5).
    const ourButton = async (host, name) =>
      (await page.evaluateHandle((h, n) => [...document.querySelector(h).shadowRoot.querySelectorAll('button')].find((b) => b.textContent.trim() === n), host, name)).asElement();
    await (await ourButton('[data-gentle-reader=listing-count]', 'Show them')).click();
    await until(states, (s) => s.every((v) => v === 'fold'));
    // The works are marked as they fold; the count's line is drawn again in a render of its own.
    assert.match(await until(countText, (t) => typeof t === 'string' && t !== '3 works hidden on this page — Show them'), /shown folded — Hide them again/);
    for (const id of [1000010, 1000011, 1000012, 1000013]) {
      const host = `li#work_${id} [data-gentle-reader=listing]`;
      await until(() => page.evaluate((h) => Boolean(document.querySelector(h)?.shadowRoot?.querySelector('.gr-fold button')), host), Boolean);
      await (await ourButton(host, 'Show')).click();
    }
    await until(() => page.evaluate(() => document.querySelectorAll('li.work.blurb[data-gentle-reader-listing]').length), (n) => n === 0);
    assert.deepEqual(await pageMarkup(), original, "the site's works came back exactly as they were");
    await page.close();

    // Each work's room is kept when it is marked: the panels drawn while skimming move nothing.
    const long = await browser.newPage();
    await long.goto(`http://${AO3_HOST}/works/search?blurbs=200`);
    await until(() => long.evaluate(() => Boolean(document.querySelector('[data-gentle-reader=listing-count]'))), Boolean, 30_000);
    const height = () => long.evaluate(() => document.documentElement.scrollHeight);
    const marked = await height();
    for (let more = true; more; ) {
      more = await long.evaluate(() => (window.scrollBy(0, innerHeight), scrollY + innerHeight < document.documentElement.scrollHeight));
      await new Promise((r) => setTimeout(r, 60));
    }
    await until(() => long.evaluate(() => document.querySelectorAll('[data-gentle-reader=listing]').length), (n) => n === 140, 30_000);
    assert.equal(await height(), marked, 'drawing the panels changed the height of the page');
    await long.close();
  });

  test('a FanFiction.net story list, desktop and mobile site: the note that the site has no warnings, a story folded by its summary, loose text out of view, and "unknown warnings" folding nothing', async () => {
    // Still "fold" for unknown warnings (the test before). Here: "fold" for suicide too.
    const popup = await browser.newPage();
    popup.goto(`moz-extension://${UUID}/popup.html`).catch(() => {});
    await chooseForListings(popup, 'suicide', 'fold');
    await popup.close();

    // The desktop site's list, then the mobile site's (the same stories, their summary and " by " loose text).
    for (const [site, url, story, looseTexts] of [
      ['desktop', `http://${FFN_HOST}/tv/Glee/`, (id) => `div.z-list:has(> a.stitle[href^="/s/${id}/"])`, ['by']],
      ['mobile', `http://${FFN_MOBILE_HOST}/tv/Glee/`, (id) => `div.bs:has(> a[href^="/s/${id}/"])`, ['by', 'TW: suicide attempt. Blaine, a year later, learning to stay.']],
    ]) {
      const page = await browser.newPage();
      await page.goto(url);
      const state = (id) => page.evaluate((sel) => document.querySelector(sel).getAttribute('data-gentle-reader-listing'), story(id));
      await until(() => state(9000004), (v) => v === 'fold');
      const ours = (sel, inner) => page.evaluate((s, i) => document.querySelector(s)?.shadowRoot?.querySelector(i)?.textContent?.replace(/\s+/g, ' ').trim() ?? null, sel, inner);
      // The work is marked folded as its panel is mounted; the panel's words come with its first render.
      const fold = await until(() => ours(`${story(9000004)} [data-gentle-reader=listing]`, '.gr-fold'), (text) => text !== null);
      assert.match(fold, /^Stay Hidden: suicide( \(mentioned\))? \(summary\) Show$/);
      assert.match(await until(() => ours('[data-gentle-reader=listing-count]', '.gr-listing-note'), (text) => text !== null), /^FanFiction.net has no content warnings/);
      const looseText = await page.evaluate((sel) => [...document.querySelector(sel).childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim()).map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        const box = range.getBoundingClientRect();
        return `${n.textContent.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`;
      }), story(9000004));
      assert.deepEqual(looseText, looseTexts.map((text) => `${text} 0x0`), `${site}: the folded story's loose text takes no room`);
      assert.equal(await state(9000005), null, 'a story with no genre and no character is not "unknown warnings"');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `firefox-ffn-listing-${site}.png`) });
      await page.close();
    }
  });
});
