import { CATEGORIES } from '@/lib/engine/categories';
import type { Warning } from '@/lib/engine/types';
import type { ShieldMode } from '@/lib/settings/settings';

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

/** Which page blocks hold evidence, and for which categories (labels for the reader). */
export function shieldedBlocks(warnings: Warning[], blockCount: number): Map<number, string[]> {
  const byBlock = new Map<number, string[]>();
  for (const warning of warnings) {
    for (const e of warning.evidence) {
      if (e.source !== 'text' || e.paragraph < 0 || e.paragraph >= blockCount) continue;
      const labels = byBlock.get(e.paragraph) ?? [];
      if (!labels.includes(CATEGORIES[warning.id].label)) labels.push(CATEGORIES[warning.id].label);
      byBlock.set(e.paragraph, labels);
    }
  }
  return byBlock;
}

/**
 * Blurs (or marks) the passages given as evidence, in the page, until the reader clicks one.
 * Returns a function that puts every block back exactly as it was.
 */
export function shieldPage(doc: Document, blocks: Element[], warnings: Warning[], mode: ShieldMode): () => void {
  if (mode === 'off') return () => {};
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ATTR, 'shield');
  style.textContent = SHIELD_CSS;
  (doc.head ?? doc.documentElement).append(style);

  const pageMode = mode === 'marker' ? 'marker' : 'blur';
  const undo: Array<() => void> = [() => style.remove()];
  for (const [index, labels] of shieldedBlocks(warnings, blocks.length)) {
    const block = blocks[index] as HTMLElement;
    const hadTabIndex = block.getAttribute('tabindex');
    const hadTitle = block.getAttribute('title');
    const reveal = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      if (block.getAttribute(SHIELD_ATTR) !== 'blur') return;
      event.preventDefault();
      event.stopPropagation();
      block.setAttribute(SHIELD_ATTR, 'revealed');
    };
    block.setAttribute(SHIELD_ATTR, pageMode);
    block.setAttribute(LABEL_ATTR, labels.join(', '));
    block.setAttribute('title', `Gentle Reader: a passage about ${labels.join(', ').toLowerCase()}${pageMode === 'blur' ? '. Click to show.' : ''}`);
    if (pageMode === 'blur' && hadTabIndex === null) block.setAttribute('tabindex', '0');
    block.addEventListener('click', reveal, true);
    block.addEventListener('keydown', reveal, true);
    undo.push(() => {
      block.removeEventListener('click', reveal, true);
      block.removeEventListener('keydown', reveal, true);
      block.removeAttribute(SHIELD_ATTR);
      block.removeAttribute(LABEL_ATTR);
      if (hadTitle === null) block.removeAttribute('title');
      else block.setAttribute('title', hadTitle);
      if (hadTabIndex === null) block.removeAttribute('tabindex');
    });
  }
  return () => undo.forEach((fn) => fn());
}
