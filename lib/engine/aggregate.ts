/**
 * Aggregation: matches close to each other form a cluster; a warning rises when one cluster is
 * strong enough, so a stray weak word stays quiet while several weak signals together speak.
 */
import type { CategoryId } from './categories';
import type { Hit } from './match';

/**
 * Matches further apart than this many words start a new cluster: about a scene (four pages).
 * 250 split the seed stories' single cheating scene (003) into pieces too weak to speak.
 */
export const CLUSTER_GAP_WORDS = 1000;
/** Each repeat of the same lexicon entry in a cluster counts this fraction of the one before. */
export const REPEAT_DECAY = 0.5;
/** Hits this strong count towards a theme's spread; weak words ("tears", "fight") do not. */
export const MODERATE_WEIGHT = 2;
/** Evidence passages kept per warning: what the banner has room for. */
export const EVIDENCE_COUNT = 3;

/** Running totals for one category over the whole text. */
export class CategoryTally {
  readonly clusters: number[] = [];
  readonly evidence: Hit[] = [];
  /** Paragraphs holding at least one hit of moderate weight or more. */
  paragraphs = 0;
  /** Which paragraphs those are, in order: every passage a reader may want shielded. */
  readonly strongParagraphs: number[] = [];
  /** Per paragraph holding any hit: its first word's position in the text and its hits' summed weight. */
  readonly spots: { word: number; weight: number }[] = [];
  private lastParagraph = -1;
  private lastSpotParagraph = -1;
  private current = 0;
  private lastWord = -Infinity;
  private repeats = new Map<number, number>();

  /** Adds a hit found at global word position `word`. */
  add(hit: Hit, word: number): void {
    if (word - this.lastWord > CLUSTER_GAP_WORDS) this.close();
    this.lastWord = word;
    if (hit.weight >= MODERATE_WEIGHT && hit.paragraph !== this.lastParagraph) {
      this.paragraphs++;
      this.strongParagraphs.push(hit.paragraph);
      this.lastParagraph = hit.paragraph;
    }
    if (hit.paragraph !== this.lastSpotParagraph) {
      this.spots.push({ word, weight: 0 });
      this.lastSpotParagraph = hit.paragraph;
    }
    this.spots[this.spots.length - 1].weight += hit.weight;
    const n = this.repeats.get(hit.entry) ?? 0;
    this.repeats.set(hit.entry, n + 1);
    this.current += hit.weight * REPEAT_DECAY ** n;
    this.keepEvidence(hit);
  }

  /** Ends the open cluster; call once more after the last hit. */
  close(): void {
    if (this.current > 0) this.clusters.push(this.current);
    this.current = 0;
    this.repeats = new Map();
  }

  /**
   * True when the hits recur across the text: in at least `minParagraphs` paragraphs, and in at
   * least `minParts` of `parts` equal stretches of its `words`, each stretch holding `partWeight`.
   */
  recurs(words: number, parts: number, minParts: number, partWeight: number, minParagraphs: number): boolean {
    if (this.spots.length < minParagraphs || words <= 0) return false;
    const sums = new Array<number>(parts).fill(0);
    for (const s of this.spots) sums[Math.min(parts - 1, Math.floor((s.word * parts) / words))] += s.weight;
    return sums.filter((w) => w >= partWeight).length >= minParts;
  }

  get best(): number {
    return this.clusters.reduce((a, b) => Math.max(a, b), 0);
  }

  get total(): number {
    return this.clusters.reduce((a, b) => a + b, 0);
  }

  /** Keeps the strongest hits, one per paragraph, earliest first among equals. */
  private keepEvidence(hit: Hit): void {
    const ev = this.evidence;
    const same = ev.findIndex((e) => e.paragraph === hit.paragraph);
    if (same >= 0) {
      if (hit.weight <= ev[same].weight) return;
      ev.splice(same, 1);
    }
    let i = ev.length;
    while (i > 0 && ev[i - 1].weight < hit.weight) i--;
    if (i >= EVIDENCE_COUNT) return;
    ev.splice(i, 0, hit);
    if (ev.length > EVIDENCE_COUNT) ev.pop();
  }
}

export type Tallies = Map<CategoryId, CategoryTally>;
