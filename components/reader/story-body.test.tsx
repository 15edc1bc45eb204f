import { describe, expect, test } from 'vitest';
import type { CategoryId } from '../../lib/engine/categories';
import type { ShieldMode } from '../../lib/settings/settings';
import { buildStoryBody, CHUNK_SIZE } from './story-body';

function story(count: number) {
  const page = document.createElement('div');
  page.innerHTML = Array.from({ length: count }, (_, i) => `<p>Paragraph <i>${i}</i>.</p>`).join('');
  return { paragraphs: Array.from({ length: count }, (_, i) => `Paragraph ${i}.`), blocks: [...page.children] };
}
const build = (count: number, mode: ShieldMode = 'blur', shields = new Map<number, CategoryId[]>()) => {
  const container = document.createElement('div');
  const view = buildStoryBody(container, { doc: document, story: story(count), shields, mode, progressive: { yieldToBrowser: async () => {} } });
  return { container, view };
};

describe('building the story text', () => {
  test('every paragraph, in order, in chunks the browser can skip while off screen', async () => {
    const { container, view } = build(CHUNK_SIZE * 2 + 3);
    await view.whenBuilt(view.count - 1);
    expect(view.built()).toBe(view.count);
    expect(container.querySelectorAll('.rd-chunk')).toHaveLength(3);
    expect(view.element(41)?.textContent).toBe('Paragraph 41.');
    expect(view.element(41)?.querySelector('i')).not.toBeNull();
  });

  test.each([
    ['marker', '[data-shield=marker]'],
    ['blur', '[data-shield=blur]'],
    ['collapse', '[data-shield=collapse]'],
  ] as const)('%s: the flagged paragraph is wrapped in its shield', async (mode, selector) => {
    const { view } = build(5, mode, new Map([[2, ['death'] as CategoryId[]]]));
    await view.whenBuilt(4);
    expect(view.element(2)?.querySelector(selector)).not.toBeNull();
    expect(view.element(1)?.querySelector('[data-shield]')).toBeNull();
  });

  test('off: nothing is shielded', async () => {
    const { container, view } = build(5, 'off', new Map([[2, ['death'] as CategoryId[]]]));
    await view.whenBuilt(4);
    expect(container.querySelector('[data-shield]')).toBeNull();
  });

  test('cancel stops the build', async () => {
    const { view } = build(5_000);
    view.cancel();
    await view.whenBuilt(4_999);
    expect(view.built()).toBeLessThan(5_000);
  });
});
