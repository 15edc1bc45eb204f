import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  manifest: ({ browser }) => ({
    name: 'Gentle Reader',
    description: 'Content warnings and a calm reader for fan fiction, entirely on your own device.',
    permissions: ['storage'],
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'gentle-reader@gentle-reader.invalid',
          data_collection_permissions: { required: ['none'] },
        },
      },
    }),
  }),
  vite: () => ({ plugins: [preact()] }),
});
