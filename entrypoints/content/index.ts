import '@/components/banner.css';
import { ALL_MATCH_PATTERNS } from '@/lib/sites/registry';
import { startSession } from './session';

/** Runs on the supported archives only; everything else waits for the toolbar button. */
export default defineContentScript({
  matches: ALL_MATCH_PATTERNS,
  runAt: 'document_idle',
  cssInjectionMode: 'ui',
  main(ctx) {
    return startSession(ctx, { fallback: false });
  },
});
