/**
 * Category names sit two to a row in the popup (340 px wide): about 13 letters fit a column at
 * 14 px. A longer word (German compounds: "Frauenfeindlichkeit") carries a soft hyphen (U+00AD)
 * where it may break, so it breaks there with a hyphen in every browser, with or without the
 * browser's hyphenation dictionaries, instead of at a random letter. Measured in Chromium at 360 px
 * (test/e2e/locale-phone.e2e.mjs): "Selbstverletzung" broke after "Selbstverletzu". Letters differ
 * in width, so this count is a coarse guard; the browser test checks the real line breaks in four
 * languages (it found French "Consommation", 12 letters with two wide m's).
 */
import { describe, expect, test } from 'vitest';
import { localeCatalog } from '../../test/i18n/locale-catalogs';
import { CATEGORY_IDS } from '../engine/categories';

const SOFT_HYPHEN = '\u00ad';
/** The longest run of letters that fits a column of the popup's category list. */
const MOST_LETTERS = 13;

const categoryNameIds = (catalog: Record<string, unknown>) => Object.keys(catalog).filter((id) => /^category_[a-z_]+$/.test(id) && !id.endsWith('_description') && !id.startsWith('category_group_'));

describe.each(['en', 'es', 'fr', 'de', 'pt_BR'])('%s category names fit a column of the popup', (lang) => {
  const catalog = localeCatalog(lang);
  test('every category has a name (the scan of the catalog works)', () => {
    expect(categoryNameIds(catalog).length).toBeGreaterThanOrEqual(CATEGORY_IDS.length);
  });
  test(`no run of more than ${MOST_LETTERS} letters without a soft hyphen`, () => {
    const tooLong = categoryNameIds(catalog).flatMap((id) =>
      catalog[id].message
        .split(/[\s\-/]+/)
        .flatMap((word) => word.split(SOFT_HYPHEN))
        .filter((run) => run.length > MOST_LETTERS)
        .map((run) => `${id}: ${run}`),
    );
    expect(tooLong).toEqual([]);
  });
});
