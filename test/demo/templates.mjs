// HTML for the demo archive, shaped like the real pages in ../shared/real-pages (AO3's
// works/show and chapters/show views, FanFiction.net's chapter page). The markup is our own.

export function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

const tagHref = (name) =>
  `/tags/${encodeURIComponent(name.replace(/\//g, '*s*').replace(/&/g, '*a*').replace(/\./g, '*d*').replace(/\?/g, '*q*').replace(/#/g, '*h*'))}/works`;
const tagLinks = (names) => names.map((n) => `<li><a class="tag" href="${tagHref(n)}">${esc(n)}</a></li>`).join('');
const paragraphsHtml = (paragraphs) => paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n');
const words = (paragraphs) => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

function page({ title, bodyClass = '', body }) {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${esc(title)}</title>
<style>body{font:15px/1.5 Georgia,serif;margin:0;background:#fff;color:#2a2a2a}#header{background:#900;color:#fff;padding:10px 20px}
#header a{color:#fff}#main{max-width:900px;margin:0 auto;padding:10px 20px}.landmark{position:absolute;left:-10000px}
dl.work.meta{border:1px solid #ddd;padding:8px 12px;font-size:13px}dl.work.meta dt{font-weight:bold}ul.commas,ul.actions{list-style:none;padding:0}
ul.commas li,ul.actions li{display:inline;margin-right:6px}#feedback{border-top:1px solid #ddd;margin-top:30px;color:#555}</style>
</head><body class="logged-out ${bodyClass}">
<div id="outer" class="wrapper"><ul id="skiplinks"><li><a href="#main">Main Content</a></li></ul>
<header id="header" class="region"><h1 class="heading"><a href="/">Archive of Our Own (demo)</a></h1>
<nav><ul class="primary navigation actions"><li><a href="/works">Works</a></li><li><a href="/">Home</a></li></ul></nav></header>
<div id="inner" class="wrapper">${body}</div>
<footer id="footer" role="contentinfo"><p>A local demo archive for Gentle Reader. The stories are its reference texts.</p></footer>
</div></body></html>`;
}

function metaBlock(work, stats) {
  const group = (type, label, names) =>
    names?.length ? `<dt class="${type} tags">${label}:</dt><dd class="${type} tags"><ul class="commas">${tagLinks(names)}</ul></dd>` : '';
  return `<h3 class="landmark heading">Work Header</h3><div class="wrapper"><dl class="work meta group">
${group('rating', 'Rating', [work.rating])}${group('warning', 'Archive Warning', work.warnings)}${group('category', 'Category', ['M/M'])}
${group('fandom', 'Fandom', work.fandoms)}${group('relationship', 'Relationship', work.relationships)}
${group('character', 'Characters', work.characters)}${group('freeform', 'Additional Tags', work.freeforms)}
<dt class="language">Language:</dt><dd class="language" lang="${esc(work.language?.tag ?? 'en')}">${esc(work.language?.name ?? 'English')}</dd>
<dt class="stats">Stats:</dt><dd class="stats"><dl class="stats"><dt class="published">Published:</dt><dd class="published">2026-11-01</dd>
<dt class="words">Words:</dt><dd class="words">${stats.words.toLocaleString('en-US')}</dd>
<dt class="chapters">Chapters:</dt><dd class="chapters">${stats.chapters}</dd><dt class="kudos">Kudos:</dt><dd class="kudos">12</dd></dl></dd>
</dl></div>`;
}

function preface(work, { withSummary }) {
  return `<div class="preface group"><h2 class="title heading">${esc(work.title)}</h2>
<h3 class="byline heading"><a rel="author" href="/users/${esc(work.author)}/pseuds/${esc(work.author)}">${esc(work.author)}</a></h3>
${withSummary ? `<div class="summary module"><h3 class="heading">Summary:</h3><blockquote class="userstuff"><p>${esc(work.summary)}</p></blockquote></div>
<div class="notes module"><h3 class="heading">Notes:</h3><blockquote class="userstuff"><p>Thank you for reading this demo. All feedback welcome!</p></blockquote></div>` : ''}
</div>`;
}

/**
 * The foot of a work as AO3 writes it: "Kudos ♥" is a form posted to /kudos (form#new_kudo, the
 * work's id in kudo[commentable_id]), and #kudos says how many left kudos.
 */
function feedback(work, reader) {
  const kudos = reader?.kudos.get(work.id) ?? 0;
  return `<div id="feedback" class="feedback"><h3 class="landmark heading">Actions</h3>
<ul class="actions" role="navigation"><li><a href="#main">↑ Top</a></li><li><form id="new_kudo" action="/kudos" accept-charset="UTF-8" method="post">
<input value="${work.id}" type="hidden" name="kudo[commentable_id]" id="kudo_commentable_id"><input value="Work" type="hidden" name="kudo[commentable_type]" id="kudo_commentable_type">
<input type="submit" name="commit" value="Kudos ♥" id="kudo_submit"></form></li></ul>
<div id="kudos"><p class="kudos">${kudos === 0 ? 'No kudos yet.' : `${kudos} ${kudos === 1 ? 'guest has' : 'guests have'} left kudos on this work!`}</p></div>
<div id="comments_placeholder"><h3>Comments</h3><p>reader_one: I cried at the end, this broke my heart!</p></div></div>`;
}

/** AO3's "Mark for Later" in the work's navigation (li.mark), "Mark as Read" once marked: plain links. */
function markForLater(work, reader) {
  return reader?.markedForLater.has(work.id)
    ? `<li class="mark"><a href="/works/${work.id}/mark_as_read">Mark as Read</a></li>`
    : `<li class="mark"><a href="/works/${work.id}/mark_for_later">Mark for Later</a></li>`;
}

/** A single-chapter work (main.works-show); `reader`: the demo reader's kudos and Marked for Later list. */
export function ao3Work(work, paragraphs, reader) {
  const body = `<div id="main" class="works-show region" role="main"><div class="work">
<h3 class="landmark heading">Actions</h3><ul class="work navigation actions">${markForLater(work, reader)}<li class="download"><a href="#">Download</a></li></ul>
${metaBlock(work, { words: words(paragraphs), chapters: '1/1' })}
<div id="workskin">${preface(work, { withSummary: true })}
<div id="chapters" role="article"><h3 class="landmark heading" id="work">Work Text:</h3>
<div class="userstuff">${paragraphsHtml(paragraphs)}</div></div>
<div class="afterword preface group"><div id="work_endnotes" class="end notes module"><h3 class="heading">Notes:</h3>
<blockquote class="userstuff"><p>Come say hello. Comments make my day.</p></blockquote></div></div>
</div></div>${feedback(work, reader)}</div>`;
  return page({ title: `${work.title} - ${work.author} - ${work.fandoms[0]} [Archive of Our Own]`, body });
}

function chapterBlock(work, chapter, index, paragraphs) {
  return `<div class="chapter" id="chapter-${index}"><div class="chapter preface group">
<h3 class="title"><a href="/works/${work.id}/chapters/${chapter.id}">Chapter ${index}</a>: ${esc(chapter.title)}</h3></div>
<div class="userstuff module" role="article"><h3 class="landmark heading" id="work">Chapter Text</h3>
${paragraphsHtml(paragraphs)}</div></div>`;
}

/**
 * One chapter (main.chapters-show), or every chapter at once (`full`, AO3's "Entire Work":
 * main.works-show with one div.chapter each, ids repeating as on the real site).
 */
export function ao3Chapters(work, chapters, { current, full = false, reader }) {
  const count = chapters.length;
  const allWords = chapters.reduce((n, c) => n + words(c.paragraphs), 0);
  const shown = full ? chapters.map((c, i) => [c, i]) : [[chapters[current], current]];
  const nav = [];
  if (!full) {
    nav.push(`<li class="chapter entire"><a href="/works/${work.id}?view_full_work=true">Entire Work</a></li>`);
    if (current > 0) nav.push(`<li class="chapter previous"><a href="/works/${work.id}/chapters/${chapters[current - 1].id}#workskin">← Previous Chapter</a></li>`);
    if (current < count - 1) nav.push(`<li class="chapter next"><a href="/works/${work.id}/chapters/${chapters[current + 1].id}#workskin">Next Chapter →</a></li>`);
    nav.push(`<li class="chapter" aria-haspopup="true"><a href="/works/${work.id}/navigate">Chapter Index</a>
<ul id="chapter_index" class="expandable secondary"><li><form action="/works/${work.id}/chapters" method="get"><p>
<select name="selected_id" id="selected_id">${chapters
      .map((c, i) => `<option${i === current ? ' selected="selected"' : ''} value="${c.id}">${i + 1}. ${esc(c.title)}</option>`)
      .join('')}</select><span class="submit actions"><input type="submit" value="Go"></span></p></form></li></ul></li>`);
  } else {
    nav.push(`<li class="chapter bychapter"><a href="/works/${work.id}/chapters/${chapters[0].id}">Chapter by Chapter</a></li>`);
  }
  const body = `<div id="main" class="${full ? 'works-show' : 'chapters-show'} region" role="main"><div class="work">
<h3 class="landmark heading">Actions</h3><ul class="work navigation actions">${nav.join('\n')}${markForLater(work, reader)}</ul>
${metaBlock(work, { words: allWords, chapters: `${count}/${count}` })}
<div id="workskin">${preface(work, { withSummary: full || current === 0 })}
<div id="chapters">${shown.map(([c, i]) => chapterBlock(work, c, i + 1, c.paragraphs)).join('\n')}</div>
</div></div>${feedback(work, reader)}</div>`;
  const chapterTitle = full ? '' : ` - Chapter ${current + 1}`;
  return page({ title: `${work.title}${chapterTitle} - ${work.author} - ${work.fandoms[0]} [Archive of Our Own]`, body });
}

/** AO3's pagination under a listing (ol.pagination): plain links, a new page each. */
function pagination(current, pages, base) {
  if (pages < 2) return '';
  const link = (n, text = String(n)) => (n === current ? `<li><span class="current">${text}</span></li>` : `<li><a href="${base}?page=${n}">${text}</a></li>`);
  return `<h4 class="landmark heading">Pages Navigation</h4><ol class="pagination actions" role="navigation">${Array.from({ length: pages }, (_, i) => link(i + 1)).join('')}</ol>`;
}

/**
 * AO3's filter sidebar (form#work-filters, after the list): a GET form, so "Sort and Filter" loads a
 * new page of works. The demo keeps two of its fields: words to search within, and the order.
 */
function filterSidebar({ query = '', sort = '' }, base) {
  const option = (value, text) => `<option value="${value}"${sort === value ? ' selected' : ''}>${text}</option>`;
  return `<form id="work-filters" class="narrow-hidden filters" method="get" action="${base}" role="search" aria-label="Filter results">
<h3 class="landmark heading">Filters</h3><dl class="filters">
<dt><label for="work_search_sort_column">Sort by</label></dt><dd><select id="work_search_sort_column" name="work_search[sort_column]">${option('revised_at', 'Date Updated')}${option('title_to_sort_on', 'Title')}</select></dd>
<dt><label for="work_search_query">Search within results</label></dt><dd><input type="text" id="work_search_query" name="work_search[query]" value="${esc(query)}"></dd>
</dl><p class="submit actions"><input type="submit" name="commit" value="Sort and Filter"></p></form>`;
}

/**
 * What a listing shows of a work (AO3's works/_work_module): header, tags, summary, and stats whose
 * kudos count links to the work's kudos (`reader`: the demo reader's kudos).
 */
function workModule(w, reader) {
  return `<div class="header module"><h4 class="heading"><a href="/works/${w.id}">${esc(w.title)}</a> by <a rel="author" href="/users/${esc(w.author)}">${esc(w.author)}</a></h4>
<h5 class="fandoms heading"><span class="landmark">Fandoms:</span> ${w.fandoms.map((f) => `<a class="tag" href="${tagHref(f)}">${esc(f)}</a>`).join(', ')}</h5>
<ul class="required-tags"><li><a class="help symbol question modal" title="Symbols key"><span class="rating" title="${esc(w.rating)}"><span class="text">${esc(w.rating)}</span></span></a></li>
<li><a class="help symbol question modal" title="Symbols key"><span class="warnings" title="${esc(w.warnings.join(', '))}"><span class="text">${esc(w.warnings.join(', '))}</span></span></a></li></ul>
<p class="datetime">01 Nov 2026</p></div>
<h6 class="landmark heading">Tags</h6><ul class="tags commas">
${w.warnings.map((t) => `<li class="warnings"><strong><a class="tag" href="${tagHref(t)}">${esc(t)}</a></strong></li>`).join('')}
${w.relationships.map((t) => `<li class="relationships"><a class="tag" href="${tagHref(t)}">${esc(t)}</a></li>`).join('')}
${w.characters.map((t) => `<li class="characters"><a class="tag" href="${tagHref(t)}">${esc(t)}</a></li>`).join('')}
${w.freeforms.map((t) => `<li class="freeforms"><a class="tag" href="${tagHref(t)}">${esc(t)}</a></li>`).join('')}</ul>
<h6 class="landmark heading">Summary</h6><blockquote class="userstuff summary"><p>${esc(w.summary)}</p></blockquote>
<dl class="stats"><dt class="language">Language:</dt><dd class="language" lang="en">English</dd>
<dt class="chapters">Chapters:</dt><dd class="chapters">${w.chapters ? `${w.chapters.length}/${w.chapters.length}` : '1/1'}</dd>
<dt class="kudos">Kudos:</dt><dd class="kudos"><a href="/works/${w.id}?view_full_work=true#kudos">${reader?.kudos.get(w.id) ?? 0}</a></dd></dl>`;
}

/**
 * A works listing (main.works-index) with one li.work.blurb a work; `page` of `pages` under `base`;
 * with `filters` (the query and order asked), AO3's filter sidebar after it.
 */
export function ao3Listing(works, { heading = `${works.length} Works in Demo`, pageNumber = 1, pages = 1, base = '/works', filters, reader } = {}) {
  const blurb = (w) => `<li id="work_${w.id}" class="work blurb group work-${w.id}" role="article">
${workModule(w, reader)}</li>`;
  const body = `<div id="main" class="works-index region" role="main"><h2 class="heading">${esc(heading)}</h2>
<ol class="work index group">${works.map(blurb).join('\n')}</ol>${pagination(pageNumber, pages, base)}${filters ? filterSidebar(filters, base) : ''}</div>`;
  return page({ title: 'Works | Archive of Our Own', body });
}

/**
 * A reader's "Marked for Later" list (AO3's readings/index with show=to-read): each work's module
 * in li.reading.work.blurb, then when it was visited and "Delete from History", a form posted with
 * _method=delete (AO3's readings/_reading_blurb).
 */
export function ao3MarkedForLater(works, { user, reader }) {
  const blurb = (w) => `<li id="work_${w.id}" class="reading work blurb group" role="article">
${workModule(w, reader)}
<div class="user module group"><h4 class="viewed heading"><span>Last visited:</span> 01 Dec 2026 (Latest version.) Visited once (Marked for Later.)</h4>
<ul class="actions" role="menu"><li><form class="ajax-remove" action="/users/${esc(user)}/readings/${w.id}" accept-charset="UTF-8" method="post">
<input type="hidden" name="_method" value="delete"><input type="submit" name="commit" value="Delete from History"></form></li></ul></div></li>`;
  const body = `<div id="main" class="readings-index region" role="main"><h2 class="heading">History</h2>
<ul class="navigation actions"><li><a href="/users/${esc(user)}/readings">Full History</a></li><li><span class="current">Marked for Later</span></li></ul>
<h3 class="landmark heading">List of History Items</h3>
${works.length ? `<ol class="reading work index group">${works.map(blurb).join('\n')}</ol>` : '<p>Nothing marked for later.</p>'}</div>`;
  return page({ title: `${user} - History | Archive of Our Own`, body });
}

/** AO3's front page: links, no story. */
export function ao3Home(works) {
  const body = `<div id="main" class="homes-index region" role="main"><div class="splash">
<h2 class="heading">A fan-created, fan-run, non-profit archive (demo)</h2>
<p>This page holds no story. Try one of these:</p><ul>${works.map((w) => `<li><a href="/works/${w.id}">${esc(w.title)}</a></li>`).join('')}</ul>
<p><a href="/works">Browse all works</a></p></div></div>`;
  return page({ title: 'Archive of Our Own', body });
}

/** FanFiction.net's desktop chapter page (div#profile_top, select#chap_select, div#storytext). */
export function ffnChapter(story, index, paragraphs, totalWords) {
  const count = story.chapters.length;
  const select = count > 1
    ? `<span><select id="chap_select" title="Chapter Navigation" name="chapter">${story.chapters
        .map((c, i) => `<option value="${i + 1}"${i === index ? ' selected' : ''}>${i + 1}. ${esc(c.title)}</option>`)
        .join('')}</select>${index < count - 1 ? ` <button class="btn" type="button" onclick="self.location='/s/${story.id}/${index + 2}/${story.slug}'">Next &gt;</button>` : ''}</span>`
    : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(story.title)} Chapter ${index + 1}: ${esc(story.chapters[index].title)}, a glee fanfic | FanFiction</title>
<link rel="canonical" href="//www.fanfiction.net/s/${story.id}/${index + 1}/${story.slug}">
<style>body{font:14px Verdana,sans-serif;background:#f6f7ee;margin:0}#content_wrapper{max-width:980px;margin:0 auto;background:#fff;padding:10px}
#storytext{font-size:1.1em;line-height:1.6}.xgray{color:#555}</style></head>
<body><div id="top"><div class="menulink"><a href="/">FanFiction (demo)</a></div></div>
<div id="content_wrapper"><div id="content_wrapper_inner">
<div id="pre_story_links" class="lc-wrapper"><span class="lc-left"><a class="xcontrast_txt" href="/tv/">TV Shows</a> › <a class="xcontrast_txt" href="/tv/Glee/">Glee</a></span></div>
<div id="profile_top"><button class="btn">Follow/Fav</button><b class="xcontrast_txt">${esc(story.title)}</b>
<span class="xcontrast_txt"> By:</span> <a class="xcontrast_txt" href="/u/1000/${esc(story.author)}">${esc(story.author)}</a>
<div style="margin-top:2px" class="xcontrast_txt">${esc(story.summary)}</div>
<span class="xgray xcontrast_txt">Rated: <a class="xcontrast_txt" href="https://www.fictionratings.com/" target="rating">Fiction ${esc(story.rating)}</a> - English - ${esc(story.genres.join('/'))} - Kurt H., Blaine A. - Chapters: ${count} - Words: ${totalWords.toLocaleString('en-US')} - Status: Complete - id: ${story.id}</span></div>
${select}
<div role="main" aria-label="story content" class="storytextp" id="storytextp"><div class="storytext xcontrast_txt nocopy" id="storytext">
${paragraphsHtml(paragraphs)}
</div></div>
${select}
<div id="review"><p>Review this chapter</p></div></div></div></body></html>`;
}

/** The demo's own front door on 127.0.0.1: not an archive, and a map of what to try. */
export function demoIndex(links) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Gentle Reader demo archive</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 20px}</style></head><body>
<h1>Gentle Reader demo archive</h1><p>The pages below are served from this machine under the archives' own host names,
so the extension treats them as it would the real sites. Nothing is fetched from the internet.</p>
<ul>${links.map((l) => `<li><a href="${esc(l.url)}">${esc(l.label)}</a></li>`).join('\n')}</ul></body></html>`;
}
