import type { Lexicon } from '../lexicon-types';

/** Depression, anxiety, panic attacks, PTSD and other mental illness. */
export const mentalIllness: Lexicon = {
  category: 'mental-illness',
  entries: [
    { match: 'depression|depressive, clinically depressed', weight: 2.5 },
    { match: 'depressed', weight: 1.5 },
    { match: 'anxiety disorder, social|generalized anxiety', weight: 3 },
    { match: 'anxiety', weight: 1.5 },
    { match: 'anxious', weight: 0.5 },
    { match: 'panic|anxiety attack|attacks', weight: 3 },
    { match: 'ptsd|posttraumatic, post traumatic, shell shock|shocked', weight: 3 },
    { match: 'trauma|traumatized|traumatised|traumatic', weight: 1.5 },
    { match: 'flashback|flashbacks', weight: 1.5 },
    { match: 'bipolar|schizophrenia|schizophrenic|psychosis, psychotic|manic episode, borderline personality', weight: 3 },
    { match: 'ocd, obsessive compulsive', weight: 3 },
    { match: 'therapist|therapy|psychiatrist|psychiatric|counselor|counsellor', weight: 1 },
    { match: 'antidepressants|antidepressant|meds|medication|lithium|ssris', weight: 1 },
    { match: 'hallucinating|hallucinations|hallucinated, hearing voices', weight: 2 },
    { match: 'dissociate|dissociated|dissociating|dissociation|derealization|depersonalization', weight: 2.5 },
    { match: 'mental illness|disorder, mentally ill', weight: 3 },
    { match: 'mental health', weight: 1.5 },
    { match: 'mental|nervous breakdown', weight: 2.5, unless: ['weather', 'computer', 'printer', 'wifi', 'laptop', 'car', 'system', 'sky', 'oven', 'boiler', 'phone'] },
    { match: 'breakdown', weight: 1, unless: ['weather', 'computer', 'printer', 'wifi', 'laptop', 'car', 'system', 'sky', 'oven', 'boiler', 'phone', 'cost', 'costs', 'budget'] },
    { match: 'hyperventilating|hyperventilate|hyperventilated', weight: 1.5 },
    { match: 'insomnia|numbness|hopelessness|hopeless|emptiness', weight: 0.5 },
    { match: 'psych ward, mental hospital|institution, asylum', weight: 2.5 },
    { match: 'intrusive thoughts', weight: 2 },
  ],
  ignore: ['the great depression', 'tropical depression', 'political asylum', 'asylum seeker', 'asylum seekers', 'couples therapy', 'retail therapy', 'physical therapy', 'so ocd', 'bit ocd', 'little ocd', 'a bit ocd', 'totally ocd'],
};
