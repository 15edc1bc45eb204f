/** Every lexicon, in the category order readers see. */
import type { Lexicon } from '../lexicon-types';
import { abuse } from './abuse';
import { ableism } from './ableism';
import { animalHarm } from './animal-harm';
import { bloodGore } from './blood-gore';
import { bullying } from './bullying';
import { death } from './death';
import { eatingDisorder } from './eating-disorder';
import { heartbreak } from './heartbreak';
import { homophobia } from './homophobia';
import { infidelity } from './infidelity';
import { kidnapping } from './kidnapping';
import { mentalIllness } from './mental-illness';
import { misogyny } from './misogyny';
import { pregnancyLoss } from './pregnancy-loss';
import { profanity } from './profanity';
import { racism } from './racism';
import { selfHarm } from './self-harm';
import { sexualAssault } from './sexual-assault';
import { sexualContent } from './sexual-content';
import { substanceUse } from './substance-use';
import { suicide } from './suicide';
import { violence } from './violence';

export const LEXICONS: readonly Lexicon[] = [
  heartbreak, infidelity, selfHarm, suicide, death, violence, bloodGore, abuse, sexualAssault, sexualContent, substanceUse,
  eatingDisorder, homophobia, bullying, mentalIllness, profanity, pregnancyLoss, animalHarm, kidnapping, racism, misogyny, ableism,
];
