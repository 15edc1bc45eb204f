import { existsSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { base64ToBytes, bytesToBase64, FONT_FILE, fontFiles, loadReaderFont, READER_FONTS, unloadReaderFonts } from './fonts';

describe('bundled fonts', () => {
  test.each(['atkinson', 'opendyslexic', 'literata'] as const)('%s: four faces, each file shipped in public/', (font) => {
    const files = fontFiles(font);
    expect(files).toHaveLength(4);
    for (const f of files) expect(existsSync(`public/${f.file}`), f.file).toBe(true);
    expect(READER_FONTS[font].stack.startsWith(`"GentleReader `)).toBe(true);
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
    const set = Object.assign(added, { add: (f: FakeFace) => added.push(f) }) as unknown as FontFaceSet;
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
    expect(added[0].family).toBe('GentleReader OpenDyslexic');
    expect(new TextDecoder().decode(added[0].source)).toBe('fonts/opendyslexic-latin-400-normal.woff2');
  });

  test('a face whose bytes never arrive is skipped, the others still load', async () => {
    const added: unknown[] = [];
    class FakeFace {
      constructor(public family: string) {}
      load = vi.fn(async () => this);
    }
    const set = Object.assign(added, { add: (f: FakeFace) => added.push(f) }) as unknown as FontFaceSet;
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

  test('closing the reader takes our fonts out of the page, and only ours', () => {
    const faces = [{ family: '"GentleReader OpenDyslexic"' }, { family: 'SiteFont' }, { family: 'GentleReader Literata' }];
    const list = [...faces];
    const set = Object.assign(list, { delete: (f: (typeof faces)[number]) => void list.splice(list.indexOf(f), 1) });
    unloadReaderFonts(set as unknown as FontFaceSet);
    expect(list.map((f) => f.family)).toEqual(['SiteFont']);
  });

  test('bytes survive the trip through base64', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    expect(new Uint8Array(base64ToBytes(bytesToBase64(bytes.buffer)))).toEqual(bytes);
  });
});
