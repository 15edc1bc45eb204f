// Pages that add story text after loading (Wattpad's scroll-loaded pages): the new paragraphs
// are read, and the banner follows, without a reload.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { banner, ROOT, screenshot, startBrowser } from './harness.mjs';

const URL_PATH = 'www.wattpad.com/1234567890-the-orchard-at-night-chapter-two';
// Our own words, appended as Wattpad appends a page of paragraphs while the reader scrolls.
const LATE_PAGE = `<div data-page-number="3" class="page"><pre>
<p data-p-id="a4">That night Rosa locked the bathroom door and cut herself again, the way she had promised she would stop.</p>
<p data-p-id="a5">In the morning she pulled her sleeves down over the fresh cuts on her wrists so her mother would not see.</p>
</pre></div>`;

describe('a page that adds text after loading', { timeout: 90_000 }, () => {
  let session;
  before(async () => {
    const fixture = readFileSync(path.join(ROOT, 'test/fixtures/sites/wattpad-part.html'), 'utf8');
    // The page's own script appends the page when the test says the reader scrolled: on a timer it
    // could come before our first banner on a loaded machine.
    const script = `<script>window.loadNextPage = () => document.querySelector('.part-content').insertAdjacentHTML('beforeend', ${JSON.stringify(LATE_PAGE)});</script>`;
    session = await startBrowser({
      extraRoutes: { [URL_PATH]: { html: fixture.replace('</body>', `${script}</body>`) } },
      secureHosts: ['www.wattpad.com'], // on Chromium's HSTS preload list
    });
  });
  after(async () => {
    await session?.close();
  });

  test('paragraphs loaded later raise their warning in the banner, and are shielded', async () => {
    const page = await session.context.newPage();
    await page.goto(`https://${URL_PATH}`);
    await banner(page).waitFor({ timeout: 15_000 });
    assert.equal(await banner(page).locator('[data-category=self-harm]').count(), 0, 'nothing about self-harm before the new page arrives');
    await page.evaluate(() => window.loadNextPage());
    // A passing mention is named in the banner's "Also mentioned" line, its details folded under it.
    await banner(page).locator('[data-category=self-harm]').waitFor({ state: 'attached', timeout: 10_000 });
    assert.match(await banner(page).innerText(), /self-harm/i, 'the banner names self-harm');
    assert.ok((await page.locator('[data-p-id=a4][data-gentle-reader-shield], [data-p-id=a5][data-gentle-reader-shield]').count()) > 0, 'the new passage is shielded');
    await screenshot(page, 'wattpad-late-text');
    await page.close();
  });
});
