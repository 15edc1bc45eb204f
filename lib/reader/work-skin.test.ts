import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import { findWorkSkinCss } from './work-skin';

// The sanitiser itself needs the browser's CSS parser: test/e2e/work-skin.e2e.mjs tests it (and fuzzes
// it) in Chromium and Firefox. Here: where the skin is taken from.

const AO3_PAGE = `<html><head><style>#workskin .site { color: red }</style></head><body>
  <div class="work"><div class="wrapper"><dl class="work meta"></dl></div>
  <style type="text/css">#workskin .phone { border: 1px solid }</style>
  <div id="workskin"><p>Text</p><style>#workskin .inside { color: blue }</style></div></div>
  <style>#workskin .after { color: green }</style></body></html>`;

describe('where a work skin comes from', () => {
  const { document } = parseHTML(AO3_PAGE);
  const doc = document as unknown as Document;

  test("on AO3's software: only the <style> AO3 puts just before #workskin", () => {
    expect(findWorkSkinCss(doc, 'ao3')).toBe('#workskin .phone { border: 1px solid }');
    expect(findWorkSkinCss(doc, 'otwarchive')).toBe('#workskin .phone { border: 1px solid }');
  });

  test('on any other site (a Tumblr theme mentioning #workskin): nothing', () => {
    for (const site of ['tumblr', 'dreamwidth', 'efiction', 'readability']) expect(findWorkSkinCss(doc, site)).toBe('');
  });

  test('no #workskin, no skin', () => {
    const { document: plain } = parseHTML('<html><head><style>#workskin .a { color: red }</style></head><body><p>x</p></body></html>');
    expect(findWorkSkinCss(plain as unknown as Document, 'ao3')).toBe('');
  });
});
