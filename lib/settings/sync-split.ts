/**
 * Sync storage's quotas, and the splitting of one value over several items to stay inside them.
 * Chrome and Firefox both give an extension 102,400 bytes of sync storage in all and 8,192 bytes an
 * item, each item counted as its key's length plus its value's JSON, in UTF-8 bytes.
 */

export const SYNC_QUOTA_BYTES_PER_ITEM = 8_192;
export const SYNC_QUOTA_BYTES = 102_400;
/**
 * What the reader's own warnings may take of sync storage: well over half, leaving room for the
 * settings (about 3 kB) and the blocklists beside them. Twenty lists of thirty words take about 15 kB.
 */
export const PERSONAL_SYNC_BUDGET = 60_000;
/** Room left in each item for the key and JSON's quotes: a part's key is short ("personal-warnings-12"). */
const ITEM_MARGIN = 64;

const encoder = new TextEncoder();

/** Bytes a value takes in sync storage under `key`, the way the browsers count it. */
export function syncBytes(key: string, value: unknown): number {
  return encoder.encode(key).length + encoder.encode(JSON.stringify(value)).length;
}

/**
 * Cuts a text into parts that each fit one sync item once stored as a JSON string (escapes
 * counted), never between the two halves of a surrogate pair.
 */
export function splitForSync(text: string, maxItemBytes = SYNC_QUOTA_BYTES_PER_ITEM - ITEM_MARGIN): string[] {
  const parts: string[] = [];
  let start = 0;
  let bytes = 2; // the JSON string's quotes
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const ch = text.slice(i, i + width);
    const cost = encoder.encode(JSON.stringify(ch)).length - 2;
    if (bytes + cost > maxItemBytes && i > start) {
      parts.push(text.slice(start, i));
      start = i;
      bytes = 2;
    }
    bytes += cost;
    i += width;
  }
  if (start < text.length || parts.length === 0) parts.push(text.slice(start));
  return parts;
}
