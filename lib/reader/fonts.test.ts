import { existsSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { fontFiles, loadReaderFont, READER_FONTS } from './fonts';

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

  test('registers a font once, only when chosen, from extension URLs', async () => {
    const added: { family: string; source: string }[] = [];
    class FakeFace {
      constructor(public family: string, public source: string) {}
      load = vi.fn(async () => this);
    }
    const set = Object.assign(added, { add: (f: FakeFace) => added.push(f) }) as unknown as FontFaceSet;
    const url = (p: string) => `chrome-extension://id/${p}`;
    await loadReaderFont('serif', url, set, FakeFace as never);
    expect(added).toHaveLength(0);
    await loadReaderFont('opendyslexic', url, set, FakeFace as never);
    await loadReaderFont('opendyslexic', url, set, FakeFace as never);
    expect(added).toHaveLength(4);
    expect(added[0].family).toBe('GentleReader OpenDyslexic');
    expect(added[0].source).toContain('chrome-extension://id/fonts/opendyslexic-latin-400-normal.woff2');
  });
});
