import { render, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { Warning } from '../lib/engine/types';
import { LISTING_CHIPS_CSS, ListingChips } from './ListingChips';

function warning(id: Warning['id'], level: Warning['level'], tag: string): Warning {
  return { id, level, score: 10, sources: ['tags'], evidence: [{ source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: tag }] };
}

describe('ListingChips', () => {
  test('is a labelled list with one chip a category, themes first', () => {
    render(
      <ListingChips
        title="A Work"
        warnings={[warning('self-harm', 'mention', 'Implied/Referenced Self-Harm'), warning('death', 'theme', 'Major Character Death')]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Content warnings from the tags of A Work' });
    const items = Array.from(list.querySelectorAll('li'));
    expect(items.map((li) => li.textContent)).toEqual(['Death', 'Self-harm (mentioned)']);
    expect(items[1].getAttribute('title')).toBe('Tagged: Implied/Referenced Self-Harm');
  });

  test('says "unknown" when the creator chose not to warn, never "none"', () => {
    render(<ListingChips warnings={[]} unknown="chose-not-to-warn" />);
    expect(screen.getByRole('listitem').textContent).toBe('Unknown: creator chose not to warn');
  });

  test('says the warnings are hidden when the site hid them', () => {
    render(<ListingChips warnings={[]} unknown="hidden" />);
    expect(screen.getByRole('listitem').textContent).toBe('Unknown: warnings hidden');
  });

  test('renders nothing when the tags name no category', () => {
    const { container } = render(<ListingChips warnings={[]} />);
    expect(container.innerHTML).toBe('');
  });

  test('hostile tag text stays text', () => {
    render(<ListingChips warnings={[warning('violence', 'theme', '<img src=x onerror=alert(1)>')]} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('listitem').getAttribute('title')).toContain('<img src=x');
  });

  test('its CSS sizes in px, not rem (shadow roots follow the page root font size)', () => {
    expect(LISTING_CHIPS_CSS).not.toMatch(/\d\s*rem\b/);
    expect(LISTING_CHIPS_CSS).toMatch(/12px/);
  });
});
