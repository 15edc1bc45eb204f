import type { Lexicon } from '../lexicon-types';

/** Depression, anxiety, panic attacks, PTSD and other mental illness. */
export const mentalIllness: Lexicon = {
  category: 'mental-illness',
  entries: [
    { match: 'depression|depressive, clinically depressed', weight: 2.5 },
    { match: 'depressed', weight: 1.5, unless: ['fern', 'plant', 'plants', 'market', 'markets', 'economy', 'prices', 'button', 'pedal', 'key', 'lever', 'area', 'areas', 'region', 'town', 'sales', 'demand'] },
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
    { match: 'hallucinating|hallucinations|hallucinated', weight: 2 },
    { match: 'hearing voices', weight: 2, unless: ['door', 'doors', 'room', 'hall', 'hallway', 'corridor', 'outside', 'downstairs', 'upstairs', 'kitchen', 'next', 'behind', 'from', 'through', 'window', 'street', 'garden'], note: 'voices heard through a door or from the next room are people talking' },
    { match: 'dissociate|dissociated|dissociating|dissociation|derealization|depersonalization', weight: 2.5 },
    { match: 'mental illness|disorder, mentally ill', weight: 3 },
    { match: 'mental health', weight: 1.5 },
    { match: 'mental|nervous breakdown', weight: 2.5, unless: ['weather', 'computer', 'printer', 'wifi', 'laptop', 'car', 'system', 'sky', 'oven', 'boiler', 'phone'], scope: 'sentence', note: 'said of a thing anywhere in the sentence: "the weather in town had a full nervous breakdown"' },
    { match: 'breakdown', weight: 1, unless: ['weather', 'computer', 'printer', 'wifi', 'laptop', 'car', 'system', 'sky', 'oven', 'boiler', 'phone', 'cost', 'costs', 'budget'], scope: 'sentence' },
    { match: 'hyperventilating|hyperventilate|hyperventilated', weight: 1.5 },
    { match: 'insomnia|numbness|hopelessness|hopeless|emptiness', weight: 0.5 },
    { match: 'psych ward, mental hospital|institution, asylum', weight: 2.5 },
    { match: 'intrusive thoughts', weight: 2 },
    // Care: a psychiatric ward, its rules, the medication watched.
    { match: 'psychiatric|psych unit|ward|hospital|facility|hold|nurse|evaluation, inpatient|inpatients|sectioned, 72|seventy hour hold, group therapy, suicide watch, mouth check', weight: 2.5 },
    { match: 'took|taken @poss shoelaces|laces|belt|drawstring, swallow|swallowed|swallowing @poss tablets|pills|meds|medication, open @poss mouth afterwards, on @poss meds, off @poss meds, upped @poss meds|dose', weight: 1.5 },
    { match: 'the voices, voices in @poss head, hear|heard|hears voices, voices telling @obj', weight: 2 },
    // Depression shown: the bed, the sink, the phone unanswered, the weight.
    { match: "couldn't|couldnt get out of bed, could not get out of bed, able to get out of bed, stayed in bed for days|weeks, hadn't|hadnt showered|washed in days, didn't|didnt shower for, called in sick again, hadn't|hadnt left the flat|house|room|bed in, dishes piled|stacked|had been in the sink, weight on @poss chest, grey|gray fog, nothing mattered, felt nothing, couldn't|couldnt feel anything", weight: 1.5 },
    // Panic shown in the body.
    { match: "couldn't|couldnt breathe, could not breathe", weight: 1, unless: ['laughing', 'laughed', 'laughter', 'giggling', 'giggled', 'running', 'ran', 'kissed', 'kissing', 'kiss', 'smoke', 'water', 'underwater', 'corset', 'dust'] },
    { match: "tunnel vision, walls closing in, breathed|breathing into @poss hands|a paper bag, chest tightened|clamped|seized|locked, room tilted|spun|narrowed, fingertips fizzed|tingled|went numb, heart thudded|hammered|pounded|raced|racing, counting @poss breaths, grounding exercise|technique, five things @subj could see", weight: 1, note: 'each a hint: a racing heart is also love and fear' },
    // Trauma shown: watching exits, dropping to cover, waking shouting.
    { match: 'table|seat|chair facing the door, back to the wall, clocked|checked|counted the exits, hypervigilant|hypervigilance, under the table before, woke|wakes|waking shouting|screaming, nightmares again, jumped|flinched at every|loud noise|noises|bang, startle|startled easily', weight: 1 },
    // Compulsions.
    { match: 'in sets of, started|start again from one, over and over until, had to be flicked|touched|checked|tapped, checked the locks|stove|door * times, rituals|ritual|compulsions|compulsion|compulsive, washed|scrubbed @poss hands raw|until, something terrible would happen', weight: 1.5 },
  ],
  ignore: ['the great depression', 'tropical depression', 'political asylum', 'asylum seeker', 'asylum seekers', 'couples therapy', 'retail therapy', 'physical therapy', 'so ocd', 'bit ocd', 'little ocd', 'a bit ocd', 'totally ocd',
    // Moods of the weather and the markets: "the weather was bipolar all week".
    'weather was|is|went bipolar|schizophrenic|manic|psychotic', 'weather has been bipolar|schizophrenic|manic|psychotic', 'market|markets was|is|were|are bipolar|schizophrenic|manic|psychotic'],
};
