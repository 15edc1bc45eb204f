/** URL helpers shared by the adapters. */

/**
 * Match patterns for the hosts, any scheme. The manifest narrows them to https (`releasePatterns`);
 * test builds keep http too, where the demo archive serves the real host names.
 */
export function hostPatterns(hosts: readonly string[]): string[] {
  return hosts.map((h) => `*://${h}/*`);
}

/**
 * The manifest's patterns: https only (audit I1: every archive is served over https, so http
 * would only widen what the extension may read). A test build (GENTLE_READER_TEST_BUILD=1)
 * keeps http as well, for the demo archive the browser tests and `npm start` serve on 127.0.0.1.
 */
export function releasePatterns(patterns: readonly string[], testBuild: boolean): string[] {
  return testBuild ? [...patterns] : patterns.map((p) => p.replace(/^\*:\/\//, 'https://'));
}

/** Is this URL on one of these hosts (exact names, as the manifest lists them)? */
export function onHost(url: URL, hosts: readonly string[]): boolean {
  return hosts.includes(url.hostname);
}

/**
 * Does a URL fall under a manifest match pattern (`<scheme>://<host>/<path>`, as the browser reads
 * them: `*` scheme is http or https, `*.host` is the host and its subdomains, `*` in the path is any
 * text)? The background uses it to know a content script is due on a tab without bundling every
 * adapter.
 */
export function matchesPattern(url: string, pattern: string): boolean {
  const parts = /^(\*|https?):\/\/(\*|(?:\*\.)?[^/*]+)(\/.*)$/.exec(pattern);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!parts) return false;
  const [, scheme, host, path] = parts;
  const urlScheme = parsed.protocol.slice(0, -1);
  if (scheme === '*' ? urlScheme !== 'http' && urlScheme !== 'https' : urlScheme !== scheme) return false;
  if (host.startsWith('*.')) {
    const base = host.slice(2);
    if (parsed.hostname !== base && !parsed.hostname.endsWith(`.${base}`)) return false;
  } else if (host !== '*' && parsed.hostname !== host) return false;
  const pathGlob = new RegExp(`^${path.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return pathGlob.test(parsed.pathname + parsed.search);
}
