import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import { findWorkSkinCss, scopeWorkSkin } from './work-skin';

describe('scoping an AO3 work skin', () => {
  test.each([
    ['keeps #workskin rules', '#workskin .spoiler { color: #fff; background: #fff }', '#workskin .spoiler { color: #fff; background: #fff; }'],
    ['drops rules that reach outside', 'body { display:none } #workskin p, .x { color: red }', ''],
    ['drops url() declarations but keeps the rest', '#workskin .a { background: url(https://evil.test/p.png); color: red }', '#workskin .a { color: red; }'],
    ['drops @import and @font-face', '@import url(x.css); @font-face { font-family: X; src: url(x) } #workskin .b { font-weight: bold }', '#workskin .b { font-weight: bold; }'],
    ['keeps scoped rules inside @media', '@media (max-width: 40em) { #workskin .c { float: none } body { x: y } }', '@media (max-width: 40em) {\n#workskin .c { float: none; }\n}'],
    ['does not take #workskinny for #workskin', '#workskinny .d { color: red }', ''],
    ['ignores comments', '/* { */ #workskin .e { color: blue } /* } */', '#workskin .e { color: blue; }'],
    ['drops url() hidden behind a CSS escape', '#workskin .f { background: \\75 rl(https://evil.test/p.png); color: red }', '#workskin .f { color: red; }'],
    ['drops image-set() and other fetching functions', '#workskin .g { background-image: image-set("https://evil.test/p.png" 1x); border-image: -webkit-image-set("x" 1x); color: red }', '#workskin .g { color: red; }'],
    ['drops escaped selectors', '#workskin .h\\,body { color: red }', ''],
  ])('%s', (_name, css, expected) => expect(scopeWorkSkin(css)).toBe(expected));

  test('finds the skin among the page styles', () => {
    const { document } = parseHTML('<html><head><style>body{margin:0}</style><style type="text/css">#workskin .phone { border: 1px solid }</style></head><body></body></html>');
    expect(findWorkSkinCss(document as unknown as Document)).toBe('#workskin .phone { border: 1px solid; }');
  });
});
