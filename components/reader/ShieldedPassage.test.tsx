import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useEnglish } from '../../lib/i18n/translate';
import { speak } from '../../test/i18n/locale-catalogs';
import { ShieldedPassage } from './ShieldedPassage';

afterEach(useEnglish);

function passage(text = 'She held the blade.') {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}

describe('shielded passages', () => {
  test('marker: the text stays readable, with a label for screen readers', () => {
    const { container } = render(<ShieldedPassage mode="marker" about="self-harm" content={passage()} />);
    expect(container.querySelector('[data-shield="marker"]')).not.toBeNull();
    expect(screen.getByText('She held the blade.')).toBeTruthy();
    expect(screen.getByText(/Flagged passage, about self-harm/)).toBeTruthy();
    expect(container.querySelector('[inert], [hidden], [aria-hidden]')).toBeNull();
  });

  test.each([
    ['es', 'Pasaje señalado, sobre autolesiones:'],
    ['de', 'Markierte Passage, über Selbstverletzung:'],
  ])("marker: the label speaks the reader's language (%s)", (lang, label) => {
    speak(lang);
    const about = lang === 'es' ? 'autolesiones' : 'Selbstverletzung';
    const { container } = render(<ShieldedPassage mode="marker" about={about} content={passage()} />);
    expect(container.querySelector('.rd-marker-label')!.textContent).toBe(label);
  });

  test('blur: covered and out of reach until clicked, then shown', async () => {
    const onReveal = vi.fn();
    const { container } = render(<ShieldedPassage mode="blur" about="self-harm" content={passage()} onReveal={onReveal} />);
    const content = container.querySelector('.rd-shield-content')!;
    expect(content.classList.contains('rd-covered')).toBe(true);
    // Inline and !important: no work skin rule outranks the blur.
    expect((content as HTMLElement).style.getPropertyValue('filter')).toBe('blur(7px)');
    expect((content as HTMLElement).style.getPropertyPriority('filter')).toBe('important');
    expect(content.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'A passage about self-harm: show' }));
    expect(onReveal).toHaveBeenCalledOnce();
    expect(content.classList.contains('rd-covered')).toBe(false);
    expect(content.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('collapse: a one-line note until "show"', () => {
    const { container } = render(<ShieldedPassage mode="collapse" about="self-harm and violence" content={passage()} />);
    expect(container.querySelector('.rd-shield-note')!.textContent).toBe('A passage about self-harm and violence: show');
    expect((container.querySelector('.rd-shield-content') as HTMLElement).hidden).toBe(true);
    expect(container.textContent).not.toContain('She held the blade.');
    fireEvent.click(screen.getByRole('button', { name: 'Show the passage about self-harm and violence' }));
    expect((container.querySelector('.rd-shield-content') as HTMLElement).hidden).toBe(false);
    expect(container.textContent).toContain('She held the blade.');
    expect(container.querySelector('.rd-shield-note')).toBeNull();
  });

  test.each(['blur', 'collapse'] as const)('%s: paper gets a one-line note, outside the shield, until the passage is revealed', (mode) => {
    const { container } = render(<ShieldedPassage mode={mode} about="self-harm" content={passage()} />);
    const note = container.querySelector('.rd-shield-print')!;
    expect(note.textContent).toBe('A passage about self-harm is left out (shielded in the reader)');
    expect(note.closest('.rd-shield')).toBeNull();
    expect(container.querySelector('.rd-shield')!.getAttribute('data-shown')).toBe('false');
    fireEvent.click(screen.getAllByRole('button')[0]);
    expect(container.querySelector('.rd-shield-print')).toBeNull();
    expect(container.querySelector('.rd-shield')!.getAttribute('data-shown')).toBe('true');
  });

  test('marker: printed as text with its label, no print note', () => {
    const { container } = render(<ShieldedPassage mode="marker" about="self-harm" content={passage()} />);
    expect(container.querySelector('.rd-shield-print')).toBeNull();
  });

  test.each([
    ['fr', 'Un passage sur autolesión est omis (protégé dans le lecteur)'],
    ['pt_BR', 'Um trecho sobre autolesión foi omitido (protegido no leitor)'],
  ])("the print note speaks the reader's language (%s)", (lang, note) => {
    speak(lang);
    const { container } = render(<ShieldedPassage mode="blur" about="autolesión" content={passage()} />);
    expect(container.querySelector('.rd-shield-print')!.textContent).toBe(note);
  });

  test('revealing keeps the reading position: the scroller makes up for any movement', () => {
    const scroller = document.createElement('div');
    scroller.setAttribute('data-rd-scroll', '');
    document.body.append(scroller);
    let scrollTop = 500;
    Object.defineProperty(scroller, 'scrollTop', { get: () => scrollTop, set: (v: number) => void (scrollTop = v) });
    render(<ShieldedPassage mode="collapse" about="death" content={passage()} />, { container: scroller });
    // The passage's top is at 120px before the reveal and 80px after it (the note above it went away).
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    rect.mockReturnValueOnce({ top: 120 } as DOMRect).mockReturnValue({ top: 80 } as DOMRect);
    fireEvent.click(screen.getByRole('button'));
    expect(scrollTop).toBe(460);
    scroller.remove();
  });
});
