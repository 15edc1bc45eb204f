// The release build, as `npm run build` makes it (no GENTLE_READER_TEST_BUILD): built into a
// folder of its own, its manifest read, and loaded into Chromium on the demo archive served over
// https under AO3's name (audit I1; the other browser tests load the test build, which adds http),
// where a page script must not see into our shadow roots (audit F5; the test build leaves them open).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AO3_HOST, FFN_HOST } from '../demo/server.mjs';
import { DEMO_FFN_STORY, DEMO_WORKS } from '../demo/stories.mjs';
import { ROOT, startBrowser } from './harness.mjs';

describe('the release build', { timeout: 180_000 }, () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gentle-reader-release-'));
  const extensionDir = path.join(outDir, 'chrome-mv3');
  let session;

  before(() => {
    const env = { ...process.env, GENTLE_READER_OUT_DIR: outDir };
    delete env.GENTLE_READER_TEST_BUILD;
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/wxt'), ['build'], { cwd: ROOT, env, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr || build.stdout);
  });
  after(async () => {
    await session?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  test('its manifest matches the archives over https only, never http', () => {
    const manifest = JSON.parse(readFileSync(path.join(extensionDir, 'manifest.json'), 'utf8'));
    const patterns = [...manifest.host_permissions, ...manifest.content_scripts.flatMap((s) => s.matches)];
    assert.ok(patterns.length > 40, `only ${patterns.length} patterns`);
    assert.deepEqual(patterns.filter((p) => !p.startsWith('https://')), []);
    assert.ok(patterns.includes('https://archiveofourown.org/*'));
  });

  test('on an archive served over https it shows the banner; over http it does nothing', async () => {
    session = await startBrowser({ extensionDir, releaseBuild: true, secureHosts: [AO3_HOST] });
    const work = DEMO_WORKS[0];
    const page = await session.context.newPage();
    await page.goto(`https://${AO3_HOST}/works/${work.id}`);
    await page.locator('[data-gentle-reader=banner]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.locator('[data-gentle-reader=label]').first().waitFor({ state: 'attached', timeout: 20_000 });

    // F5: the page's own scripts see our hosts but not into them (closed shadow roots), so they cannot
    // read which categories the reader follows from the banner, the summary or the shield labels.
    const seen = await page.evaluate(() => {
      const ours = [...document.querySelectorAll('[data-gentle-reader]')].filter((el) => el.tagName.includes('-'));
      return { hosts: ours.length, open: ours.filter((el) => el.shadowRoot !== null).map((el) => el.getAttribute('data-gentle-reader')) };
    });
    assert.ok(seen.hosts >= 3, `banner, summary and labels found: ${seen.hosts}`);
    assert.deepEqual(seen.open, [], 'a page script can read into these');

    // FanFiction.net's demo is served over http only (AO3's name now goes to the https server).
    const plain = await session.context.newPage();
    await plain.goto(`http://${FFN_HOST}/s/${DEMO_FFN_STORY.id}/1/${DEMO_FFN_STORY.slug}`);
    await plain.waitForTimeout(3_000);
    assert.equal(await plain.locator('[data-gentle-reader]').count(), 0, 'the release build ran on an http page');
  });
});
