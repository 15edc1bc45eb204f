// The reader's own warnings in a real browser: made in the options page, read by the engine on a
// demo work, shown in the banner beside the built-in warnings, marked as the reader's own.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { banner, screenshot, seedChosenSettings, startBrowser, waitFor } from './harness.mjs';

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

    // The reader: its banner names it, and its passages are shielded under the reader's own name.
    await banner(page).getByRole('button', { name: 'Open reader' }).click();
    const dialog = page.locator('[data-testid=rd-dialog]');
    await dialog.waitFor();
    await dialog.locator('.rd-shield-cover', { hasText: 'Lifts' }).first().waitFor();
    assert.match(await dialog.locator('.rd-shield-cover', { hasText: 'Lifts' }).first().innerText(), /^A passage about .*Lifts.*: show$/);
    assert.equal(await dialog.locator('[data-category="personal:lifts"]').count(), 1, "the reader's banner lists it");
    await screenshot(page, 'personal-reader');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Switched off in the options page: the open page drops it without a reload.
    await options.locator('[data-personal="personal:lifts"] input[type=checkbox]').uncheck();
    await waitFor(() => own.count(), (n) => n === 0, { what: 'the warning gone from the banner' });
    await options.locator('[data-personal="personal:lifts"] input[type=checkbox]').check();
    await own.waitFor({ timeout: 15_000 });
    await page.close();
  });

  test("a listing's chips name a work whose tags or summary hold the reader's words", async () => {
    await options.getByTestId('personal-new').click();
    await options.getByTestId('personal-name').fill('Phones');
    await options.getByTestId('personal-words').fill('phone call');
    await options.getByTestId('personal-save').click();
    await waitFor(storedPersonal, (v) => v?.warnings?.some((w) => w.id === 'personal:phones'), { what: 'Phones saved' });
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}/works`);
    const chip = page.locator('[data-category="personal:phones"]');
    await chip.first().waitFor({ timeout: 15_000 });
    // 1000000 is tagged "Phone Calls" and its summary says "A phone call across too many miles."
    assert.equal(await chip.count(), 1);
    assert.match(await chip.innerText(), /Phones.*\(yours\)/);
    await page.close();
    options.once('dialog', (d) => void d.accept());
    await options.locator('[data-personal="personal:phones"]').getByRole('button', { name: /Remove/ }).click();
    await waitFor(storedPersonal, (v) => !v?.warnings?.some((w) => w.id === 'personal:phones'), { what: 'Phones removed' });
  });

  test('on listings, "Fold the work" for a warning of their own folds the works that hold it, named as theirs', async () => {
    await options.getByTestId('personal-new').click();
    await options.getByTestId('personal-name').fill('Phones');
    await options.getByTestId('personal-words').fill('phone call');
    await options.getByTestId('personal-save').click();
    await waitFor(storedPersonal, (v) => v?.warnings?.some((w) => w.id === 'personal:phones'), { what: 'Phones saved' });
    await options.getByTestId('listing-settings').locator('summary').click();
    await options.getByTestId('listing-personal:phones').selectOption('fold');
    const storedListing = () => session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get('settings')).settings?.listing);
    await waitFor(storedListing, (l) => l?.personal?.['personal:phones'] === 'fold', { what: 'the choice saved' });
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}/works`);
    // 1000000 is tagged "Phone Calls" and its summary says "A phone call across too many miles."
    const work = page.locator('li[id="work_1000000"]');
    await waitFor(() => work.getAttribute('data-gentle-reader-listing'), (v) => v === 'fold', { what: 'work 1000000 folded' });
    const line = page.locator('[data-gentle-reader=listing] .gr-fold-why', { hasText: 'Phones' });
    assert.match(await line.innerText(), /^Hidden: Phones \(yours\) \((author's tags|summary)(, (author's tags|summary))?\)$/);
    assert.equal(await page.locator('[data-gentle-reader-listing=fold]').count(), 1, 'only the work that holds it');
    await page.close();
    await options.getByTestId('listing-personal:phones').selectOption('chip');
    await waitFor(storedListing, (l) => !l?.personal?.['personal:phones'], { what: 'back to a chip' });
    options.once('dialog', (d) => void d.accept());
    await options.locator('[data-personal="personal:phones"]').getByRole('button', { name: /Remove/ }).click();
    await waitFor(storedPersonal, (v) => !v?.warnings?.some((w) => w.id === 'personal:phones'), { what: 'Phones removed' });
  });

  test('a ready-made list is added in one click', async () => {
    await options.getByText('Start from a ready-made list').click();
    await options.getByTestId('starting-needles').click();
    await waitFor(storedPersonal, (v) => v?.warnings?.some((w) => w.id === 'personal:needles' && w.words.includes('syringe')), { what: 'needles added' });
    assert.match(await options.getByTestId('personal-list').innerText(), /Needles and injections/);
    assert.equal(await options.getByTestId('starting-needles').isDisabled(), true);
  });

  test('on a phone-wide screen (360 px) the editor and the ready-made lists fit without sideways scrolling', async () => {
    const phone = await session.context.newPage();
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(`chrome-extension://${session.extensionId}/options.html#personal`);
    await phone.getByTestId('personal-new').click();
    await phone.getByTestId('personal-sample').fill('A long pasted paragraph with a needle in it, and more words after it to wrap the line.');
    await phone.getByText('Start from a ready-made list').click();
    assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= 360), 'no sideways scrolling');
    const save = await phone.getByTestId('personal-save').boundingBox();
    assert.ok(save && save.height >= 30, 'the save button is a real touch target');
    await screenshot(phone, 'personal-editor-360', { fullPage: true });
    await phone.close();
  });

  test('export, reset, import: everything back (blocklists and reading history too), and a broken file changes nothing', async () => {
    const position = { paragraph: 7, offset: 0.5, percent: 33, updatedAt: Date.now() };
    // In the order the history's repair writes an entry, so what comes back compares equal.
    const read = { site: 'ao3', workId: '2000000', title: 'Three Letters Home', author: 'demo_writer', chapter: 2, published: 3, total: 3, percent: 40, lastRead: Date.now(), chapters: { 1: ['heartbreak'], 2: ['heartbreak', 'infidelity'] } };
    await session.serviceWorker.evaluate(async ({ p, h }) => {
      await chrome.storage.local.set({ 'reading-positions': { 'ao3:1000003:1': p }, 'reading-history': { 'ao3:2000000': h } });
      await chrome.storage.sync.set({ blocklists: { tags: ['Angst'], authors: ['someone'], fandoms: [], words: [] } });
    }, { p: position, h: read });
    await options.getByTestId('sensitivity-high').check();
    await waitFor(() => session.serviceWorker.evaluate(async () => (await chrome.storage.sync.get('settings')).settings?.sensitivity), (v) => v === 'high', { what: 'settings saved' });
    const snapshot = () =>
      session.serviceWorker.evaluate(async () => {
        const local = await chrome.storage.local.get(['personal-warnings', 'reading-positions', 'reading-history']);
        const sync = await chrome.storage.sync.get(['settings', 'blocklists']);
        return { personal: local['personal-warnings']?.warnings, positions: local['reading-positions'], history: local['reading-history'], settings: sync.settings, blocklists: sync.blocklists };
      });
    const before = await snapshot();
    assert.equal(before.personal.length, 2);

    const [download] = await Promise.all([options.waitForEvent('download'), options.getByTestId('export').click()]);
    assert.match(download.suggestedFilename(), /^gentle-reader-backup-\d{4}-\d\d-\d\d\.json$/);
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(exported.format, 'gentle-reader-backup');
    assert.deepEqual(exported.positions, before.positions);
    assert.deepEqual(exported.blocklists, before.blocklists);
    assert.deepEqual(exported.history, { 'ao3:2000000': read });

    // Reset: a browser with nothing of ours in it but the first-run answer (else the options page asks it again).
    await session.serviceWorker.evaluate(async () => {
      await chrome.storage.local.clear();
      await chrome.storage.sync.clear();
    });
    await seedChosenSettings(session);
    await options.reload();
    await options.getByTestId('personal-new').waitFor();
    assert.equal(await options.getByTestId('personal-list').count(), 0);

    // A 10 MB file is refused with a clear error, and nothing is written.
    await options.getByTestId('import-file').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.alloc(10_000_000, 'x') });
    assert.match(await options.getByTestId('import-error').innerText(), /10\.0 MB.*Nothing was changed/);
    assert.equal((await snapshot()).personal, undefined);

    await options.getByTestId('import-file').setInputFiles(file);
    await options.getByTestId('import-review').waitFor();
    const changes = await options.getByTestId('import-changes').innerText();
    assert.match(changes, /Your own warnings added: Lifts, Needles and injections/);
    assert.match(changes, /Reading positions: 1 added/);
    assert.match(changes, /Blocklists: 0 entries now 2/);
    assert.match(changes, /History: 1 added/);
    await screenshot(options, 'import-review');
    await options.getByTestId('import-apply').click();
    await options.getByTestId('import-done').waitFor();
    await waitFor(snapshot, (s) => JSON.stringify(s) === JSON.stringify(before), { what: 'everything back as it was' });
    assert.match(await options.getByTestId('personal-list').innerText(), /Lifts[\s\S]*Needles and injections/);
  });
});
