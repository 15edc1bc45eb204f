export interface KeysHelpProps {
  /** The work has chapters to move between (a whole work, or links to other chapters). */
  chapters: boolean;
}

const KEYS: readonly [keys: string, what: string, needsChapters?: boolean][] = [
  ['Esc', 'Close the open panel, then the reader'],
  ['[ or Alt+←', 'Previous chapter', true],
  ['] or Alt+→', 'Next chapter', true],
  ['Space, Page Down / Page Up', 'Scroll a screenful'],
  ['Home / End', 'Beginning / end of the text'],
  ['↓ / ↑', 'With line focus on: move it a line'],
  ['?', 'This list of keys'],
];

/** The reader's keys, in a small panel opened by `?`. */
export function KeysHelp({ chapters }: KeysHelpProps) {
  return (
    <section class="rd-panel rd-keys" id="rd-keys" aria-labelledby="rd-keys-title" data-testid="rd-keys" tabIndex={-1} data-rd-autofocus="">
      <h2 id="rd-keys-title">Keys</h2>
      <dl>
        {KEYS.filter(([, , needs]) => chapters || !needs).map(([keys, what]) => (
          <div key={keys} class="rd-key">
            <dt>{keys}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
