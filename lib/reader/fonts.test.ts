import { existsSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { base64ToBytes, bytesToBase64, FONT_FILE, fontFiles, loadReaderFont, READER_FONTS, unloadReaderFonts } from './fonts';

/** A FontFaceSet over a plain array. */
function fakeSet(list: unknown[]): FontFaceSet {
  return Object.assign(list, {
    add: (f: unknown) => list.push(f),
    has: (f: unknown) => list.includes(f),
    delete: (f: unknown) => void list.splice(list.indexOf(f), 1),
  }) as unknown as FontFaceSet;
}

describe('bundled fonts', () => {
  test.each(['atkinson', 'opendyslexic', 'literata'] as const)('%s: four faces, each file shipped in public/', (font) => {
    const files = fontFiles(font);
    expect(files).toHaveLength(4);
    for (const f of files) expect(existsSync(`public/${f.file}`), f.file).toBe(true);
    expect(READER_FONTS[font].stack.startsWith(`"${READER_FONTS[font].family}", `)).toBe(true);
    // A family name no page can guess, so page CSS cannot declare a face of the same name (audit F7).
    expect(READER_FONTS[font].family).toMatch(/^GentleReader [A-Za-z ]+ [0-9a-f]{16}$/);
  });
  test.each(['serif', 'sans'] as const)('%s is a system stack, nothing to load', (font) => expect(fontFiles(font)).toEqual([]));
  test('licences ship with the fonts', () => {
    for (const pkg of ['atkinson-hyperlegible', 'opendyslexic', 'literata']) expect(existsSync(`public/fonts/LICENSES/${pkg}.txt`)).toBe(true);
  });

  test('registers a font once, only when chosen, from the bytes the source gives', async () => {
    const added: { family: string; source: ArrayBuffer }[] = [];
    class FakeFace {
      constructor(public family: string, public source: ArrayBuffer) {}
      load = vi.fn(async () => this);
    }
    const set = fakeSet(added);
    const asked: string[] = [];
    const source = async (file: string) => {
      asked.push(file);
      return new TextEncoder().encode(file).buffer as ArrayBuffer;
    };
    await loadReaderFont('serif', source, set, FakeFace as never);
    expect(added).toHaveLength(0);
    await loadReaderFont('opendyslexic', source, set, FakeFace as never);
    await loadReaderFont('opendyslexic', source, set, FakeFace as never);
    expect(added).toHaveLength(4);
    expect(asked).toHaveLength(4);
    expect(added[0].family).toBe(READER_FONTS.opendyslexic.family);
    expect(new TextDecoder().decode(added[0].source)).toBe('fonts/opendyslexic-latin-400-normal.woff2');
  });

  test('a face whose bytes never arrive is skipped, the others still load', async () => {
    const added: unknown[] = [];
    class FakeFace {
      constructor(public family: string) {}
      load = vi.fn(async () => this);
    }
    const set = fakeSet(added);
    const source = async (file: string) => {
      if (file.includes('italic')) throw new Error('lost');
      return new ArrayBuffer(8);
    };
    await loadReaderFont('literata', source, set, FakeFace as never);
    expect(added).toHaveLength(2);
  });

  test('only files under fonts/ may be asked for', () => {
    for (const f of fontFiles('atkinson')) expect(FONT_FILE.test(f.file)).toBe(true);
    for (const bad of ['manifest.json', 'fonts/../background.js', 'fonts/x.woff2?', '/fonts/a.woff2']) expect(FONT_FILE.test(bad), bad).toBe(false);
  });

  test("a page face under our family's name does not stop ours loading; closing takes out ours only", async () => {
    class FakeFace {
      constructor(public family: string) {}
      load = vi.fn(async () => this);
    }
    const family = READER_FONTS.opendyslexic.family!;
    const list: { family: string }[] = [new FakeFace(family), new FakeFace('SiteFont')];
    const set = fakeSet(list);
    await loadReaderFont('opendyslexic', async () => new ArrayBuffer(8), set, FakeFace as never);
    expect(list).toHaveLength(6);
    unloadReaderFonts(set);
    expect(list.map((f) => f.family)).toEqual([family, 'SiteFont']);
  });

  test('bytes survive the trip through base64', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    expect(new Uint8Array(base64ToBytes(bytesToBase64(bytes.buffer)))).toEqual(bytes);
  });
});

/** CSS's generic families: keywords a page's @font-face cannot take over. */
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'system-ui', 'monospace']);

test.each(Object.keys(READER_FONTS) as (keyof typeof READER_FONTS)[])(
  "the %s stack names no family a page's @font-face could declare: our random bundled family, then generic keywords (audit F7)",
  (font) => {
    const [first, ...rest] = READER_FONTS[font].stack.split(',').map((f) => f.trim());
    const family = READER_FONTS[font].family;
    if (family) expect(first).toBe(`"${family}"`);
    else rest.unshift(first);
    for (const name of rest) expect(GENERIC_FAMILIES.has(name), name).toBe(true);
  },
);
