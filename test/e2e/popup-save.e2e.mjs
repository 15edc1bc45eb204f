// A popup change that the browser refuses to store (audit F12): sync storage allows 120 writes a
// minute. The popup must say so and show what is really stored, never the change it lost.
// And settings the browser will not give back (Firefox's storage.sync can fail so when its database
// is damaged): the popup and the options page say so, rather than "Loading…" for ever.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { openPopup, screenshot, startBrowser, storedSettings } from './harness.mjs';

describe('the popup and the options page when storage fails', { timeout: 120_000 }, () => {
  let session;
  before(async () => (session = await startBrowser()));
  after(() => session?.close());

  test('is shown, and the switch goes back to what is stored', async () => {
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    const popup = await openPopup(session, page);
    assert.equal(await popup.getByTestId('enabled').isChecked(), true);
    // Use up sync storage's writes for this minute, as a busy minute of changes would.
    const refused = await popup.evaluate(async () => {
      for (let i = 0; i < 130; i++) {
        try {
          await chrome.storage.sync.set({ filler: i });
        } catch {
          return true;
        }
      }
      return false;
    });
    assert.equal(refused, true, 'the browser refuses writes past its quota');
    await popup.getByTestId('enabled').click();
    await popup.getByTestId('save-error').waitFor({ timeout: 5_000 });
    assert.match(await popup.getByTestId('save-error').innerText(), /could not be saved/);
    assert.equal(await popup.getByTestId('enabled').isChecked(), true, 'the switch shows what is stored: on');
    assert.notEqual((await storedSettings(session))?.enabled, false);
    await popup.close();
    await page.close();
  });
  test('settings that cannot be read: said, with the browser\'s words and Try again, no control drawn from defaults; Try again shows them once they come', async () => {
    for (const [file, width] of [['popup.html', 360], ['options.html', 390]]) {
      const page = await session.context.newPage();
      await page.setViewportSize({ width, height: 800 });
      // The browser's storage failing, before any script of ours runs (nothing of ours is replaced).
      await page.addInitScript(() => {
        const get = chrome.storage.sync.get.bind(chrome.storage.sync);
        chrome.storage.sync.get = (...args) => (globalThis.storageBack ? get(...args) : Promise.reject(new Error('An unexpected error occurred')));
      });
      await page.goto(`chrome-extension://${session.extensionId}/${file}`);
      const unreadable = page.getByTestId('settings-unreadable');
      await unreadable.waitFor({ timeout: 10_000 });
      const text = await unreadable.innerText();
      assert.match(text, /could not read your settings/);
      assert.match(text, /\(An unexpected error occurred\)\. Nothing was changed/);
      assert.equal(await page.getByRole('checkbox').count(), 0, `${file}: no control drawn from defaults`);
      const retry = page.getByTestId('settings-retry');
      const box = await retry.boundingBox();
      assert.ok(box.height > 0 && box.x >= 0 && box.x + box.width <= width, `${file}: Try again on the screen, not beside it (${JSON.stringify(box)})`);
      await screenshot(page, `settings-unreadable-${file.replace('.html', '')}`);
      await page.evaluate(() => (globalThis.storageBack = true));
      await retry.click();
      await unreadable.waitFor({ state: 'detached', timeout: 5_000 });
      assert.ok((await page.getByRole('checkbox').count()) > 0, `${file}: the settings' controls once they are read`);
      await page.close();
    }
    assert.equal((await storedSettings(session))?.chosen, true, 'nothing saved over the stored settings');
  });
});
