import { expect, test } from 'vitest';
import { langAttribute } from './lang';

test.each([
  ['en', 'en'],
  ['pt-BR', 'pt-BR'],
  [' zh-Hant ', 'zh-Hant'],
  ['English', undefined],
  ['Español', undefined],
  ['', undefined],
  [undefined, undefined],
])('%j -> %j', (language, expected) => expect(langAttribute(language)).toBe(expected));
