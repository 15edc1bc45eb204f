import { CATEGORY_IDS, isCategoryId, type CategoryId } from './engine/categories';
import { categoryLabel } from './category-text';
import { t } from './i18n/translate';
import type { Evidence, FindingSource, Warning, WarningId } from './engine/types';

/** How many passages a merged warning keeps as evidence: the banner shows a few, not a list. */
export const MAX_EVIDENCE = 5;

const SOURCE_ORDER: readonly FindingSource[] = ['tags', 'notes', 'text'];

/**
 * Merges warnings from the author's tags with the engine's findings: one warning a category,
 * the stronger score, tag evidence first (the author's own word), every source kept. The level is
 * the stronger of what this page says (text, notes): the work's tags speak for the whole work and
 * set the level only of a warning that nothing on the page raised.
 */
export function mergeWarnings(...lists: Warning[][]): Warning[] {
  const byId = new Map<WarningId, Warning>();
  for (const warning of lists.flat()) {
    const seen = byId.get(warning.id);
    if (!seen) {
      byId.set(warning.id, { ...warning, evidence: [...warning.evidence], sources: [...warning.sources], ...(warning.passages && { passages: [...warning.passages] }) });
      continue;
    }
    if (seen.scope === 'work' && warning.scope !== 'work') {
      // The page's own finding sets the level from now on.
      seen.level = warning.level;
      delete seen.scope;
    } else if (seen.scope === warning.scope && warning.level === 'theme') {
      seen.level = 'theme';
    }
    seen.score = Math.max(seen.score, warning.score);
    seen.evidence.push(...warning.evidence);
    seen.sources = SOURCE_ORDER.filter((s) => seen.sources.includes(s) || warning.sources.includes(s));
    if (warning.passages) seen.passages = [...new Set([...(seen.passages ?? []), ...warning.passages])].sort((a, b) => a - b);
  }
  for (const warning of byId.values()) {
    warning.evidence = warning.evidence
      .map((e, order) => ({ e, order }))
      .sort((a, b) => SOURCE_ORDER.indexOf(a.e.source) - SOURCE_ORDER.indexOf(b.e.source) || a.order - b.order)
      .slice(0, MAX_EVIDENCE)
      .map(({ e }) => e);
  }
  return [...byId.values()].sort(
    (a, b) =>
      Number(b.level === 'theme') - Number(a.level === 'theme') ||
      b.score - a.score ||
      warningOrder(a.id) - warningOrder(b.id),
  );
}

/** Where a warning sits among equals: the category order readers know, the reader's own after them. */
export function warningOrder(id: WarningId): number {
  return isCategoryId(id) ? CATEGORY_IDS.indexOf(id) : CATEGORY_IDS.length;
}

/** What a warning is called: the reader's own name for their warning, else the category's label. */
export function warningLabel(warning: Pick<Warning, 'id' | 'personal'> & Partial<Pick<Warning, 'evidence'>>): string {
  if (warning.personal) return warning.personal.name;
  if (warning.id === 'homophobia' && warning.evidence?.length) return homophobiaLabel(warning.evidence);
  return isCategoryId(warning.id) ? categoryLabel(warning.id) : warning.id;
}

const ABOUT_TRANS = /trans(?:phob|gender|\b)|tranny|trannies|misgender|deadnam/i;
const ABOUT_GAY = /homophob|biphob|gay|lesbian|\bf[ -]slur|fag|dyke|queer/i;

/**
 * The homophobia category covers hostility to trans people too; where the author's tags or notes
 * or the passages speak only of transphobia, say that rather than "Homophobia".
 */
function homophobiaLabel(evidence: readonly Evidence[]): string {
  const trans = evidence.some((e) => ABOUT_TRANS.test(e.excerpt));
  if (!trans) return categoryLabel('homophobia');
  return evidence.some((e) => ABOUT_GAY.test(e.excerpt)) ? t('category_homophobia_both') : t('category_homophobia_trans');
}

/** True when the reader wants to hear about this warning: a category they follow, or one of their own (only enabled ones are read). */
export function followsWarning(id: WarningId, categories: Record<CategoryId, boolean>): boolean {
  return isCategoryId(id) ? categories[id] : true;
}

/** Keeps only the warnings for categories the reader asked to hear about. */
export function enabledWarnings(warnings: Warning[], categories: Record<CategoryId, boolean>): Warning[] {
  return warnings.filter((w) => followsWarning(w.id, categories));
}
