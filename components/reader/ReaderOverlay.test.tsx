import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import type { Warning } from '../../lib/engine/types';
import { DEFAULT_READER_SETTINGS } from '../../lib/settings/settings';
import { emptyTags, type Story } from '../../lib/story';
import { ReaderOverlay, type ReaderOverlayProps } from './ReaderOverlay';
import { buildStoryBody } from './story-body';

function pageStory(): Story {
  const page = document.createElement('div');
  page.innerHTML = '<p>First <em>one</em>.</p><hr><p>Second<script>bad()</script>.</p><ul><li>Item</li></ul><p>She cut herself.</p>';
  const blocks = [...page.querySelectorAll('p, li')];
  return {
    site: 'ao3', kind: 'chapter', title: 'A Work', author: 'Someone', workId: '1', chapter: { index: 2, count: 3, title: 'Chapter 2: Rain' },
    paragraphs: ['First one.', 'Second.', 'Item', 'She cut herself.'], blocks, summary: 'A summary.', notes: ['A note.'], tags: emptyTags(),
    links: { previous: 'https://x.test/1', next: 'https://x.test/3', chapters: [1, 2, 3].map((n) => ({ title: `Chapter ${n}`, url: `https://x.test/${n}` })) },
    wordCount: 7,
  };
}
const warning: Warning = { id: 'self-harm', level: 'mention', score: 1, evidence: [{ source: 'text', paragraph: 3, start: 4, end: 7, excerpt: 'cut' }], sources: ['text'] };

function setup(extra: Partial<ReaderOverlayProps> = {}) {
  const story = pageStory();
  const props: ReaderOverlayProps = {
    story, warnings: [warning], settings: DEFAULT_READER_SETTINGS,
    renderStory: (el) => buildStoryBody(el, { doc: document, story, shields: new Map([[3, ['self-harm']]]), mode: 'collapse' }),
    onSettingsChange: vi.fn(), onNavigate: vi.fn(), onClose: vi.fn(), ...extra,
  };
  const utils = render(<ReaderOverlay {...props} />);
  return { ...utils, props };
}
/** The same text as an Entire Work of two chapters. */
function wholeWork() {
  const chapters = [
    { index: 1, heading: 'Chapter 1: Sun', title: 'Sun', start: 0, end: 2, summary: '', notes: [], endNotes: [] },
    { index: 2, heading: 'Chapter 2: Rain', title: 'Rain', start: 2, end: 4, summary: '', notes: [], endNotes: [] },
  ];
  return { story: { ...pageStory(), kind: 'entire-work' as const, chapter: undefined, links: {}, chapters }, chapters };
}
/** Each paragraph's text, without what the shield adds (its note, its "Skip" line). */
const texts = () => [...document.querySelectorAll('[data-index]')].map((el) => (el.querySelector('.rd-shield-content') ?? el).textContent);

describe('the reader overlay', () => {
  test('says so when the reading position could not be saved (audit F11), and nothing otherwise', () => {
    const { rerender, props } = setup();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ReaderOverlay {...props} saveProblem="Your reading position could not be saved: the browser's storage refused it." />);
    expect(screen.getByRole('alert').textContent).toBe("Your reading position could not be saved: the browser's storage refused it.");
  });

  test('is a labelled modal dialog, focused on open (once its first frame is drawn)', async () => {
    setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Reader: A Work');
    await waitFor(() => expect(document.activeElement?.hasAttribute('data-rd-scroll')).toBe(true));
  });

  test('shows title, author, chapter, folded notes, and exactly the story text', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A Work');
    expect(screen.getByText('by Someone')).toBeTruthy();
    expect(screen.getByText('Chapter 2: Rain')).toBeTruthy();
    expect(document.querySelector('details.rd-notes')!.hasAttribute('open')).toBe(false);
    // The folded passage is not in the document until it is asked for (no work skin can show it).
    expect(texts()).toEqual([...pageStory().paragraphs.slice(0, 3), '']);
    fireEvent.click(screen.getByRole('button', { name: /Show the passage about self-harm/ }));
    expect(texts()).toEqual(pageStory().paragraphs);
    expect(document.querySelector('[data-testid=rd-text] script')).toBeNull();
    expect(document.querySelector('[data-testid=rd-text] hr')).not.toBeNull();
    expect(document.querySelector('[data-testid=rd-text] ul > li')).not.toBeNull();
  });

  test('folds the flagged passage behind its note', () => {
    setup();
    expect(screen.getByText(/A passage about self-harm:/)).toBeTruthy();
  });

  test('Esc closes; the page never sees the keys', () => {
    const { props } = setup();
    const pageListener = vi.fn();
    document.addEventListener('keydown', pageListener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'j' });
    expect(props.onClose).toHaveBeenCalledOnce();
    expect(pageListener).not.toHaveBeenCalled();
    document.removeEventListener('keydown', pageListener);
  });

  test('Tab is trapped: from the last stop to the first and back', () => {
    setup();
    const dialog = screen.getByRole('dialog');
    const scroller = document.querySelector<HTMLElement>('[data-rd-scroll]')!;
    const all = [...dialog.querySelectorAll<HTMLElement>('button, select, [tabindex="0"], summary')];
    const last = all[all.length - 1];
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByTestId('rd-flagged-previous'));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(scroller).toBeTruthy();
  });

  test('"." and the "Flagged ›" button move to the flagged passage, focus it and say so; "," finds none before it', async () => {
    setup();
    const shield = () => document.querySelector<HTMLElement>('[data-index="3"] .rd-shield')!;
    await waitFor(() => expect(shield()).toBeTruthy());
    const announce = screen.getByTestId('rd-announce');
    expect(announce.getAttribute('role')).toBe('status');
    fireEvent.keyDown(document.querySelector('[data-rd-scroll]')!, { key: '.' });
    await waitFor(() => expect(document.activeElement).toBe(shield()));
    expect(shield().getAttribute('aria-label')).toBe('Flagged passage about self-harm');
    await waitFor(() => expect(announce.textContent).toBe('Flagged passage 1 of 1, about self-harm.'));
    fireEvent.keyDown(shield(), { key: ',' });
    await waitFor(() => expect(announce.textContent).toBe('No flagged passage before this.'));
    (document.querySelector('[data-rd-scroll]') as HTMLElement).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Next flagged passage' }));
    await waitFor(() => expect(document.activeElement).toBe(shield()));
    fireEvent.click(screen.getByText('?'));
    expect(screen.getByTestId('rd-keys').textContent).toContain('Previous / next flagged passage');
  });

  test('its banner says which chapters hold a warning, and "Go there" brings the passage into focus, as the page\'s banner does', async () => {
    const { story, chapters } = wholeWork();
    setup({
      story,
      renderStory: (el) => buildStoryBody(el, { doc: document, story, shields: new Map([[3, ['self-harm']]]), mode: 'collapse' }),
      where: { places: { 'self-harm': { chapters: [2] } }, chapters },
    });
    const banner = screen.getByTestId('gr-banner');
    fireEvent.click(screen.getByText('Which chapters?'));
    expect(banner.querySelector('[data-testid=gr-chapters] p')!.textContent).toBe('Self-harm: chapter 2');
    expect(banner.querySelector('.gr-evidence li')!.textContent).toMatch(/^Chapter 2, paragraph 2:/);
    fireEvent.click(screen.getByTestId('gr-go-there'));
    const shield = () => document.querySelector<HTMLElement>('[data-index="3"] .rd-shield');
    await waitFor(() => expect(document.activeElement).toBe(shield()));
  });

  test('"Skip past this passage" on the last paragraph goes to the end of the text and says so', async () => {
    setup();
    const skip = await screen.findByTestId('rd-skip');
    // The page's <hr> lies before "Second", not after the passage: no scene ends after it.
    expect(skip.textContent).toBe('Skip past this passage');
    fireEvent.click(skip);
    await waitFor(() => expect(screen.getByTestId('rd-announce').textContent).toBe('Skipped to the end of the text.'));
    expect(document.activeElement?.hasAttribute('data-rd-scroll')).toBe(true);
  });

  test('settings open in a panel and report changes', () => {
    const { props } = setup();
    fireEvent.click(screen.getByText('Settings'));
    expect(screen.getByText('Settings').getAttribute('aria-expanded')).toBe('true');
    fireEvent.input(screen.getByLabelText('Text size'), { target: { value: '25' } });
    expect(props.onSettingsChange).toHaveBeenCalledWith({ ...DEFAULT_READER_SETTINGS, fontSize: 25 });
  });

  test('settings reach the text as custom properties (px, not rem)', () => {
    setup({ settings: { ...DEFAULT_READER_SETTINGS, fontSize: 24, theme: 'sepia' } });
    const article = document.querySelector<HTMLElement>('.rd-article')!;
    expect(article.style.getPropertyValue('--rd-size')).toBe('24px');
    expect(article.style.getPropertyValue('--rd-measure')).toBe('54.4ch');
    expect(screen.getByRole('dialog').classList.contains('rd-theme-sepia')).toBe(true);
  });

  test('chapter navigation calls back with the page to load', () => {
    const { props } = setup();
    fireEvent.click(screen.getByText('Next chapter →'));
    fireEvent.change(screen.getByLabelText('Chapter'), { target: { value: 'https://x.test/1' } });
    fireEvent.click(screen.getByText('Go'));
    expect(props.onNavigate).toHaveBeenNthCalledWith(1, 'https://x.test/3');
    expect(props.onNavigate).toHaveBeenNthCalledWith(2, 'https://x.test/1');
  });

  test('offers to resume, and scrolls to the remembered paragraph', async () => {
    setup({ savedPosition: { paragraph: 2, offset: 0, percent: 50, updatedAt: 1 } });
    const scroller = document.querySelector<HTMLElement>('[data-rd-scroll]')!;
    const target = document.querySelector<HTMLElement>('[data-index="2"]')!;
    vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top: 300 - scroller.scrollTop, height: 20 }) as DOMRect);
    fireEvent.click(screen.getByText('Resume where you left off'));
    await waitFor(() => expect(scroller.scrollTop).toBe(300));
    expect(screen.queryByTestId('rd-resume')).toBeNull();
  });

  test('no resume offer at the very top', () => {
    setup({ savedPosition: { paragraph: 0, offset: 0, percent: 0, updatedAt: 1 } });
    expect(screen.queryByTestId('rd-resume')).toBeNull();
  });

  test('settings: focus moves into the panel; Esc closes the panel first, focus back on its button; Esc again closes the reader', () => {
    const { props } = setup();
    const toggle = screen.getByText('Settings');
    toggle.focus();
    fireEvent.click(toggle);
    const panel = screen.getByTestId('rd-settings');
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByTestId('rd-settings')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(props.onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  test('the settings panel comes right after its button in the tab order, before the story', () => {
    setup();
    fireEvent.click(screen.getByText('Settings'));
    const order = [...screen.getByRole('dialog').querySelectorAll('button, input, [data-rd-scroll]')];
    const panelFirst = order.findIndex((el) => el.closest('[data-testid=rd-settings]'));
    expect(panelFirst).toBeGreaterThan(order.indexOf(screen.getByText('Settings')));
    expect(panelFirst).toBeLessThan(order.findIndex((el) => el.hasAttribute('data-rd-scroll')));
  });

  test('? opens the list of keys; chapter keys follow the links on a chapter page', () => {
    const { props } = setup();
    const scroller = document.querySelector<HTMLElement>('[data-rd-scroll]')!;
    fireEvent.keyDown(scroller, { key: '?' });
    expect(screen.getByTestId('rd-keys').textContent).toMatch(/Next chapter/);
    fireEvent.keyDown(scroller, { key: ']' });
    fireEvent.keyDown(scroller, { key: 'ArrowLeft', altKey: true });
    expect(props.onNavigate).toHaveBeenNthCalledWith(1, 'https://x.test/3');
    expect(props.onNavigate).toHaveBeenNthCalledWith(2, 'https://x.test/1');
  });

  test('end notes come after the text, folded', () => {
    const story = { ...pageStory(), notes: ['A note.', 'Thanks for reading.'], endNotes: ['Thanks for reading.'] };
    setup({ story, renderStory: (el) => buildStoryBody(el, { doc: document, story, shields: new Map(), mode: 'off' }) });
    const end = screen.getByTestId('rd-end-notes');
    expect(end.textContent).toMatch(/Thanks for reading/);
    expect(end.hasAttribute('open')).toBe(false);
    expect(screen.getByTestId('rd-text').compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('header details')!.textContent).not.toMatch(/Thanks for reading/);
  });

  test('a whole work: chapter headings in the text, a table of contents marking the chapter read and what each holds', async () => {
    const { story, chapters } = wholeWork();
    setup({ story, renderStory: (el) => buildStoryBody(el, { doc: document, story, shields: new Map(), mode: 'off' }) });
    expect([...document.querySelectorAll('[data-testid=rd-text] h2')].map((h) => h.textContent)).toEqual(['Chapter 1: Sun', 'Chapter 2: Rain']);
    fireEvent.click(screen.getByText('Contents'));
    const items = screen.getAllByRole('button').filter((b) => b.classList.contains('rd-toc-item'));
    expect(items.map((b) => b.getAttribute('aria-current'))).toEqual(['location', null]);
    expect(document.activeElement).toBe(items[0]);
    expect(items[1].textContent).toMatch(/About self-harm/);
    expect(items[0].textContent).not.toMatch(/About/);
    fireEvent.click(items[1]);
    await waitFor(() => expect(document.activeElement?.id).toBe('rd-ch-2'));
    expect(screen.queryByTestId('rd-contents')).toBeNull();
  });
});
