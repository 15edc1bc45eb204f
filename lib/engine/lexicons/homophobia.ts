import type { Lexicon } from '../lexicon-types';

/** The words that make contempt about someone's sexuality: "sick" alone is not homophobia. */
const ABOUT_QUEERNESS = ['gay', 'gays', 'homosexual', 'homosexuals', 'homosexuality', 'lesbian', 'lesbians', 'queer', 'queers', 'fag', 'faggot', 'faggots', 'bisexual', 'trans', 'transgender', 'gender', 'sodomy', 'men', 'boys', 'two', 'dyke', 'dykes', 'homo', 'homos'];

/** Hostility or slurs against gay, lesbian, bi or trans people. */
export const homophobia: Lexicon = {
  category: 'homophobia',
  negatable: true,
  entries: [
    { match: 'faggot|faggots|fag|fags|faggy|poof|poofs|poofter|homo|homos|dyke|dykes|lesbo|lesbos|lezzie|tranny|trannies|sodomite|sodomites|fudgepacker|shemale, fudge packer, butt pirate, batty|nancy boy', weight: 3, negatable: false },
    { match: 'queer|queers', weight: 1, negatable: false, note: 'reclaimed and common as a neutral word; a slur only with company' },
    { match: 'pansy|sissy|fairy|fairies|cocksucker|cocksuckers', weight: 1.5, negatable: false },
    { match: 'homophobic|homophobia|homophobe|homophobes|transphobic|transphobia|biphobic|biphobia', weight: 3 },
    { match: "that's|thats|so gay", weight: 2 },
    { match: 'no homo', weight: 3 },
    { match: 'pray the gay away, gay|queer bashing, gaybashing, hate crime', weight: 4 },
    { match: 'conversion therapy|camp, gay conversion', weight: 3 },
    { match: 'homosexual lifestyle, gender confusion, ex gay, ex gays, cure for|to bisexuality|homosexuality|gayness|being gay, turn|turned @obj gay|straight', weight: 2.5 },
    { match: 'disgusting|sick|wrong|unnatural|sinful|abnormal|abomination|perverted|pervert|perverts|deviant|sin|sinner|sinners|hell|disease|freak|freaks|gross', weight: 1.5, needs: ABOUT_QUEERNESS, note: 'contempt aimed at queerness' },
    { match: 'abomination|unnatural', weight: 1.5 },
    { match: 'disowned|disown|disowning, kicked @obj out', weight: 1.5 },
    { match: 'burn in hell, going to hell, god hates', weight: 2 },
    { match: 'in the closet, closeted|outed, come|came|coming out', weight: 0.5 },
    { match: 'gay|lesbian|homosexual|homosexuality|bisexual', weight: 0.5 },
    { match: 'slur|slurs', weight: 1 },
  ],
  ignore: ['fairy tale', 'fairy tales', 'fairytale', 'fairy lights', 'fairy godmother', 'tooth fairy', 'fairy dust', 'sugarplum fairy', 'came out of', 'come out of', 'coming out of', 'came out to', 'homo sapiens', 'homo sapien'],
};
