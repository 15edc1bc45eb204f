/**
 * AO3 work skins, carried into the reader when the reader asks for the creator's style. AO3 prefixes
 * every skin selector with #workskin; the reader wraps the cloned text in its own #workskin inside
 * the shadow root, so the skin styles that text and nothing else.
 *
 * The skin is never filtered as text: text filters and the browser disagree about comments, escapes
 * and broken tokens, and whatever the filter misreads the browser obeys. Instead the browser parses
 * the skin (a constructed CSSStyleSheet, which never fetches and ignores @import), and the reader's
 * copy is rebuilt from what the browser parsed: rules whose every selector stays under #workskin,
 * longhand properties from an allow-list, values with no function that can fetch, read attributes or
 * reach outside, and @media around such rules. Anything else is dropped, so what is kept is exactly
 * what was checked.
 */

/** The element the skin applies under, in the page (AO3) and in the reader. */
export const SKIN_SCOPE = '#workskin';

/** Properties a skin may set (longhands, as the browser expands them). */
const ALLOWED_PROPERTY =
  /^(?:color|opacity|visibility|display|float|clear|position|top|right|bottom|left|inset(?:-[a-z-]+)?|z-index|box-sizing|(?:min-|max-)?(?:width|height|inline-size|block-size)|aspect-ratio|(?:margin|padding)(?:-[a-z-]+)?|border(?:-[a-z-]+)?|outline(?:-[a-z-]+)?|box-shadow|text-shadow|background-(?:color|image|position(?:-[xy])?|size|repeat(?:-[xy])?|clip|origin|attachment|blend-mode)|font(?:-[a-z-]+)?|line-height|letter-spacing|word-spacing|white-space(?:-collapse)?|text-(?:align(?:-last)?|decoration(?:-[a-z-]+)?|indent|transform|wrap(?:-[a-z-]+)?|overflow|underline-offset|underline-position|emphasis(?:-[a-z-]+)?|orientation)|word-break|overflow-wrap|word-wrap|hyphens|vertical-align|direction|unicode-bidi|writing-mode|list-style-(?:type|position)|content|quotes|counter-(?:reset|increment|set)|column(?:s|-[a-z-]+)|table-layout|border-collapse|border-spacing|caption-side|empty-cells|overflow(?:-[xy])?|(?:flex|grid)(?:-[a-z-]+)?|order|gap|row-gap|column-gap|(?:justify|align|place)-(?:content|items|self)|transform(?:-origin|-style)?|rotate|scale|translate|filter|mix-blend-mode|isolation|cursor|object-fit|object-position|tab-size|font-variant(?:-[a-z-]+)?)$/;

/**
 * Functions a value may use: colours, maths, gradients and transforms. Not url(), image-set(),
 * image(), src(), element(), cross-fade(), paint() (they fetch or reach other elements), attr()
 * (reads attributes), var()/env() (read values the skin does not own).
 */
const ALLOWED_FUNCTION =
  /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark|calc|min|max|clamp|round|mod|rem|abs|sign|(?:repeating-)?(?:linear|radial|conic)-gradient|(?:translate|rotate|scale|skew)(?:[xyz]|3d)?|matrix(?:3d)?|perspective|cubic-bezier|steps|counters?|blur|brightness|contrast|drop-shadow|grayscale|hue-rotate|invert|saturate|sepia|repeat|minmax|fit-content|span)$/i;

/** Selector parts that would reach the reader's own elements or leave the skin's container. */
const FORBIDDEN_IN_SELECTOR = /\\|\[|&|:host|:root|:scope|::?(?:part|slotted|backdrop|view-transition)|\.(?:rd|gr)-|\bbutton\b|\bdialog\b/i;

/** Splits a selector list (as the browser serialised it) at its top-level commas. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/** `#workskin` alone, or followed by a descendant or child combinator: never a sibling of it. */
function selectorStaysInside(selector: string): boolean {
  if (!selector.startsWith(SKIN_SCOPE)) return false;
  const rest = selector.slice(SKIN_SCOPE.length);
  if (rest === '') return true;
  if (!/^\s/.test(rest) || FORBIDDEN_IN_SELECTOR.test(rest)) return false;
  const combinator = rest.trimStart()[0];
  return combinator !== '+' && combinator !== '~';
}

function valueIsSafe(value: string): boolean {
  if (!value || value.includes('\\')) return false;
  for (const [, name] of value.matchAll(/([\w-]*)\(/g)) if (!ALLOWED_FUNCTION.test(name)) return false;
  return true;
}

/** The declarations of a parsed rule that pass the allow-lists, as `prop: value` text. */
function safeDeclarations(style: CSSStyleDeclaration): string[] {
  const out: string[] = [];
  for (let i = 0; i < style.length; i++) {
    const property = style.item(i);
    if (!ALLOWED_PROPERTY.test(property)) continue;
    const value = style.getPropertyValue(property).trim();
    if (!valueIsSafe(value)) continue;
    out.push(`${property}: ${value}${style.getPropertyPriority(property) ? ' !important' : ''}`);
  }
  return out;
}

/** Duck-typed rule kinds: content-script realms (Firefox's Xray wrappers) make instanceof unreliable. */
function rebuildRules(rules: CSSRuleList, depth: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i];
    if (rule.type === 1) {
      const style = rule as CSSStyleRule;
      // Nested rules (CSS nesting) are dropped with their parent: their selectors are relative.
      if (style.cssRules?.length) continue;
      const selectors = splitSelectorList(style.selectorText);
      if (!selectors.every(selectorStaysInside)) continue;
      const declarations = safeDeclarations(style.style);
      if (declarations.length) out.push(`${selectors.join(', ')} { ${declarations.join('; ')}; }`);
    } else if (rule.type === 4 && depth < 4) {
      const media = rule as CSSMediaRule;
      const condition = media.media.mediaText;
      const inner = rebuildRules(media.cssRules, depth + 1);
      if (inner.length && !/[\\{};]|url\(/i.test(condition)) out.push(`@media ${condition} {\n${inner.join('\n')}\n}`);
    }
    // Everything else (@import, @font-face, @layer, @supports, @container, @keyframes, @namespace, @page…) is dropped.
  }
  return out;
}

/** A constructed, unattached style sheet: the browser's parser, with no fetching. */
export type MakeStyleSheet = () => CSSStyleSheet;

/**
 * The skin's rules rebuilt from the browser's own parse, applying only inside #workskin and loading
 * nothing. Empty when nothing is left (or the CSS cannot be parsed).
 */
export function sanitizeWorkSkin(css: string, makeSheet: MakeStyleSheet): string {
  const sheet = makeSheet();
  try {
    sheet.replaceSync(css);
  } catch {
    return '';
  }
  return rebuildRules(sheet.cssRules, 0).join('\n');
}

/** Archives whose pages carry author work skins (AO3's software): site ids of lib/sites. */
const SKINNED_SITES = new Set(['ao3', 'otwarchive']);

/**
 * The work skin's CSS text on an AO3-software page: the <style> elements AO3 puts just before
 * #workskin (its "work skin" section), and nothing on any other site or anywhere else on the page.
 */
export function findWorkSkinCss(doc: Document, site: string): string {
  if (!SKINNED_SITES.has(site)) return '';
  const container = doc.getElementById(SKIN_SCOPE.slice(1));
  const styles: string[] = [];
  for (let el = container?.previousElementSibling; el; el = el.previousElementSibling) {
    if (el.tagName === 'STYLE') styles.unshift(el.textContent ?? '');
  }
  return styles.join('\n');
}
