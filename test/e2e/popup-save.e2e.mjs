// A popup change that the browser refuses to store (audit F12): sync storage allows 120 writes a
// minute. The popup must say so and show what is really stored, never the change it lost.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { openPopup, startBrowser, storedSettings } from './harness.mjs';

describe('a popup save that fails', { timeout: 90_000 }, () => {
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
});
