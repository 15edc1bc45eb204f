import { describe, expect, test } from 'vitest';
import type { Warning } from '@/lib/engine/types';
import { shieldPage } from '@/entrypoints/content/page-shield';

const warning: Warning = {
  id: 'self-harm',
  level: 'mention',
  score: 5,
  sources: ['text', 'tags'],
  evidence: [
    { source: 'text', paragraph: 1, start: 0, end: 4, excerpt: 'x' },
    { source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Self-Harm' },
    { source: 'text', paragraph: 99, start: 0, end: 4, excerpt: 'out of range' },
  ],
};

function story() {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="s"><p>one</p><p title="kept">two</p><p>three</p></div>';
  return [...document.querySelectorAll('#s p')];
}

describe('shieldPage', () => {
  test('blurs only the evidence paragraphs, and a click reveals one', () => {
    const blocks = story();
    const textBefore = document.getElementById('s')!.textContent;
    shieldPage(document, blocks, [warning], 'blur');
    expect(blocks.map((b) => b.getAttribute('data-gentle-reader-shield'))).toEqual([null, 'blur', null]);
    expect(document.getElementById('s')!.textContent).toBe(textBefore);
    blocks[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(blocks[1].getAttribute('data-gentle-reader-shield')).toBe('revealed');
  });

  test('undo puts every block back as it was', () => {
    const blocks = story();
    const before = document.body.innerHTML;
    const undo = shieldPage(document, blocks, [warning], 'collapse');
    expect(document.body.innerHTML).not.toBe(before);
    undo();
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelector('style[data-gentle-reader]')).toBeNull();
  });

  test('off changes nothing', () => {
    const blocks = story();
    const before = document.documentElement.outerHTML;
    shieldPage(document, blocks, [warning], 'off');
    expect(document.documentElement.outerHTML).toBe(before);
  });
});
