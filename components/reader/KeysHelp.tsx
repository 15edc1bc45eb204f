import { t, type MessageId } from '../../lib/i18n/translate';

export interface KeysHelpProps {
  /** The work has chapters to move between (a whole work, or links to other chapters). */
  chapters: boolean;
  /** The text has flagged passages to move between. */
  flagged?: boolean;
}

/** Each key (as printed on keyboards in the reader's language, where that differs), what it does, and what it needs. */
const KEYS: readonly [keys: MessageId | string, what: MessageId, needs?: 'chapters' | 'flagged'][] = [
  ['Esc', 'reader_key_escape'],
  ['reader_keys_previous_chapter', 'reader_previous_chapter_plain', 'chapters'],
  ['reader_keys_next_chapter', 'reader_next_chapter_plain', 'chapters'],
  [', / .', 'reader_key_flagged', 'flagged'],
  ['P', 'reader_key_read_aloud'],
  ['← / →', 'reader_key_read_aloud_skip'],
  ['reader_keys_page', 'reader_key_page'],
  ['reader_keys_home_end', 'reader_key_home_end'],
  ['↓ / ↑', 'reader_key_line_focus'],
  ['?', 'reader_key_help'],
];

/** A key's name: a message where keyboards print it differently ("Pos1 / Ende"), else the symbol itself. */
const keyName = (keys: string) => (/^reader_/.test(keys) ? t(keys as MessageId) : keys);

/** The reader's keys, in a small panel opened by `?`. */
export function KeysHelp({ chapters, flagged }: KeysHelpProps) {
  const has = { chapters, flagged: !!flagged };
  return (
    <section class="rd-panel rd-keys" id="rd-keys" aria-labelledby="rd-keys-title" data-testid="rd-keys" tabIndex={-1} data-rd-autofocus="">
      <h2 id="rd-keys-title">{t('reader_keys')}</h2>
      <dl>
        {KEYS.filter(([, , needs]) => !needs || has[needs]).map(([keys, what]) => (
          <div key={keys} class="rd-key">
            <dt>{keyName(keys)}</dt>
            <dd>{t(what)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
