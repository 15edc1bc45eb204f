/**
 * eFiction's labelled metadata ("Rated:", "Warnings:", "Genres:"...): a span.label followed by its
 * value, up to the next label or line break (default_tpls/storyindex.tpl, printstory.tpl).
 */
import { emptyTags, type StoryTags } from '../story';
import { clean } from './dom-text';

function valueAfter(label: Element): string {
  let text = '';
  for (let n = label.nextSibling; n; n = n.nextSibling) {
    if (n.nodeType === 1) {
      const el = n as Element;
      if (el.tagName === 'BR' || (el.tagName === 'SPAN' && el.matches('span.label'))) break;
    }
    text += n.textContent ?? '';
  }
  return clean(text);
}

const list = (v: string): string[] =>
  v
    .split(/\s*,\s*/)
    .map((s) => s.trim())
    .filter((s) => s && !/^(none|n\/a)$/i.test(s));

/** The story's tags from its labelled fields, wherever the skin shows them on the page. */
export function efictionTags(doc: Document): { tags: StoryTags; summary: string } {
  const tags = emptyTags();
  let summary = '';
  for (const label of Array.from(doc.querySelectorAll('span.label'))) {
    const key = clean(label.textContent).replace(/:$/, '').toLowerCase();
    const value = valueAfter(label);
    if (key === 'rated' || key === 'rating') tags.rating.push(...list(value));
    else if (key.startsWith('warning')) tags.warnings.push(...list(value));
    else if (key.startsWith('genre')) tags.freeforms.push(...list(value));
    else if (key.startsWith('character')) tags.characters.push(...list(value));
    else if (key.startsWith('categor')) tags.fandoms.push(...list(value));
    else if (key.startsWith('pairing')) tags.relationships.push(...list(value));
    else if (key === 'summary' && !summary) summary = value;
  }
  return { tags, summary };
}
