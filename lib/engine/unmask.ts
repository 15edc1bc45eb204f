/** Masked swearing ("f***", "sh*t", "b!tch" is not handled) turned back into the word it hides. */

/** The words people mask, most likely first: "s***" reads as "shit" before "slut". */
const MASKABLE = [
  'fuck', 'fucking', 'fucked', 'fucker', 'fuckin', 'fucks', 'motherfucker', 'shit', 'shitty', 'bullshit',
  'bitch', 'bitches', 'bastard', 'damn', 'goddamn', 'cunt', 'asshole', 'ass', 'dick', 'piss', 'pissed',
  'crap', 'hell', 'slut', 'whore', 'fag', 'faggot', 'retard',
];

const byLength = new Map<number, string[]>();
for (const w of MASKABLE) {
  const list = byLength.get(w.length) ?? [];
  list.push(w);
  byLength.set(w.length, list);
}

function fits(masked: string, word: string): boolean {
  let letters = 0;
  for (let i = 0; i < masked.length; i++) {
    const m = masked[i];
    if (m === '*') continue;
    if (m !== word[i]) return false;
    letters++;
  }
  return letters > 0;
}

/** Restores a token holding `*`; without a fitting word, simply drops the stars. */
export function unmask(token: string): string {
  for (const word of byLength.get(token.length) ?? []) if (fits(token, word)) return word;
  return token.replace(/\*+/g, '');
}
