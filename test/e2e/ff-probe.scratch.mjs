import { startFirefox } from './firefox-harness.mjs';
import { AO3_HOST } from '../demo/server.mjs';
const firefox = await startFirefox();
try {
  for (let i = 0; i < 3; i++) {
    const page = await firefox.browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await page.evaluateOnNewDocument(() => {
      const t = (window.__t = {});
      const start = performance.now();
      document.addEventListener('DOMContentLoaded', () => (t.dcl = Math.round(performance.now())));
      addEventListener('load', () => (t.load = Math.round(performance.now())));
      new MutationObserver(() => {
        const held = document.querySelector('style[data-gentle-reader-hold-back]');
        if (held && !t.held) t.held = Math.round(performance.now());
        if (!held && t.held && !t.released) t.released = Math.round(performance.now());
        if (document.querySelector('[data-gentle-reader=banner]') && !t.banner) t.banner = Math.round(performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`http://${AO3_HOST}/works/3000000?view_full_work=true&words=2000000`, { timeout: 200_000 });
    await new Promise((r) => setTimeout(r, 9000));
    console.log(JSON.stringify(await page.evaluate(() => window.__t)));
    await page.close();
  }
} finally { await firefox.close(); }
