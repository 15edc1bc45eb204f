/**
 * Is the page around an element light or dark? Read from the colours the page actually paints
 * (AO3's default skin is white whatever the system says; its Reversi skin is dark), so what we
 * draw matches the page rather than the reader's system setting.
 */
export type PageScheme = 'light' | 'dark';

/** Below this relative luminance (0 black – 1 white) a background counts as dark: mid-grey is about 0.2. */
const DARK_LUMINANCE = 0.2;

/** "rgb(1, 2, 3)" / "rgba(1, 2, 3, 0.5)" -> [r, g, b, alpha]; undefined for anything else. */
export function parseRgb(value: string): [number, number, number, number] | undefined {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!m) return undefined;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
}

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
export function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The scheme of the first painted background from `element` up to the root. A page that paints no
 * background at all shows the browser's canvas: light, unless the page asked for a dark one.
 */
export function pageScheme(element: Element): PageScheme {
  const view = element.ownerDocument.defaultView;
  if (!view) return 'light';
  for (let el: Element | null = element; el; el = el.parentElement) {
    const rgb = parseRgb(view.getComputedStyle(el).backgroundColor);
    if (rgb && rgb[3] > 0.5) return luminance(rgb) < DARK_LUMINANCE ? 'dark' : 'light';
  }
  const root = view.getComputedStyle(element.ownerDocument.documentElement).colorScheme;
  return /\bdark\b/.test(root ?? '') && !/\blight\b/.test(root ?? '') ? 'dark' : 'light';
}
