/**
 * Reads a story for the reader's own warnings with the engine's machinery: its tokens (shared with
 * the engine's own pass through EngineOptions.onParagraph), its negation and dream/simile/threat
 * context, its content-note lists, and the author's tags. Out come warnings in the engine's shape,
 * marked as the reader's own.
 */
import { isDreamt, isIrrealis, isNegated } from '../engine/context';
import { excerptAround } from '../engine/excerpt';
import { forEachContentNoteList, isMentionInClause, noteEvidence } from '../engine/notes';
import type { PhraseMatch } from '../engine/phrase';
import { thresholdFor } from '../engine/sensitivity';
import { tokenBuffer, tokenize, type Tokens } from '../engine/tokenize';
import { wordIds } from '../engine/vocabulary';
import { walkAll, type WordTrie } from '../engine/word-trie';
import type { Evidence, FindingSource, Sensitivity, Warning, WarningLevel } from '../engine/types';
import { displayTag } from '../tags/normalize-tag';
import { TAG_SCORE } from '../tags/tags-to-warnings';
import type { StoryTags } from '../story';
import type { CompiledPersonal, PersonalEntry } from './compile-personal';

/**
 * A word the reader chose counts as a strong word does in the engine's lexicons (3): one clear use
 * raises the warning at balanced sensitivity, as a reader who listed it expects; at low it needs
 * a second. Dreamt, imagined or threatened uses count half, as in the engine.
 */
export const PERSONAL_WEIGHT = 3;
export const PERSONAL_SOFT_FACTOR = 0.5;
/** Hits in this many paragraphs make a theme rather than a mention (the engine's THEME_MIN_PARAGRAPHS). */
export const PERSONAL_THEME_PARAGRAPHS = 5;
/** Passages kept as evidence: what the banner has room for (the engine's EVIDENCE_COUNT). */
export const PERSONAL_EVIDENCE = 3;
/** An author's note or tag naming the warning counts as much as it does for a built-in category. */
export const PERSONAL_NOTE_SCORE = TAG_SCORE;

interface Hit {
  paragraph: number;
  start: number;
  end: number;
  weight: number;
}

interface Tally {
  total: number;
  hits: Hit[];
  /** Paragraphs holding a hit, in order, each once. */
  paragraphs: number[];
}

export interface StoryForPersonal {
  paragraphs: readonly string[];
  notes?: readonly string[];
  tags?: StoryTags;
}

function matchesIn(trie: WordTrie<PersonalEntry>, t: Tokens): PhraseMatch<PersonalEntry>[] {
  const found: PhraseMatch<PersonalEntry>[] = [];
  wordIds(t);
  walkAll(trie, t, found);
  return found;
}

/**
 * The exceptions and figures of speech found in a paragraph, by list (-1: every list), as spans
 * sorted by their first token, with the furthest end reached so far: whether a use overlaps one is
 * a binary search, not a look at each (a paragraph can hold 100,000 of them: audit 2026-12, N7).
 */
class IgnoredSpans {
  private readonly byList = new Map<number, { froms: number[]; reach: number[] }>();

  constructor(ignores: readonly PhraseMatch<PersonalEntry>[]) {
    for (const ig of [...ignores].sort((a, b) => a.from - b.from)) {
      let spans = this.byList.get(ig.value.list);
      if (!spans) this.byList.set(ig.value.list, (spans = { froms: [], reach: [] }));
      spans.froms.push(ig.from);
      spans.reach.push(Math.max(ig.to, spans.reach[spans.reach.length - 1] ?? 0));
    }
  }

  /** Whether tokens [from, to) overlap an exception of `list` or one of every list. */
  overlaps(list: number, from: number, to: number): boolean {
    return this.overlapsIn(-1, from, to) || this.overlapsIn(list, from, to);
  }

  private overlapsIn(list: number, from: number, to: number): boolean {
    const spans = this.byList.get(list);
    if (!spans) return false;
    // The spans starting before `to`: one of them overlaps when the furthest of their ends is past `from`.
    let lo = 0;
    let hi = spans.froms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (spans.froms[mid] < to) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && spans.reach[lo - 1] > from;
  }
}

/** Matches that survive the exceptions and figures of speech overlapping them, and negation. */
function surviving(compiled: CompiledPersonal, t: Tokens, includeNames: boolean): PhraseMatch<PersonalEntry>[] {
  const found = matchesIn(compiled.trie, t);
  if (found.length === 0) return found;
  const ignored = new IgnoredSpans(matchesIn(compiled.ignoresTrie, t));
  return found.filter((m) => (includeNames || !m.value.nameOnly) && !ignored.overlaps(m.value.list, m.from, m.to) && !isNegated(t, m.from));
}

/** Reads the story paragraph by paragraph, then the notes and tags, for one set of compiled lists. */
export class PersonalReader {
  private readonly tallies: Tally[];

  constructor(
    private readonly compiled: CompiledPersonal,
    private readonly sensitivity?: Sensitivity,
  ) {
    this.tallies = compiled.warnings.map(() => ({ total: 0, hits: [], paragraphs: [] }));
  }

  /** One story paragraph's tokens: pass as EngineOptions.onParagraph to share the engine's pass. */
  readonly read = (t: Tokens, paragraph: number): void => {
    if (this.compiled.size === 0) return;
    const matches = surviving(this.compiled, t, false);
    if (matches.length === 0) return;
    const seen = new Set<number>();
    for (const m of matches) {
      const soft = isDreamt(t, m.from) || isIrrealis(t, m.from);
      const weight = soft ? PERSONAL_WEIGHT * PERSONAL_SOFT_FACTOR : PERSONAL_WEIGHT;
      const tally = this.tallies[m.value.list];
      // One hit a list a span: overlapping phrases ("throw up", "throwing up all") are one use.
      const key = m.value.list * 1_000_003 + m.from;
      if (seen.has(key)) continue;
      seen.add(key);
      tally.total += weight;
      tally.hits.push({ paragraph, start: t.starts[m.from], end: t.ends[m.to - 1], weight });
      if (tally.paragraphs[tally.paragraphs.length - 1] !== paragraph) tally.paragraphs.push(paragraph);
    }
  };

  /** The warnings raised, after the story text was read with `read`. */
  finish(story: StoryForPersonal): Warning[] {
    const noted = this.fromNotes(story.notes ?? []);
    const tagged = this.fromTags(story.tags);
    const threshold = thresholdFor(this.sensitivity);
    const out: Warning[] = [];
    this.compiled.warnings.forEach((warning, list) => {
      const tally = this.tallies[list];
      const textRaised = tally.total >= threshold;
      const fromTags = tagged[list];
      const fromNotes = noted[list];
      if (!textRaised && !fromTags && !fromNotes) return;
      const sources: FindingSource[] = [];
      const evidence: Evidence[] = [];
      let score = 0;
      let level: WarningLevel = 'mention';
      for (const [source, found] of [['tags', fromTags], ['notes', fromNotes]] as const) {
        if (!found) continue;
        sources.push(source);
        evidence.push(found.evidence);
        score += PERSONAL_NOTE_SCORE;
        if (found.level === 'theme') level = 'theme';
      }
      if (textRaised) {
        sources.push('text');
        evidence.push(...strongest(tally.hits).map((h) => textEvidence(h, story.paragraphs)));
        score += tally.total;
        if (tally.paragraphs.length >= PERSONAL_THEME_PARAGRAPHS) level = 'theme';
      }
      out.push({
        id: warning.id,
        level,
        score: Math.round(score * 100) / 100,
        evidence,
        sources,
        ...(textRaised && { passages: [...tally.paragraphs] }),
        personal: { name: warning.name },
      });
    });
    return out.sort((a, b) => b.score - a.score);
  }

  private fromNotes(notes: readonly string[]): Found[] {
    const found: Found[] = [];
    forEachContentNoteList(notes, (note, index, from, to) => {
      const t = tokenize(note.text.slice(from, to));
      for (const m of surviving(this.compiled, t, true)) {
        if (found[m.value.list]) continue;
        found[m.value.list] = {
          level: isMentionInClause(t, m.from, m.to) ? 'mention' : 'theme',
          evidence: noteEvidence(note, index, from + t.starts[m.from], from + t.ends[m.to - 1]),
        };
      }
    });
    return found;
  }

  private fromTags(tags: StoryTags | undefined): Found[] {
    const found: Found[] = [];
    for (const tag of [...(tags?.warnings ?? []), ...(tags?.freeforms ?? [])]) {
      if (typeof tag !== 'string') continue;
      const t = tokenize(tag);
      for (const m of surviving(this.compiled, t, true)) {
        if (found[m.value.list]) continue;
        found[m.value.list] = {
          level: isMentionInClause(t, m.from, m.to) ? 'mention' : 'theme',
          evidence: { source: 'tags', paragraph: -1, start: 0, end: 0, excerpt: displayTag(tag) },
        };
      }
    }
    return found;
  }
}

interface Found {
  level: WarningLevel;
  evidence: Evidence;
}

/** The strongest hits, one a paragraph, earliest first among equals. */
function strongest(hits: Hit[]): Hit[] {
  const byParagraph = new Map<number, Hit>();
  for (const h of hits) {
    const seen = byParagraph.get(h.paragraph);
    if (!seen || h.weight > seen.weight) byParagraph.set(h.paragraph, h);
  }
  return [...byParagraph.values()].sort((a, b) => b.weight - a.weight || a.paragraph - b.paragraph).slice(0, PERSONAL_EVIDENCE);
}

function textEvidence(h: Hit, paragraphs: readonly string[]): Evidence {
  return { source: 'text', paragraph: h.paragraph, start: h.start, end: h.end, excerpt: excerptAround(paragraphs[h.paragraph], h.start, h.end).excerpt };
}

/** The reader's own warnings for a story, reading its text alone (the options page's preview, listings, tests). */
export function analyzePersonal(story: StoryForPersonal, compiled: CompiledPersonal, sensitivity?: Sensitivity): Warning[] {
  const reader = new PersonalReader(compiled, sensitivity);
  // One set of token arrays for every paragraph: the reader keeps none of their tokens.
  const buffer = tokenBuffer();
  story.paragraphs.forEach((text, paragraph) => {
    if (typeof text === 'string' && text) reader.read(tokenize(text, buffer), paragraph);
  });
  return reader.finish(story);
}

export interface PreviewMatch {
  /** Index of the warning in the compiled lists. */
  list: number;
  start: number;
  end: number;
  /** Dreamt, imagined or threatened: counts half. */
  soft: boolean;
}

/** Every use the lists would catch in one paragraph, in text order: the options page's live preview. */
export function previewMatches(text: string, compiled: CompiledPersonal): PreviewMatch[] {
  if (compiled.size === 0) return [];
  const t = tokenize(text);
  return surviving(compiled, t, false)
    .map((m) => ({ list: m.value.list, start: t.starts[m.from], end: t.ends[m.to - 1], soft: isDreamt(t, m.from) || isIrrealis(t, m.from) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}
