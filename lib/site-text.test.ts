import { afterEach, describe, expect, test } from 'vitest';
import { speak } from '../test/i18n/locale-catalogs';
import { useEnglish } from './i18n/translate';
import { siteName } from './site-text';
import { ADAPTERS } from './sites/registry';

afterEach(useEnglish);

const named = (lang: string) => {
  if (lang !== 'en') speak(lang);
  return Object.fromEntries(ADAPTERS.map((site) => [site.id, siteName(site)]));
};

describe("the archives' names in the reader's language", () => {
  test("in English, every archive is named as its adapter names it (this table and the adapters agree)", () => {
    for (const site of ADAPTERS) expect(siteName(site)).toBe(site.name);
  });

  test.each([
    ['es', 'Otros archivos de la OTW (SuperLove, Squidge World, Ad Astra)', 'Archivos eFiction', 'FanFiction.Net y FictionPress', 'SpaceBattles, Sufficient Velocity y Questionable Questing'],
    ['fr', 'Autres archives de l’OTW (SuperLove, Squidge World, Ad Astra)', 'Archives eFiction', 'FanFiction.Net et FictionPress', 'SpaceBattles, Sufficient Velocity et Questionable Questing'],
    ['de', 'Weitere OTW-Archive (SuperLove, Squidge World, Ad Astra)', 'eFiction-Archive', 'FanFiction.Net und FictionPress', 'SpaceBattles, Sufficient Velocity und Questionable Questing'],
    ['pt_BR', 'Outros arquivos da OTW (SuperLove, Squidge World, Ad Astra)', 'Arquivos eFiction', 'FanFiction.Net e FictionPress', 'SpaceBattles, Sufficient Velocity e Questionable Questing'],
  ])('%s: the words around the proper names are translated, the names kept', (lang, otw, efiction, ffnet, xenforo) => {
    const names = named(lang);
    expect(names).toMatchObject({ otwarchive: otw, efiction, ffnet, xenforo });
    // A proper name alone is the same in every language.
    expect(names.ao3).toBe('Archive of Our Own');
    expect(names.wattpad).toBe('Wattpad');
  });
});
