// npm start: build the extension, serve the demo archive, and open Chromium with the extension
// just installed, as a new reader meets it: its welcome page first. With a display, the browser
// stays open for you to answer it and read. Without one (a server, CI), it runs headless, answers
// the welcome page (every warning, blurred), prints what the extension found on each demo page,
// and saves screenshots.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { demoPages } from '../test/demo/server.mjs';
import { ROOT, SCREENSHOT_DIR, screenshot, startBrowser, tabIdOf } from '../test/e2e/harness.mjs';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY) && process.env.HEADLESS !== '1';
run('bash', ['scripts/ensure-browsers.sh', 'chromium']);
// A test build: the demo archive is served over http, which a release build does not match.
run(path.join(ROOT, 'node_modules/.bin/wxt'), ['build'], { ...process.env, GENTLE_READER_TEST_BUILD: '1' });

// A fresh profile, as a new reader installs it: the extension opens its welcome page first.
// --test-type (as Playwright's own app windows have it): without it a visible Chromium puts a warning
// bar over every page about the switch that maps the archives' names to the demo server.
const session = await startBrowser({ headless: !hasDisplay, firstRun: true, extraArgs: hasDisplay ? ['--test-type='] : [] });
console.log(`\nDemo archive: ${session.demo.origin}/ (archive host names are mapped to it inside this browser)`);
const welcome = session.welcome;
await welcome.getByTestId('welcome').waitFor({ timeout: 15_000 });

if (hasDisplay) {
  const index = await session.context.newPage();
  await index.goto(`${session.demo.origin}/`);
  const story = await session.context.newPage();
  await story.goto(demoPages()[3].url);
  await welcome.bringToFront();
  console.log('Chromium is open with Gentle Reader just installed: its welcome page asks which warnings matter to you');
  console.log('(until you answer, five are followed and passages are only marked). The demo archive is in the other tabs.');
  console.log('Close the browser window (or press Ctrl+C) to stop.');
  const stop = async () => {
    await session.close();
    process.exit(0);
  };
  session.context.on('close', stop);
  process.on('SIGINT', stop);
} else {
  console.log('No display: running headless.\n');
  // The welcome page, answered the way a reader would: every warning, passages blurred, Save.
  const welcomeShot = await screenshot(welcome, 'start-00-welcome', { fullPage: false });
  console.log(`Installing opened the welcome page (${path.relative(ROOT, welcomeShot)}).`);
  await welcome.getByRole('button', { name: 'All', exact: true }).click();
  await welcome.getByTestId('shield-blur').click();
  await welcome.getByTestId('welcome-save').click();
  await welcome.getByTestId('welcome-done').waitFor();
  console.log('Answered it as a reader might: every warning, flagged passages blurred.\n');
  // The 500,000-word work is for the benchmarks; the tour stays quick.
  const pages = demoPages().filter((p) => !p.url.includes('3000000'));
  let shots = 0;
  for (const [index, { label, url }] of pages.entries()) {
    const page = await session.context.newPage();
    await page.goto(url);
    await page.locator('[data-testid=gr-banner], [data-gentle-reader=listing]').first().waitFor({ timeout: 5_000 }).catch(() => {});
    const tabId = await tabIdOf(session, page);
    const status = await session.serviceWorker
      .evaluate((id) => chrome.tabs.sendMessage(id, { type: 'get-status' }).catch(() => undefined), tabId)
      .catch(() => undefined);
    const chips = await page.locator('[data-gentle-reader=listing] ul.gr-chips').count();
    const found = !status
      ? 'no story here: nothing runs until the reader asks ("Read this page")'
      : status.problem ??
        (status.listingWorks !== undefined
          ? `a listing of ${status.listingWorks} works; ${chips} show chips for what their tags, rating and summary say`
          : `“${status.title}”, ${status.words} words; warnings: ${status.warnings.join(', ') || 'none'}`);
    console.log(`${label}\n  ${url}\n  ${found}`);
    if (index === 3 || url.includes('fanfiction') || url.endsWith('/works')) {
      const file = await screenshot(page, `start-${String(++shots).padStart(2, '0')}`, { fullPage: false });
      console.log(`  screenshot: ${path.relative(ROOT, file)}`);
    }
    await page.close();
  }
  console.log(`\nScreenshots are in ${path.relative(ROOT, SCREENSHOT_DIR)}/. Load .output/chrome-mv3 as an unpacked extension to use it yourself.`);
  await session.close();
}
