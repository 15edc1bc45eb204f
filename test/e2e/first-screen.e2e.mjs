// The first screen, as a new reader meets it, on a desktop (1280x800) and on a phone (390x844,
// touch, device scale 3): what was found is inside the first viewport without scrolling (AO3: the
// one-line summary beside the archive's warnings row; other sites: the banner at the top of the
// story), "Details" reaches the banner, Hide is remembered across the work's chapters, and every
// blurred passage carries a label a finger and a keyboard can reach.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AO3_HOST, FFN_HOST } from '../demo/server.mjs';
import { DEMO_SERIES_WORK } from '../demo/stories.mjs';
import { banner, patchSettings, realPage, screenshot, seedChosenSettings, startBrowser, waitFor } from './harness.mjs';
import { AO3_STORY, assertNothingKeptWhenOff, assertStoryFrames, countRoomsWhenParsed, roomsWhenParsedAndLeft, sampleStoryFrames } from './story-frames.mjs';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

const LONG_WORK = `http://${AO3_HOST}/works/3000000?view_full_work=true&words=500000`;
const chapterUrl = (i) => `http://${AO3_HOST}/works/${DEMO_SERIES_WORK.id}/chapters/${DEMO_SERIES_WORK.chapters[i].id}`;
/** Whether the demo series work is remembered as hidden on this device. */
const workHidden = (session) =>
  session.serviceWorker.evaluate(async (key) => (await chrome.storage.local.get('work-memory'))['work-memory']?.[key]?.hidden === true, `ao3:${DEMO_SERIES_WORK.id}`);
const DEMO_PAGES = [
  { name: 'demo-ao3-work', url: `http://${AO3_HOST}/works/1000003` },
  { name: 'demo-ao3-chapter', url: chapterUrl(0) },
  { name: 'demo-ffn-chapter', url: `http://${FFN_HOST}/s/9000001/2/Broken-Strings` },
];
// Real saved pages, served under their own addresses (../shared/real-pages; skipped where absent).
const REAL_PAGES = [
  { name: 'real-ao3-nawa', url: `http://${AO3_HOST}/works/923647`, file: 'ao3/work-923647-oneshot.html' },
  { name: 'real-ao3-chapter-skin', url: `http://${AO3_HOST}/works/17793689/chapters/42035519`, file: 'ao3/chapter-17793689-ch2-skin.html' },
  { name: 'real-ao3-work-skin', url: `http://${AO3_HOST}/works/29046888`, file: 'ao3/work-29046888-ch1-skin.html' },
  { name: 'real-ao3-chapter', url: `http://${AO3_HOST}/works/37214506/chapters/92824354`, file: 'ao3/chapter-37214506-ch1.html' },
  { name: 'real-ffn-chapter', url: `http://${FFN_HOST}/s/5853866/2/Counting`, file: 'ffnet/ffn-full-counting-ch2.html' },
  { name: 'real-rr-chapter', url: 'http://www.royalroad.com/fiction/555/great-story/chapter/771/chapter-one', file: 'royalroad/rr-anon-chapter-1.html' },
  { name: 'real-sb-reader', url: 'http://forums.spacebattles.com/threads/my-great-story.555/reader/', file: 'spacebattles/sb-anon-reader-page-1.html' },
]
  .map((p) => ({ ...p, path: realPage(p.file) }))
  .filter((p) => p.path);

const routes = Object.fromEntries(REAL_PAGES.map((p) => [new URL(p.url).host + new URL(p.url).pathname, p.path]));
const summary = (page) => page.locator('[data-testid=gr-summary]');

/**
 * The first thing a reader should see: the summary (AO3-style pages, and any page whose story
 * starts below the first screen), else the banner's heading at the top of the story.
 */
async function firstThing(page) {
  await banner(page).locator('h2').waitFor({ timeout: 20_000 });
  if ((await summary(page).count()) === 0) return banner(page).locator('h2');
  await page.waitForFunction(() => !document.querySelector('[data-gentle-reader=summary]')?.shadowRoot?.querySelector('[aria-busy]'), null, { timeout: 20_000 });
  return summary(page);
}

for (const [device, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  describe(`the first screen on a ${device} (${options.viewport.width}x${options.viewport.height})`, { timeout: 240_000 }, () => {
    let session;
    before(async () => {
      session = await startBrowser({ extraRoutes: routes, ...options });
    });
    after(async () => {
      await session?.close();
    });

    /** Every frame of AO3's story text from the document's start (sampled in the page), once the banner is drawn. */
    async function storyFramesOf(url, timeout) {
      const page = await session.context.newPage();
      await page.addInitScript(sampleStoryFrames, AO3_STORY);
      await page.goto(url);
      await banner(page).locator('h2').waitFor({ timeout });
      await page.waitForFunction(() => window.__grFrames.some((f) => f.visible), null, { timeout });
      await page.waitForTimeout(500);
      const frames = await page.evaluate(() => window.__grFrames);
      await page.close();
      return frames;
    }

    for (const target of [...DEMO_PAGES, ...REAL_PAGES]) {
      test(`${target.name}: what was found is inside the first viewport`, async () => {
        const page = await session.context.newPage();
        await page.goto(target.url);
        const first = await firstThing(page);
        const box = await first.boundingBox();
        assert.ok(box, 'it is drawn');
        // The first screen in CSS px: a phone shows a page without a viewport meta tag zoomed out.
        const screen = await page.evaluate(() => ({ width: innerWidth, height: innerHeight, scrolled: scrollY }));
        assert.equal(screen.scrolled, 0, 'nothing scrolled the page');
        assert.ok(box.y >= 0 && box.y + box.height <= screen.height, `its box (top ${Math.round(box.y)}, height ${Math.round(box.height)}) is inside the first ${screen.height} px`);
        assert.ok(box.x >= 0 && box.x + box.width <= screen.width + 1, `and inside the ${screen.width} px width (left ${Math.round(box.x)}, width ${Math.round(box.width)})`);
        await screenshot(page, `first-screen-${device}-${target.name}`);
        await page.close();
      });
    }

    test('AO3: the summary sits right after the archive warnings row, and says when that row says "No Archive Warnings Apply"', async () => {
      const page = await session.context.newPage();
      await page.goto(`http://${AO3_HOST}/works/1000003`);
      await firstThing(page);
      const afterWarnings = await page.evaluate(() => document.querySelector('dd.warning')?.nextElementSibling?.getAttribute('data-gentle-reader'));
      assert.equal(afterWarnings, 'summary');
      const text = await summary(page).innerText();
      assert.match(text, /^Gentle Reader: .*heartbreak/);
      assert.match(text, /Not in the archive's warnings/, 'the demo work says "No Archive Warnings Apply" and its text holds heartbreak');
      await page.close();
    });

    test('"Details" brings the banner into view with the focus on it', async () => {
      const page = await session.context.newPage();
      await page.goto(`http://${AO3_HOST}/works/1000003`);
      await firstThing(page);
      await summary(page).getByRole('button', { name: 'Details' }).click();
      await page.waitForFunction(() => {
        const box = document.querySelector('[data-gentle-reader=banner]')?.getBoundingClientRect();
        return box && box.top >= -1 && box.top < innerHeight / 2;
      }, null, { timeout: 5_000 });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-gentle-reader')), 'banner');
      await page.close();
    });

    test('the banner is calm on this screen: at most about four lines on a phone, themes first', async () => {
      const page = await session.context.newPage();
      await page.goto(`http://${AO3_HOST}/works/1000003`);
      await banner(page).waitFor({ timeout: 15_000 });
      await banner(page).scrollIntoViewIfNeeded();
      await screenshot(page, `first-screen-${device}-banner`);
      const height = (await banner(page).boundingBox()).height;
      const limit = device === 'phone' ? 260 : 320;
      assert.ok(height <= limit, `the banner is ${Math.round(height)} px tall (at most ${limit})`);
      assert.doesNotMatch(await banner(page).innerText(), /recurring theme|signals/);
      await page.close();
    });

    test('every blurred passage has a visible label, reachable by keyboard and finger; "Show all" shows them', async () => {
      const page = await session.context.newPage();
      await page.goto(`http://${AO3_HOST}/works/1000003`);
      await banner(page).waitFor({ timeout: 15_000 });
      const blurred = page.locator('[data-gentle-reader-shield=blur]');
      const labels = page.locator('[data-testid=gr-shield-label]');
      // A held-back story's passages are shielded in the frame after the banner's.
      const count = await waitFor(() => blurred.count(), (n) => n > 0, { what: 'the demo work\'s strong passages shielded' });
      assert.equal(await labels.count(), count, 'one label a blurred passage');
      const label = labels.first();
      assert.match(await label.innerText(), /^Blurred: .+ ·\s+Show$/);
      const box = await label.boundingBox();
      if (device === 'phone') assert.ok(box.height >= 44 && box.width >= 44, `the label is a finger's size (${box.width}x${box.height})`);
      await label.focus();
      assert.equal(await label.evaluate((el) => el.getRootNode().activeElement === el), true, 'the label takes the keyboard focus');
      await page.keyboard.press('Enter');
      assert.equal(await blurred.count(), count - 1, 'Enter on the label shows its passage');
      await banner(page).getByTestId('gr-show-all').click();
      assert.equal(await blurred.count(), 0, '"Show all" shows every passage');
      assert.equal(await labels.count(), 0, 'and no label stays behind');
      await page.close();
    });

    test('large text cannot be read through the blur', async () => {
      const page = await session.context.newPage();
      await page.goto(`http://${AO3_HOST}/works/1000003`);
      await banner(page).waitFor({ timeout: 15_000 });
      const radius = await page.locator('[data-gentle-reader-shield=blur]').first().evaluate((el) => {
        el.style.transition = 'none';
        el.style.fontSize = '40px';
        return Number(/blur\(([\d.]+)px\)/.exec(getComputedStyle(el).filter)?.[1]);
      });
      assert.ok(radius >= 20, `40 px text is blurred by ${radius} px (half its size at least)`);
      await page.close();
    });

    for (const [what, url, timeout] of [
      ['a demo work', `http://${AO3_HOST}/works/1000003`, 20_000],
      ['the 500,000-word Entire Work', LONG_WORK, 60_000],
    ]) {
      test(`blur on: no frame paints the story of ${what} before it is shielded, and the text does not move after`, { skip: device === 'phone' && 'once is enough' }, async () => {
        assertStoryFrames(await storyFramesOf(url, timeout));
      });
    }

    test('demo-ao3-work, passages only marked: the story waits for its banner below the first screen, and is first painted where it stays', async () => {
      await patchSettings(session, { shield: 'marker' });
      const frames = await storyFramesOf(DEMO_PAGES[0].url, 20_000);
      assert.equal(frames[0].onScreen, false, `the story starts below the first screen (top ${frames[0].top} px)`);
      assertStoryFrames(frames); // shown with its passages marked, and never moved after
      await seedChosenSettings(session);
    });

    for (const target of DEMO_PAGES) {
      test(`${target.name}, passages only marked: nothing we draw moves the page after its first paint`, async () => {
        await patchSettings(session, { shield: 'marker' });
        const page = await session.context.newPage();
        // The browser's own measure of content moving without the reader doing anything (CLS).
        await page.addInitScript(() => {
          window.__grShifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (!e.hadRecentInput) window.__grShifts.push({ value: e.value, moved: e.sources.map((s) => `${s.node?.nodeName} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}`) });
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(target.url);
        await firstThing(page);
        await page.waitForTimeout(500);
        const shifts = await page.evaluate(() => window.__grShifts);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        assert.ok(total <= 0.005, `layout shift ${total.toFixed(4)} (at most 0.005): ${JSON.stringify(shifts)}`);
        await page.close();
        await seedChosenSettings(session);
      });
    }

    // Switched off, the room kept from the first paint for the summary goes as soon as the settings
    // say so: on a long page, while it is still parsed. Given back by the main script once the page
    // was laid out, it moved everything below it (a frame of 70-110 ms re-placing every paragraph).
    for (const [what, switches] of [
      ['switched off', { enabled: false }],
      ["AO3's own switch off", { sites: { ao3: false } }],
    ]) {
      test(`${what}, the 500,000-word Entire Work: the summary's room is given back before the page is parsed, and nothing of ours stays`, { skip: device === 'phone' && 'once is enough' }, async () => {
        await patchSettings(session, switches);
        const page = await session.context.newPage();
        let found;
        try {
          await page.addInitScript(countRoomsWhenParsed);
          await page.goto(LONG_WORK, { timeout: 60_000 });
          await page.waitForTimeout(1_000); // the main content script has run by then (document_idle)
          found = await page.evaluate(roomsWhenParsedAndLeft);
        } finally {
          await page.close();
          await seedChosenSettings(session);
        }
        assertNothingKeptWhenOff(found);
      });
    }

    test('Hide is remembered on the next chapter of the same work, and Undo brings the banner back', async () => {
      const page = await session.context.newPage();
      await page.goto(chapterUrl(0));
      await banner(page).locator('h2').waitFor({ timeout: 15_000 });
      await banner(page).getByLabel('Hide content warnings').click();
      await banner(page).getByText('Warnings hidden for this work.').waitFor();
      // Kept before the next chapter is asked for: leaving at once could cut the save short.
      await waitFor(() => workHidden(session), (hidden) => hidden === true, { what: 'the work remembered as hidden' });
      await page.goto(chapterUrl(1));
      await banner(page).getByText('Warnings hidden for this work.').waitFor({ timeout: 15_000 });
      assert.equal(await banner(page).locator('h2').count(), 0, 'the next chapter starts with the banner folded');
      await screenshot(page, `first-screen-${device}-hidden`);
      await banner(page).getByRole('button', { name: 'Undo' }).click();
      await banner(page).locator('h2').waitFor();
      await waitFor(() => workHidden(session), (hidden) => hidden === false, { what: 'the work no longer remembered as hidden' });
      await page.goto(chapterUrl(2));
      await banner(page).locator('h2').waitFor({ timeout: 15_000 });
      await page.close();
    });
  });
}

/** The WCAG luminance (0 black – 1 white) of the background an element of ours paints. */
const backgroundLuminance = (locator) =>
  locator.evaluate((el) => {
    const [r, g, b] = getComputedStyle(el).backgroundColor.match(/[\d.]+/g).map(Number);
    const channel = (v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });

describe('matching the page, with the system in dark mode and asking for less motion (1280x800)', { timeout: 180_000 }, () => {
  const WORK = `http://${AO3_HOST}/works/1000003`;
  let session;
  before(async () => {
    session = await startBrowser(DESKTOP);
  });
  after(async () => {
    await session?.close();
  });
  const darkSystemPage = async () => {
    const page = await session.context.newPage();
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    return page;
  };
  const drawn = async (page) => {
    await firstThing(page);
    return { summary: await backgroundLuminance(summary(page)), banner: await backgroundLuminance(banner(page)) };
  };

  test("AO3's own white page: the summary and the banner stay light (the issue: they turned dark with the system)", async () => {
    const page = await darkSystemPage();
    await page.goto(WORK);
    const luminance = await drawn(page);
    await screenshot(page, 'first-screen-dark-system-light-page');
    assert.ok(luminance.summary > 0.7 && luminance.banner > 0.7, `light on a light page: ${JSON.stringify(luminance)}`);
    await page.close();
  });

  test('a dark site skin (light text on a near-black page, as AO3 Reversi): the summary and the banner are dark', async () => {
    const page = await darkSystemPage();
    // The page's own stylesheet, as a site skin is: every element of the page, none of ours.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const skin = document.createElement('style');
        skin.textContent = 'html, body, body *:not([data-gentle-reader]):not(gentle-reader-label) { background-color: #1d1d1d !important; color: #ddd !important; }';
        document.head.append(skin);
      }),
    );
    await page.goto(WORK);
    const luminance = await drawn(page);
    await screenshot(page, 'first-screen-dark-skin');
    assert.ok(luminance.summary < 0.05 && luminance.banner < 0.05, `dark on a dark page: ${JSON.stringify(luminance)}`);
    await page.close();
  });

  test('"Details" with less motion asked for: the banner is in view at once, not scrolled to smoothly', async () => {
    const page = await darkSystemPage();
    await page.goto(WORK);
    await firstThing(page);
    assert.ok((await banner(page).boundingBox()).y > 800, 'the banner starts below the first screen');
    await summary(page).getByRole('button', { name: 'Details' }).click();
    // The scroll happens in the frame after the click; a smooth one would still be under way two frames later.
    const top = await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.querySelector('[data-gentle-reader=banner]').getBoundingClientRect().top)))),
    );
    assert.ok(top >= -1 && top < 10, `the banner's top is at ${Math.round(top)} px two frames after the click`);
    await page.close();
  });
});
