/**
 * No HTML sink in the bundles: the two libraries we bundle that assign `innerHTML` are built without
 * it, so `web-ext lint` (addons.mozilla.org's validator, which flags every non-literal `innerHTML =`
 * and honours no inline exemption) passes with no warning and no page-derived string is ever parsed
 * as HTML by our scripts.
 *
 * - Preact sets `innerHTML` only for `dangerouslySetInnerHTML`, which no file of ours uses (text goes
 *   in as text: ../shared/STYLE.md). That branch now throws, so a future use fails in the first test
 *   that draws it instead of opening an HTML sink on someone else's page.
 * - Readability keeps the page as an HTML string to start a retry from (`pageCacheHtml`) and re-parses
 *   the HTML of a `<noscript>` that holds a single image. Both become DOM clones: the retry starts from
 *   a copy of the nodes as they were (what re-parsing their HTML rebuilt, without the round trip), and
 *   a `<noscript>` only reaches that step when its content is elements (`_isSingleImage` refuses the
 *   text a scripting browser parses it into), so cloning those elements gives what re-parsing gave.
 *   scripts/build/no-html-sinks.test.ts runs both builds of Readability on the saved pages and checks
 *   they read them alike.
 *
 * Each rewrite must match exactly once: a library update that changes the code fails the build with
 * the name of the library to review here, rather than shipping a sink or a silently broken bundle.
 */
import type { Plugin } from 'vite';

interface Rewrite {
  /** What is rewritten, for the build error. */
  what: string;
  find: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

interface LibraryRewrites {
  library: string;
  /** The module's path inside node_modules, with forward slashes. */
  file: string;
  rewrites: Rewrite[];
}

export const LIBRARY_REWRITES: readonly LibraryRewrites[] = [
  {
    library: 'preact',
    file: 'preact/dist/preact.mjs',
    rewrites: [
      {
        what: "dangerouslySetInnerHTML's innerHTML assignment",
        find: /\(([\w$]+)\.innerHTML=([\w$]+)\.__html\)/g,
        replace: () => '(()=>{throw new Error("dangerouslySetInnerHTML is left out of Gentle Reader\'s build of Preact: put text in as text")})()',
      },
    ],
  },
  {
    library: '@mozilla/readability',
    file: '@mozilla/readability/Readability.js',
    rewrites: [
      {
        what: 'the page kept as HTML for a retry',
        find: /var pageCacheHtml = page\.innerHTML;/g,
        replace: () => 'var pageCache = page.cloneNode(true);',
      },
      {
        what: 'the page restored from that HTML',
        find: /page\.innerHTML = pageCacheHtml;/g,
        replace: () => 'page.textContent = ""; for (var cachedNode of Array.from(pageCache.cloneNode(true).childNodes)) page.appendChild(cachedNode);',
      },
      {
        what: "a <noscript>'s image re-parsed from its HTML",
        find: /tmp\.innerHTML = noscript\.innerHTML;/g,
        replace: () => 'for (var noscriptNode of Array.from(noscript.childNodes)) tmp.appendChild(noscriptNode.cloneNode(true));',
      },
    ],
  },
];

/** Any assignment to innerHTML or outerHTML left in a module's code (comparisons are not assignments). */
export const HTML_ASSIGNMENT = /\.(?:inner|outer)HTML\s*=(?!=)/;

/** The library a module id belongs to, if its code is rewritten here. */
export function rewritesFor(id: string): LibraryRewrites | undefined {
  const path = id.split('?')[0].replaceAll('\\', '/');
  return LIBRARY_REWRITES.find((lib) => path.endsWith(`/node_modules/${lib.file}`));
}

/** The library's code without its HTML sinks; throws when a rewrite does not match exactly once. */
export function withoutHtmlSinks(lib: LibraryRewrites, code: string): string {
  let out = code;
  for (const rewrite of lib.rewrites) {
    const found = out.match(rewrite.find)?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `${lib.library} changed: ${rewrite.what} was found ${found} times, not once. Review scripts/build/no-html-sinks.ts against the new ${lib.file}.`,
      );
    }
    out = out.replace(rewrite.find, rewrite.replace);
  }
  if (HTML_ASSIGNMENT.test(out)) throw new Error(`${lib.library} assigns HTML somewhere else: review scripts/build/no-html-sinks.ts against ${lib.file}.`);
  return out;
}

export function noHtmlSinks(): Plugin {
  return {
    name: 'gentle-reader:no-html-sinks',
    enforce: 'pre',
    transform(code, id) {
      const lib = rewritesFor(id);
      return lib ? { code: withoutHtmlSinks(lib, code), map: null } : undefined;
    },
  };
}
