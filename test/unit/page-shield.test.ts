import { describe, expect, test } from 'vitest';
import type { Warning } from '@/lib/engine/types';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/settings';
import { elementsToShield, shieldPage } from '@/entrypoints/content/page-shield';

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
  passages: [1, 99],
};
const withMode = (shield: Settings['shield']) => ({ ...DEFAULT_SETTINGS, shield });

function story() {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="s"><p>one</p><p title="kept">two</p><p>three</p></div>';
  return [...document.querySelectorAll('#s p')];
}

describe('shieldPage', () => {
  test('blurs only the flagged paragraphs, and a click reveals one', () => {
    const blocks = story();
    const textBefore = document.getElementById('s')!.textContent;
    shieldPage(document, blocks, [warning], withMode('blur'));
    expect(blocks.map((b) => b.getAttribute('data-gentle-reader-shield'))).toEqual([null, 'blur', null]);
    expect(document.getElementById('s')!.textContent).toBe(textBefore);
    blocks[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(blocks[1].getAttribute('data-gentle-reader-shield')).toBe('revealed');
  });

  test('every passage the engine flagged is shielded, not only the few quoted as evidence', async () => {
    const blocks = story();
    // Once the shielding says it is done: a long page's passages are shielded in slices.
    await shieldPage(document, blocks, [{ ...warning, passages: [0, 1, 2] }], withMode('blur')).ready;
    expect(blocks.every((b) => b.getAttribute('data-gentle-reader-shield') === 'blur')).toBe(true);
  });

  test('a passage the reader revealed stays shown when the page is shielded again', () => {
    const blocks = story();
    const revealed = new Set<Element>();
    const shield = shieldPage(document, blocks, [warning], withMode('blur'), revealed);
    blocks[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    shield.undo();
    shieldPage(document, blocks, [warning], withMode('blur'), revealed);
    expect(blocks[1].hasAttribute('data-gentle-reader-shield')).toBe(false);
  });

  test('undo puts every block back as it was, its own title included', () => {
    const blocks = story();
    const before = document.body.innerHTML;
    const shield = shieldPage(document, blocks, [warning], withMode('collapse'));
    expect(document.body.innerHTML).not.toBe(before);
    shield.undo();
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelector('style[data-gentle-reader]')).toBeNull();
  });

  test('the blur is inline and !important, so page CSS cannot lift it; revealing puts the own style back', () => {
    const blocks = story();
    blocks[1].setAttribute('style', 'color: navy');
    shieldPage(document, blocks, [warning], withMode('blur'));
    const style = (blocks[1] as HTMLElement).style;
    expect([style.getPropertyValue('filter'), style.getPropertyPriority('filter')]).toEqual(['blur(max(6px, 0.5em))', 'important']);
    blocks[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(blocks[1].getAttribute('style')).toBe('color: navy');
  });

  test('each blurred passage carries a label saying why, whose button shows it', () => {
    const blocks = story();
    const shield = shieldPage(document, blocks, [warning], withMode('blur'));
    const host = blocks[1].previousElementSibling!;
    const button = host.shadowRoot!.querySelector('button')!;
    expect(button.textContent).toBe('Blurred: self-harm · Show');
    // Its name is what it shows (WCAG 2.5.3, axe label-content-name-mismatch): said and seen alike.
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(shield.count).toBe(1);
    button.click();
    expect(blocks[1].getAttribute('data-gentle-reader-shield')).toBe('revealed');
    expect(blocks[1].previousElementSibling).toBe(blocks[0]);
    expect(shield.count).toBe(0);
  });

  test.each(['blur', 'marker'] as const)('%s: nothing a page script can read names the category, only the label in our shadow root (audit F5)', (mode) => {
    const blocks = story();
    shieldPage(document, blocks, [warning], withMode(mode));
    const attributes = [...document.body.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /self-harm/i.test(a))).toEqual([]);
    expect(attributes).toContain(mode === 'blur' ? 'title=Gentle Reader: a blurred passage. Click to show.' : 'title=Gentle Reader: a flagged passage');
    expect(document.body.textContent).not.toMatch(/self-harm/i);
    expect(blocks[1].previousElementSibling!.shadowRoot!.textContent).toMatch(/self-harm/);
  });

  test('"Show all" shows every passage, and they stay shown when the page is shielded again', () => {
    const blocks = story();
    const revealed = new Set<Element>();
    const all: Warning = { ...warning, passages: [0, 2] };
    const shield = shieldPage(document, blocks, [all], withMode('blur'), revealed);
    expect(shield.count).toBe(2);
    shield.revealAll();
    expect(blocks.map((b) => b.getAttribute('data-gentle-reader-shield'))).toEqual(['revealed', null, 'revealed']);
    expect(document.querySelectorAll('[data-gentle-reader=label]')).toHaveLength(0);
    shield.undo();
    expect(shieldPage(document, blocks, [all], withMode('blur'), revealed).count).toBe(0);
  });

  test('marking labels the passage without hiding it', () => {
    const blocks = story();
    shieldPage(document, blocks, [warning], withMode('marker'));
    expect(blocks[1].previousElementSibling!.shadowRoot!.textContent).toContain('Flagged: self-harm');
    expect(blocks[1].previousElementSibling!.shadowRoot!.querySelector('button')).toBeNull();
  });

  test('off changes nothing', () => {
    const blocks = story();
    const before = document.documentElement.outerHTML;
    shieldPage(document, blocks, [warning], withMode('off'));
    expect(document.documentElement.outerHTML).toBe(before);
  });
});

describe('elements several paragraphs share (text split at <br><br>)', () => {
  function sharedStory() {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="chapter">one<br><br>two<br><br>three</div><p id="own">four</p>';
    const chapter = document.getElementById('chapter')!;
    return [chapter, chapter, chapter, document.getElementById('own')!];
  }

  test('one flagged line does not blur the whole chapter it shares an element with', () => {
    const blocks = sharedStory();
    expect([...elementsToShield(blocks, [warning], DEFAULT_SETTINGS).keys()]).toEqual([]);
    const all: Warning = { ...warning, passages: [0, 1, 2, 3] };
    expect([...elementsToShield(blocks, [all], DEFAULT_SETTINGS).keys()].map((e) => e.id)).toEqual(['chapter', 'own']);
  });

  test('undo on a shared element leaves no title or tabindex behind', () => {
    const blocks = sharedStory();
    const before = document.body.innerHTML;
    const shield = shieldPage(document, blocks, [{ ...warning, passages: [0, 1, 2, 3] }], withMode('blur'));
    shield.undo();
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('shieldPage on a long page', () => {
  test('hundreds of passages (shielded in slices past the first hundred): all shielded once ready', { timeout: 20_000 }, async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="s">${'<p>a passage</p>'.repeat(400)}</div>`;
    const blocks = [...document.querySelectorAll('#s p')];
    const passages = blocks.map((_, i) => i);
    const shield = shieldPage(document, blocks, [{ ...warning, passages }], withMode('blur'));
    await shield.ready;
    expect(document.querySelectorAll('[data-gentle-reader-shield=blur]')).toHaveLength(400);
    expect(shield.count).toBe(400);
  });

  /** A story of `n` flagged passages, and a frame that notes how many are shielded when it comes. */
  function everyPassageFlagged(n: number) {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="s">${'<p>a passage</p>'.repeat(n)}</div>`;
    const blocks = [...document.querySelectorAll('#s p')];
    const shieldedNow = () => document.querySelectorAll('[data-gentle-reader-shield=blur]').length;
    const atFrames: number[] = [];
    const nextFrame = () => {
      atFrames.push(shieldedNow());
      return Promise.resolve();
    };
    return { blocks, shieldedNow, atFrames, nextFrame, warnings: [{ ...warning, passages: blocks.map((_, i) => i) }] };
  }

  test('past the first hundred, at most a hundred passages are shielded between two frames (each frame draws a bounded number of labels)', { timeout: 20_000 }, async () => {
    const { blocks, shieldedNow, atFrames, nextFrame, warnings } = everyPassageFlagged(1000);
    const shield = shieldPage(document, blocks, warnings, withMode('blur'), new Set(), { nextFrame });
    expect(shieldedNow()).toBe(100); // a chapter's worth at once
    await shield.ready;
    atFrames.push(shieldedNow());
    expect(atFrames.at(-1)).toBe(1000);
    const perFrame = atFrames.slice(1).map((n, i) => n - atFrames[i]);
    expect(Math.max(...perFrame)).toBeLessThanOrEqual(100);
    expect(atFrames.length).toBeGreaterThanOrEqual(10);
  });

  test('a story held back (not painted) waits for the next frame for its first passages too: the banner is drawn in a task of its own', async () => {
    const { blocks, shieldedNow, atFrames, nextFrame, warnings } = everyPassageFlagged(250);
    // A clock that never moves: only the count bounds a frame here.
    const shield = shieldPage(document, blocks, warnings, withMode('blur'), new Set(), { nextFrame, held: true, now: () => 0 });
    expect(shieldedNow()).toBe(0);
    expect(shield.count).toBe(250); // for the banner, at once
    await shield.ready;
    expect(atFrames).toEqual([0, 100, 200]);
    expect(shieldedNow()).toBe(250);
  });

  test('and at most about 10 ms of script a frame, at least one passage: on a busy machine a frame takes fewer labels, and every passage is still shielded', async () => {
    const { blocks, shieldedNow, atFrames, nextFrame, warnings } = everyPassageFlagged(20);
    // Each label takes 3 ms by this clock: the fourth passes the budget.
    let clock = 0;
    const shield = shieldPage(document, blocks, warnings, withMode('blur'), new Set(), { nextFrame, held: true, now: () => (clock += 3) });
    await shield.ready;
    expect(atFrames).toEqual([0, 4, 8, 12, 16]);
    expect(shieldedNow()).toBe(20);
    // A clock far past the budget at each label: one a frame, never none.
    const slow = everyPassageFlagged(3);
    let late = 0;
    await shieldPage(document, slow.blocks, slow.warnings, withMode('blur'), new Set(), { nextFrame: slow.nextFrame, held: true, now: () => (late += 100) }).ready;
    expect(slow.atFrames).toEqual([0, 1, 2]);
    expect(slow.shieldedNow()).toBe(3);
  });

  test('the count is known before the last slice (the banner says it at once), and "Show all" meanwhile leaves none to be shielded later', { timeout: 20_000 }, async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="s">${'<p>a passage</p>'.repeat(1000)}</div>`;
    const blocks = [...document.querySelectorAll('#s p')];
    const revealed = new Set<Element>();
    const shield = shieldPage(document, blocks, [{ ...warning, passages: blocks.map((_, i) => i) }], withMode('blur'), revealed);
    expect(shield.count).toBe(1000);
    shield.revealAll();
    expect(shield.count).toBe(0);
    await shield.ready;
    expect(document.querySelectorAll('[data-gentle-reader-shield=blur]')).toHaveLength(0);
    expect(document.querySelectorAll('[data-gentle-reader=label]')).toHaveLength(0);
    expect(revealed.size).toBe(1000);
  });
});
