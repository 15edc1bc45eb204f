/** FanFiction.net's genres, read on its chapter pages and its story lists alike. */

// The fixed genre list (FanFicFare adapter_fanfictionnet.py `ffnetgenres`).
const GENRES = new Set([
  'Adventure', 'Angst', 'Crime', 'Drama', 'Family', 'Fantasy', 'Friendship', 'General', 'Horror', 'Humor',
  'Hurt/Comfort', 'Mystery', 'Parody', 'Poetry', 'Romance', 'Sci-Fi', 'Spiritual', 'Supernatural', 'Suspense',
  'Tragedy', 'Western',
]);

/** "Angst/Romance" -> ["Angst", "Romance"]; "Hurt/Comfort" stays whole. undefined if not genres. */
export function parseGenres(field: string): string[] | undefined {
  const parts = field.replace('Hurt/Comfort', 'Hurt\u0000Comfort').split('/').map((g) => g.replace('\u0000', '/').trim());
  return parts.length && parts.every((g) => GENRES.has(g)) ? parts : undefined;
}
