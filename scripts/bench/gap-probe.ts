/**
 * A page-side measure of how long the main thread was held, for browsers without a trace (Firefox):
 * from the page's start, a MessageChannel message is posted again as soon as it arrives, so the
 * wait between two arrivals is how long something else (a task of ours, or the page's) held it.
 *
 * The content script's first task ends by extending the hold-back (an attribute on the hold-back
 * style, lib/page/hold-back.ts) synchronously at its start; a MutationObserver's callback runs at
 * the end of that very task. So from the last arrival before it to that callback is the task in
 * which the browser evaluated the content script and its main() began: its start-up task.
 * The probe keeps the main thread busy itself: read it beside another build's figure, run the same way.
 */
import { HOLD_BACK_ATTR } from '../../lib/page/hold-back';

export const GAP_PROBE_SCRIPT = `(() => {
  let last = performance.now();
  let longest = 0;
  let start;
  let stopped = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (!stopped) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  const extended = new MutationObserver(() => {
    start ??= performance.now() - last;
    extended.disconnect();
  });
  extended.observe(document, { subtree: true, attributes: true, attributeFilter: [${JSON.stringify(HOLD_BACK_ATTR)}] });
  window.__grProbeStop = () => ((stopped = true), { longest, start });
})();`;

/** Stops the probe: the longest gap, and the content script's start-up task (ms; undefined if not seen). */
export const STOP_GAP_PROBE = 'window.__grProbeStop()';

export interface GapProbeReport {
  longest: number;
  start?: number;
}
