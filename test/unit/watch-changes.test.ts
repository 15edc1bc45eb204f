import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CHANGE_DEBOUNCE_MS, OWN_UI_ATTRIBUTE, watchChanges } from '../../lib/page/watch-changes';

// MutationObserver callbacks run as microtasks: let them run, then move the fake clock.
async function settle(ms = CHANGE_DEBOUNCE_MS) {
  await Promise.resolve();
  await vi.advanceTimersByTimeAsync(ms);
}

function para(id: string, text: string): HTMLElement {
  const p = document.createElement('p');
  p.setAttribute('data-p-id', id);
  p.textContent = text;
  return p;
}

describe('watchChanges', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="story"><div data-page-number="1"><p data-p-id="a">first</p></div></div>';
    root = document.getElementById('story')!;
  });
  afterEach(() => vi.useRealTimers());

  test('reports a burst of added blocks once, in document order, after the quiet time', async () => {
    const onAdded = vi.fn();
    const stop = watchChanges(root, { blockSelector: 'p[data-p-id]', onAdded });
    const page = document.createElement('div');
    page.setAttribute('data-page-number', '2');
    page.append(para('b', 'second'), para('c', 'third'));
    root.append(page);
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS - 50);
    page.append(para('d', 'fourth'));
    await settle(CHANGE_DEBOUNCE_MS - 50);
    expect(onAdded).not.toHaveBeenCalled();
    await settle(60);
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(onAdded.mock.calls[0][0].map((p: Element) => p.textContent)).toEqual(['second', 'third', 'fourth']);
    stop();
  });

  test('ignores changes inside our own UI', async () => {
    const onAdded = vi.fn();
    watchChanges(root, { onAdded });
    const host = document.createElement('div');
    host.setAttribute(OWN_UI_ATTRIBUTE, 'banner');
    root.prepend(host);
    await settle();
    host.append(document.createElement('p'));
    await settle();
    expect(onAdded).not.toHaveBeenCalled();
  });

  test('without a selector, reports the outermost added elements only', async () => {
    const onAdded = vi.fn();
    watchChanges(root, { onAdded });
    const post = document.createElement('article');
    post.innerHTML = '<div class="bbWrapper">New chapter</div>';
    root.append(post);
    await settle();
    expect(onAdded).toHaveBeenCalledWith([post]);
  });

  test('skips blocks removed again before the report', async () => {
    const onAdded = vi.fn();
    watchChanges(root, { blockSelector: 'p', onAdded });
    const p = para('x', 'gone');
    root.append(p);
    await Promise.resolve();
    p.remove();
    await settle();
    expect(onAdded).not.toHaveBeenCalled();
  });

  test('stop() disconnects and drops a pending report', async () => {
    const onAdded = vi.fn();
    const stop = watchChanges(root, { onAdded });
    root.append(para('y', 'late'));
    await Promise.resolve();
    stop();
    await settle();
    root.append(para('z', 'later'));
    await settle();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
