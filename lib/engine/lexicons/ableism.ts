import type { Lexicon } from '../lexicon-types';

/** Slurs or contempt aimed at disabled people. */
export const ableism: Lexicon = {
  category: 'ableism',
  entries: [
    { match: 'retard|retards|retarded|tard|tards|libtard|fucktard|spaz|spazz|spazzing|spazzed|spastic|spastics|mongoloid|mongoloids|mong|midget|midgets|cripples|cretin|cretins|gimp|gimps', weight: 3, negatable: false },
    { match: 'cripple|crippled|crip', weight: 3, negatable: false, unless: ['economy', 'debt', 'system', 'market', 'industry', 'fleet', 'ship', 'engine'] },
    { match: 'feeble minded, feebleminded, idiot savant, short bus, window licker', weight: 2 },
    { match: 'simpleton|simpletons|halfwit|dimwit|dimwits|imbecile|imbeciles|moron|morons|moronic, half wit', weight: 1, note: 'banter between friends as often as contempt: needs company' },
    { match: 'psycho|psychos|psychopath|lunatic|lunatics|maniac|maniacs|nutjob|nutcase|loony|looney|loon|schizo|schizos|madman|madwoman|crazies, nut job, mental case, basket case', weight: 1 },
    { match: 'deaf and dumb, deaf mute, dumb mute', weight: 3 },
    { match: 'handicapped|handicap|invalid|invalids|deformed|deformity|defective|abnormal|disabled|disability|disabilities|autistic|autist|aspie|aspergers|wheelchair|crutches|blind|deaf|mute, special needs, freak show, cerebral palsy, down|downs syndrome', weight: 1, unless: ['argument', 'input', 'password', 'request', 'ticket', 'data', 'value', 'spot', 'date', 'alley', 'eye', 'faith', 'trust', 'rage', 'fury', 'button'] },
    { match: 'idiot|idiots|idiotic|stupid|dumb|crazy|insane|lame|freak|freaks|mad|nuts|cuckoo|weirdo|slow', weight: 0.5 },
    { match: 'ableist|ableism|ableists', weight: 3 },
    { match: "if you can't|cant hear|see|walk|speak|talk you can't|cant, can't|cant work here, can't|cant hear|see|walk|speak|talk properly|normally, cannot hear|see|walk|speak|talk properly|normally, someone who can actually|properly talk|walk|hear, you don't|dont look sick|disabled|ill|blind|deaf, doesn't|doesnt look sick|disabled, does not look sick|disabled, faking @poss disability|illness|limp, real ones need, not looking to be anybody's|anyones|anyone's carer, your own kind, put @obj away, better off in a home|institution", weight: 3 },
    { match: 'imitating|imitated|mocking|mocked|mimicking|mimicked @poss stutter|stammer|limp|speech|voice|walk|tics|twitch|lisp|crutches|wheelchair', weight: 3 },
    { match: 'spoke|speaking|talking|talked very slowly and loudly, slowly and loudly, mouthing every syllable|word, mouthed every word|syllable', weight: 1.5, note: 'spoken to as if not able to understand' },
    { match: 'as if @subj were a small child, as if @subj was a small child, like a small child, like a child, like she|he was a child', weight: 1, note: 'treated as a child' },
    { match: 'talked|spoke over @poss head, and what would she|he like, asked her|his carer|sister|brother|mother|friend instead', weight: 1.5, note: 'spoken about, not to' },
    { match: 'stutter|stutters|stuttered|stuttering|stammer|stammered|stammering|interpreter|prosthetic|cane, hearing aid|aids, sign language, wheelchair user', weight: 0.5, note: 'a disability on the page, not yet contempt' },
    { match: 'ramp|access|accessible|inaccessible|stairs|steps, no lift, carry @obj up, carried @obj up', weight: 0.5, note: 'a place that shuts someone out: only a hint' },
    { match: 'no ramp, no step free|wheelchair access, no disabled access|toilet|parking, not wheelchair accessible', weight: 1.5, negatable: false, note: 'the way in that is not there' },
    { match: 'carry|carried|carrying|lift|lifted @obj up the steps|stairs, carry|carried|carrying|lift|lifted @obj up in @poss chair|wheelchair, carry|carried|carrying @obj * up the steps|stairs', weight: 1.5, note: 'carried in instead of let in' },
    { match: "be a problem for her|him, manage on the phones, whether @subj would|could manage, it will|would look strange|odd|weird in the pictures|photos, it'll look strange|odd|weird in the pictures|photos, look strange|odd|weird in the pictures|photos", weight: 1, note: 'doubt of ability' },
    { match: 'burden|burdens, a drain on, waste of space|resources, vegetable, lazy', weight: 0.5 },
    { match: 'wheelchair bound, confined to a wheelchair, mentally ill|unstable|unsound|deficient, mental patient|patients|asylum|case|ward, handicapped, lame king|leg|horse, learning difficulties|disabilities, prosthetic leg|arm|limb, differently abled', weight: 3, note: 'disability put at the centre of the passage' },
    { match: 'mentally challenged|disabled|handicapped|retarded, mental, not right in the head, soft in the head, sick in the head, batshit', weight: 1 },
    { match: 'cure|cured|normal|burden|pity|pitied', weight: 0.5 },
  ],
  ignore: ['dumb luck', 'blind date', 'blind spot', 'turn a blind eye', 'turned a blind eye', 'blind faith', 'blind trust', 'deaf ears', 'fell on deaf ears', 'falling on deaf ears', 'mute button', 'mad at', 'mad about', 'going nuts', 'nuts about', 'crazy about', 'slow down', 'slowed', 'slow motion', 'the idiot box'],
};
