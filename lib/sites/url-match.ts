/** URL helpers shared by the adapters. */

/** Match patterns for the manifest, any scheme: the e2e tests serve the real host names over http. */
export function hostPatterns(hosts: readonly string[]): string[] {
  return hosts.map((h) => `*://${h}/*`);
}

/** Is this URL on one of these hosts (exact names, as the manifest lists them)? */
export function onHost(url: URL, hosts: readonly string[]): boolean {
  return hosts.includes(url.hostname);
}
