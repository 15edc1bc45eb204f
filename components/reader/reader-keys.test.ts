import { describe, expect, test } from 'vitest';
import { readerKey } from './reader-keys';

function key(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return readerKey(event);
}

describe('reader keys', () => {
  const scroller = document.createElement('div');
  scroller.setAttribute('data-rd-scroll', '');
  const inside = scroller.appendChild(document.createElement('p'));
  const slider = Object.assign(document.createElement('input'), { type: 'range' });
  const radio = Object.assign(document.createElement('input'), { type: 'radio' });

  test.each([
    ['Escape', {}, document.body, 'escape'],
    ['Escape', {}, slider, 'escape'],
    ['Tab', { shiftKey: true }, document.body, 'tab'],
    ['?', { shiftKey: true }, document.body, 'keys'],
    [']', {}, inside, 'next'],
    ['[', {}, radio, 'previous'],
    ['ArrowRight', { altKey: true }, inside, 'next'],
    ['ArrowLeft', { altKey: true }, slider, 'previous'],
    ['End', {}, scroller, 'end'],
    ['End', {}, inside, 'end'],
    ['.', {}, inside, 'next-flagged'],
    [',', {}, radio, 'previous-flagged'],
    ['p', {}, inside, 'aloud-play-pause'],
    ['P', { shiftKey: true }, document.body, 'aloud-play-pause'],
    ['p', {}, radio, 'aloud-play-pause'],
  ] as const)('%s %o on %s: %s', (k, init, target, action) => {
    expect(key(k, init, target)).toBe(action);
  });

  test('with line focus on, the arrows in the text move it; elsewhere, and with it off, they scroll', () => {
    const arrow = (k: string, target: Element, lineFocus: boolean) => {
      const event = new KeyboardEvent('keydown', { key: k });
      Object.defineProperty(event, 'target', { value: target });
      return readerKey(event, lineFocus);
    };
    expect(arrow('ArrowDown', inside, true)).toBe('line-down');
    expect(arrow('ArrowUp', scroller, true)).toBe('line-up');
    expect(arrow('ArrowDown', inside, false)).toBeUndefined();
    expect(arrow('ArrowDown', slider, true)).toBeUndefined();
  });

  test('while reading aloud, ← → go back and forward a paragraph, except in a panel or a field; otherwise they are the browser\'s', () => {
    const panel = document.createElement('section');
    panel.className = 'rd-panel';
    const inPanel = panel.appendChild(document.createElement('button'));
    const arrow = (k: string, target: Element, readingAloud: boolean, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keydown', { key: k, ...init });
      Object.defineProperty(event, 'target', { value: target });
      return readerKey(event, false, readingAloud);
    };
    expect(arrow('ArrowLeft', inside, true)).toBe('aloud-back');
    expect(arrow('ArrowRight', scroller, true)).toBe('aloud-forward');
    expect(arrow('ArrowRight', document.body, true)).toBe('aloud-forward');
    expect(arrow('ArrowRight', inside, false)).toBeUndefined();
    expect(arrow('ArrowRight', radio, true)).toBeUndefined();
    expect(arrow('ArrowLeft', slider, true)).toBeUndefined();
    expect(arrow('ArrowLeft', inPanel, true)).toBeUndefined();
    expect(arrow('ArrowLeft', inside, true, { shiftKey: true })).toBeUndefined();
    expect(arrow('ArrowLeft', inside, true, { altKey: true })).toBe('previous');
  });

  test.each([
    ['p', {}, slider],
    ['p', { ctrlKey: true }, inside],
    [']', {}, slider],
    ['?', {}, slider],
    ['ArrowRight', {}, inside],
    ['[', { ctrlKey: true }, inside],
    ['End', {}, document.body], // a panel's list: End is the browser's
    ['End', { shiftKey: true }, scroller],
    ['j', {}, inside],
    ['.', {}, slider],
    [',', { ctrlKey: true }, inside],
  ] as const)('%s %o on %s: left to the browser', (k, init, target) => {
    expect(key(k, init, target)).toBeUndefined();
  });
});
