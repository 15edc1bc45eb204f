import { describe, expect, test } from 'vitest';
import { catalogFolderFor, localeCatalog } from './locale-files';

describe('the catalog for a language tag or a POSIX locale (npm run scan --lang, LANG)', () => {
  test.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['fr_CA.UTF-8', 'fr'],
    ['de_DE@euro', 'de'],
    ['pt-BR', 'pt_BR'],
    ['pt_PT.UTF-8', 'pt_BR'],
    ['pt', 'pt_BR'],
    ['EN_gb', 'en'],
    ['C', undefined],
    ['C.UTF-8', undefined],
    ['POSIX', undefined],
    ['ja_JP.UTF-8', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (language, folder) => {
    expect(catalogFolderFor(language)).toBe(folder);
  });

  test('the folder read is that language\'s catalog', () => {
    expect(localeCatalog(catalogFolderFor('pt-BR')!).locale_code.message).toBe('pt-BR');
  });
});
