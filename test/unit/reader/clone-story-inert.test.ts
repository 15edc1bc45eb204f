import { describe, expect, test } from 'vitest';
import { sanitizeClone } from '../../../lib/reader/clone-story';

describe('cloning a long work', () => {
  test('every block is cleaned in the same windowless document, not a new one each (garbage at 50,000 blocks)', () => {
    document.body.innerHTML = Array.from({ length: 50 }, (_, i) => `<p>Block <em>${i}</em>.</p>`).join('');
    const created: Document[] = [];
    const create = document.implementation.createHTMLDocument.bind(document.implementation);
    document.implementation.createHTMLDocument = (title?: string) => {
      const made = create(title);
      created.push(made);
      return made;
    };
    const copies = [...document.querySelectorAll('p')].map((p) => sanitizeClone(p, { doc: document }));
    expect(copies.map((c) => c?.textContent)).toEqual(Array.from({ length: 50 }, (_, i) => `Block ${i}.`));
    expect(created.length).toBeLessThanOrEqual(1);
  });
});
