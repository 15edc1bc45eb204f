import type { Lexicon } from '../lexicon-types';

/** Words that place bleeding or cramps in a pregnancy. */
const PREGNANCY = ['pregnant', 'pregnancy', 'baby', 'ultrasound', 'fetus', 'foetus', 'weeks', 'womb', 'expecting', 'trimester', 'scan', 'sonographer', 'midwife', 'obstetrician', 'antenatal'];

/** Miscarriage, stillbirth and the loss of a pregnancy. */
export const pregnancyLoss: Lexicon = {
  category: 'pregnancy-loss',
  entries: [
    { match: 'miscarriage|miscarriages|miscarried|miscarry|miscarrying|stillbirth|ectopic, pregnancy loss', weight: 4 },
    { match: 'stillborn', weight: 4, unless: ['app', 'project', 'plan', 'idea', 'launch', 'launched', 'bill', 'company', 'startup', 'deal', 'campaign', 'movement', 'revolution', 'scheme', 'career', 'band', 'album', 'novel', 'website', 'product'] },
    { match: 'lost|lose|losing the|our|my|her|their|a pregnancy|pregnancies', weight: 4 },
    { match: 'lost|lose|losing the|our|my|her|their|a baby', weight: 3, needs: ['pregnant', 'pregnancy', 'miscarriage', 'weeks', 'hospital', 'bleeding', 'blood', 'doctor', 'midwife', 'ultrasound', 'scan', 'womb', 'nursery', 'due', 'cramps', 'we', 'i', 'she', 'sorry'], unless: ['team', 'mascot', 'game', 'match', 'store', 'shop', 'supermarket', 'park', 'crowd', 'monitor', 'ferris', 'again', 'teeth', 'tooth', 'weight', 'fat', 'blanket', 'bottle', 'name'] },
    { match: 'no heartbeat', weight: 2, needs: PREGNANCY, scope: 'sentence' },
    { match: 'bleeding|cramping|cramps|blood', weight: 1, needs: PREGNANCY },
    { match: 'abortion|aborted', weight: 2.5, unless: ['mission', 'launch', 'plan', 'attempt', 'takeoff', 'process', 'match', 'game', 'race', 'test', 'download', 'upload', 'program', 'programme', 'operation', 'flight', 'landing'] },
    { match: 'empty nursery|crib|cot|cradle|bassinet', weight: 2 },
    { match: 'lost|lose @obj|the|our|my|her|their baby at * weeks, lost @obj at * weeks, at * weeks @subj lost', weight: 4 },
    { match: 'born sleeping|still, sleeping baby|angel, angel baby|babies, tiny coffin|casket|grave|white coffin, memory box, hand and foot prints|prints, handprints and footprints, d and c, products of conception', weight: 3 },
    { match: 'would|should have been due|born|here, due date came and went, never got to hold|meet|bring @obj|her|him home, never came home from the hospital, no child|baby at her|my breast, belly|stomach still rounded|swollen|soft, still rounded under, still circled, never used|worn, deleted|delete the announcement|scan|bump, rainbow baby', weight: 1.5, note: 'a pregnancy that ended: only with the pregnancy in view' },
    { match: 'due date, scan photo|picture|pictures|photos, week scan, sonogram, baby bump, @poss bump, nursery, cot|crib|cradle|bassinet|moses basket, sleepsuit|sleepsuits|onesie|onesies|babygro|babygros, baby clothes|things|shoes|socks, tiny clothes|socks|hat|hats|trainers|shoes|sleepsuit, pregnancy app|test, weeks pregnant, announcement photo|post, swaddling bands|clothes, is the size of a', weight: 1, note: 'a pregnancy or a baby expected: a hint only' },
    { match: 'fetus|foetus', weight: 1 },
  ],
  ignore: ['miscarriage of justice', 'miscarriages of justice'],
};
