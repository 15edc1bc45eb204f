// A new reader's first run, on a phone (390x844, touch, device scale 3: Firefox for Android opens
// the options page as a full page too): the install opens the welcome view; nothing is blurred
// before the reader answers; they answer by touch ("All", "Blur them", Save); a demo work then
// shows what they chose.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, CATEGORY_IDS, openPopup, screenshot, startBrowser, storedSettings, waitFor } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const HEARTBREAK_WORK = `http://${AO3_HOST}/works/1000003`; // its text holds heartbreak as a theme, with strong passages
const SELF_HARM_TAGGED_WORK = `http://${AO3_HOST}/works/1000010`; // tagged "Self-Injury"

const checked = (page, testId) => page.getByTestId(testId).isChecked();
const shields = (page, mode) => page.locator(`[data-gentle-reader-shield=${mode}]`).count();

describe('first run on a phone', { timeout: 180_000 }, () => {
  let session;
  before(async () => {
    session = await startBrowser({ firstRun: true, ...PHONE });
  }, { timeout: 60_000 });
  after(async () => {
    await session?.close();
  });

  test('installing opens the welcome view: a small set of warnings ticked, grouped, passages only marked; it fits a phone', async () => {
    const welcome = session.welcome;
    await welcome.getByTestId('welcome').waitFor({ timeout: 15_000 });
    assert.equal(await welcome.locator('h1').innerText(), 'Welcome to Gentle Reader');
    const ticked = [];
    for (const id of CATEGORY_IDS) if (await checked(welcome, `category-${id}`)) ticked.push(id);
    assert.deepEqual(ticked, ['self-harm', 'suicide', 'abuse', 'sexual-assault', 'eating-disorder'], 'the pre-selected set');
    assert.equal(await welcome.getByRole('group', { name: 'Harm to self' }).count(), 1, 'grouped as in the popup');
    assert.equal(await checked(welcome, 'shield-marker'), true);
    assert.equal(await checked(welcome, 'shield-blur'), false);
    for (const width of [360, 414, 390]) {
      await welcome.setViewportSize({ width, height: 844 });
      const { scrollWidth, clientWidth } = await welcome.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      assert.ok(scrollWidth <= clientWidth, `no sideways scrolling at ${width} px (${scrollWidth} > ${clientWidth})`);
    }
    await screenshot(welcome, 'first-run-phone-welcome', { fullPage: true });
    assert.equal((await storedSettings(session)) ?? null, null, 'nothing is stored before the reader answers');
  });

  test('before the reader answers nothing is blurred: the followed warnings are found, their passages only marked', async () => {
    const tagged = await session.context.newPage();
    await tagged.goto(SELF_HARM_TAGGED_WORK);
    await banner(tagged).locator('[data-category=self-harm]').first().waitFor({ state: 'attached', timeout: 20_000 });
    await tagged.close();

    const page = await session.context.newPage();
    await page.goto(HEARTBREAK_WORK);
    await banner(page).locator('h2').waitFor({ timeout: 20_000 });
    assert.equal(await banner(page).locator('[data-category=heartbreak]').count(), 0, 'heartbreak is not in the small set');
    // The popup says what happens until the reader chooses; following every warning there is not the answer.
    const popup = await openPopup(session, page);
    assert.match(await popup.getByTestId('first-run').innerText(), /only marks passages/);
    await popup.getByRole('group', { name: 'Warn me about' }).getByRole('button', { name: 'All', exact: true }).tap();
    await banner(page).locator('[data-category=heartbreak]').first().waitFor({ state: 'attached', timeout: 20_000 });
    await waitFor(() => shields(page, 'marker'), (n) => n > 0, { what: 'the strong passages marked' });
    assert.equal(await shields(page, 'blur'), 0, 'no passage is blurred before the reader chose to');
    assert.equal(await page.locator('[data-gentle-reader-shield=collapse]').count(), 0);
    await popup.close();
    await page.close();
  });

  test('the reader answers by touch ("All", "Blur them", Save), and a demo work then shows what they chose', async () => {
    const welcome = session.welcome;
    await welcome.getByRole('button', { name: 'All' }).tap();
    await welcome.getByTestId('shield-blur').tap();
    await welcome.getByTestId('welcome-save').tap();
    await welcome.getByTestId('welcome-done').waitFor();
    await screenshot(welcome, 'first-run-phone-saved');
    const stored = await waitFor(() => storedSettings(session), (s) => s?.chosen === true, { what: 'the answer stored' });
    assert.equal(stored.shield, 'blur');
    assert.ok(CATEGORY_IDS.every((id) => stored.categories[id] === true), 'every warning followed');

    const page = await session.context.newPage();
    await page.goto(HEARTBREAK_WORK);
    await banner(page).locator('[data-category=heartbreak]').first().waitFor({ state: 'attached', timeout: 20_000 });
    await waitFor(() => shields(page, 'blur'), (n) => n > 0, { what: 'passages blurred' });
    assert.match(await page.locator('[data-testid=gr-shield-label]').first().innerText(), /^Blurred: \w/);
    await screenshot(page, 'first-run-phone-work-after-choice');
    await page.close();

    // Opened again later (the popup's link), the options page is the settings, not the question.
    const options = await session.context.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    await options.getByRole('heading', { name: 'Gentle Reader settings' }).waitFor();
    assert.equal(await options.getByTestId('welcome').count(), 0);
    await options.close();
  });
});
