/**
 * AO3 work skins, carried into the reader when the reader asks for the creator's style. AO3 prefixes
 * every skin selector with #workskin; the reader wraps the cloned text in its own #workskin inside
 * the shadow root, so the skin styles that text and nothing else. Rules that could reach outside it,
 * load anything (url(), @import, @font-face) or run are dropped.
 */

/** Splits CSS into top-level chunks: `prelude { body }` pairs, brace-aware, comments removed. */
function topLevelRules(css: string): { prelude: string; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: { prelude: string; body: string }[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (c === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        rules.push({ prelude: text.slice(start, open).trim(), body: text.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      start = i + 1; // a bare at-statement (@import, @charset): dropped
    }
  }
  return rules;
}

const SCOPED = /^#workskin(?![\w-])/i;

// Anything that can fetch (url(), image-set(), image(), src(), element(), cross-fade()), run, or
// hide such a thing behind a CSS escape ("\75 rl(" is url(): no escape is ever kept).
const UNSAFE = /\\|(?:url|image-set|image|src|element|cross-fade|expression)\s*\(|@import|behavior\s*:|-moz-binding/i;

function safeDeclarations(body: string): string {
  return body
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !UNSAFE.test(d))
    .join('; ');
}

/** The skin's rules that apply only inside #workskin, with anything that loads or escapes removed. */
export function scopeWorkSkin(css: string): string {
  const out: string[] = [];
  for (const { prelude, body } of topLevelRules(css)) {
    if (/^@media\b/i.test(prelude)) {
      const inner = scopeWorkSkin(body);
      if (inner) out.push(`${prelude} {\n${inner}\n}`);
      continue;
    }
    if (prelude.startsWith('@') || body.includes('{')) continue;
    const selectors = prelude.split(',').map((s) => s.trim());
    if (selectors.length === 0 || prelude.includes('\\') || !selectors.every((s) => SCOPED.test(s))) continue;
    const declarations = safeDeclarations(body);
    if (declarations) out.push(`${selectors.join(', ')} { ${declarations}; }`);
  }
  return out.join('\n');
}

/** The work skin's CSS on an AO3 page: the <style> elements whose rules target #workskin. */
export function findWorkSkinCss(doc: Document): string {
  return [...doc.querySelectorAll('style')]
    .map((s) => s.textContent ?? '')
    .filter((css) => css.includes('#workskin'))
    .map(scopeWorkSkin)
    .filter(Boolean)
    .join('\n');
}
