/**
 * XenForo 2 fiction forums: SpaceBattles, Sufficient Velocity, Questionable Questing. A story is a
 * thread; its chapters are the threadmarked posts. Evidence: ../shared/ARCHIVES.md §3.2, the
 * anonymised real pages in ../shared/real-pages/spacebattles/, fixtures xenforo-*.html.
 */
import { emptyTags, type ExtractResult, type Story } from '../story';
import { runToEnd, type Steps } from '../page/slices';
import { absoluteUrl, collectBlocksOfSteps, hasClass, textOf, textsOf, wordCountSteps } from './dom-text';
import type { SiteAdapter, SiteDetector } from './site-adapter';
import { hostPatterns, onHost } from './url-match';

const HOSTS = [
  'forums.spacebattles.com',
  'forums.sufficientvelocity.com',
  'forum.questionablequesting.com',
  'questionablequesting.com',
] as const;
const THREAD_PATH = /^\/threads\/(?:[^/]*\.)?(\d+)\/?/;
const POST_HASH = /^#post-(\d+)$/;

// Post: article.message--post (sb-anon-reader-page-1.html); body: .bbWrapper inside the message body,
// or the message body itself where the page has no wrapper (the anonymised fixture).
const POST = 'article.message--post';
const BODY = 'article.message-body .bbWrapper';
const BODY_FALLBACK = 'article.message-body';
// Not text: the quote-selection end marker, "Click to expand" links of long quotes.
const skip = (el: Element): boolean => hasClass(el, 'js-selectToQuoteEnd') || hasClass(el, 'bbCodeBlock-expandLink');

function bodyOf(post: Element): Element | null {
  return post.querySelector(BODY) ?? post.querySelector(BODY_FALLBACK);
}

/** The threadmarked posts a reader expects: the one the URL points at, else every one on the page. */
function chosenPosts(doc: Document, url: URL): Element[] {
  const marked = Array.from(doc.querySelectorAll(POST)).filter((p) => hasClass(p, 'hasThreadmark'));
  const target = POST_HASH.exec(url.hash)?.[1];
  const pointed = target ? marked.find((p) => p.getAttribute('data-content') === `post-${target}`) : undefined;
  return pointed ? [pointed] : marked;
}

/** "[Complete] My Story" -> "My Story": XenForo puts thread prefixes in span.label inside the title. */
function threadTitle(doc: Document): string {
  const h1 = doc.querySelector('h1.p-title-value');
  if (!h1) return '';
  const prefixes = textsOf(h1, '.label, .labelLink').join(' ');
  const full = textOf(h1);
  return (full.startsWith(prefixes) ? full.slice(prefixes.length) : full).replace(/^[\s\-–:]+/, '').trim();
}

/** In steps a long page can pause between (lib/page/slices.ts): a chapter of thousands of paragraphs never holds the page. */
function* extractSteps(doc: Document, url: URL): Steps<ExtractResult> {
  const threadId = THREAD_PATH.exec(url.pathname)?.[1];
  const posts = chosenPosts(doc, url);
  if (!threadId || !posts.length) {
    return { ok: false, reason: 'no-story', message: 'No threadmarked story post on this page.' };
  }
  const bodies = posts.map(bodyOf).filter((b): b is Element => !!b);
  if (!bodies.length) return { ok: false, reason: 'malformed', message: 'The threadmarked post has no text.' };
  const { blocks, paragraphs } = yield* collectBlocksOfSteps(bodies, { skip, splitLoneBreaks: true });
  const single = posts.length === 1;
  const base = url.pathname.match(/^\/threads\/[^/]+\//)?.[0];
  const story: Story = {
    site: 'xenforo',
    kind: single ? 'chapter' : 'entire-work',
    title: threadTitle(doc),
    author: posts[0].getAttribute('data-author') ?? '',
    workId: `${url.hostname}/${threadId}`,
    // XenForo does not number threadmarks on the page: the label is all there is.
    chapter: undefined,
    paragraphs,
    blocks,
    container: single ? (posts[0].querySelector('.message-userContent') ?? bodies[0]) : (posts[0].parentElement ?? bodies[0]),
    summary: '',
    notes: [],
    tags: { ...emptyTags(), freeforms: textsOf(doc, '.p-description a.tagItem, .tagList a.tagItem') },
    links: {
      previous: absoluteUrl(doc.querySelector('link[rel="prev"]')?.getAttribute('href'), url),
      next: absoluteUrl(doc.querySelector('link[rel="next"]')?.getAttribute('href'), url),
      entireWork: base ? absoluteUrl(`${base}reader/`, url) : undefined,
    },
    wordCount: yield* wordCountSteps(paragraphs),
  };
  return { ok: true, story };
}

/** The same read at once (Node, tests). */
function extract(doc: Document, url: URL): ExtractResult {
  return runToEnd(extractSteps(doc, url));
}

export const xenforoSite = {
  id: 'xenforo',
  name: 'SpaceBattles, Sufficient Velocity and Questionable Questing',
  matches: hostPatterns(HOSTS),
  exampleUrls: [
    'https://forums.spacebattles.com/threads/my-great-story.555/reader/',
    'https://forums.spacebattles.com/threads/my-great-story.555/reader/page-2',
    'https://forums.sufficientvelocity.com/threads/a-quiet-harbour.90210/page-3#post-1234567',
    'https://forum.questionablequesting.com/threads/lanterns.4242/threadmarks',
    'https://questionablequesting.com/threads/lanterns.4242/',
  ],
  detect: (url) => onHost(url, HOSTS) && THREAD_PATH.test(url.pathname),
} satisfies SiteDetector;

export const xenforo = {
  ...xenforoSite,
  extract,
  extractSteps,
  // Threads grow, and the reader loads more posts without a page load.
  dynamic: { blocks: POST },
} satisfies SiteAdapter;
