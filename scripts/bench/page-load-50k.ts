/** The page load bench (page-load.ts) on a page of about 52,000 paragraphs: one run each way (it takes minutes). */
import { loadLongPage, WORK_50K_PARAGRAPHS } from './page-load';
import type { BenchOptions, BenchSection } from './types';

export const run = (options: BenchOptions): Promise<BenchSection> => loadLongPage(WORK_50K_PARAGRAPHS, 'page load 50k paragraphs', options);
