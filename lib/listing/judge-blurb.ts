/**
 * What a listing does with one work, judged from what the listing shows: its archive warnings, the
 * author's tags (through the tag dictionary), its rating, its summary as the engine read it, what
 * the engine found in its text when the reader last opened it, and the reader's blocklists. Pure:
 * blurb facts and settings in, a verdict with one reason a category out.
 */
import { CATEGORY_IDS, isCategoryId, type CategoryId } from '../engine/categories';
import { categoryLabel, inSentence } from '../category-text';
import { t, type MessageId } from '../i18n/translate';
import type { PersonalWarningId, Warning, WarningLevel } from '../engine/types';
import { isPersonalId } from '../personal/personal-warning';
import type { Blocklists } from '../settings/blocklists';
import type { ListingAction, Settings } from '../settings/settings';
import { displayTag } from '../tags/normalize-tag';
import { categoriesOfTag, isUnknownTag } from '../tags/tags-to-warnings';
import type { StoryTags } from '../story';
import { blockedBy, type BlockMatch } from './blocked';

/** Where a reason came from, in the order a fold note names them. */
export type ReasonSource = 'archive-warning' | 'tags' | 'rating' | 'summary' | 'read-before';

/** Why the warnings of a work are unknown: never "no warnings". */
export type UnknownWarnings = 'chose-not-to-warn' | 'hidden' | 'no-tags';

export interface CategoryReason {
  category: CategoryId;
  level: WarningLevel;
  /** Every source that named it, strongest first. */
  sources: ReasonSource[];
  /** What the reader would see as proof: the tags, the rating. */
  evidence: string[];
  action: ListingAction;
}

/** One of the reader's own warnings (lib/personal) found in the summary or the tags. */
export interface OwnReason {
  id: PersonalWarningId;
  /** The name the reader gave it. */
  name: string;
  level: WarningLevel;
  /** 'tags' where the tags named it, else the summary. */
  sources: ('tags' | 'summary')[];
  action: ListingAction;
}

export interface BlurbFacts {
  tags: StoryTags;
  authors?: string[];
  summary?: string;
  /** What the engine found in the summary. */
  summaryWarnings?: readonly Warning[];
  /** What the engine found in the work's text when the reader last opened it. */
  readBefore?: readonly CategoryId[];
}

export interface BlurbVerdict {
  /** The strongest action any reason asks for: 'chip' leaves the work in view. */
  action: ListingAction;
  /** One reason a category the reader follows, in the order the reader sees categories. */
  categories: CategoryReason[];
  unknown?: { why: UnknownWarnings; action: ListingAction };
  /** The reader's own warnings found, each with the action they chose for it (a chip by default). */
  own: OwnReason[];
  blocked: BlockMatch[];
}

const SOURCES: readonly ReasonSource[] = ['archive-warning', 'tags', 'rating', 'summary', 'read-before'];
const STRENGTH: Record<ListingAction, number> = { chip: 0, fold: 1, hide: 2 };

/**
 * AO3 gives "Explicit" for sex or for graphic violence alike; most Explicit works are so for sex,
 * so it names sexual content as a possibility (a mention), never as certain.
 */
const RATING_MEANS: Record<string, CategoryId> = { explicit: 'sexual-content' };

export function strongest(...actions: ListingAction[]): ListingAction {
  return actions.reduce((a, b) => (STRENGTH[b] > STRENGTH[a] ? b : a), 'chip');
}

function unknownWarnings(tags: StoryTags): UnknownWarnings | undefined {
  if (tags.siteHasNoWarnings) return undefined;
  if (tags.warningsHidden) return 'hidden';
  if (tags.warnings.some(isUnknownTag)) return 'chose-not-to-warn';
  const anyTag = tags.warnings.length + tags.freeforms.length + tags.relationships.length + tags.characters.length;
  return anyTag === 0 ? 'no-tags' : undefined;
}

/** Judges one work for a listing. */
export function judgeBlurb(facts: BlurbFacts, settings: Pick<Settings, 'categories' | 'listing'>, blocklists: Blocklists): BlurbVerdict {
  const found = new Map<CategoryId, Omit<CategoryReason, 'action'>>();
  const note = (category: CategoryId, level: WarningLevel, source: ReasonSource, evidence?: string) => {
    if (!settings.categories[category]) return;
    const seen = found.get(category) ?? { category, level, sources: [], evidence: [] };
    if (level === 'theme') seen.level = 'theme';
    if (!seen.sources.includes(source)) seen.sources.push(source);
    if (evidence && !seen.evidence.includes(evidence)) seen.evidence.push(evidence);
    found.set(category, seen);
  };
  const fromTags = (list: string[], source: ReasonSource) => {
    for (const tag of list) for (const m of categoriesOfTag(tag)) note(m.category, m.level, source, displayTag(tag));
  };
  fromTags(facts.tags.warnings, 'archive-warning');
  fromTags(facts.tags.freeforms, 'tags');
  for (const rating of facts.tags.rating) {
    const category = RATING_MEANS[rating.trim().toLowerCase()];
    if (category) note(category, 'mention', 'rating', displayTag(rating));
  }
  for (const w of facts.summaryWarnings ?? []) if (isCategoryId(w.id)) note(w.id, w.level, 'summary');
  for (const category of facts.readBefore ?? []) note(category, 'theme', 'read-before');

  const categories = CATEGORY_IDS.filter((id) => found.has(id)).map((id) => {
    const reason = found.get(id)!;
    reason.sources.sort((a, b) => SOURCES.indexOf(a) - SOURCES.indexOf(b));
    return { ...reason, action: settings.listing.categories[id] };
  });
  const why = unknownWarnings(facts.tags);
  const unknown = why && { why, action: settings.listing.unknown };
  const own = ownReasons(facts.summaryWarnings ?? [], settings.listing.personal ?? {});
  const blocked = blockedBy(facts, blocklists);
  const action = strongest(...categories.map((c) => c.action), ...own.map((o) => o.action), unknown?.action ?? 'chip', blocked.length ? 'hide' : 'chip');
  return { action, categories, unknown, own, blocked };
}

/** The reader's own warnings among what the engine found in the summary and tags. */
function ownReasons(found: readonly Warning[], actions: Settings['listing']['personal']): OwnReason[] {
  return found.flatMap((w) => {
    if (!isPersonalId(w.id) || !w.personal) return [];
    const sources: OwnReason['sources'] = w.sources.includes('tags') ? ['tags'] : [];
    if (w.sources.some((s) => s !== 'tags')) sources.push('summary');
    return [{ id: w.id, name: w.personal.name, level: w.level, sources, action: actions[w.id] ?? 'chip' }];
  });
}

const SOURCE_TEXT: Record<ReasonSource, MessageId> = {
  'archive-warning': 'listing_source_archive_warning',
  tags: 'listing_source_tags',
  rating: 'listing_source_rating',
  summary: 'listing_source_summary',
  'read-before': 'listing_source_read_before',
};

const UNKNOWN_TEXT: Record<UnknownWarnings, MessageId> = {
  'chose-not-to-warn': 'listing_reason_unknown_chose_not_to_warn',
  hidden: 'listing_reason_unknown_hidden',
  'no-tags': 'listing_reason_unknown_no_tags',
};

const BLOCK_TEXT: Record<BlockMatch['kind'], MessageId> = {
  tags: 'listing_reason_blocked_tag',
  authors: 'listing_reason_blocked_author',
  fandoms: 'listing_reason_blocked_fandom',
  words: 'listing_reason_blocked_word',
};

/** One reason as a short phrase: "self-harm (author's tags)", "an author you hide: Sunny". */
export function reasonPhrases(verdict: BlurbVerdict): string[] {
  const blocked = verdict.blocked.map((b) => t('common_label_value', t(BLOCK_TEXT[b.kind]), b.matched));
  const categories = verdict.categories
    .filter((c) => c.action !== 'chip')
    .map((c) => {
      const name = inSentence(categoryLabel(c.category));
      return t('listing_reason_with_sources', c.level === 'mention' ? t('listing_reason_mentioned', name) : name, sourceText(c));
    });
  const own = verdict.own
    .filter((o) => o.action !== 'chip')
    .map((o) => {
      const name = `${o.name} ${t('listing_chip_yours')}`;
      return t('listing_reason_with_sources', o.level === 'mention' ? t('listing_reason_mentioned', name) : name, o.sources.map((s) => t(SOURCE_TEXT[s])).join(', '));
    });
  const unknown = verdict.unknown && verdict.unknown.action !== 'chip' ? [t(UNKNOWN_TEXT[verdict.unknown.why])] : [];
  return [...blocked, ...categories, ...own, ...unknown];
}

/** The fold note's one line: "Hidden: self-harm (author's tags), suicide (summary)". */
export function foldLine(verdict: BlurbVerdict): string {
  return t('listing_fold_line', reasonPhrases(verdict).join(', '));
}

/** The source words for a chip's tooltip: "archive warning, summary". */
export function sourceText(reason: CategoryReason): string {
  return reason.sources.map((s) => t(SOURCE_TEXT[s])).join(', ');
}
