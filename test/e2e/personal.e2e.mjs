// The reader's own warnings in a real browser: made in the options page, read by the engine on a
// demo work, shown in the banner beside the built-in warnings, marked as the reader's own.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, screenshot, startBrowser, waitFor } from './harness.mjs';

// reference-texts/003_02859091e71606cc.txt: a break-up in a lift; "elevator" appears four times.
const WORK = `http://${AO3_HOST}/works/1000003`;

describe("The reader's own warnings in Chromium", { timeout: 180_000 }, () => {
  let session;
  let options;
  before(async () => {
    session = await startBrowser();
    options = await session.context.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    await options.getByTestId('personal-new').waitFor();
  });
  after(async () => {
    await session?.close();
  });

  const storedPersonal = () => session.serviceWorker.evaluate(async () => (await chrome.storage.local.get('personal-warnings'))['personal-warnings']);

  test('made in the options page with a live preview, then shown in the banner with its passage', async () => {
    await options.getByTestId('personal-new').click();
    await options.getByTestId('personal-name').fill('Lifts');
    await options.getByTestId('personal-words').fill('elevator\nlift shaft');
    await options.getByTestId('personal-sample').fill('She stepped out of the elevators. He did not take the elevator again.');
    const preview = options.getByTestId('personal-preview');
    await preview.locator('mark').first().waitFor();
    assert.deepEqual(await preview.locator('mark').allInnerTexts(), ['elevators'], 'the family is found, the negated use is not');
    await screenshot(options, 'personal-editor');
    await options.getByTestId('personal-save').click();
    await waitFor(storedPersonal, (v) => v?.warnings?.[0]?.name === 'Lifts', { what: 'the warning saved' });
    const synced = await session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get('personal-warnings'))['personal-warnings']);
    assert.ok(synced?.parts >= 1, 'and copied to sync storage');

    const page = await session.context.newPage();
    await page.goto(WORK);
    const own = banner(page).locator('[data-category="personal:lifts"]');
    await own.waitFor({ timeout: 15_000 });
    assert.match(await banner(page).locator('h2').innerText(), /Lifts/);
    assert.match(await own.innerText(), /your own warning/);
    await own.locator('summary').click();
    const excerpts = await own.locator('q').allInnerTexts();
    assert.ok(excerpts.length > 0 && excerpts.every((e) => /elevator/i.test(e)), `passages quote the story: ${excerpts}`);
    assert.equal(await banner(page).locator('[data-category=heartbreak]').count(), 1, 'the built-in warnings are still there');
    await screenshot(page, 'personal-banner');

    // Switched off in the options page: the open page drops it without a reload.
    await options.locator('[data-personal="personal:lifts"] input[type=checkbox]').uncheck();
    await waitFor(() => own.count(), (n) => n === 0, { what: 'the warning gone from the banner' });
    await options.locator('[data-personal="personal:lifts"] input[type=checkbox]').check();
    await own.waitFor({ timeout: 15_000 });
    await page.close();
  });

  test('a ready-made list is added in one click', async () => {
    await options.getByText('Start from a ready-made list').click();
    await options.getByTestId('starting-needles').click();
    await waitFor(storedPersonal, (v) => v?.warnings?.some((w) => w.id === 'personal:needles' && w.words.includes('syringe')), { what: 'needles added' });
    assert.match(await options.getByTestId('personal-list').innerText(), /Needles and injections/);
    assert.equal(await options.getByTestId('starting-needles').isDisabled(), true);
  });
});
