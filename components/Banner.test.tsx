import { fireEvent, render, screen } from '@testing-library/preact';
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
  test('names each category in the heading, with its level and where it came from', () => {
    render(<Banner warnings={[heartbreak, selfHarm]} />);
    expect(screen.getByRole('heading').textContent).toBe('Content warnings: Heartbreak, Self-harm');
    const items = screen.getAllByRole('listitem');
    expect(items[0].dataset.category).toBe('heartbreak');
    expect(items[0].textContent).toContain('recurring theme');
    expect(items[0].textContent).toContain("from the author's tags and story text");
    expect(items[0].textContent).toContain('Tagged for the whole work: Break Up');
    expect(screen.getByText('mentioned')).toBeTruthy();
  });

  test('shows the passages as evidence, folded until asked, with their paragraph', () => {
    const { container } = render(<Banner warnings={[heartbreak]} />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Why? Show the passage');
    expect(details.textContent).toContain('Paragraph 5');
    expect(details.querySelector('q')!.textContent).toBe('he said it was over between them');
  });

  test('says so when nothing was found, and when the author chose not to warn', () => {
    render(<Banner warnings={[]} unknownTags />);
    expect(screen.getByRole('heading').textContent).toBe('No content warnings found');
    expect(screen.getByText(/chose not to use archive warnings/)).toBeTruthy();
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

  test("a warning from the work's tags alone is labelled as for the whole work, not as this chapter's level", () => {
    const tagged: Warning = { id: 'substance-use', level: 'theme', score: 10, sources: ['tags'], scope: 'work', evidence: [{ source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Alcohol' }] };
    const hedged: Warning = { ...tagged, id: 'infidelity', level: 'mention', evidence: [{ source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: 'Cheating if you squint' }] };
    render(<Banner warnings={[tagged, hedged]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0].querySelector('.gr-warning-level')!.textContent).toBe('tagged for the whole work');
    expect(items[1].querySelector('.gr-warning-level')!.textContent).toBe('mentioned, tagged for the whole work');
    expect(screen.queryByText('recurring theme')).toBeNull();
  });
});
