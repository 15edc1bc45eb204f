// Real saved archive pages in Chromium: AO3 work, chapter and tag index pages and a FanFiction.net
// chapter, served from 127.0.0.1 under their real host names and paths. The banner must carry the
// warnings the page's own tags imply, and the tag index must get chips from each blurb's tags, rating and summary.
// What "must" means is computed in Node from the same adapters and tag dictionary.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseHTML } from 'linkedom';
import { tsImport } from 'tsx/esm/api';
import { AO3_HOST, FFN_HOST } from '../demo/server.mjs';
import { banner, realPage, ROOT, screenshot, startBrowser } from './harness.mjs';

const { findAdapter } = await tsImport('../../lib/sites/registry.ts', import.meta.url);
const { warningsFromTags } = await tsImport('../../lib/tags/tags-to-warnings.ts', import.meta.url);
const { judgeBlurb } = await tsImport('../../lib/listing/judge-blurb.ts', import.meta.url);
const { summaryText } = await tsImport('../../lib/listing/summary.ts', import.meta.url);
// The engine as the background runs it (with the meaning layer's word vectors): what the page must show.
const { analyzeStory } = await tsImport('../engine/shipped-engine.ts', import.meta.url);
const { allCategories, DEFAULT_SETTINGS } = await tsImport('../../lib/settings/settings.ts', import.meta.url);
const { EMPTY_BLOCKLISTS } = await tsImport('../../lib/settings/blocklists.ts', import.meta.url);

const STORIES = [
  { name: 'ao3-real-work', url: `http://${AO3_HOST}/works/923647`, file: 'ao3/work-923647-oneshot.html' },
  { name: 'ao3-real-all-warnings', url: `http://${AO3_HOST}/works/3738184`, file: 'ao3/work-3738184-oneshot.html' },
  { name: 'ao3-real-chapter', url: `http://${AO3_HOST}/works/17793689/chapters/42035519`, file: 'ao3/chapter-17793689-ch2-skin.html' },
  { name: 'ffn-real-chapter', url: `http://${FFN_HOST}/s/5853866/2/Counting`, file: 'ffnet/ffn-full-counting-ch2.html' },
  // Its chapter notes: "Content warning for blood, trauma from active combat, mentions of canonical character death, hospitals."
  { name: 'ao3-real-content-note', url: `http://${AO3_HOST}/works/29046888`, file: 'ao3/work-29046888-ch1-skin.html' },
];
const INDEX = { name: 'ao3-real-tag-index', url: `http://${AO3_HOST}/tags/a%20shit%20ton%20of%20angst/works`, file: 'ao3/index-tag-angst.html' };
const ALL = [...STORIES, INDEX].map((p) => ({ ...p, path: realPage(p.file) }));
const MISSING = ALL.some((p) => !p.path) && '../shared/real-pages is absent: real-page browser tests skipped';

/** What the adapter reads from the page, in Node with linkedom. */
function read(page) {
  const url = new URL(page.url);
  const { document } = parseHTML(readFileSync(page.path, 'utf8'));
  return { adapter: findAdapter(url), document, url };
}

describe('real archive pages in Chromium', { timeout: 180_000, skip: MISSING }, () => {
  let session;
  before(async () => {
    const extraRoutes = Object.fromEntries(ALL.map((p) => [new URL(p.url).host + new URL(p.url).pathname, p.path]));
    session = await startBrowser({ extraRoutes });
  });
  after(async () => {
    await session?.close();
  });

  for (const story of ALL.slice(0, STORIES.length)) {
    test(`${story.name}: the banner carries what the real tags say`, async () => {
      const { adapter, document, url } = read(story);
      const result = adapter.extract(document, url);
      assert.ok(result.ok, `the adapter reads ${story.file}`);
      const fromTags = warningsFromTags(result.story.tags);
      const page = await session.context.newPage();
      await page.goto(story.url);
      await banner(page).waitFor({ timeout: 15_000 });
      for (const warning of fromTags.warnings) {
        const item = banner(page).locator(`[data-category=${warning.id}]`);
        assert.equal(await item.count(), 1, `${warning.id} from the tags is in the banner`);
        assert.match(await item.innerText(), /tagged/, `${warning.id} says it was tagged`);
        for (const e of warning.evidence) assert.ok((await item.locator('.gr-tags').innerText()).includes(e.excerpt), `tag "${e.excerpt}" is named`);
      }
      assert.equal(await banner(page).locator('.gr-unknown').count(), fromTags.unknown ? 1 : 0, 'unknown warnings are said to be unknown');
      // The banner sits before the story text the adapter found.
      const before = await page.evaluate(() => {
        const host = document.querySelector('[data-gentle-reader=banner]');
        return Boolean(host?.nextElementSibling);
      });
      assert.ok(before, 'the banner is placed in the page');
      await banner(page).scrollIntoViewIfNeeded();
      await screenshot(page, story.name);
      await page.close();
    });
  }

  test("ao3-real-chapter: the work's tags are labelled as for the whole work, alone or beside what the chapter's text holds", async () => {
    const story = ALL.find((p) => p.name === 'ao3-real-chapter');
    const { adapter, document, url } = read(story);
    const { story: chapter } = adapter.extract(document, url);
    const workOnly = analyzeStory(chapter, 'balanced').warnings.filter((w) => w.scope === 'work');
    assert.ok(workOnly.some((w) => w.id === 'infidelity'), '"Cheating if you squint" names infidelity for the work');
    const page = await session.context.newPage();
    await page.goto(story.url);
    await banner(page).waitFor({ timeout: 15_000 });
    for (const w of workOnly) {
      assert.match(await banner(page).locator(`[data-category=${w.id}] .gr-warning-level`).innerText(), /tagged for the whole work/, w.id);
    }
    assert.equal(await banner(page).locator('[data-category=infidelity] .gr-warning-level').innerText(), 'mentioned, tagged for the whole work');
    // Tagged and found in this chapter too: the tags still speak for the work, the text for the chapter.
    const both = analyzeStory(chapter, 'balanced').warnings.filter((w) => w.sources.includes('tags') && w.sources.includes('text'));
    assert.ok(both.some((w) => w.id === 'violence'), 'violence is tagged and in the chapter text');
    for (const w of both) {
      assert.match(await banner(page).locator(`[data-category=${w.id}] .gr-warning-level`).innerText(), /^tagged for the whole work, (a theme of|in) this chapter's text$/, w.id);
    }
    await page.close();
  });

  test('ao3-real-content-note: the content note in the chapter notes gives warnings from the notes', async () => {
    const story = ALL.find((p) => p.name === 'ao3-real-content-note');
    const page = await session.context.newPage();
    await page.goto(story.url);
    await banner(page).waitFor({ timeout: 15_000 });
    for (const id of ['blood-gore', 'mental-illness', 'death']) {
      assert.match(await banner(page).locator(`[data-category=${id}]`).innerText(), /author's notes/, `${id} comes from the notes`);
    }
    assert.equal(await banner(page).getByTestId('gr-also-noted').innerText(), 'The author\u2019s notes also warn of: hospitals.');
    await page.close();
  });

  test('ao3-real-tag-index: every blurb whose tags, rating or summary name a category, or that does not warn, gets its chips', async () => {
    const index = ALL.at(-1);
    const { adapter, document, url } = read(index);
    const blurbs = adapter.extractListing(document, url);
    assert.equal(blurbs.length, 20);
    // The listing judge, as the extension runs it: the summary read by the engine, the harness's
    // chosen profile (every warning followed, the rest at its defaults).
    const chosen = { ...DEFAULT_SETTINGS, categories: allCategories(true), chosen: true };
    const judged = blurbs.map((b) => {
      const summaryWarnings = b.summary ? analyzeStory(summaryText(b.summary), 'balanced').fromText : [];
      const verdict = judgeBlurb({ ...b, summaryWarnings }, chosen, EMPTY_BLOCKLISTS);
      return { id: b.workId, warnings: verdict.categories.map((c) => ({ id: c.category })), unknown: Boolean(verdict.unknown), fromTags: warningsFromTags(b.tags) };
    });
    // Every category the tags alone name is among the chips (the judge only adds rating and summary).
    for (const j of judged) for (const w of j.fromTags.warnings) assert.ok(j.warnings.some((c) => c.id === w.id), `work ${j.id}: ${w.id} from its tags`);
    const expected = judged.filter((b) => b.warnings.length || b.unknown);
    const page = await session.context.newPage();
    // Record when each chip host lands, to measure what 20 shadow roots cost.
    await page.addInitScript(() => {
      window.__chipTimes = [];
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1 && n.getAttribute('data-gentle-reader') === 'listing') window.__chipTimes.push(performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
    const t0 = Date.now();
    await page.goto(index.url);
    // Every blurb gets our panel (its "Hide works like this…" menu); chips only where there is something to say.
    await page.waitForFunction((n) => document.querySelectorAll('[data-gentle-reader=listing]').length >= n, blurbs.length, { timeout: 15_000 });
    const mountedMs = Date.now() - t0;
    const chips = page.locator('[data-gentle-reader=listing] ul.gr-chips');
    assert.equal(await chips.count(), expected.length, 'one row of chips per blurb with something to say');
    for (const b of expected) {
      const row = page.locator(`li#work_${b.id} ul.gr-chips`);
      assert.equal(await row.count(), 1, `work ${b.id} has its chips inside its own blurb`);
      const shown = await row.locator('li[data-category]').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-category')));
      assert.deepEqual(new Set(shown), new Set([...b.warnings.map((w) => w.id), ...(b.unknown ? ['unknown'] : [])]), `work ${b.id}'s chips`);
      assert.ok(await row.getAttribute('aria-label'), 'the chip list is labelled');
    }
    const times = await page.evaluate(() => ({ chips: window.__chipTimes, loaded: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd }));
    const spread = Math.max(...times.chips) - Math.min(...times.chips);
    console.log(`# ${expected.length} chip rows: first to last ${spread.toFixed(0)} ms, last ${(Math.max(...times.chips) - times.loaded).toFixed(0)} ms after DOMContentLoaded, ${mountedMs} ms after navigation`);
    // The saved pages load no archive CSS here (its stylesheets are not served): show two blurbs.
    const rich = expected.find((b) => b.warnings.length >= 3) ?? expected[0];
    await page.locator(`li#work_${rich.id} ul.gr-chips`).scrollIntoViewIfNeeded();
    await screenshot(page, index.name);
    await page.close();
  });
});

// Our own fixtures for AO3 pages no saved page shows: the adult-content notice and hidden warnings.
describe('AO3 notice and hidden warnings in Chromium', { timeout: 120_000 }, () => {
  const FIXTURES = path.join(ROOT, 'test/fixtures/sites');
  const NOTICE = `http://${AO3_HOST}/works/880022`;
  const HIDDEN = `http://${AO3_HOST}/works/555123/chapters/7002`;
  let session;
  before(async () => {
    session = await startBrowser({
      extraRoutes: {
        [`${AO3_HOST}/works/880022`]: path.join(FIXTURES, 'ao3-interstitial.html'),
        [`${AO3_HOST}/works/555123/chapters/7002`]: path.join(FIXTURES, 'ao3-hidden-warnings.html'),
      },
    });
  });
  after(async () => {
    await session?.close();
  });

  test('the adult-content notice: a banner from the blurb tags, saying there is no text yet', async () => {
    const page = await session.context.newPage();
    await page.goto(NOTICE);
    await banner(page).waitFor({ timeout: 15_000 });
    assert.equal(await banner(page).locator('[data-category=violence]').count(), 1);
    assert.match(await banner(page).locator('[data-category=suicide]').innerText(), /Implied\/Referenced Suicide/);
    assert.equal(await page.locator('[data-gentle-reader=listing]').count(), 0, 'no listing marks on the notice: it gets the banner');
    const placed = await page.evaluate(() => document.querySelector('[data-gentle-reader=banner]')?.nextElementSibling?.matches('ol.work.index'));
    assert.ok(placed, 'the banner sits just before the blurb list');
    await screenshot(page, 'ao3-adult-notice');
    await page.close();
  });

  test('hidden warnings: the banner says they are unknown', async () => {
    const page = await session.context.newPage();
    await page.goto(HIDDEN);
    await banner(page).waitFor({ timeout: 15_000 });
    assert.equal(await banner(page).locator('.gr-unknown').count(), 1);
    await page.close();
  });
});
