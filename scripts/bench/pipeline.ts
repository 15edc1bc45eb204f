/**
 * The whole pipeline on real saved pages: site adapter extraction plus the engine, against
 * @mozilla/readability parsing the same page, with the same DOM library (linkedom), in the same run.
 * Fair by construction: each side gets its own fresh parse of the page (Readability rewrites its
 * input), and parsing is excluded from both timings. Reported as medians over runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { analyze } from '../../lib/engine/index';
import { findAdapter } from '../../lib/sites/registry';
import { median } from './stats';
import type { BenchOptions, BenchSection } from './types';

const REAL_PAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/real-pages');
/** The goal for the ratio on the AO3 and FanFiction.Net pages. */
export const SPEEDUP_GOAL = 50;
/** Untimed passes first, so both sides are measured warm (JIT, the engine's lexicon trie). */
const WARMUP_PASSES = 3;

// Every saved AO3 and FFN page that holds a story (not the login, 404 or listing pages), with the URL
// it was saved from, which the adapter needs. Anonymised skeletons are left out: no real text.
const PAGES: Array<[string, string]> = [
  ['ao3/work-323217-oneshot.html', 'https://archiveofourown.org/works/323217'],
  ['ao3/work-923647-oneshot.html', 'https://archiveofourown.org/works/923647'],
  ['ao3/work-168768-oneshot.html', 'https://archiveofourown.org/works/168768'],
  ['ao3/work-29046888-ch1-skin.html', 'https://archiveofourown.org/works/29046888'],
  ['ao3/work-6475531-ch1.html', 'https://archiveofourown.org/works/6475531'],
  ['ao3/work-41289660-ch1.html', 'https://archiveofourown.org/works/41289660'],
  ['ao3/chapter-17793689-ch1-skin.html', 'https://archiveofourown.org/works/17793689/chapters/41980418'],
  ['ao3/chapter-17793689-ch2-skin.html', 'https://archiveofourown.org/works/17793689/chapters/42035519'],
  ['ao3/chapter-37214506-ch1.html', 'https://archiveofourown.org/works/37214506/chapters/92848687'],
  ['ao3/chapter-48582418-ch2.html', 'https://archiveofourown.org/works/48582418/chapters/122576113'],
  ['ao3/readability-archive-of-our-own-source.html', 'https://archiveofourown.org/works/11808918/chapters/26643582'],
  ['ffnet/ffn-full-counting-ch1.html', 'https://www.fanfiction.net/s/5853866/1/Counting'],
  ['ffnet/ffn-full-counting-ch2.html', 'https://www.fanfiction.net/s/5853866/2/Counting'],
  ['ffnet/ffn-full-oldlayout-first.html', 'https://www.fanfiction.net/s/2790804/3/Child_of_Four'],
];


const parse = (html: string) => parseHTML(html).document as unknown as Document;

/** Extraction and engine time of one page, measured apart so the report can say where time goes. */
function ours(html: string, url: URL): { extract: number; engine: number } {
  const doc = parse(html);
  const t0 = performance.now();
  const result = findAdapter(url)!.extract(doc, url);
  const t1 = performance.now();
  if (!result.ok) throw new Error(`${url}: ${result.message}`);
  analyze({ paragraphs: result.story.paragraphs, notes: [result.story.summary, ...result.story.notes] });
  return { extract: t1 - t0, engine: performance.now() - t1 };
}

function readability(html: string): number {
  const doc = parse(html);
  const t0 = performance.now();
  new Readability(doc).parse();
  return performance.now() - t0;
}

interface Timings {
  site: string;
  ours: number[];
  theirs: number[];
}

const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);

export async function run({ runs }: BenchOptions): Promise<BenchSection> {
  if (!existsSync(REAL_PAGES)) return { name: 'pipeline', metrics: { skipped: `${REAL_PAGES} is absent` }, lines: [] };
  const pages = PAGES.filter(([file]) => existsSync(join(REAL_PAGES, file))).map(([file, url]) => ({
    file,
    url: new URL(url),
    html: readFileSync(join(REAL_PAGES, file), 'utf8'),
    site: file.split('/')[0],
  }));
  if (!pages.length) return { name: 'pipeline', metrics: { skipped: 'no AO3 or FFN pages in ../shared/real-pages' }, lines: [] };

  for (let i = 0; i < WARMUP_PASSES; i++) for (const p of pages) (ours(p.html, p.url), readability(p.html));

  // One run = every page once on each side, interleaved, so machine noise hits both alike.
  const bySite = new Map<string, Timings>();
  const total: Timings = { site: 'all', ours: [], theirs: [] };
  const extractMs: number[] = [];
  const engineMs: number[] = [];
  for (let r = 0; r < runs; r++) {
    const run = new Map<string, { ours: number; theirs: number }>();
    const split = { extract: 0, engine: 0 };
    for (const p of pages) {
      const t = run.get(p.site) ?? { ours: 0, theirs: 0 };
      const o = ours(p.html, p.url);
      split.extract += o.extract;
      split.engine += o.engine;
      t.ours += o.extract + o.engine;
      t.theirs += readability(p.html);
      run.set(p.site, t);
    }
    extractMs.push(split.extract);
    engineMs.push(split.engine);
    for (const [site, t] of run) {
      const s = bySite.get(site) ?? { site, ours: [], theirs: [] };
      s.ours.push(t.ours);
      s.theirs.push(t.theirs);
      bySite.set(site, s);
    }
    total.ours.push(sum([...run.values()].map((t) => t.ours)));
    total.theirs.push(sum([...run.values()].map((t) => t.theirs)));
  }

  const ratio = (t: Timings) => median(t.theirs) / median(t.ours);
  const line = (t: Timings) =>
    `${t.site}: ours ${median(t.ours).toFixed(1)} ms, Readability ${median(t.theirs).toFixed(1)} ms, ${ratio(t).toFixed(1)}x`;
  const speedup = Math.round(ratio(total) * 10) / 10;
  const metrics: Record<string, number | string> = {
    pipelineSpeedupVsReadability: speedup,
    pipelineOursMs: Math.round(median(total.ours) * 100) / 100,
    pipelineReadabilityMs: Math.round(median(total.theirs) * 100) / 100,
    pipelineExtractMs: Math.round(median(extractMs) * 100) / 100,
    pipelineEngineMs: Math.round(median(engineMs) * 100) / 100,
    pipelinePages: pages.length,
  };
  for (const t of bySite.values()) metrics[`pipelineSpeedup_${t.site}`] = Math.round(ratio(t) * 10) / 10;
  return {
    name: 'pipeline',
    metrics,
    lines: [
      `${pages.length} saved AO3 and FFN pages, linkedom, fresh parse per side (not timed), median of ${runs} runs`,
      ...[...bySite.values()].map(line),
      `ours = extraction ${median(extractMs).toFixed(1)} ms + engine ${median(engineMs).toFixed(1)} ms`,
      `${line(total)} (goal ${SPEEDUP_GOAL}x: ${speedup >= SPEEDUP_GOAL ? 'met' : 'NOT met'})`,
    ],
  };
}
