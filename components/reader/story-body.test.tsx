import { describe, expect, test } from 'vitest';
import type { CategoryId } from '../../lib/engine/categories';
import type { ShieldMode } from '../../lib/settings/settings';
import { buildStoryBody, CHUNK_SIZE, paragraphsHolding } from './story-body';

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

  test.each(['marker', 'blur', 'collapse'] as const)('%s: each flagged passage offers "Skip", to after its scene (a written break, or a rule the page draws)', async (mode) => {
    const page = document.createElement('div');
    page.innerHTML = '<p>Calm.</p><p>He cut.</p><p>Blood.</p><p>* * *</p><p>Morning.</p><p>She cut.</p><hr><p>Later.</p><p>Rain.</p><p>He hit.</p><p>End.</p>';
    const paragraphs = [...page.querySelectorAll('p')].map((p) => p.textContent!);
    const shields = new Map<number, CategoryId[]>([[1, ['self-harm']], [2, ['self-harm']], [5, ['self-harm']], [8, ['violence']]]);
    const container = document.createElement('div');
    const view = buildStoryBody(container, { doc: document, story: { paragraphs, blocks: [...page.querySelectorAll('p')] }, shields, mode, progressive: { yieldToBrowser: async () => {} } });
    await view.whenBuilt(paragraphs.length - 1);
    const skip = (i: number) => view.element(i)!.querySelector<HTMLButtonElement>('[data-testid=rd-skip]')!;
    expect([1, 2, 5, 8].map((i) => [skip(i).dataset.rdSkipTo, skip(i).textContent])).toEqual([
      ['4', 'Skip to after this scene'],
      ['4', 'Skip to after this scene'],
      ['6', 'Skip to after this scene'],
      ['9', 'Skip past this passage'],
    ]);
    expect(view.element(0)!.querySelector('[data-testid=rd-skip]')).toBeNull();
    expect(view.flagged).toEqual([1, 2, 5, 8]);
  });

  test('cancel stops the build', async () => {
    const { view } = build(5_000);
    view.cancel();
    await view.whenBuilt(4_999);
    expect(view.built()).toBeLessThan(5_000);
  });
});

describe('a whole work', () => {
  const chapter = (index: number, start: number, end: number, extra = {}) => ({ index, heading: `Chapter ${index}: T${index}`, title: `T${index}`, start, end, summary: '', notes: [], endNotes: [], ...extra });
  test('each chapter heading before its text, its notes before and end notes after, folded; empty chapters too', async () => {
    const base = story(4);
    const chapters = [chapter(1, 0, 2, { notes: ['Start note'] }), chapter(2, 2, 2), chapter(3, 2, 4, { endNotes: ['Thanks'] })];
    const container = document.createElement('div');
    const view = buildStoryBody(container, { doc: document, story: { ...base, chapters }, shields: new Map(), mode: 'blur', progressive: { yieldToBrowser: async () => {} } });
    await view.whenBuilt(3);
    const order = [...container.querySelectorAll('h2, [data-index], details')].map((el) => (el.tagName === 'DETAILS' ? `notes: ${el.querySelector('p')?.textContent}` : el.textContent));
    expect(order).toEqual(['Chapter 1: T1', 'notes: Start note', 'Paragraph 0.', 'Paragraph 1.', 'Chapter 2: T2', 'Chapter 3: T3', 'Paragraph 2.', 'Paragraph 3.', 'notes: Thanks']);
    expect(container.querySelector('details')!.open).toBe(false);
    expect(container.querySelector('#rd-ch-3')).not.toBeNull();
  });

  test('text not built yet keeps an estimated room, gone once all is built', async () => {
    const container = document.createElement('div');
    const view = buildStoryBody(container, { doc: document, story: story(200), shields: new Map(), mode: 'blur', progressive: { yieldToBrowser: async () => {}, firstSliceBudgetMs: -1 } });
    const unbuilt = container.querySelector<HTMLElement>('.rd-unbuilt')!;
    expect(Number(unbuilt.style.getPropertyValue('--rd-paras'))).toBe(200 - 40);
    expect(Number(unbuilt.style.getPropertyValue('--rd-chars'))).toBeGreaterThan(1000);
    await view.whenBuilt(199);
    await new Promise((r) => setTimeout(r, 0));
    expect(container.querySelector('.rd-unbuilt')).toBeNull();
  });

  test('only a screenful is built at once, the rest after the first yield', async () => {
    const container = document.createElement('div');
    // "Paragraph 0." .. "Paragraph 9." are 12 characters each: 30 characters are three paragraphs.
    const view = buildStoryBody(container, { doc: document, story: story(200), shields: new Map(), mode: 'blur', screenChars: 30, progressive: { yieldToBrowser: async () => {} } });
    expect(container.querySelectorAll('[data-index]')).toHaveLength(3);
    await view.whenBuilt(199);
    expect(container.querySelectorAll('[data-index]')).toHaveLength(200);
  });
});

describe('paragraphsHolding', () => {
  const suffix = [10, 7, 4, 0]; // paragraphs of 3, 3 and 4 characters
  test.each([
    [0, 1],
    [3, 1],
    [4, 2],
    [7, 3],
    [100, 3],
  ])('%i characters take %i paragraphs', (chars, n) => expect(paragraphsHolding(suffix, chars)).toBe(n));
});
