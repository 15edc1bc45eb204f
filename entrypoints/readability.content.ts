import { browser } from 'wxt/browser';
import { useBrowserI18n } from '@/lib/i18n/translate';
import { extractWithReadability } from '@/lib/sites/readability';
import { ignoreForgedRestarts } from './content/page-guard';
import { startSession } from './content/session';

/**
 * The fallback for any other page. Never in the manifest's content scripts: the background injects
 * it into one tab after the reader asks (toolbar popup), under activeTab, and it reads the page
 * with Readability.
 */
export default defineContentScript({
  registration: 'runtime',
  matches: [],
  // Each UI brings its own CSS as a string into its shadow root: no stylesheet is exposed to pages.
  cssInjectionMode: 'manual',
  // WXT would otherwise announce itself, with the extension's id, to the page (audit F4).
  noScriptStartedPostMessage: true,
  main(ctx) {
    ignoreForgedRestarts();
    useBrowserI18n(browser.i18n);
    return startSession(ctx, { fallback: extractWithReadability });
  },
});
