import { shadowOf } from './shadow-roots';

/**
 * The banner's "Go there": brings a passage of the page's story into view and gives it the keyboard
 * focus, so a screen reader reads on from there. A shielded passage stays shielded: focus lands on
 * its label ("Blurred: self-harm · Show"), and showing it is still the reader's choice.
 */
export function goToPassage(block: Element): void {
  const label = block.previousElementSibling?.matches('gentle-reader-label') ? shadowOf(block.previousElementSibling)?.querySelector<HTMLElement>('button') : null;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  if (label) return label.focus({ preventScroll: true });
  const target = block as HTMLElement;
  // A paragraph takes focus only with a tabindex: ours is set for the moment and taken away on blur,
  // so the page is left as it was.
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
