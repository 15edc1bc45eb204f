/**
 * Classes the page's own <style> elements hide: Royal Road's anti-piracy sentences are <p> elements
 * with a random class set to `display: none` by an inline stylesheet (../shared/real-pages/royalroad/
 * readability-royal-road-source.html). No layout or getComputedStyle: this runs in Node too.
 */

// One CSS rule: selector list, then a body. Comments and CDATA markers are stripped first.
const RULE = /([^{}]+)\{([^{}]*)\}/g;
const HIDES = /display\s*:\s*none|visibility\s*:\s*hidden|speak\s*:\s*never/i;
// A selector that is just a class, possibly on one element type: ".cmUyMm", "p.cmUyMm".
const SIMPLE_CLASS = /^\s*[a-z]*\.([\w-]+)\s*$/i;

/** The class names that a page's inline stylesheets hide outright. */
export function hiddenClasses(doc: Document): Set<string> {
  const hidden = new Set<string>();
  for (const style of Array.from(doc.querySelectorAll('style'))) {
    const css = (style.textContent ?? '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!\[CDATA\[|\]\]>/g, '');
    for (const [, selectors, body] of css.matchAll(RULE)) {
      if (!HIDES.test(body)) continue;
      for (const selector of selectors.split(',')) {
        const name = SIMPLE_CLASS.exec(selector)?.[1];
        if (name) hidden.add(name);
      }
    }
  }
  return hidden;
}

/** A skip test for collectBlocks: drops elements carrying any of these classes. */
export function skipClasses(classes: Set<string>): (el: Element) => boolean {
  if (!classes.size) return () => false;
  return (el) => {
    const cls = el.getAttribute('class');
    return !!cls && cls.split(/\s+/).some((c) => classes.has(c));
  };
}
