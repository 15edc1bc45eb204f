import type { ReaderFont } from '../settings/settings';

/**
 * The reader's fonts. Bundled fonts are registered with `document.fonts` only when chosen (a shadow
 * root ignores @font-face), under family names no page can guess (FAMILY_TOKEN). Files: public/fonts/ (copied from
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

/**
 * A random token for this page's copy of the extension. The bundled families carry it, so page CSS
 * cannot declare a face of the same name (which would learn, with no script, that the reader chose
 * OpenDyslexic, and replace our font: audit F7).
 */
const FAMILY_TOKEN = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
const bundledFamily = (name: string) => `GentleReader ${name} ${FAMILY_TOKEN}`;

/**
 * The system stacks name generic families only. A named family (Georgia, Arial) is looked up among
 * the page's @font-face rules first: a page declaring `@font-face { font-family: Georgia; src: url(…) }`
 * would learn from the request that the reader opened (audit F7). A generic keyword cannot be
 * declared by a page, so the text gets the system's own serif or sans.
 */
const SERIF = 'serif';
const SANS = 'system-ui, sans-serif';

export const READER_FONTS: Record<ReaderFont, FontInfo> = {
  serif: { label: 'Serif', stack: SERIF },
  sans: { label: 'Sans-serif', stack: SANS },
  atkinson: bundled('Atkinson Hyperlegible', 'atkinson-hyperlegible', SANS),
  opendyslexic: bundled('OpenDyslexic', 'opendyslexic', SANS),
  literata: bundled('Literata', 'literata', SERIF),
};

function bundled(label: string, fontsource: string, fallback: string): FontInfo {
  const family = bundledFamily(label);
  return { label, family, fontsource, stack: `"${family}", ${fallback}` };
}

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

/** The faces we added, per font set (the page's document.fonts in the extension). */
const registered = new WeakMap<FontFaceSet, FontFace[]>();

/**
 * Registers a bundled font's faces once per document, from their bytes: the files are never
 * web-accessible, so no page can probe for them, and the fonts work on any page the reader opens
 * on. Returns once every face is added (a face that fails to arrive is skipped: the stack's
 * fallback shows instead).
 */
export async function loadReaderFont(font: ReaderFont, source: FontSource, fonts: FontFaceSet, Face: FontFaceCtor = FontFace): Promise<void> {
  const family = READER_FONTS[font].family;
  if (!family) return;
  // Our own faces, by identity: a face some page added under any name never counts as ours.
  const ours = () => (registered.get(fonts) ?? []).some((face) => face.family.replace(/"/g, '') === family && fonts.has(face));
  if (ours()) return;
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
  if (ours()) return;
  for (const face of faces) {
    if (!face) continue;
    fonts.add(face);
    registered.set(fonts, [...(registered.get(fonts) ?? []), face]);
  }
  await faces[0]?.load().catch(() => undefined);
}

/**
 * Takes the bundled fonts out of the page's font set when the reader closes: while registered, the
 * page could list them and learn that this reader chose, say, OpenDyslexic.
 */
export function unloadReaderFonts(fonts: FontFaceSet): void {
  for (const face of registered.get(fonts) ?? []) fonts.delete(face);
  registered.delete(fonts);
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
