/** Reads ../shared/real-pages/MANIFEST.md, so the corpus tests compare with exactly what it lists. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REAL_PAGES } from './load-page';

export interface ManifestEntry {
  file: string;
  title?: string;
  chaptersStat?: string;
  rating?: string[];
  warnings?: string[];
  categories?: string[];
  freeforms?: string[];
  blurbs?: number;
  ratingsOverBlurbs?: Record<string, number>;
  warningsOverBlurbs?: Record<string, number>;
  freeformSample?: string[];
}

function list(value: string | undefined, sep: string): string[] | undefined {
  if (value === undefined) return undefined;
  return value.startsWith('—') ? [] : value.split(sep).map((s) => s.trim());
}

// Python reprs as the manifest prints them: {'Mature': 6, ...} and ['a', "b's", ...].
function pyDict(value: string | undefined): Record<string, number> | undefined {
  if (!value) return undefined;
  const out: Record<string, number> = {};
  for (const m of value.matchAll(/'([^']*)': (\d+)/g)) out[m[1]] = Number(m[2]);
  return out;
}
function pyList(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  return Array.from(value.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g), (m) => m[1] ?? m[2]);
}

export function readManifest(): Map<string, ManifestEntry> {
  const text = readFileSync(join(REAL_PAGES, 'MANIFEST.md'), 'utf8');
  const entries = new Map<string, ManifestEntry>();
  for (const section of text.split(/\n### `/).slice(1)) {
    const file = section.slice(0, section.indexOf('`'));
    const field = (re: RegExp) => re.exec(section)?.[1]?.trim();
    entries.set(file, {
      file,
      title: field(/title: '(.*?)'; chapters stat/),
      chaptersStat: field(/chapters stat: ([^;]+);/),
      rating: list(field(/\*\*rating\*\*: (.*)/), ', '),
      warnings: list(field(/\*\*archive warnings\*\*: (.*)/), ', '),
      categories: list(field(/\n- category: (.*)/), ', '),
      freeforms: list(field(/\*\*freeform tags\*\*: (.*)/), '; '),
      blurbs: Number(field(/work blurbs: (\d+)/)) || undefined,
      ratingsOverBlurbs: pyDict(field(/ratings over blurbs: (\{.*\})/)),
      warningsOverBlurbs: pyDict(field(/archive warnings over blurbs: (\{.*\})/)),
      freeformSample: pyList(field(/sample of warning-relevant freeform tags present: (\[.*\])/)),
    });
  }
  return entries;
}
