const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `root`: not hidden, not inert, not inside a closed <details>. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [inert]') && !(el.tagName !== 'SUMMARY' && el.closest('details:not([open])')),
  );
}

/** Keeps Tab and Shift+Tab inside the dialog: from the last stop to the first, and back. */
export function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const items = focusables(root);
  if (items.length === 0) return;
  const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
  const inside = !!active && root.contains(active);
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && (!inside || active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
