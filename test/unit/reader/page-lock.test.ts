import { afterEach, expect, test, vi } from 'vitest';
import { deepActiveElement, lockPage } from '../../../lib/reader/page-lock';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  document.body.innerHTML = '';
});

test.each([
  ['no inline overflow', '', ''],
  ['an inline overflow', 'overflow: auto;', ''],
  ['an !important one', '', 'overflow: scroll !important;'],
])('locks scrolling and restores %s exactly', (_name, htmlStyle, bodyStyle) => {
  if (htmlStyle) document.documentElement.setAttribute('style', htmlStyle);
  if (bodyStyle) document.body.setAttribute('style', bodyStyle);
  const unlock = lockPage(document);
  expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
  expect(document.body.style.getPropertyValue('overflow')).toBe('hidden');
  unlock();
  expect(document.documentElement.getAttribute('style') ?? '').toBe(htmlStyle);
  expect(document.body.getAttribute('style') ?? '').toBe(bodyStyle);
});

test('focus returns to the element inside a shadow root that had it', () => {
  const host = document.createElement('div');
  document.body.append(host);
  const button = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(button);
  button.focus();
  expect(deepActiveElement(document)).toBe(button);
  const unlock = lockPage(document);
  const other = document.createElement('input');
  document.body.append(other);
  other.focus();
  unlock();
  expect(host.shadowRoot!.activeElement).toBe(button);
});

test('on huge pages the scroll position is held instead, and the page style is never touched', () => {
  let y = 300;
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((_x, newY) => void (y = newY as number));
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  const unlock = lockPage(document, { hold: true });
  expect(document.documentElement.hasAttribute('style')).toBe(false);
  y = 900; // the page scrolled behind the overlay
  window.dispatchEvent(new Event('scroll'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  y = 500;
  unlock();
  expect(y).toBe(300);
  window.dispatchEvent(new Event('scroll'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

test('while locked, printing hides the page and keeps the reader; unlocking takes the rule away', () => {
  const unlock = lockPage(document, {}, 'reader');
  const rule = document.querySelector('style[data-gentle-reader=print]');
  expect(rule?.getAttribute('media')).toBe('print');
  expect(rule?.textContent).toContain('body > :not([data-gentle-reader="reader"]) { display: none !important; }');
  unlock();
  expect(document.querySelector('style[data-gentle-reader=print]')).toBeNull();
});
