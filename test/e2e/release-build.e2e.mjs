// The release build, as `npm run build` makes it (no GENTLE_READER_TEST_BUILD): built into a
// folder of its own, its manifest read, and loaded into Chromium on the demo archive served over
// https under AO3's name (audit I1; the other browser tests load the test build, which adds http),
// where a page script must not see into our shadow roots (audit F5; the test build leaves them open)
// nor read a shielded passage's category from its attributes. The same in Firefox ESR (its MV2 build).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AO3_HOST, FFN_HOST, startDemoServer } from '../demo/server.mjs';
import { DEMO_FFN_STORY, DEMO_WORKS } from '../demo/stories.mjs';
import { FIREFOX_PATH, ROOT, startBrowser, startFirefox, waitFor } from './harness.mjs';

/** Every category's English name (the browsers here run in English), as a page script would look for it. */
const CATEGORY_NAMES = Object.entries(JSON.parse(readFileSync(path.join(ROOT, 'public/_locales/en/messages.json'), 'utf8')))
  .filter(([id]) => /^category_(?!group_)[a-z_]+$/.test(id) && !id.endsWith('_description'))
  .map(([, entry]) => entry.message);

/**
 * What a page script can learn from our elements: how many hosts there are, which of them it can
 * read into (an open shadow root), and every attribute of the passages we shielded.
 */
function pageScriptView() {
  const ours = [...document.querySelectorAll('[data-gentle-reader]')].filter((el) => el.tagName.includes('-'));
  const shielded = [...document.querySelectorAll('[data-gentle-reader-shield]')];
  return {
    hosts: ours.length,
    open: ours.filter((el) => el.shadowRoot !== null).map((el) => el.getAttribute('data-gentle-reader')),
    shielded: shielded.length,
    attributes: shielded.flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`)),
  };
}

/** F5: the page sees our hosts but not into them, and no shielded passage's attribute names a category. */
function assertNothingReadable(seen) {
  assert.ok(seen.hosts >= 3, `banner, summary and labels found: ${seen.hosts}`);
  assert.deepEqual(seen.open, [], 'a page script can read into these');
  assert.ok(seen.shielded > 0, 'some passages are shielded');
  const named = seen.attributes.filter((a) => CATEGORY_NAMES.some((name) => a.toLowerCase().includes(name.toLowerCase())));
  assert.deepEqual(named, [], 'a page script reads the category of a shielded passage');
}

/** Builds a release (no GENTLE_READER_TEST_BUILD) for `browser` into `outDir`. */
function buildRelease(outDir, browser) {
  const env = { ...process.env, GENTLE_READER_OUT_DIR: outDir };
  delete env.GENTLE_READER_TEST_BUILD;
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/wxt'), ['build', '-b', browser], { cwd: ROOT, env, encoding: 'utf8' });
  assert.equal(build.status, 0, build.stderr || build.stdout);
}

describe('the release build', { timeout: 180_000 }, () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gentle-reader-release-'));
  const extensionDir = path.join(outDir, 'chrome-mv3');
  let session;

  before(() => buildRelease(outDir, 'chrome'));
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

    // F5: the page's own scripts cannot read which categories the reader follows from the banner,
    // the summary, the shield labels or the shielded passages themselves.
    assertNothingReadable(await page.evaluate(pageScriptView));

    // FanFiction.net's demo is served over http only (AO3's name now goes to the https server).
    const plain = await session.context.newPage();
    await plain.goto(`http://${FFN_HOST}/s/${DEMO_FFN_STORY.id}/1/${DEMO_FFN_STORY.slug}`);
    await plain.waitForTimeout(3_000);
    assert.equal(await plain.locator('[data-gentle-reader]').count(), 0, 'the release build ran on an http page');
  });
});

describe('the release build in Firefox ESR', { timeout: 180_000, skip: !existsSync(FIREFOX_PATH) && `Firefox ESR is missing at ${FIREFOX_PATH}` }, () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gentle-reader-release-firefox-'));
  const extensionDir = path.join(outDir, 'firefox-mv2');
  let demo;
  let browser;

  before(() => buildRelease(outDir, 'firefox'));
  after(async () => {
    await browser?.close();
    await demo?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  test('https only; on an archive over https: the banner, closed shadow roots, no category in a shielded passage; over http nothing', async () => {
    const manifest = JSON.parse(readFileSync(path.join(extensionDir, 'manifest.json'), 'utf8'));
    const patterns = [...manifest.permissions.filter((p) => p.includes('://')), ...manifest.content_scripts.flatMap((s) => s.matches)];
    assert.ok(patterns.length > 40, `only ${patterns.length} patterns`);
    assert.deepEqual(patterns.filter((p) => !p.startsWith('https://')), []);

    demo = await startDemoServer({ secureHosts: [AO3_HOST] });
    browser = await startFirefox(demo, { extensionDir, uuid: '6a1f3c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6d' });
    const page = await browser.newPage();
    await page.goto(`https://${AO3_HOST}/works/${DEMO_WORKS[0].id}`);
    await waitFor(() => page.evaluate(() => document.querySelectorAll('[data-gentle-reader=banner], [data-gentle-reader=label]').length), (n) => n >= 2, {
      timeout: 20_000,
      what: 'the banner and a shield label',
    });
    assertNothingReadable(await page.evaluate(pageScriptView));

    const plain = await browser.newPage();
    await plain.goto(`http://${FFN_HOST}/s/${DEMO_FFN_STORY.id}/1/${DEMO_FFN_STORY.slug}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    assert.equal(await plain.evaluate(() => document.querySelectorAll('[data-gentle-reader]').length), 0, 'the release build ran on an http page');
  });
});
