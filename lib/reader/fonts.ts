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

type FontFaceCtor = new (family: string, source: string, descriptors?: FontFaceDescriptors) => FontFace;

/**
 * Registers a bundled font's faces once per document; the browser downloads each file only when
 * text needs it. Returns once the upright regular face is ready (or failed: the fallback stack shows).
 */
export async function loadReaderFont(font: ReaderFont, url: (path: string) => string, fonts: FontFaceSet, Face: FontFaceCtor = FontFace): Promise<void> {
  const family = READER_FONTS[font].family;
  if (!family) return;
  const registered = [...fonts].some((f) => f.family.replace(/"/g, '') === family);
  const faces = registered ? [] : fontFiles(font).map((f) => new Face(family, `url("${url(f.file)}") format("woff2")`, { weight: f.weight, style: f.style, display: 'swap' }));
  for (const face of faces) fonts.add(face);
  await faces[0]?.load().catch(() => undefined);
}
