/**
 * The header block fic posts open with on journals and blogs (Dreamwidth, LiveJournal, Tumblr):
 * "Rating: Teen / Warnings: character death, self-harm / Summary: ...". otwarchive's own importer
 * reads the same "Label: value" lines (app/models/story_parser.rb scan_text_for_meta). The header is
 * the author's notes, not the story, and its warnings are the author's own tags.
 */
import { emptyTags, type StoryTags } from '../story';
import type { Blocks } from './dom-text';

/** A header is at most this many leading paragraphs; past that, label-like lines are story text. */
export const MAX_HEADER_PARAGRAPHS = 15;

const LABELS =
  "title|author|rating|rated|content warnings?|trigger warnings?|warnings?|cws?|tws?|tags|pairings?|relationships?|characters?|fandoms?|summary|word ?count|words|author'?s notes?|notes?|a/n|disclaimer|prompt|beta|spoilers|length";
const STARTS_WITH_LABEL = new RegExp(`^(?:${LABELS})\\s*:`, 'i');
const LABEL_ANYWHERE = new RegExp(`(?:^|\\s)(${LABELS})\\s*:`, 'gi');
const NOTHING = /^(none|n\/a|no warnings?( apply)?|nothing)\.?$/i;

export interface FicHeader {
  /** The story text without the header. */
  body: Blocks;
  /** The header lines, for the notes. */
  header: string[];
  tags: StoryTags;
}

function fields(line: string): Array<[string, string]> {
  const marks = Array.from(line.matchAll(LABEL_ANYWHERE));
  return marks.map((m, i) => {
    const from = (m.index ?? 0) + m[0].length;
    const to = i + 1 < marks.length ? (marks[i + 1].index ?? line.length) : line.length;
    return [m[1].toLowerCase(), line.slice(from, to).trim()];
  });
}

function values(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((v) => v.trim().replace(/\.$/, ''))
    .filter((v) => v && !NOTHING.test(v));
}

/** Splits the leading "Label: value" paragraphs off the story text and reads their tags. */
export function splitFicHeader(found: Blocks): FicHeader {
  let n = 0;
  while (n < Math.min(found.paragraphs.length, MAX_HEADER_PARAGRAPHS) && STARTS_WITH_LABEL.test(found.paragraphs[n])) n++;
  const header = found.paragraphs.slice(0, n);
  const tags = emptyTags();
  for (const [label, value] of header.flatMap(fields)) {
    if (/^(rating|rated)$/.test(label)) tags.rating.push(...values(value));
    else if (/warning|^cws?$|^tws?$/.test(label)) tags.warnings.push(...values(value));
    else if (label === 'tags') tags.freeforms.push(...values(value));
    else if (/^(pairing|relationship)/.test(label)) tags.relationships.push(...values(value));
    else if (/^character/.test(label)) tags.characters.push(...values(value));
    else if (/^fandom/.test(label)) tags.fandoms.push(...values(value));
  }
  return { body: { blocks: found.blocks.slice(n), paragraphs: found.paragraphs.slice(n) }, header, tags };
}
