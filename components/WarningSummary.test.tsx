import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { Warning } from '@/lib/engine/types';
import { WarningSummary } from './WarningSummary';

const heartbreak: Warning = { id: 'heartbreak', level: 'theme', score: 9, sources: ['text'], evidence: [] };
const infidelity: Warning = { id: 'infidelity', level: 'mention', score: 3, sources: ['text'], evidence: [] };

describe('WarningSummary', () => {
  test('one line: what was found, and Details jumping to the banner', () => {
    let details = 0;
    render(<WarningSummary warnings={[heartbreak, infidelity]} onDetails={() => details++} />);
    expect(screen.getByTestId('gr-summary').textContent).toBe('Gentle Reader: heartbreak (theme), infidelity · Details');
    fireEvent.click(screen.getByText('Details'));
    expect(details).toBe(1);
  });

  test('while reading it keeps its place and says so', () => {
    render(<WarningSummary onDetails={() => {}} />);
    expect(screen.getByTestId('gr-summary').textContent).toBe('Gentle Reader: reading the story…');
    expect(screen.getByTestId('gr-summary').getAttribute('aria-busy')).toBe('true');
  });

  test('says in plain words when the archive row seems to say otherwise', () => {
    render(<WarningSummary warnings={[heartbreak]} contradiction="Not in the archive's warnings (they cover only four things); found in the story text." />);
    expect(screen.getByText(/Not in the archive's warnings/)).toBeTruthy();
  });

  test('following nothing is not "nothing found"', () => {
    render(<WarningSummary warnings={[]} followsNone onChooseWarnings={() => {}} />);
    expect(screen.getByTestId('gr-summary').textContent).toContain('you follow no warnings yet');
    expect(screen.getByText('Choose warnings')).toBeTruthy();
  });
});
