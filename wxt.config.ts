import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { ALL_MATCH_PATTERNS } from './lib/sites/registry';

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
    host_permissions: ALL_MATCH_PATTERNS,
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
          strict_min_version: '115.0',
          data_collection_permissions: { required: ['none'] },
        },
        // Firefox for Android (all compatible add-ons since 120, December 2023). It has no context
        // menus and no keyboard shortcuts: the background guards both, and every feature is also
        // a button in the popup, the summary or the banner.
        gecko_android: { strict_min_version: '120.0' },
      },
    }),
  }),
  // The sources zip (for Firefox's reviewers) carries the code, not local test output: the browser
  // tests' screenshots include real archive pages, which are other people's writing.
  zip: { excludeSources: ['test-output/**', 'docs/**', '.tmp-*/**'] },
  vite: () => ({ plugins: [preact()] }),
});
