/** A BCP 47 language tag in its common shapes ("en", "pt-BR", "zh-Hant"); FanFiction.net gives names ("English"). */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** The story's language as a `lang` attribute, or undefined when it is not a tag (an invalid lang is worse than none). */
export function langAttribute(language: string | undefined): string | undefined {
  const tag = language?.trim();
  return tag && LANGUAGE_TAG.test(tag) ? tag : undefined;
}
