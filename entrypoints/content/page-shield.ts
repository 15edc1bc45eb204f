import type { Warning, WarningId } from '@/lib/engine/types';
import { describeCategories, shieldedParagraphs } from '@/lib/reader/shield';
import type { Settings } from '@/lib/settings/settings';

const SHIELD_ATTR = 'data-gentle-reader-shield';
const LABEL_ATTR = 'data-gentle-reader-label';
const STYLE_ATTR = 'data-gentle-reader';

// Only attributes and one stylesheet are added: the story's text is never touched, so what the
// page (and its own scripts) read stays the same. Collapsing would hide the text from the page,
// so in the page itself "collapse" is shown as a blur; the reader overlay does the real fold.
const SHIELD_CSS = `
[${SHIELD_ATTR}="blur"] { filter: blur(6px); cursor: pointer; user-select: none; position: relative; transition: filter .2s; }
[${SHIELD_ATTR}="blur"]:focus-visible { outline: 3px solid #7a4a2a; outline-offset: 4px; }
[${SHIELD_ATTR}="marker"] { box-shadow: -10px 0 0 -6px #b07a4f; }
@media (prefers-reduced-motion: reduce) { [${SHIELD_ATTR}] { transition: none; } }
`;

/** The blur, set on the element itself: no stylesheet outranks an inline !important declaration. */
const PINNED_BLUR = [['filter', 'blur(6px)'], ['user-select', 'none'], ['-webkit-user-select', 'none']] as const;

/**
 * The page elements to shield, with the categories each is about. Several paragraphs can come from
 * one element (text split at <br><br>): such an element is shielded only when every paragraph in it
 * is flagged, or one flagged line would blur a whole chapter.
 */
export function elementsToShield(blocks: readonly Element[], warnings: Warning[], settings: Pick<Settings, 'shield' | 'categories'>): Map<Element, WarningId[]> {
  const flagged = shieldedParagraphs(warnings, settings, blocks.length);
  const paragraphsOf = new Map<Element, number[]>();
  blocks.forEach((block, i) => paragraphsOf.set(block, [...(paragraphsOf.get(block) ?? []), i]));
  const out = new Map<Element, WarningId[]>();
  for (const [block, paragraphs] of paragraphsOf) {
    if (!paragraphs.every((i) => flagged.has(i))) continue;
    out.set(block, [...new Set(paragraphs.flatMap((i) => flagged.get(i)!))]);
  }
  return out;
}

/**
 * Blurs (or marks) the flagged passages in the page until the reader clicks one. Elements in
 * `revealed` stay shown (the reader already chose to see them), and a click adds to it. Returns a
 * function that puts every element back exactly as it was.
 */
export function shieldPage(
  doc: Document,
  blocks: readonly Element[],
  warnings: Warning[],
  settings: Pick<Settings, 'shield' | 'categories'>,
  revealed: Set<Element> = new Set(),
): () => void {
  if (settings.shield === 'off') return () => {};
  const targets = elementsToShield(blocks, warnings, settings);
  if (targets.size === 0) return () => {};
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ATTR, 'shield');
  style.textContent = SHIELD_CSS;
  (doc.head ?? doc.documentElement).append(style);

  const pageMode = settings.shield === 'marker' ? 'marker' : 'blur';
  const undo: Array<() => void> = [() => style.remove()];
  for (const [element, ids] of targets) {
    if (revealed.has(element)) continue;
    const block = element as HTMLElement;
    const about = describeCategories(ids, warnings);
    const before = { tabindex: block.getAttribute('tabindex'), title: block.getAttribute('title'), style: block.getAttribute('style') };
    const unpin = () => (before.style === null ? block.removeAttribute('style') : block.setAttribute('style', before.style));
    const reveal = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      if (block.getAttribute(SHIELD_ATTR) !== 'blur') return;
      event.preventDefault();
      event.stopPropagation();
      block.setAttribute(SHIELD_ATTR, 'revealed');
      unpin();
      revealed.add(element);
    };
    block.setAttribute(SHIELD_ATTR, pageMode);
    block.setAttribute(LABEL_ATTR, about);
    block.setAttribute('title', `Gentle Reader: a passage about ${about}${pageMode === 'blur' ? '. Click to show.' : ''}`);
    if (pageMode === 'blur' && before.tabindex === null) block.setAttribute('tabindex', '0');
    // Inline and !important: page CSS (an AO3 work skin's \`#workskin p { filter: none }\`) cannot unblur it.
    if (pageMode === 'blur') for (const [name, value] of PINNED_BLUR) block.style.setProperty(name, value, 'important');
    block.addEventListener('click', reveal, true);
    block.addEventListener('keydown', reveal, true);
    undo.push(() => {
      block.removeEventListener('click', reveal, true);
      block.removeEventListener('keydown', reveal, true);
      block.removeAttribute(SHIELD_ATTR);
      block.removeAttribute(LABEL_ATTR);
      for (const [name, value] of Object.entries(before)) {
        if (value === null) block.removeAttribute(name);
        else block.setAttribute(name, value);
      }
    });
  }
  return () => undo.reverse().forEach((fn) => fn());
}
