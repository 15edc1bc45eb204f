/**
 * Classes the page's own <style> elements hide: Royal Road's anti-piracy sentences are <p> elements
 * with a random class set to `display: none` by an inline stylesheet (../shared/real-pages/royalroad/
 * readability-royal-road-source.html). No layout or getComputedStyle: this runs in Node too.
 */

const HIDES = /display\s*:\s*none|visibility\s*:\s*hidden|speak\s*:\s*never/i;
// A selector that is just a class, possibly on one element type: ".cmUyMm", "p.cmUyMm".
const SIMPLE_CLASS = /^\s*[a-z]*\.([\w-]+)\s*$/i;

/**
 * The innermost rules of a stylesheet's text, `selectors { body }` with no brace inside either, in
 * one pass: a regex for this backtracks over every brace-free run (3 s of main thread for a
 * 40,000-character run, audit F13), and only the site controls this text.
 */
export function* innermostRules(css: string): Generator<[selectors: string, body: string]> {
  let lastBrace = -1;
  let open = -1; // the `{` of the rule being read, while no other brace came after it
  let selectorsStart = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') {
      open = i;
      selectorsStart = lastBrace + 1;
      lastBrace = i;
    } else if (c === '}') {
      if (open === lastBrace && open > selectorsStart) yield [css.slice(selectorsStart, open), css.slice(open + 1, i)];
      open = -1;
      lastBrace = i;
    }
  }
}

/** The text without its comments (an unclosed one runs to the end), and without CDATA markers; linear. */
function withoutComments(css: string): string {
  let out = '';
  let from = 0;
  for (let at = css.indexOf('/*'); at >= 0; at = css.indexOf('/*', from)) {
    out += css.slice(from, at);
    const end = css.indexOf('*/', at + 2);
    from = end < 0 ? css.length : end + 2;
  }
  return (out + css.slice(from)).replaceAll('<![CDATA[', '').replaceAll(']]>', '');
}

/** The class names that a page's inline stylesheets hide outright. */
export function hiddenClasses(doc: Document): Set<string> {
  const hidden = new Set<string>();
  for (const style of Array.from(doc.querySelectorAll('style'))) {
    const css = withoutComments(style.textContent ?? '');
    for (const [selectors, body] of innermostRules(css)) {
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
