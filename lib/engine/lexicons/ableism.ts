import type { Lexicon } from '../lexicon-types';

/** Slurs or contempt aimed at disabled people. */
export const ableism: Lexicon = {
  category: 'ableism',
  entries: [
    { match: 'retard|retards|retarded|tard|tards|libtard|fucktard|spaz|spazz|spazzing|spazzed|spastic|spastics|mongoloid|mongoloids|mong|midget|midgets|cripples|cretin|cretins|gimp|gimps', weight: 3, negatable: false },
    { match: 'cripple|crippled|crip', weight: 3, negatable: false, unless: ['economy', 'debt', 'system', 'market', 'industry', 'fleet', 'ship', 'engine'] },
    { match: 'feeble minded, feebleminded|simpleton|simpletons|halfwit|dimwit|dimwits|imbecile|imbeciles|moron|morons|moronic, half wit, idiot savant, short bus, window licker', weight: 2 },
    { match: 'psycho|psychos|psychopath|lunatic|lunatics|maniac|maniacs|nutjob|nutcase|loony|looney|loon|schizo|schizos|madman|madwoman|crazies, nut job, mental case, basket case', weight: 1.5 },
    { match: 'deaf and dumb, deaf mute, dumb mute', weight: 3 },
    { match: 'handicapped|handicap|invalid|invalids|deformed|deformity|defective|abnormal|disabled|disability|disabilities|autistic|autist|aspie|aspergers|wheelchair|crutches|blind|deaf|mute, special needs, freak show, cerebral palsy, down|downs syndrome', weight: 1, unless: ['argument', 'input', 'password', 'request', 'ticket', 'data', 'value', 'spot', 'date', 'alley', 'eye', 'faith', 'trust', 'rage', 'fury', 'button'] },
    { match: 'idiot|idiots|idiotic|stupid|dumb|crazy|insane|lame|freak|freaks|mad|nuts|cuckoo|weirdo|slow', weight: 0.5 },
    { match: 'ableist|ableism|ableists', weight: 3 },
    { match: 'wheelchair bound, confined to a wheelchair, mentally ill|unstable|unsound|deficient, mental patient|patients|asylum|case|ward, handicapped, lame king|leg|horse, learning difficulties|disabilities, prosthetic leg|arm|limb, differently abled', weight: 3, note: 'disability put at the centre of the passage' },
    { match: 'mentally challenged|disabled|handicapped|retarded, mental, not right in the head, soft in the head, sick in the head, batshit', weight: 1 },
    { match: 'cure|cured|normal|burden|pity|pitied', weight: 0.5 },
  ],
  ignore: ['dumb luck', 'blind date', 'blind spot', 'turn a blind eye', 'turned a blind eye', 'blind faith', 'blind trust', 'deaf ears', 'fell on deaf ears', 'falling on deaf ears', 'mute button', 'mad at', 'mad about', 'going nuts', 'nuts about', 'crazy about', 'slow down', 'slowed', 'slow motion', 'the idiot box'],
};
