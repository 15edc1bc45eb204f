// Story text that moves after load (audit F3, F10): text inserted above a flagged passage (Wattpad
// adds a page above), and a site re-rendering flagged paragraphs (AO3). The shields stay on the
// flagged paragraphs themselves, in the page and in the reader.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST } from '../demo/server.mjs';
import { ROOT, startBrowser, tabIdOf, waitFor } from './harness.mjs';

const WATTPAD_PATH = 'www.wattpad.com/1234567890-the-orchard-at-night-chapter-two';
// Our own words: a page holding two self-harm paragraphs, then a page of goats inserted above it.
const FLAGGED_PAGE = `<div data-page-number="3" class="page"><pre>
<p data-p-id="a4">That night Rosa locked the bathroom door and cut herself again, the way she had promised she would stop.</p>
<p data-p-id="a5">In the morning she pulled her sleeves down over the fresh cuts on her wrists so her mother would not see.</p>
</pre></div>`;
const GOATS_PAGE = `<div data-page-number="0" class="page"><pre>
<p data-p-id="b1">The goats were waiting by the gate, impatient as ever for their breakfast.</p>
<p data-p-id="b2">Rosa fed them one by one and counted the ladders still standing in the orchard.</p>
<p data-p-id="b3">The smallest goat followed her all the way back up the hill.</p>
</pre></div>`;
const INSERT_ABOVE = `<script>setTimeout(() => document.querySelector('.part-content').insertAdjacentHTML('afterbegin', ${JSON.stringify(GOATS_PAGE)}), 2500);</script>`;

const shieldedIds = (page) => page.$$eval('[data-gentle-reader-shield=blur]', (els) => els.map((el) => el.getAttribute('data-p-id')).sort());

describe('text that moves after load', { timeout: 120_000 }, () => {
  let session;
  before(async () => {
    const fixture = readFileSync(path.join(ROOT, 'test/fixtures/sites/wattpad-part.html'), 'utf8');
    const html = fixture.replace('</pre></div>\n</div>', `</pre></div>\n${FLAGGED_PAGE}\n</div>`).replace('</body>', `${INSERT_ABOVE}</body>`);
    assert.notEqual(html.indexOf('data-p-id="a4"'), -1, 'the flagged page is in the fixture');
    session = await startBrowser({ extraRoutes: { [WATTPAD_PATH]: { html } }, secureHosts: ['www.wattpad.com'] });
  });
  after(() => session?.close());

  test('text inserted above a flagged passage: the shields stay on the flagged paragraphs, in the page and the reader (F3)', async () => {
    const page = await session.context.newPage();
    await page.goto(`https://${WATTPAD_PATH}`);
    await waitFor(() => shieldedIds(page), (ids) => ids.includes('a4'), { timeout: 15_000, what: 'the self-harm passage shielded' });
    const before = await shieldedIds(page);
    await page.locator('[data-p-id=b1]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.waitForTimeout(1_500); // the change is read after a quiet 300 ms, then analysed
    assert.deepEqual(await shieldedIds(page), before, 'the same paragraphs are shielded after the insertion');
    assert.ok(!before.some((id) => id?.startsWith('b')));

    const tabId = await tabIdOf(session, page);
    await session.serviceWorker.evaluate(async (id) => chrome.commands.onCommand.dispatch('open-reader', await chrome.tabs.get(id)), tabId);
    await page.locator('[data-testid=rd-dialog]').waitFor({ timeout: 15_000 });
    const readerShielded = await page.evaluate(() =>
      [...document.querySelector('[data-gentle-reader=reader]').shadowRoot.querySelectorAll('.rd-shield .rd-shield-content')].map((el) => el.textContent.trim()),
    );
    assert.ok(readerShielded.some((t) => t.includes('cut herself')), 'the self-harm paragraph is shielded in the reader');
    assert.ok(!readerShielded.some((t) => t.includes('goats')), `no goat paragraph is shielded in the reader: ${readerShielded}`);
    await page.close();
  });

  test('flagged paragraphs the site re-renders are shielded again (F10)', async () => {
    const page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}/works/1000003`);
    const count = () => page.locator('[data-gentle-reader-shield=blur]').count();
    await waitFor(count, (n) => n > 0, { timeout: 15_000, what: 'shielded passages' });
    const before = await count();
    const replaced = await page.evaluate(() => {
      const shielded = [...document.querySelectorAll('[data-gentle-reader-shield=blur]')];
      for (const el of shielded) {
        const fresh = document.createElement(el.tagName);
        fresh.innerHTML = el.innerHTML;
        el.replaceWith(fresh);
      }
      return shielded.length;
    });
    assert.equal(replaced, before);
    await waitFor(count, (n) => n === before, { timeout: 5_000, what: `all ${before} re-rendered passages shielded again` });
    await page.close();
  });
});
