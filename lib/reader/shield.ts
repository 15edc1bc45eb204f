import type { Warning, WarningId } from '../engine/types';
import { inSentence } from '../category-text';
import { formatList } from '../i18n/translate';
import { followsWarning, warningLabel } from '../warnings';
import type { Settings } from '../settings/settings';

/**
 * Which paragraphs to shield: the strong passages (`Warning.passages`) of the warnings whose
 * category the reader enabled; evidence quoted from a weak hit alone is not shielded.
 * Empty when the shield mode is off. Sorted by paragraph, categories in warning order.
 */
export function shieldedParagraphs(warnings: readonly Warning[], settings: Pick<Settings, 'shield' | 'categories'>, paragraphCount: number): Map<number, WarningId[]> {
  const out = new Map<number, WarningId[]>();
  if (settings.shield === 'off') return out;
  for (const warning of warnings) {
    if (!followsWarning(warning.id, settings.categories)) continue;
    for (const paragraph of new Set(warning.passages ?? [])) {
      if (paragraph < 0 || paragraph >= paragraphCount) continue;
      const ids = out.get(paragraph) ?? [];
      if (!ids.includes(warning.id)) ids.push(warning.id);
      out.set(paragraph, ids);
    }
  }
  return new Map([...out.entries()].sort((a, b) => a[0] - b[0]));
}

/**
 * "self-harm", "self-harm and violence", "death, violence and abuse": lower-case labels for the note.
 * The reader's own warnings are named as they named them, found in `warnings`.
 */
export function describeCategories(ids: readonly WarningId[], warnings: readonly Pick<Warning, 'id' | 'personal'>[] = []): string {
  const labels = ids.map((id) => {
    const own = warnings.find((w) => w.id === id)?.personal;
    return own ? own.name : inSentence(warningLabel({ id }));
  });
  return formatList(labels);
}
