/**
 * A page-side measure of how long the main thread was held, for browsers without a trace (Firefox):
 * from the page's start, a MessageChannel message is posted again as soon as it arrives, and the
 * longest wait between two arrivals is kept (a task of ours, or the page's, holds it back). It
 * stops at `window.__grProbeStop()`. It keeps the main thread busy itself, so it is read beside the
 * same probe with another build, never as an absolute figure.
 */
export const GAP_PROBE_SCRIPT = `(() => {
  let last = performance.now();
  let longest = 0;
  let stopped = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (!stopped) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  window.__grProbeStop = () => ((stopped = true), longest);
})();`;

/** Stops the probe and reads its longest gap (ms). */
export const STOP_GAP_PROBE = 'window.__grProbeStop()';
