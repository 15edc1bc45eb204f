import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { Warning } from '@/lib/engine/types';
import { Banner } from './Banner';

const heartbreak: Warning = {
  id: 'heartbreak',
  level: 'theme',
  score: 12,
  sources: ['tags', 'text'],
  evidence: [
    { source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Break Up' },
    { source: 'text', paragraph: 4, start: 10, end: 30, excerpt: 'he said it was over between them' },
  ],
};
const selfHarm: Warning = {
  id: 'self-harm',
  level: 'mention',
  score: 3,
  sources: ['notes'],
  evidence: [{ source: 'notes', paragraph: 0, start: 4, end: 13, excerpt: 'TW: self harm' }],
};

describe('Banner', () => {
  test('names each category in the heading, the author\'s word and themes first, with where each came from', () => {
    render(<Banner warnings={[heartbreak, selfHarm]} />);
    expect(screen.getByRole('heading').textContent).toBe('Content warnings: Heartbreak, Self-harm');
    const items = [...document.querySelectorAll<HTMLElement>('li[data-category]')];
    expect(items.map((li) => li.dataset.category)).toEqual(['heartbreak', 'self-harm']);
    expect(items[0].textContent).toContain('tagged, a theme of the story text');
    expect(items[0].textContent).toContain('“Break Up”');
    expect(items[0].textContent).not.toContain('recurring theme');
    expect(items[1].textContent).toContain("in the author's notes");
  });

  test('passing mentions in the text are folded into one "Also mentioned" line', () => {
    const death: Warning = { id: 'death', level: 'mention', score: 2, sources: ['text'], evidence: [{ source: 'text', paragraph: 2, start: 0, end: 4, excerpt: 'died' }] };
    const swearing: Warning = { ...death, id: 'profanity' };
    const { container } = render(<Banner warnings={[heartbreak, death, swearing]} />);
    const mentions = screen.getByTestId('gr-mentions') as HTMLDetailsElement;
    expect(mentions.open).toBe(false);
    expect(mentions.querySelector('summary')!.textContent).toBe('Also mentioned: death, strong language');
    expect(container.querySelectorAll('.gr-warnings')[0].querySelectorAll(':scope > li')).toHaveLength(1);
  });

  test('shows the passages as evidence, folded until asked, with their paragraph', () => {
    const { container } = render(<Banner warnings={[heartbreak]} />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Why? Show the passage');
    expect(details.textContent).toContain('Paragraph 5');
    expect(details.querySelector('q')!.textContent).toBe('he said it was over between them');
  });

  test("a passage of dialogue keeps the story's quote marks and gets no second pair around them", () => {
    const said: Warning = { ...heartbreak, evidence: [{ source: 'text', paragraph: 2, start: 0, end: 20, excerpt: '“It’s over,” she said.' }] };
    const { container } = render(<Banner warnings={[said, heartbreak]} />);
    const [dialogue, narration] = Array.from(container.querySelectorAll('.gr-evidence q'));
    expect(dialogue.textContent).toBe('“It’s over,” she said.');
    expect(dialogue.classList.contains('gr-own-quotes')).toBe(true);
    expect(narration.classList.contains('gr-own-quotes')).toBe(false);
  });

  test('says so when nothing was found, and when the author chose not to warn', () => {
    render(<Banner warnings={[]} unknownTags />);
    expect(screen.getByRole('heading').textContent).toBe('Nothing found in the warnings you follow');
    expect(screen.getByText(/chose not to use archive warnings/)).toBeTruthy();
  });

  test('while a very long text is still read, the tags\' warnings are shown with a line saying so, and nothing found is never said', () => {
    const tagged: Warning = { ...heartbreak, sources: ['tags'], evidence: [heartbreak.evidence[0]] };
    const { unmount } = render(<Banner warnings={[tagged]} stillReading />);
    expect(screen.getByRole('heading').textContent).toBe('Content warnings: Heartbreak');
    expect(screen.getByTestId('gr-still-reading').textContent).toBe(
      'Still reading the story text… What it holds is added here. The story is shown once its flagged passages are shielded.',
    );
    unmount();
    // Nothing in the tags: the heading says the page is being read, not that nothing was found.
    render(<Banner warnings={[]} stillReading />);
    expect(screen.getByRole('heading').textContent).toBe('Reading a very long page…');
    expect(document.body.textContent).not.toMatch(/nothing found|nothing in the warnings/i);
    expect(screen.getByTestId('gr-still-reading')).toBeTruthy();
  });

  test('following no warnings is never "nothing found": it offers to choose', () => {
    let chosen = 0;
    render(<Banner warnings={[]} followsNone onChooseWarnings={() => chosen++} />);
    expect(screen.getByRole('heading').textContent).toBe('You follow no content warnings yet');
    expect(screen.queryByText(/found/)).toBeNull();
    fireEvent.click(screen.getByText('open the options'));
    expect(chosen).toBe(1);
  });

  test('Hide is handed to the page (remembered per work), which folds it to one line with an undo and "show passages too"', () => {
    const calls: string[] = [];
    const { rerender } = render(<Banner warnings={[heartbreak]} onHide={() => calls.push('hide')} onUnhide={() => calls.push('unhide')} shielded={2} onShowAll={() => calls.push('all')} />);
    fireEvent.click(screen.getByText('Show all 2 shielded passages'));
    fireEvent.click(screen.getByLabelText('Hide content warnings'));
    expect(calls).toEqual(['all', 'hide']);
    rerender(<Banner warnings={[heartbreak]} hidden onHide={() => {}} onUnhide={() => calls.push('unhide')} shielded={2} onShowAll={() => calls.push('all')} />);
    expect(screen.getByRole('status').textContent).toContain('Warnings hidden for this work.');
    fireEvent.click(screen.getByText('Show the 2 shielded passages too'));
    fireEvent.click(screen.getByText('Undo'));
    expect(calls).toEqual(['all', 'hide', 'all', 'unhide']);
  });

  test('hidden while a very long text is still read, the one line still says why the story is not shown yet; once read, it does not', () => {
    const { rerender } = render(<Banner warnings={[]} stillReading hidden onHide={() => {}} onUnhide={() => {}} />);
    expect(screen.getByTestId('gr-still-reading').textContent).toBe('Reading a very long page… The story is shown once its flagged passages are shielded.');
    expect(screen.getByText('Undo')).toBeTruthy();
    expect(screen.queryByText(/Nothing/)).toBeNull();
    rerender(<Banner warnings={[heartbreak]} hidden onHide={() => {}} onUnhide={() => {}} />);
    expect(screen.queryByTestId('gr-still-reading')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Warnings hidden for this work.');
  });

  test('Hide and Undo each replace the button pressed: the keyboard focus goes to the one that takes it back', async () => {
    // As the page does it: the press is handed up, and the banner drawn again with `hidden` changed.
    let hidden = false;
    const draw = () => <Banner warnings={[heartbreak]} stillReading hidden={hidden} onHide={() => ((hidden = true), rerender(draw()))} onUnhide={() => ((hidden = false), rerender(draw()))} />;
    const { rerender } = render(draw());
    screen.getByLabelText('Hide content warnings').focus();
    fireEvent.click(screen.getByLabelText('Hide content warnings'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Undo'));
    fireEvent.click(screen.getByText('Undo'));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Hide content warnings'));
    // Drawn again for another reason (the text's findings): the focus is left where it is.
    screen.getByLabelText('Hide content warnings').blur();
    rerender(<Banner warnings={[heartbreak]} hidden onHide={() => {}} onUnhide={() => {}} />);
    expect(document.activeElement).toBe(document.body);
  });

  test('mentions the shortcut where one is bound', () => {
    render(<Banner warnings={[heartbreak]} onOpenReader={() => {}} shortcut="Alt+Shift+G" />);
    expect(screen.getByText('Alt+Shift+G opens the reader')).toBeTruthy();
  });

  test('hidden warnings are the site hiding them, not the author choosing not to warn', () => {
    render(<Banner warnings={[]} unknownTags warningsHidden />);
    expect(screen.getByText(/archive is hiding this work's warnings/)).toBeTruthy();
    expect(screen.queryByText(/author chose not/)).toBeNull();
  });

  test('hostile text from tags is shown as text, never as markup', () => {
    const hostile: Warning = { ...heartbreak, evidence: [{ source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: '<img src=x onerror=alert(1)>' }] };
    const { container } = render(<Banner warnings={[hostile]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  test('opens the reader and hides on request', () => {
    let opened = 0;
    const { container } = render(<Banner warnings={[heartbreak]} onOpenReader={() => opened++} />);
    fireEvent.click(screen.getByText('Open reader'));
    expect(opened).toBe(1);
    fireEvent.click(screen.getByLabelText('Hide content warnings'));
    expect(container.querySelector('section')).toBeNull();
  });

  test('inside the reader (compact) there is no reader button and no hide', () => {
    render(<Banner warnings={[heartbreak]} onOpenReader={() => {}} compact />);
    expect(screen.queryByText('Open reader')).toBeNull();
    expect(screen.queryByLabelText('Hide content warnings')).toBeNull();
  });

  test('a story whose text was not read says so plainly, and never "No content warnings found"', () => {
    const notRead = 'This story is in Spanish. Gentle Reader reads English story text; the warnings here come from the author\'s tags and notes only.';
    render(<Banner warnings={[]} notRead={notRead} />);
    expect(screen.getByRole('heading').textContent).toBe("No warnings in the author's tags or notes");
    expect(screen.getByTestId('gr-not-read').textContent).toBe(notRead);
    expect(screen.queryByText(/No content warnings found|Nothing in the categories/)).toBeNull();
  });

  test("what the author's notes name that fits no category is said as they wrote it", () => {
    render(<Banner warnings={[selfHarm]} alsoNoted={['hospitals']} />);
    expect(screen.getByTestId('gr-also-noted').textContent).toBe('The author\u2019s notes also warn of: hospitals.');
  });

  test("a warning from the work's tags alone is labelled as for the whole work, not as this chapter's level", () => {
    const tagged: Warning = { id: 'substance-use', level: 'theme', score: 10, sources: ['tags'], scope: 'work', evidence: [{ source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Alcohol' }] };
    const hedged: Warning = { ...tagged, id: 'infidelity', level: 'mention', evidence: [{ source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Cheating if you squint' }] };
    render(<Banner warnings={[tagged, hedged]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0].querySelector('.gr-warning-level')!.textContent).toBe('tagged for the whole work');
    expect(items[1].querySelector('.gr-warning-level')!.textContent).toBe('mentioned, tagged for the whole work');
    expect(screen.queryByText('recurring theme')).toBeNull();
  });

  test('on a chapter page, tags found in the text too still speak for the whole work, and the text is the chapter\'s', () => {
    const { container } = render(<Banner warnings={[heartbreak]} currentChapter={4} />);
    expect(container.querySelector('.gr-warning-level')!.textContent).toBe("tagged for the whole work, a theme of this chapter's text");
  });
});

describe('Banner: where in the work', () => {
  const chapters = [
    { index: 1, start: 0, end: 3 },
    { index: 2, start: 3, end: 10 },
  ];

  test('which chapters hold a warning is folded under "Which chapters?", apart from the passages', () => {
    const { container } = render(<Banner warnings={[heartbreak, selfHarm]} places={{ heartbreak: { chapters: [3, 7] } }} />);
    const disclosures = container.querySelectorAll<HTMLDetailsElement>('[data-testid=gr-chapters]');
    expect(disclosures).toHaveLength(1);
    expect(disclosures[0].open).toBe(false);
    expect(disclosures[0].closest('li')!.dataset.category).toBe('heartbreak');
    expect(disclosures[0].querySelector('summary')!.textContent).toBe('Which chapters?');
    expect(disclosures[0].querySelector('p')!.textContent).toBe('Heartbreak: chapters 3, 7');
    expect(disclosures[0].textContent).not.toContain('he said it was over');
  });

  test('on a chapter page: this chapter, and the chapters read before', () => {
    const { container } = render(<Banner warnings={[heartbreak]} currentChapter={4} places={{ heartbreak: { chapters: [4], readBefore: [2] } }} />);
    expect(container.querySelector('[data-testid=gr-chapters] p')!.textContent).toBe('Heartbreak: this chapter; chapter 2 when you read them');
  });

  test('in an Entire Work a passage is placed by chapter, and "Go there" is in the unfolded list only', () => {
    const went: number[] = [];
    const { container } = render(<Banner warnings={[heartbreak, selfHarm]} chapters={chapters} onGoTo={(i) => went.push(i)} />);
    const evidence = container.querySelector<HTMLDetailsElement>('li[data-category=heartbreak] .gr-evidence')!;
    expect(evidence.open).toBe(false);
    expect(evidence.textContent).toContain('Chapter 2, paragraph 2');
    const go = evidence.querySelector<HTMLButtonElement>('[data-testid=gr-go-there]')!;
    expect(evidence.querySelector('ol')!.contains(go)).toBe(true);
    fireEvent.click(go);
    expect(went).toEqual([4]);
    // A passage of the notes is not in the story: nowhere to go.
    expect(container.querySelector('li[data-category=self-harm] [data-testid=gr-go-there]')).toBeNull();
  });
});
