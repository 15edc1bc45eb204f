/**
 * The browser's message catalogs (`public/_locales/<lang>/messages.json`, the WebExtension i18n
 * format) read without a browser: the same substitution rules as `i18n.getMessage`, so Node (tests,
 * the CLI, the bench) and the extension say the same thing.
 */

/** One message as messages.json holds it. */
export interface CatalogEntry {
  message: string;
  /** For translators: where the text appears, what the placeholders hold. */
  description?: string;
  /** Named placeholders: `$count$` in the message is replaced by `content` ("$1"…"$9"). */
  placeholders?: Record<string, { content: string; example?: string }>;
}

export type Catalog = Record<string, CatalogEntry>;

/**
 * The message with its substitutions, as browsers do it: named placeholders first (`$name$`,
 * case-insensitive, replaced by their content), then `$1`…`$9`, and `$$` for a dollar sign.
 * Undefined when the catalog has no such message.
 */
export function formatCatalogMessage(catalog: Catalog, id: string, substitutions: readonly string[] = []): string | undefined {
  const entry = catalog[id] ?? catalog[Object.keys(catalog).find((key) => key.toLowerCase() === id.toLowerCase()) ?? ''];
  if (!entry) return undefined;
  const placeholders = Object.fromEntries(Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]));
  const named = entry.message.replace(/\$([a-zA-Z0-9_@]+)\$/g, (whole, name: string) => placeholders[name.toLowerCase()] ?? whole);
  return named.replace(/\$(\$|[1-9])/g, (_, what: string) => (what === '$' ? '$' : (substitutions[Number(what) - 1] ?? '')));
}

/** The named placeholders a message uses (`$count$`), lower-cased and sorted: they must match across locales. */
export function placeholdersUsed(message: string): string[] {
  return [...new Set([...message.matchAll(/\$([a-zA-Z0-9_@]+)\$/g)].map((m) => m[1].toLowerCase()))].sort();
}
