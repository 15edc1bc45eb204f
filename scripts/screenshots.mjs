// npm run screenshots: the README's pictures (docs/screenshots/), taken from the real built
// extension (a test build) in Chromium on the demo archive, on a desktop and on a phone. Run it
// again after changing what they show; the pictures are committed, this script is their recipe.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AO3_HOST } from '../test/demo/server.mjs';
import { banner, patchSettings, ROOT, startBrowser, tabIdOf } from '../test/e2e/harness.mjs';
import { dialog, openSettings, whenBuilt } from '../test/e2e/reader-helpers.mjs';

const OUT = path.join(ROOT, 'docs/screenshots');
const WORK = `http://${AO3_HOST}/works/1000003`;
const DESKTOP = { viewport: { width: 1280, height: 800 } };
// A phone at device scale 2: sharp enough to read, half the bytes of the phone's own 3.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

const build = spawnSync(path.join(ROOT, 'node_modules/.bin/wxt'), ['build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, GENTLE_READER_TEST_BUILD: '1' } });
if (build.status !== 0) process.exit(build.status ?? 1);
mkdirSync(OUT, { recursive: true });

async function save(page, name, options = {}) {
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, ...options });
  console.log(path.relative(ROOT, file));
}

/** A demo page with what we draw on it settled: the banner's heading, and the summary filled in. */
async function openWork(session, url = WORK) {
  const page = await session.context.newPage();
  await page.goto(url);
  await banner(page).locator('h2').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[data-gentle-reader=summary]')?.shadowRoot?.querySelector('[aria-busy]'), null, { timeout: 30_000 });
  return page;
}

/** The reader's settings, nested ones merged. */
const setReader = (session, reader) =>
  session.serviceWorker.evaluate(async (change) => {
    const { settings } = await chrome.storage.sync.get('settings');
    await chrome.storage.sync.set({ settings: { ...settings, reader: { ...settings.reader, ...change } } });
  }, reader);

async function pictures(device, options) {
  const phone = device === 'phone';
  const suffix = phone ? '-phone' : '';
  const session = await startBrowser(options);
  try {
    // The first screen: the summary beside AO3's own warnings row.
    let page = await openWork(session);
    await save(page, `summary${suffix}`);
    // The banner before the story, the passages of its first warning unfolded.
    await banner(page).locator('.gr-evidence > summary').first().click();
    await banner(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => scrollBy(0, -12));
    await save(page, `banner${suffix}`);
    await page.close();
    if (phone) return;

    // The reader in sepia with its settings open, then in OpenDyslexic at a blurred passage.
    await setReader(session, { theme: 'sepia', font: 'serif' });
    page = await openWork(session);
    await banner(page).getByRole('button', { name: 'Open reader' }).click();
    await whenBuilt(page);
    await openSettings(page);
    await save(page, 'reader-sepia');
    await page.keyboard.press('Escape');
    await setReader(session, { font: 'opendyslexic' });
    await dialog(page).locator('.rd-shield-blur').first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(500); // the font's bytes, from the extension's background
    await save(page, 'reader-opendyslexic');
    await page.close();
    await setReader(session, { theme: 'auto', font: 'serif' });

    // A listing: self-harm hidden with a count, unknown warnings folded behind their reason.
    await patchSettings(session, { listing: { categories: { 'self-harm': 'hide' }, unknown: 'fold', personal: {} } });
    page = await session.context.newPage();
    await page.goto(`http://${AO3_HOST}/works?page=2`);
    await page.locator('[data-gentle-reader=listing-count] .gr-hidden-count').waitFor({ timeout: 30_000 });
    await page.setViewportSize({ width: 1085, height: 800 });
    await save(page, 'listing-folded', { fullPage: true });

    // The popup, for the demo work's tab, at its own width.
    const work = await openWork(session);
    const popup = await session.context.newPage();
    await popup.setViewportSize({ width: 345, height: 600 });
    await popup.goto(`chrome-extension://${session.extensionId}/popup.html?tab=${await tabIdOf(session, work)}`);
    await popup.getByTestId('enabled').waitFor();
    await popup.waitForTimeout(500);
    await save(popup, 'popup', { fullPage: true });
  } finally {
    await session.close();
  }
}

await pictures('desktop', DESKTOP);
await pictures('phone', PHONE);
