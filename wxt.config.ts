import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ALL_MATCH_PATTERNS } from './lib/sites/known-sites';
import { releasePatterns } from './lib/sites/url-match';
import { noHtmlSinks } from './scripts/build/no-html-sinks';

/**
 * The extension's scripts carry no message catalog: lib/i18n/english-catalog.ts (English for Node:
 * tests, the scan CLI) becomes lib/i18n/no-catalog.ts, and every message comes from the browser's
 * i18n API, which falls back to English (default_locale) by itself (test/e2e/locale-fallback.e2e.mjs).
 * It saved 43 kB in each of content.js, readability.js, background.js and the settings pages' chunk.
 */
function noCatalogInScripts(): Plugin {
  return {
    name: 'gentle-reader:no-catalog-in-scripts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './english-catalog' || !importer || !/[\\/]lib[\\/]i18n[\\/][^\\/]+$/.test(importer)) return undefined;
      return path.join(path.dirname(importer), 'no-catalog.ts');
    },
  };
}

/**
 * A build for the browser tests, `npm start` and the bench: GENTLE_READER_TEST_BUILD=1 npx wxt build.
 * It also matches http (the demo archive is served over http on 127.0.0.1, under the archives'
 * names). A release build (no flag: `npm run build`, `npm run zip`) matches https only.
 */
const TEST_BUILD = process.env.GENTLE_READER_TEST_BUILD === '1';
const manifestPatterns = (patterns: readonly string[]) => releasePatterns(patterns, TEST_BUILD);

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  manifest: ({ browser }) => ({
    // In the reader's language: public/_locales/<lang>/messages.json (English is the fallback).
    name: '__MSG_extension_name__',
    description: '__MSG_extension_description__',
    default_locale: 'en',
    // storage: settings and reading positions. activeTab + scripting: read a page we do not
    // support, only after the reader clicks. contextMenus: "Read in Gentle Reader".
    permissions: ['storage', 'activeTab', 'scripting', 'contextMenus'],
    // Exactly the supported archives, from the adapter registry.
    host_permissions: manifestPatterns(ALL_MATCH_PATTERNS),
    // No web_accessible_resources: the reader's fonts reach the page as bytes from the background.
    commands: {
      // Alt+Shift+G ("gentle"): Chromium 156 silently leaves Alt+Shift+R unbound (commands.getAll()
      // reports an empty shortcut), so that key would do nothing. Readers can change it.
      'open-reader': {
        suggested_key: { default: 'Alt+Shift+G' },
        description: '__MSG_command_open_reader__',
      },
    },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'gentle-reader@gentle-reader.invalid',
          // 140: the first Firefox that reads data_collection_permissions (the "collects no data"
          // declaration addons.mozilla.org asks of add-ons): web-ext lint warns below it. It drops
          // ESR 115 and 128, whose security updates ended in March and September 2026.
          strict_min_version: '140.0',
          data_collection_permissions: { required: ['none'] },
        },
        // Firefox for Android (all compatible add-ons since 120, December 2023; 142 is the first to
        // read data_collection_permissions). It has no context menus and no keyboard shortcuts: the
        // background guards both, and every feature is also a button in the popup, the summary or
        // the banner.
        gecko_android: { strict_min_version: '142.0' },
      },
    }),
  }),
  // The sources zip (for Firefox's reviewers) carries the code, not local test output: the browser
  // tests' screenshots include real archive pages, which are other people's writing.
  // Elsewhere only for test/e2e/release-build.e2e.mjs, which builds a release beside the test build.
  outDir: process.env.GENTLE_READER_OUT_DIR || '.output',
  zip: { excludeSources: ['test-output/**', 'docs/**', '.tmp-*/**'] },
  hooks: {
    // The content scripts' matches come from the same registry: narrowed the same way.
    'build:manifestGenerated': (_wxt, manifest) => {
      for (const script of manifest.content_scripts ?? []) script.matches = manifestPatterns(script.matches ?? []);
    },
  },
  // The test build's shadow roots are open, so the browser tests read our UI; a release's are closed (entrypoints/content/shadow-roots.ts).
  vite: () => ({ plugins: [noCatalogInScripts(), noHtmlSinks(), preact()], define: { 'import.meta.env.GENTLE_READER_TEST_BUILD': JSON.stringify(TEST_BUILD) } }),
});
