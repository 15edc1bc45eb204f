import { describe, expect, it } from 'vitest';
import { keepInPage, MAX_RESTORES } from '@/entrypoints/content/keep-in-page';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  document.body.innerHTML = '<div id="meta"><p id="before">Rating</p><p id="after">Words</p></div>';
  const host = document.createElement('gentle-reader-banner-x1');
  document.getElementById('after')!.before(host);
  return host;
}

describe('keepInPage (audit F4: a page script removes our banner)', () => {
  it('puts the host back where it was, with its shadow root', async () => {
    const host = page();
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.append('Content warnings: heartbreak');
    keepInPage(host);
    host.remove();
    await settle();
    expect(host.isConnected).toBe(true);
    expect(host.previousElementSibling?.id).toBe('before');
    expect(host.nextElementSibling?.id).toBe('after');
    expect(host.shadowRoot?.textContent).toBe('Content warnings: heartbreak');
  });

  it('gives up after MAX_RESTORES removals: no endless fight with a hostile page', async () => {
    const host = page();
    keepInPage(host);
    let removals = 0;
    for (let i = 0; i < MAX_RESTORES + 5; i++) {
      if (!host.isConnected) break;
      host.remove();
      removals++;
      await settle();
    }
    expect(removals).toBe(MAX_RESTORES + 1);
    expect(host.isConnected).toBe(false);
  });

  it('leaves alone a host we removed ourselves', async () => {
    const host = page();
    const stop = keepInPage(host);
    stop();
    host.remove();
    await settle();
    expect(host.isConnected).toBe(false);
  });
});
