import { render, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { CategoryReason } from '../../lib/listing/judge-blurb';
import { ListingChips } from './ListingChips';
import { LISTING_CSS } from './listing-css';

function reason(category: CategoryReason['category'], level: CategoryReason['level'], evidence: string[], sources: CategoryReason['sources'] = ['tags']): CategoryReason {
  return { category, level, sources, evidence, action: 'chip' };
}

describe('ListingChips', () => {
  test('is a labelled list with one chip a category, themes first, each saying where it came from', () => {
    render(
      <ListingChips
        title="A Work"
        reasons={[reason('self-harm', 'mention', ['Implied/Referenced Self-Harm']), reason('death', 'theme', ['Major Character Death'], ['archive-warning', 'summary'])]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Content warnings for A Work' });
    const items = Array.from(list.querySelectorAll('li'));
    expect(items.map((li) => li.textContent)).toEqual(['Death', 'Self-harm (mentioned)']);
    expect(items[0].getAttribute('title')).toBe('From the archive warning, summary: Major Character Death');
    expect(items[1].getAttribute('title')).toBe("From the author's tags: Implied/Referenced Self-Harm");
  });

  test('a summary the background did not answer says so, with why in its tooltip, beside what the tags gave', () => {
    render(<ListingChips title="A Work" reasons={[reason('death', 'theme', ['Major Character Death'], ['archive-warning'])]} summaryUnread />);
    const unread = screen.getByText('Summary not read');
    expect(unread.getAttribute('title')).toBe("Gentle Reader could not read this summary (the extension's background did not answer): what shows here comes from the tags alone.");
    expect(screen.getByRole('list', { name: 'Content warnings for A Work' }).textContent).toBe('DeathSummary not read');
  });

  test.each([
    ['chose-not-to-warn', 'Unknown: creator chose not to warn'],
    ['hidden', 'Unknown: warnings hidden'],
    ['no-tags', 'Unknown: no tags'],
  ] as const)('unknown warnings (%s) say so, never "none"', (unknown, text) => {
    render(<ListingChips reasons={[]} unknown={unknown} />);
    expect(screen.getByRole('listitem').textContent).toBe(text);
  });

  test('renders nothing when nothing is named', () => {
    const { container } = render(<ListingChips reasons={[]} />);
    expect(container.innerHTML).toBe('');
  });

  test('hostile tag text stays text', () => {
    render(<ListingChips reasons={[reason('violence', 'theme', ['<img src=x onerror=alert(1)>'])]} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('listitem').getAttribute('title')).toContain('<img src=x');
  });

  test('its CSS sizes in px, not rem (shadow roots follow the page root font size)', () => {
    expect(LISTING_CSS).not.toMatch(/\d\s*rem\b/);
    expect(LISTING_CSS).toMatch(/12px/);
  });
});
