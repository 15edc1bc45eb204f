// The demo archive: a small HTTP server on 127.0.0.1 that answers for the archives' own host
// names (Chromium maps them here with --host-resolver-rules), so the extension sees AO3- and
// FanFiction.net-shaped pages holding the reference texts, and makes no request off this machine.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createSecureServer } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_FFN_STORY, DEMO_SERIES_WORK, DEMO_SPANISH_WORK, DEMO_WORKS, LISTING_WORKS, LONG_WORK_ID, longWorkChapters, readReference } from './stories.mjs';
import { ao3Chapters, ao3Home, ao3Listing, ao3MarkedForLater, ao3Work, demoIndex, ffnChapter } from './templates.mjs';

export const AO3_HOST = 'archiveofourown.org';
export const FFN_HOST = 'www.fanfiction.net';
/** FanFiction.net's mobile site and FictionPress: only their story lists are served. */
export const FFN_MOBILE_HOST = 'm.fanfiction.net';
export const FICTIONPRESS_HOST = 'www.fictionpress.com';
export const DEMO_HOSTS = [AO3_HOST, FFN_HOST, FFN_MOBILE_HOST, FICTIONPRESS_HOST];
/** The default length of the generated long work, as the "500,000-word work" asks. */
export const LONG_WORK_WORDS = 500_000;

const seriesChapters = () => DEMO_SERIES_WORK.chapters.map((c) => ({ ...c, paragraphs: readReference(c.file) }));

function longWork(words, chapterWords) {
  const chapters = longWorkChapters(words, chapterWords).map((paragraphs, i) => ({ id: LONG_WORK_ID + 1 + i, title: `Part ${i + 1}`, paragraphs }));
  const work = { ...DEMO_SERIES_WORK, id: LONG_WORK_ID, title: `The Long Goodbye (${words.toLocaleString('en-US')} words)`, chapters };
  return { work, chapters };
}

/** The demo's signed-in reader, whose "Marked for Later" list is a listing page of its own. */
export const DEMO_READER = 'demo_reader';
export const MARKED_FOR_LATER_URL = `http://${AO3_HOST}/users/${DEMO_READER}/readings?show=to-read`;

/**
 * What the demo reader did on the archive, kept by each server while it runs: kudos left per work,
 * and the works marked for later (three of the listing's works to begin with: one naming
 * self-harm, one whose creator chose not to warn, one with nothing to hide).
 */
function demoReaderState() {
  return { kudos: new Map(), markedForLater: new Set([1000010, 1000013, 1000014]) };
}

/**
 * AO3's own actions on the demo, each answered with a redirect as AO3 does without its scripts:
 * "Kudos ♥" (POST /kudos), "Mark for Later" / "Mark as Read" (links), "Delete from History" (a
 * form posted with _method=delete). Undefined for any other request.
 */
function ao3Action(method, url, form, reader) {
  const known = (id) => [...DEMO_WORKS, DEMO_SERIES_WORK, ...LISTING_WORKS].some((w) => w.id === id);
  if (method === 'POST' && url.pathname === '/kudos') {
    const id = Number(form.get('kudo[commentable_id]'));
    if (!known(id)) return undefined;
    reader.kudos.set(id, (reader.kudos.get(id) ?? 0) + 1);
    return `/works/${id}`;
  }
  const mark = url.pathname.match(/^\/works\/(\d+)\/(mark_for_later|mark_as_read)$/);
  if (method === 'GET' && mark && known(Number(mark[1]))) {
    if (mark[2] === 'mark_for_later') reader.markedForLater.add(Number(mark[1]));
    else reader.markedForLater.delete(Number(mark[1]));
    return `/works/${mark[1]}`;
  }
  const reading = url.pathname.match(/^\/users\/([^/]+)\/readings\/(\d+)$/);
  if (method === 'POST' && reading?.[1] === DEMO_READER && form.get('_method') === 'delete') {
    reader.markedForLater.delete(Number(reading[2]));
    return new URL(MARKED_FOR_LATER_URL).pathname + '?show=to-read';
  }
  return undefined;
}

/**
 * Every demo work, on two pages of the works listing (to show marks surviving pagination), with
 * AO3's filter sidebar: words to search within (title, summary, tags) and the order by title.
 */
function worksListing(url, reader) {
  const query = (url.searchParams.get('work_search[query]') ?? '').trim();
  const sort = url.searchParams.get('work_search[sort_column]') ?? '';
  const text = (w) => [w.title, w.summary, w.author, ...w.fandoms, ...w.warnings, ...w.relationships, ...w.characters, ...w.freeforms].join(' ').toLowerCase();
  const all = [...DEMO_WORKS, DEMO_SERIES_WORK, ...LISTING_WORKS].filter((w) => !query || text(w).includes(query.toLowerCase()));
  if (sort === 'title_to_sort_on') all.sort((a, b) => a.title.localeCompare(b.title));
  const perPage = 6;
  const pages = Math.ceil(all.length / perPage);
  const page = Math.min(pages, Math.max(1, Number(url.searchParams.get('page')) || 1));
  return ao3Listing(all.slice((page - 1) * perPage, page * perPage), { heading: `${all.length} Works in Demo`, pageNumber: page, pages, filters: { query, sort }, reader });
}

/** A search result of `?blurbs=N` works (default 20, at most 1,000), the demo's works repeated: for the bench. */
function generatedListing(url) {
  const n = Math.min(1_000, Math.max(1, Number(url.searchParams.get('blurbs')) || 20));
  const pool = [...DEMO_WORKS, ...LISTING_WORKS];
  const works = Array.from({ length: n }, (_, i) => {
    const w = pool[i % pool.length];
    return i < pool.length ? w : { ...w, id: w.id + 100_000 * Math.floor(i / pool.length), title: `${w.title} (${Math.floor(i / pool.length) + 1})` };
  });
  return ao3Listing(works, { heading: `${n} Found`, base: '/works/search' });
}

function ao3Page(url, reader) {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return ao3Home([...DEMO_WORKS, DEMO_SERIES_WORK]);
  if (path === '/works') return worksListing(url, reader);
  if (path === `/users/${DEMO_READER}/readings` && url.searchParams.get('show') === 'to-read') {
    const works = [...DEMO_WORKS, ...LISTING_WORKS].filter((w) => reader.markedForLater.has(w.id));
    return ao3MarkedForLater(works, { user: DEMO_READER, reader });
  }
  if (path === '/works/search') return generatedListing(url);
  const match = path.match(/^\/works\/(\d+)(?:\/chapters\/(\d+))?$/);
  if (!match) return undefined;
  const [workId, chapterId] = [Number(match[1]), match[2] && Number(match[2])];
  const full = url.searchParams.get('view_full_work') === 'true';
  const single = [...DEMO_WORKS, ...LISTING_WORKS].find((w) => w.id === workId);
  if (single && !chapterId) return ao3Work(single, readReference(single.file), reader);
  if (workId === DEMO_SPANISH_WORK.id && !chapterId) return ao3Work(DEMO_SPANISH_WORK, DEMO_SPANISH_WORK.paragraphs, reader);
  if (workId === DEMO_SERIES_WORK.id) {
    const chapters = seriesChapters();
    const current = chapterId ? chapters.findIndex((c) => c.id === chapterId) : 0;
    if (current < 0) return undefined;
    return ao3Chapters(DEMO_SERIES_WORK, chapters, { current, full: full && !chapterId, reader });
  }
  if (workId === LONG_WORK_ID) {
    const requested = Number(url.searchParams.get('words'));
    // chapter_words: shorter chapters, for a work of many chapters (the table of contents bench).
    // At most 2,200,000 words: about 52,000 paragraphs, the bench's page of 50,000 paragraphs.
    const perChapter = Number(url.searchParams.get('chapter_words'));
    const { work, chapters } = longWork(Number.isFinite(requested) && requested > 0 ? Math.min(requested, 2_200_000) : LONG_WORK_WORDS, perChapter >= 100 ? perChapter : undefined);
    return ao3Chapters(work, chapters, { current: 0, full: true });
  }
  return undefined;
}

/**
 * FanFiction.net and FictionPress story lists, by host and path: fixtures written by us in the
 * markup public userscripts and scrapers document (test/fixtures/sites/), the demo story among
 * invented ones.
 */
const FFN_LISTS = {
  [`${FFN_HOST}/tv/Glee/`]: 'ffn-category.html',
  [`${FFN_HOST}/u/1000/demo_writer`]: 'ffn-author.html',
  [`${FFN_MOBILE_HOST}/tv/Glee/`]: 'ffn-mobile-category.html',
  [`${FICTIONPRESS_HOST}/fiction/Romance/`]: 'fictionpress-category.html',
};
const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../fixtures/sites');

function ffnPage(url) {
  const list = FFN_LISTS[`${url.hostname}${url.pathname}`];
  if (list) return readFileSync(path.join(FIXTURES, list), 'utf8');
  if (url.hostname !== FFN_HOST) return undefined;
  const match = url.pathname.match(/^\/s\/(\d+)\/(\d+)(?:\/[^/]*)?$/);
  if (!match || Number(match[1]) !== DEMO_FFN_STORY.id) return undefined;
  const index = Number(match[2]) - 1;
  const chapter = DEMO_FFN_STORY.chapters[index];
  if (!chapter) return undefined;
  const total = DEMO_FFN_STORY.chapters.reduce((n, c) => n + readReference(c.file).join(' ').split(/\s+/).length, 0);
  return ffnChapter(DEMO_FFN_STORY, index, readReference(chapter.file), total);
}

/** Every demo page worth a look, for the front door, `npm start` and the tests. */
export function demoPages() {
  return [
    ...DEMO_WORKS.map((w) => ({ label: `AO3 work: ${w.title} (${w.file})`, url: `http://${AO3_HOST}/works/${w.id}` })),
    { label: `AO3 work in Spanish: ${DEMO_SPANISH_WORK.title} (text not read, never an all-clear)`, url: `http://${AO3_HOST}/works/${DEMO_SPANISH_WORK.id}` },
    { label: `AO3 chapter 1 of ${DEMO_SERIES_WORK.title}`, url: `http://${AO3_HOST}/works/${DEMO_SERIES_WORK.id}/chapters/${DEMO_SERIES_WORK.chapters[0].id}` },
    { label: `AO3 Entire Work: ${DEMO_SERIES_WORK.title}`, url: `http://${AO3_HOST}/works/${DEMO_SERIES_WORK.id}?view_full_work=true` },
    { label: 'AO3 works listing', url: `http://${AO3_HOST}/works` },
    { label: 'AO3 search results, 20 works', url: `http://${AO3_HOST}/works/search?blurbs=20` },
    { label: `AO3 "Marked for Later" list of ${DEMO_READER} (Delete from History; kudos and Mark for Later on each work)`, url: MARKED_FOR_LATER_URL },
    { label: 'AO3 front page (no story)', url: `http://${AO3_HOST}/` },
    ...DEMO_FFN_STORY.chapters.map((c, i) => ({ label: `FanFiction.net chapter ${i + 1}: ${c.title}`, url: `http://${FFN_HOST}/s/${DEMO_FFN_STORY.id}/${i + 1}/${DEMO_FFN_STORY.slug}` })),
    { label: 'FanFiction.net story list (the Glee category)', url: `http://${FFN_HOST}/tv/Glee/` },
    { label: "FanFiction.net author's page: stories and favourites", url: `http://${FFN_HOST}/u/1000/demo_writer` },
    { label: 'FanFiction.net story list on the mobile site (the Glee category)', url: `http://${FFN_MOBILE_HOST}/tv/Glee/` },
    { label: 'FictionPress story list (the Romance category)', url: `http://${FICTIONPRESS_HOST}/fiction/Romance/` },
    { label: 'AO3 Entire Work of 500,000 words', url: `http://${AO3_HOST}/works/${LONG_WORK_ID}?view_full_work=true` },
  ];
}

/**
 * A throwaway self-signed certificate for the hosts Chromium only visits over HTTPS (those on its
 * HSTS preload list, such as Wattpad and Tumblr). The browser tests ignore certificate errors.
 */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gentle-reader-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=gentle-reader-demo',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
}

/**
 * Starts the server. `extraRoutes` maps "host/path" to a saved HTML file (the real pages in
 * ../shared/real-pages, served under their real addresses) or to `{ html }`; it is checked first.
 * `secureHosts` are also served over HTTPS (needs `openssl`), for hosts Chromium forces to HTTPS.
 */
export async function startDemoServer({ port = 0, extraRoutes = {}, secureHosts = [] } = {}) {
  const received = [];
  const reader = demoReaderState();
  const handle = (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    received.push(`${host}${request.url}`);
    const url = new URL(request.url ?? '/', `http://${host}`);
    if (host === AO3_HOST && (request.method === 'POST' || /\/mark_(for_later|as_read)$/.test(url.pathname))) {
      // A form's fields (application/x-www-form-urlencoded), then the action's redirect.
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const to = ao3Action(request.method, url, new URLSearchParams(body), reader);
        response.writeHead(to ? 303 : 404, to ? { location: to, 'cache-control': 'no-store' } : { 'content-type': 'text/html; charset=utf-8' });
        response.end(to ? '' : '<!DOCTYPE html><title>Not found</title><h1>Not found</h1>');
      });
      return;
    }
    let html;
    try {
      const route = extraRoutes[`${host}${url.pathname}`];
      if (route) html = typeof route === 'string' ? readFileSync(route, 'utf8') : route.html;
      else if (host === AO3_HOST) html = ao3Page(url, reader);
      else if (host === FFN_HOST || host === FFN_MOBILE_HOST || host === FICTIONPRESS_HOST) html = ffnPage(url);
      else if (url.pathname === '/') html = demoIndex(demoPages());
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
      return;
    }
    if (html === undefined) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!DOCTYPE html><title>Not found</title><h1>Not found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  };
  const server = createServer(handle);
  const actualPort = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });
  const secure = secureHosts.length ? createSecureServer(selfSignedCertificate(), handle) : undefined;
  const securePort = secure ? await listen(secure) : undefined;
  // Firefox reaches every host through this server as its proxy (firefoxProxyPrefs): an https page
  // of a secure host comes as a CONNECT, tunnelled to the https server; any other is refused.
  server.on('connect', (request, socket, head) => {
    const host = (request.url ?? '').replace(/:\d+$/, '');
    if (!secure || !secureHosts.includes(host)) return socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    const upstream = connect(securePort, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  const hosts = [...new Set([...DEMO_HOSTS, ...Object.keys(extraRoutes).map((k) => k.split('/')[0])])];
  return {
    server,
    port: actualPort,
    securePort,
    hosts,
    /** Host name to the port it is served on, for --host-resolver-rules. */
    portFor: (host) => (secureHosts.includes(host) ? securePort : actualPort),
    origin: `http://127.0.0.1:${actualPort}`,
    /** Every request the server answered, as "host/path?query" (Firefox reaches it for every host, through its proxy). */
    received,
    close: () => Promise.all([new Promise((r) => server.close(r)), secure && new Promise((r) => secure.close(r))]),
  };
}

/**
 * Chromium's --host-resolver-rules: the archive hosts go to the demo server; every other name
 * fails on this machine, so nothing can leave it (the recipe in ../shared/E2E.md).
 */
export function hostResolverRules(demo) {
  return [...demo.hosts.map((h) => `MAP ${h} 127.0.0.1:${demo.portFor(h)}`), 'MAP * ~NOTFOUND', 'EXCLUDE localhost', 'EXCLUDE 127.0.0.1'].join(', ');
}
