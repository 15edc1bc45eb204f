/**
 * Tumblr posts, best effort: every blog has its own theme, so the post is looked for under the
 * selectors themes commonly use (WebToEpub TumblrParser.js; Readability's tumblr test page uses
 * div.post.text), and the page falls back to Readability when none fits. Tags that writers use as
 * content notes ("#tw self harm") are links to /tagged/<tag>. Evidence: ../shared/ARCHIVES.md §3.4.
 * The fallback is handed in by the registry (tumblrAdapter), not imported here: recognising a Tumblr
 * page (known-sites.ts, the document_start script) then does not carry Readability, which the
 * bundler cannot leave out once imported (it is CommonJS).
 */
import { countWords, emptyTags, type ExtractResult } from '../story';
import { collectBlocks, hasClass, textOf, textsOf } from './dom-text';
import { splitFicHeader } from './fic-header';
import type { SiteAdapter, SiteDetector } from './site-adapter';

// Tried in order, most specific first; readability-tumblr-source.html is div.post.text.
const POSTS = ['article div.post-content', 'main div.post', 'div.post-main', 'div.post.text', 'article.post', 'div.post', 'article'];
const POST_PATH = /^\/post\/(\d+)/;
const DASHBOARD_POST_PATH = /^\/[\w-]+\/(\d+)/;
// Inside a post: the note count, reblog and share controls some themes put there.
const skip = (el: Element): boolean => ['notes', 'post-notes', 'post-footer', 'share', 'tags'].some((c) => hasClass(el, c));

function postId(url: URL): string | undefined {
  if (url.hostname === 'www.tumblr.com') return DASHBOARD_POST_PATH.exec(url.pathname)?.[1];
  return POST_PATH.exec(url.pathname)?.[1];
}

type Extract = (doc: Document, url: URL) => ExtractResult;

function extract(doc: Document, url: URL, fallbackExtract: Extract): ExtractResult {
  const post = POSTS.map((sel) => doc.querySelector(sel)).find((el) => el);
  const blog = url.hostname === 'www.tumblr.com' ? url.pathname.split('/')[1] : url.hostname.split('.')[0];
  const tags = textsOf(doc, 'a[href*="/tagged/"]').map((t) => t.replace(/^#/, ''));
  if (!post) {
    const fallback = fallbackExtract(doc, url);
    if (fallback.ok) fallback.story.tags.freeforms = tags;
    return fallback.ok ? { ok: true, story: { ...fallback.story, site: 'tumblr', kind: 'work', author: blog } } : fallback;
  }
  const heading = post.querySelector('h1, h2, h3');
  const { body, header, tags: headerTags } = splitFicHeader(collectBlocks(post, { skip: (el) => el === heading || skip(el) }));
  return {
    ok: true,
    story: {
      site: 'tumblr',
      kind: 'work',
      title: textOf(heading) || doc.title,
      author: blog,
      workId: `${blog}/${postId(url) ?? ''}`,
      paragraphs: body.paragraphs,
      blocks: body.blocks,
      container: post,
      summary: '',
      notes: header.length ? [header.join('\n')] : [],
      tags: { ...emptyTags(), ...headerTags, freeforms: [...headerTags.freeforms, ...tags] },
      links: {},
      wordCount: countWords(body.paragraphs.join(' ')),
    },
  };
}

export const tumblrSite = {
  id: 'tumblr',
  name: 'Tumblr',
  matches: ['*://*.tumblr.com/*'],
  exampleUrls: ['https://mcupdate.tumblr.com/post/96439224994/minecraft-18-the-bountiful-update', 'https://www.tumblr.com/someblog/7123456789/a-fic-post'],
  detect: (url) => url.hostname.endsWith('.tumblr.com') && postId(url) !== undefined,
} satisfies SiteDetector;

/** The Tumblr adapter, reading a page whose theme hides the post with `fallbackExtract` (Readability). */
export function tumblrAdapter(fallbackExtract: Extract): SiteAdapter {
  return { ...tumblrSite, extract: (doc, url) => extract(doc, url, fallbackExtract) };
}
