import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { BlurbPanel, panelRows, type BlurbPanelProps, type HideChoices } from '@/components/listing/BlurbPanel';
import { HiddenCount } from '@/components/listing/HiddenCount';
import { LISTING_CSS, panelHeight } from '@/components/listing/listing-css';
import type { StoryAnalysis, StoryText } from '@/lib/analyze-story';
import { isCategoryId } from '@/lib/engine/categories';
import type { Warning } from '@/lib/engine/types';
import type { PersonalWarning } from '@/lib/personal/personal-warning';
import type { History } from '@/lib/history/history';
import { historyKey, categoriesRead } from '@/lib/history/history';
import { historyStore } from '@/lib/history/storage';
import { blurbDisplay, type BlurbDisplay, LISTING_PAGE_CSS, LISTING_ROOM, LISTING_STATE_ATTR, noSiteWarningsNote, readMarkOf } from '@/lib/listing/display';
import { judgeBlurb, type BlurbVerdict } from '@/lib/listing/judge-blurb';
import { summaryText } from '@/lib/listing/summary';
import { positionsItem } from '@/lib/reader/position-store';
import type { PositionMap } from '@/lib/reader/positions';
import { addToBlocklist, EMPTY_BLOCKLISTS, type Blocklists } from '@/lib/settings/blocklists';
import type { Settings } from '@/lib/settings/settings';
import { blocklistsStore } from '@/lib/settings/storage';
import type { ListingBlurb } from '@/lib/story';
import { afterNextFrame } from '@/lib/page/slices';
import { mountPreactUi, ownElementName, type PreactUi } from './preact-ui';

const STYLE_ID = 'gentle-reader-listing-style';
/** Longest stretch of mounting work between two yields to the page (ms): well inside a 50 ms long task. */
const SLICE_MS = 8;
/**
 * Up to this many works (AO3 shows 20 a page), every panel is drawn at once. Beyond it, works get
 * their attribute at once but their panel only as they come within a screen or two of the view:
 * each panel costs the page style, layout and paint, and 200 at once cost it over 50 ms a frame.
 */
const EAGER_PANELS = 50;
const NEAR_VIEW = '1200px 0px';
/**
 * Longest a frame's panel mounting may run (ms) before the rest waits for the next frame: each
 * panel is a shadow root to style and lay out, and a screenful skimmed at once brought ten.
 */
const FRAME_MOUNT_MS = 6;
/**
 * And at most this many panels a frame: the frame that lays them out grows with each (a trace of
 * the 200-work page skimmed: 11 ms of layout and 7 of pre-paint for some 340 objects a frame).
 */
const PANELS_PER_FRAME = 4;
/**
 * Works whose attribute changes in one frame. Each folded or hidden work leaves the page's layout,
 * which the page pays in the next frame's style, layout and paint, not in our script: 100 works
 * at once cost it a 27 ms frame (CPU; 51 ms wall on a busy machine). A 20-work page takes one frame.
 */
const MARKS_PER_FRAME = 25;

type Append = 'before' | 'after' | 'last';

/** Under the blurb's tag list (AO3 `ul.tags`), else under its header, else at its end: always a child of the blurb. */
function placeIn(blurb: Element): { anchor: Element; append: Append } {
  const tags = Array.from(blurb.children).find((c) => c.matches('ul.tags'));
  if (tags) return { anchor: tags, append: 'after' };
  const header = Array.from(blurb.children).find((c) => c.matches('div.header'));
  return header ? { anchor: header, append: 'after' } : { anchor: blurb, append: 'last' };
}

function choicesOf(blurb: ListingBlurb): HideChoices {
  const t = blurb.tags;
  return { authors: blurb.authors ?? [], fandoms: t.fandoms, tags: [...t.warnings, ...t.relationships, ...t.characters, ...t.freeforms] };
}

interface Row {
  blurb: ListingBlurb;
  ui?: PreactUi;
  revealed: boolean;
  /** Within reach of the view: its panel is drawn (long listings draw panels as they come near). */
  near?: boolean;
  verdict?: BlurbVerdict;
  /** The reader's own warnings found in the work's summary or tags: chips, never folding. */
  own?: Warning[];
  /** The background did not answer for its summary: judged from the tags alone, and said so. */
  summaryUnread?: boolean;
  /**
   * The element of ours where the panel goes, put there when the work is marked, as tall as the
   * panel will be, and holding the panel once drawn: drawing it moves nothing below it.
   */
  room?: HTMLElement;
}

/**
 * A work's room: every page style undone by our stylesheet (a skin's `li div` rule cannot reach a
 * name it does not know either), its height its own, whatever it holds (`contain: size layout`):
 * the browser lays out a panel drawn in it without laying out the work around it again.
 */
function makeRoom(): HTMLElement {
  const room = document.createElement(ownElementName('gentle-reader-listing-room'));
  room.setAttribute('data-gentle-reader', LISTING_ROOM);
  return room;
}

/** Keeps each room as tall as its panel, once drawn (a chip row that wraps, a menu opened): read after the browser's layout, never forced. */
const roomsFollowPanels = () =>
  new ResizeObserver((entries) => {
    for (const entry of entries) {
      const room = (entry.target as HTMLElement).parentElement;
      const height = entry.borderBoxSize[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight;
      // The browser lays out in 64ths of a pixel: a room of 66.8px holds a panel of 66.796875.
      if (room && Math.abs(parseFloat(room.style.height) - height) >= 1 / 64) room.style.setProperty('height', `${height}px`, 'important');
    }
  });

const coarsePointer = () => matchMedia('(pointer: coarse)').matches;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Everything we do on a works listing: judge each work, mark it (chips, folded behind its reasons,
 * or hidden with a count), show what the reader has read, and offer "Hide works like this…". The
 * page's elements only ever get an attribute; our stylesheet reads it, and removing it restores them.
 */
export class ListingView {
  private rows: Row[] = [];
  private showHidden = false;
  private countUi?: PreactUi;
  private settings?: Settings;
  /** The reader's own warnings: the background reads summaries and tags for them too. */
  private personalKey = '[]';
  private blocklists: Blocklists = EMPTY_BLOCKLISTS;
  private history: History = {};
  private positions: PositionMap = {};
  /** What the engine found in each summary; undefined where the background did not answer. */
  private summaries = new Map<string, Promise<Warning[] | undefined>>();
  private unwatch: (() => void)[] = [];
  private nearView?: IntersectionObserver;
  private panelSizes?: ResizeObserver;
  private loaded?: Promise<void>;
  private drawing = Promise.resolve();
  /** Panels waiting for a frame to be mounted or redrawn in, a few a frame. */
  private pendingPanels = new Set<Row>();
  private panelsDrawn?: Promise<void>;

  constructor(
    private readonly ctx: ContentScriptContext,
    private readonly site: string,
    private readonly analyze: (text: StoryText) => Promise<StoryAnalysis | undefined>,
  ) {}

  /** Judges and marks these works with these settings; later calls update in place. */
  async show(blurbs: ListingBlurb[], settings: Settings, personal: readonly PersonalWarning[] = []): Promise<void> {
    this.settings = settings;
    this.personalKey = JSON.stringify(personal);
    await (this.loaded ??= this.load());
    const known = new Map(this.rows.map((r) => [r.blurb.element, r]));
    this.rows = blurbs.map((blurb) => known.get(blurb.element) ?? { blurb, revealed: false });
    for (const [element, row] of known) if (!this.rows.includes(row)) this.forget(element, row);
    await this.redraw();
  }

  remove(): void {
    this.unwatch.splice(0).forEach((stop) => stop());
    this.nearView?.disconnect();
    this.nearView = undefined;
    this.panelSizes?.disconnect();
    this.panelSizes = undefined;
    for (const row of this.rows) this.forget(row.blurb.element, row);
    this.rows = [];
    this.countUi?.remove();
    this.countUi = undefined;
    document.getElementById(STYLE_ID)?.remove();
  }

  private forget(element: Element, row: Row): void {
    if (row.ui) this.panelSizes?.unobserve(row.ui.host);
    row.ui?.remove();
    row.room?.remove();
    row.room = undefined;
    element.removeAttribute(LISTING_STATE_ATTR);
  }

  private async load(): Promise<void> {
    const [blocklists, history, positions] = await Promise.all([blocklistsStore.load(), historyStore.load(), positionsItem.getValue()]);
    this.blocklists = blocklists;
    this.history = history;
    this.positions = positions && typeof positions === 'object' ? positions : {};
    const redraw = () => void this.redraw();
    this.unwatch.push(
      blocklistsStore.watch((next) => ((this.blocklists = next), redraw())),
      historyStore.watch((next) => ((this.history = next), redraw())),
      positionsItem.watch((next) => ((this.positions = next ?? {}), redraw())),
    );
  }

  /**
   * What the engine finds in a work's summary (and the reader's own warnings in its summary and
   * tags), asked once a page, sensitivity and set of own warnings.
   */
  private summaryWarnings(blurb: ListingBlurb): Promise<Warning[] | undefined> {
    if (!this.settings) return Promise.resolve([]);
    const key = `${this.settings.sensitivity}|${this.personalKey}|${blurb.workId}|${blurb.summary}`;
    let found = this.summaries.get(key);
    if (!found) {
      const unanswered = () => {
        // Not kept: the next draw asks again.
        this.summaries.delete(key);
        return undefined;
      };
      found = this.analyze(summaryText(blurb.summary ?? '', blurb.tags)).then((analysis) => analysis?.fromText ?? unanswered(), unanswered);
      this.summaries.set(key, found);
    }
    return found;
  }

  /**
   * Every work's summary findings, asked in slices: each request is a message to the background,
   * and 200 of them sent at once held the page for over 60 ms.
   */
  private async askSummaries(): Promise<Promise<Warning[] | undefined>[]> {
    const asked: Promise<Warning[] | undefined>[] = [];
    let sliceStart = performance.now();
    for (const row of this.rows) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToPage();
        sliceStart = performance.now();
      }
      asked.push(this.summaryWarnings(row.blurb));
    }
    return asked;
  }

  /** Draws run one after another, so a change while drawing is drawn next with the latest data. */
  private redraw(): Promise<void> {
    this.drawing = this.drawing.then(() => this.draw()).catch((error) => console.warn('[Gentle Reader] drawing the listing failed:', error));
    return this.drawing;
  }

  private async draw(): Promise<void> {
    const settings = this.settings;
    if (!settings || this.ctx.isInvalid) return;
    this.ensureStylesheet();
    const summaries = await Promise.all(await this.askSummaries());
    // Judged in slices of their own (answers already in would run on in the asking's last slice),
    // with nothing written to the page yet.
    await yieldToPage();
    let sliceStart = performance.now();
    for (const [i, row] of this.rows.entries()) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToPage();
        if (this.ctx.isInvalid) return;
        sliceStart = performance.now();
      }
      const { blurb } = row;
      const entry = blurb.workId ? this.history[historyKey(this.site, blurb.workId)] : undefined;
      const found = summaries[i] ?? [];
      row.verdict = judgeBlurb({ ...blurb, summaryWarnings: found, readBefore: entry && categoriesRead(entry) }, settings, this.blocklists);
      row.own = found.filter((w) => !isCategoryId(w.id));
      // Only a summary there was to read: a work without one lost nothing.
      row.summaryUnread = summaries[i] === undefined && !!blurb.summary?.trim();
    }
    if (!(await this.markRows())) return;
    for (const row of this.rows) {
      if (this.rows.length <= EAGER_PANELS || row.ui || row.near) this.pendingPanels.add(row);
      else this.drawLater(row);
    }
    await this.drawPendingPanels();
    // In a task of its own: the count's first drawing is not cheap, and would lengthen the marking's.
    await yieldToPage();
    await this.drawCount();
    // A user-timing mark: the bench measures our main-thread work up to here.
    performance.mark('gentle-reader-listing-marked');
  }

  /**
   * Mounts or redraws the waiting panels a few a frame, each batch in a task of its own after the
   * frame is drawn: mounted inside the frame, their script and the style of their shadow roots
   * made one task of both.
   */
  private drawPendingPanels(): Promise<void> {
    return (this.panelsDrawn ??= (async () => {
      while (this.pendingPanels.size > 0 && !this.ctx.isInvalid) {
        await afterNextFrame();
        const batchStart = performance.now();
        let drawn = 0;
        for (const row of this.pendingPanels) {
          this.pendingPanels.delete(row);
          await this.drawRow(row);
          if (++drawn >= PANELS_PER_FRAME || performance.now() - batchStart > FRAME_MOUNT_MS) break;
        }
      }
    })().finally(() => (this.panelsDrawn = undefined)));
  }

  /** Draws the (already marked) work's panel once it comes near the view. */
  private drawLater(row: Row): void {
    this.nearView ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const near = entry.isIntersecting && this.rows.find((r) => r.blurb.element === entry.target);
          if (!near) continue;
          near.near = true;
          this.nearView?.unobserve(entry.target);
          this.pendingPanels.add(near);
        }
        void this.drawPendingPanels();
      },
      { rootMargin: NEAR_VIEW },
    );
    this.nearView.observe(row.blurb.element);
  }

  /**
   * Every work's attribute, at most MARKS_PER_FRAME changes a frame, each batch in a task after a
   * frame is drawn, the last works of the list first. A folded or hidden work leaves the layout and
   * moves every work after it: moved last, the works at the top move only works already folded,
   * where marked first they moved the whole list each frame (25 at the top a frame cost the page
   * more than all of them at once). All in one go, the page's frame grew with the list. False if
   * the page went away meanwhile.
   */
  private async markRows(): Promise<boolean> {
    let changed = 0;
    for (let i = this.rows.length - 1; i >= 0; i--) {
      if (changed >= MARKS_PER_FRAME) {
        await afterNextFrame();
        if (this.ctx.isInvalid) return false;
        changed = 0;
      }
      if (this.markRow(this.rows[i]).changed) changed++;
    }
    return true;
  }

  /**
   * The attribute our stylesheet reads (folded, hidden, or none) and, until its panel is drawn,
   * the work's room, in the same write: the list moves once, when the work is marked, and not
   * again when its panel comes.
   */
  private markRow(row: Row): { display?: ReturnType<typeof blurbDisplay>; changed: boolean } {
    const { blurb, verdict } = row;
    if (!verdict || !blurb.element.isConnected) return { changed: false };
    const display = blurbDisplay(verdict, row.revealed, this.showHidden);
    const roomChanged = !row.ui && this.keepRoom(row, display);
    // Only a change is written: each write makes the page restyle the work.
    if (blurb.element.getAttribute(LISTING_STATE_ATTR) === (display.state ?? null)) return { display, changed: roomChanged };
    if (display.state) blurb.element.setAttribute(LISTING_STATE_ATTR, display.state);
    else blurb.element.removeAttribute(LISTING_STATE_ATTR);
    return { display, changed: true };
  }

  /**
   * Puts the work's room where its panel goes, as tall as the panel will be (from what it will
   * hold, never read from the page's layout), or brings its height up to date. True if written.
   */
  private keepRoom(row: Row, display: BlurbDisplay): boolean {
    const height = `${panelHeight(panelRows(this.panelProps(row, row.verdict!, display)), coarsePointer())}px`;
    if (!row.room) {
      row.room = makeRoom();
      const { anchor, append } = placeIn(row.blurb.element);
      if (append === 'after') anchor.after(row.room);
      else anchor.append(row.room);
    } else if (row.room.style.height === height) return false;
    row.room.style.setProperty('height', height, 'important');
    return true;
  }

  /** What the work's panel shows. */
  private panelProps(row: Row, verdict: BlurbVerdict, display: BlurbDisplay): BlurbPanelProps {
    const { blurb } = row;
    return {
      title: blurb.title,
      verdict,
      own: row.own ?? [],
      summaryUnread: row.summaryUnread,
      folded: display.folded,
      revealed: row.revealed && verdict.action !== 'chip',
      readMark: readMarkOf(blurb, this.site, this.history, this.positions),
      choices: choicesOf(blurb),
      onReveal: () => this.setRevealed(row, true),
      onFoldAgain: () => this.setRevealed(row, false),
      onBlock: (kind, value) => void blocklistsStore.update((lists) => addToBlocklist(lists, kind, value)),
    };
  }

  private async drawRow(row: Row): Promise<void> {
    const { blurb, verdict } = row;
    const { display } = this.markRow(row);
    if (!verdict || !display) return;
    const panel = <BlurbPanel {...this.panelProps(row, verdict, display)} />;
    if (row.ui) return row.ui.render(panel);
    const place = row.room?.isConnected ? { anchor: row.room, append: 'last' as const } : placeIn(blurb.element);
    row.ui = await mountPreactUi(this.ctx, 'listing', { name: 'gentle-reader-listing', position: 'inline', ...place, css: LISTING_CSS }, panel);
    (this.panelSizes ??= roomsFollowPanels()).observe(row.ui.host);
  }

  private setRevealed(row: Row, revealed: boolean): void {
    row.revealed = revealed;
    void this.drawRow(row).then(() => this.drawCount());
  }

  private hiddenCount(): number {
    return this.rows.filter((r) => r.verdict?.action === 'hide' && !r.revealed).length;
  }

  /**
   * "N works hidden on this page — Show them" (and, on a site without warnings, a note saying so)
   * before the list that holds the works (AO3's ol), or before the first work where the works sit
   * loose among the page's other content (FanFiction.net).
   */
  private async drawCount(): Promise<void> {
    const first = this.rows[0]?.blurb.element;
    const list = first?.parentElement && /^(OL|UL)$/i.test(first.parentElement.tagName) ? first.parentElement : first;
    const note = noSiteWarningsNote(this.rows.map((r) => r.blurb), location.hostname);
    const node = (
      <HiddenCount
        note={note}
        count={this.hiddenCount()}
        shown={this.showHidden}
        onToggle={() => {
          this.showHidden = !this.showHidden;
          // The hidden works come back a frame's worth at a time too (a page may hide a hundred).
          void this.markRows().then((stillHere) => {
            if (!stillHere) return;
            for (const row of this.rows) if (row.ui) this.pendingPanels.add(row);
            return this.drawPendingPanels().then(() => this.drawCount());
          });
        }}
      />
    );
    if (this.countUi) this.countUi.render(node);
    else if (list?.isConnected && (this.hiddenCount() > 0 || note)) {
      this.countUi = await mountPreactUi(this.ctx, 'listing-count', { name: 'gentle-reader-listing-count', position: 'inline', anchor: list, append: 'before', css: LISTING_CSS }, node);
    }
  }

  /** One <style> in the page's head, marked as ours: it styles only our attribute. */
  private ensureStylesheet(): void {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.setAttribute('data-gentle-reader', 'listing-style');
    style.textContent = LISTING_PAGE_CSS;
    (document.head ?? document.documentElement).append(style);
  }
}
