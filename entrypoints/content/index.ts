import { browser } from 'wxt/browser';
import { useBrowserI18n } from '@/lib/i18n/translate';
import { ALL_MATCH_PATTERNS } from '@/lib/sites/known-sites';
import { ignoreForgedRestarts } from './page-guard';
import { startSession } from './session';

/** Runs on the supported archives only; everything else waits for the toolbar button. */
export default defineContentScript({
  matches: ALL_MATCH_PATTERNS,
  runAt: 'document_idle',
  // Each UI brings its own CSS as a string into its shadow root: no stylesheet is exposed to pages.
  cssInjectionMode: 'manual',
  // WXT would otherwise announce itself, with the extension's id, to every page (audit F4).
  noScriptStartedPostMessage: true,
  main(ctx) {
    ignoreForgedRestarts();
    useBrowserI18n(browser.i18n);
    return startSession(ctx);
  },
});
