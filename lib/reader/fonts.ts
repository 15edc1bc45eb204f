import type { ReaderFont } from '../settings/settings';

/**
 * The reader's fonts. Bundled fonts are registered with `document.fonts` only when chosen (a shadow
 * root ignores @font-face), under family names no page will use. Files: public/fonts/ (copied from
 * @fontsource by scripts/copy-fonts.mjs, Latin subset, 400 and 700, upright and italic).
 */
export interface FontFile {
  file: string;
  weight: '400' | '700';
  style: 'normal' | 'italic';
}

interface FontInfo {
  label: string;
  /** CSS font-family value for the text. */
  stack: string;
  /** Bundled font: the family registered in document.fonts, and the package its files come from. */
  family?: string;
  fontsource?: string;
}

const SERIF = 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif';
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

export const READER_FONTS: Record<ReaderFont, FontInfo> = {
  serif: { label: 'Serif', stack: SERIF },
  sans: { label: 'Sans-serif', stack: SANS },
  atkinson: { label: 'Atkinson Hyperlegible', family: 'GentleReader Atkinson Hyperlegible', fontsource: 'atkinson-hyperlegible', stack: `"GentleReader Atkinson Hyperlegible", ${SANS}` },
  opendyslexic: { label: 'OpenDyslexic', family: 'GentleReader OpenDyslexic', fontsource: 'opendyslexic', stack: `"GentleReader OpenDyslexic", ${SANS}` },
  literata: { label: 'Literata', family: 'GentleReader Literata', fontsource: 'literata', stack: `"GentleReader Literata", ${SERIF}` },
};

const VARIANTS: Omit<FontFile, 'file'>[] = [
  { weight: '400', style: 'normal' },
  { weight: '400', style: 'italic' },
  { weight: '700', style: 'normal' },
  { weight: '700', style: 'italic' },
];

/** The files of a bundled font, as paths inside the extension ("fonts/literata-latin-400-normal.woff2"). */
export function fontFiles(font: ReaderFont): FontFile[] {
  const pkg = READER_FONTS[font].fontsource;
  if (!pkg) return [];
  return VARIANTS.map((v) => ({ ...v, file: `fonts/${pkg}-latin-${v.weight}-${v.style}.woff2` }));
}

type FontFaceCtor = new (family: string, source: string | ArrayBuffer, descriptors?: FontFaceDescriptors) => FontFace;

/** Where a font file's bytes come from (the extension's background, in the content script). */
export type FontSource = (file: string) => Promise<ArrayBuffer>;

/** Font files are only ever these: a name under fonts/, nothing else of the extension. */
export const FONT_FILE = /^fonts\/[a-z0-9-]+\.woff2$/;

/**
 * Registers a bundled font's faces once per document, from their bytes: the files are never
 * web-accessible, so no page can probe for them, and the fonts work on any page the reader opens
 * on. Returns once every face is added (a face that fails to arrive is skipped: the stack's
 * fallback shows instead).
 */
export async function loadReaderFont(font: ReaderFont, source: FontSource, fonts: FontFaceSet, Face: FontFaceCtor = FontFace): Promise<void> {
  const family = READER_FONTS[font].family;
  if (!family) return;
  if ([...fonts].some((f) => f.family.replace(/"/g, '') === family)) return;
  const faces = await Promise.all(
    fontFiles(font).map(async (f) => {
      try {
        return new Face(family, await source(f.file), { weight: f.weight, style: f.style, display: 'swap' });
      } catch {
        return undefined;
      }
    }),
  );
  // Another call may have registered the family while the bytes were on their way.
  if ([...fonts].some((f) => f.family.replace(/"/g, '') === family)) return;
  for (const face of faces) if (face) fonts.add(face);
  await faces[0]?.load().catch(() => undefined);
}

const BUNDLED_FAMILIES = new Set(Object.values(READER_FONTS).flatMap((f) => (f.family ? [f.family] : [])));

/**
 * Takes the bundled fonts out of the page's font set when the reader closes: while registered, the
 * page could list them and learn that this reader chose, say, OpenDyslexic.
 */
export function unloadReaderFonts(fonts: FontFaceSet): void {
  for (const face of [...fonts]) if (BUNDLED_FAMILIES.has(face.family.replace(/"/g, ''))) fonts.delete(face);
}

/** Bytes to base64 and back: extension messages in Chrome carry JSON, not ArrayBuffers. */
export function bytesToBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  const CHUNK = 0x8000; // String.fromCharCode takes a bounded number of arguments
  for (let i = 0; i < view.length; i += CHUNK) binary += String.fromCharCode(...view.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function base64ToBytes(base64: string): ArrayBuffer {
  const binary = atob(base64);
  const view = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) view[i] = binary.charCodeAt(i);
  return view.buffer;
}
