// The extension's own pages on a phone (Chromium's mobile emulation: 390x844, touch, device scale
// 3) and at 360 and 414 px: no sideways scrolling, every control a finger aims at at least 44x44
// CSS px, and axe-core finds no violation, on the phone and at a desktop size. Screenshots go to
// test-output/screenshots/touch-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { screenshot, startBrowser, tabIdOf, waitFor } from './harness.mjs';
import { inExtensionWorld, LOCAL } from './speech-stub.mjs';
import { axeViolations, MIN_TARGET, PHONE, PHONE_WIDTHS, sideways, smallTargets } from './touch-checks.mjs';

describe('the popup and the options page on a phone', { timeout: 240_000 }, () => {
  let session;
  let pages;
  before(async () => {
    session = await startBrowser(PHONE);
    const work = await session.context.newPage();
    await work.goto(`http://${AO3_HOST}/works/1000003`);
    const tabId = await tabIdOf(session, work);
    pages = {
      popup: `chrome-extension://${session.extensionId}/popup.html?tab=${tabId}`,
      options: `chrome-extension://${session.extensionId}/options.html`,
    };
  }, { timeout: 60_000 });
  after(async () => {
    await session?.close();
  });

  for (const name of ['popup', 'options']) {
    test(`${name}: fits 360, 390 and 414 px with 44 px targets, and axe finds nothing at phone and desktop sizes`, async () => {
      const page = await session.context.newPage();
      await page.goto(pages[name]);
      await page.getByTestId('enabled').waitFor();
      await page.waitForTimeout(500); // its sections that load on their own (history, blocklists)
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        assert.ok((await sideways(page)) <= 0, `no sideways scrolling at ${width} px`);
      }
      assert.deepEqual(await smallTargets(page), [], 'every control is at least 44x44 px');
      await screenshot(page, `touch-phone-${name}`, { fullPage: true });
      assert.deepEqual(await axeViolations(page), [], 'axe at 390 px');
      await page.setViewportSize({ width: 1100, height: 800 });
      assert.deepEqual(await axeViolations(page), [], 'axe at 1100 px');
      await page.close();
    });
  }

  test("the popup's listing choices on a phone (360 px, by touch): a category and the reader's own warning fold or hide works", async () => {
    // An own warning of the reader's, as the options page stores it (local copy, newest wins).
    await session.serviceWorker.evaluate(() =>
      chrome.storage.local.set({
        'personal-warnings': { warnings: [{ id: 'personal:phones', name: 'Phones', words: ['phone call'], except: [], enabled: true }], savedAt: Date.now() },
      }),
    );
    const listing = await session.context.newPage();
    await listing.goto(`http://${AO3_HOST}/works`);
    await listing.locator('[data-gentle-reader=listing]').first().waitFor({ timeout: 15_000 });
    const popup = await session.context.newPage();
    await popup.setViewportSize({ width: 360, height: 780 });
    await popup.goto(`chrome-extension://${session.extensionId}/popup.html?tab=${await tabIdOf(session, listing)}`);
    await popup.getByTestId('enabled').waitFor();
    await popup.getByTestId('listing-settings').locator('summary').tap();
    const own = popup.getByTestId('listing-personal:phones');
    await own.waitFor();
    assert.match(await popup.locator('label', { has: own }).innerText(), /Phones \(your own warning\)/);
    await own.selectOption('fold');
    await popup.getByTestId('listing-self-harm').selectOption('hide');
    const stored = () => session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get('settings')).settings?.listing);
    await waitFor(stored, (l) => l?.personal?.['personal:phones'] === 'fold' && l?.categories?.['self-harm'] === 'hide', { what: 'both choices saved' });
    assert.ok((await sideways(popup)) <= 0, 'no sideways scrolling at 360 px with the choices open');
    assert.deepEqual(await smallTargets(popup), [], 'every choice is at least 44x44 px');
    await screenshot(popup, 'touch-popup-listing-choices', { fullPage: true });
    await popup.close();

    // 1000000 is tagged "Phone Calls" and its summary says "A phone call across too many miles."
    const work = listing.locator('li[id="work_1000000"]');
    await waitFor(() => work.getAttribute('data-gentle-reader-listing'), (v) => v === 'fold', { what: 'work 1000000 folded' });
    assert.match(await listing.locator('[data-gentle-reader=listing] .gr-fold-why', { hasText: 'Phones' }).innerText(), /^Hidden: Phones \(yours\)/);
    await listing.close();
  });

  test("the reader's banner on a phone, by touch: 'Which chapters?' and 'Go there' are 44 px targets and work", async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`http://${AO3_HOST}/works/2000000?view_full_work=true`);
    const pageBanner = page.locator('[data-testid=gr-banner]');
    await pageBanner.locator('[data-category=infidelity]').waitFor({ state: 'attached', timeout: 20_000 });
    await pageBanner.getByRole('button', { name: 'Open reader' }).tap();
    const inReader = page.locator('[data-testid=rd-dialog] [data-testid=gr-banner]');
    await inReader.waitFor({ timeout: 15_000 });
    await inReader.getByTestId('gr-mentions').locator('summary').first().tap();
    const infidelity = inReader.locator('[data-category=infidelity]');
    const which = infidelity.getByTestId('gr-chapters').locator('summary');
    await which.tap();
    assert.equal(await infidelity.getByTestId('gr-chapters').locator('p').innerText(), 'Infidelity: chapters 2, 3');
    await infidelity.locator('.gr-evidence summary').tap();
    const goThere = infidelity.locator('li', { hasText: 'Chapter 3, paragraph 12' }).getByTestId('gr-go-there');
    for (const [name, target] of [['Which chapters?', which], ['Go there', goThere]]) {
      const box = await target.boundingBox();
      assert.ok(box && box.width >= MIN_TARGET - 0.5 && box.height >= MIN_TARGET - 0.5, `${name} is a finger's target (${box?.width}x${box?.height})`);
    }
    await goThere.tap();
    const focused = () => page.locator('[data-testid=rd-dialog]').evaluate((el) => { const a = el.getRootNode().activeElement; return { shield: !!a?.matches('.rd-shield'), text: a?.textContent ?? '' }; });
    const onPassage = await waitFor(focused, (f) => f.shield, { what: 'focus on the passage in the reader' });
    assert.match(onPassage.text, /You had sex with someone who wasn't me/);
    assert.ok((await sideways(page)) <= 0, 'no sideways scrolling');
    await screenshot(page, 'touch-reader-go-there');
    await page.close();
  });

  test('read aloud on a phone (390 px, by touch): play, pause, back and forward a paragraph, and stop are 44 px targets in view, and work', async () => {
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    const pageBanner = page.locator('[data-testid=gr-banner]');
    await pageBanner.getByRole('button', { name: 'Open reader' }).tap({ timeout: 20_000 });
    const reader = page.locator('[data-testid=rd-dialog]');
    await page.waitForFunction(() => performance.getEntriesByName('gentle-reader-built').length > 0, null, { timeout: 60_000 });
    const run = await inExtensionWorld(page, [LOCAL]);
    await run('window.__hold = true');
    await reader.getByTestId('rd-aloud-toggle').tap();
    const bar = reader.getByTestId('rd-aloud');
    await bar.waitFor();
    const play = reader.getByTestId('rd-aloud-play');
    const status = () => reader.getByTestId('rd-aloud-status').innerText();
    await play.tap();
    await waitFor(() => run('window.__spoken.length'), (n) => n > 0, { what: 'reading aloud' });
    assert.equal(await status(), 'Reading aloud.');
    const controls = { Pause: play, 'Back a paragraph': reader.getByTestId('rd-aloud-back'), 'Forward a paragraph': reader.getByTestId('rd-aloud-forward'), Stop: reader.getByText('Stop reading aloud') };
    for (const [name, control] of Object.entries(controls)) {
      const box = await control.boundingBox();
      assert.ok(box && box.width >= MIN_TARGET - 0.5 && box.height >= MIN_TARGET - 0.5, `${name} is a finger's target (${box?.width}x${box?.height})`);
      assert.ok(box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844, `${name} is in view (${JSON.stringify(box)})`);
    }
    assert.deepEqual(await smallTargets(page, '[data-gentle-reader=reader]'), [], "every control of the reader's is a finger's target");
    assert.ok((await sideways(page)) <= 0, 'no sideways scrolling');
    await screenshot(page, 'touch-reader-read-aloud');
    await play.tap();
    await waitFor(() => play.innerText(), (label) => label === 'Resume', { what: 'paused by a tap' });
    assert.equal(await status(), 'Paused.');
    await play.tap();
    await waitFor(() => play.innerText(), (label) => label === 'Pause', { what: 'resumed by a tap' });
    const before = await run('window.__spoken.length');
    await controls['Forward a paragraph'].tap();
    await waitFor(() => run('window.__spoken.length'), (n) => n > before, { what: 'reading from the next paragraph' });
    assert.match(await status(), /^Paragraph \d+ of \d+\.$/);
    await controls.Stop.tap();
    await bar.waitFor({ state: 'detached' });
    await page.close();
  });
});
