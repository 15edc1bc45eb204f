/**
 * The words authors use to NAME a warning, in their notes ("cw: blood, eyeball stuff") and in their
 * freeform tags ("Swear words abound"): one table for both, kept as data.
 *
 * How to read it: each category lists the terms that name it. A term is matched as whole words
 * after lower-casing; hyphens count as spaces ("self-harm" is "self harm"); `|` gives alternatives
 * for one word ("panic attack|attacks"); commas separate whole terms. The longest term wins, so
 * "eye trauma" is gore and not "trauma".
 *
 * These are not the words a STORY uses to show something (that is the lexicons' work): "blood" in
 * a content note means the author warns of blood; in the story it may be a blood test.
 */
import type { CategoryId } from './categories';

/** Animals authors name when they warn of harm to one ("gutting of a squirrel"). */
const ANIMAL_NOUNS =
  'animal|animals|dog|dogs|puppy|puppies|cat|cats|kitten|kittens|horse|horses|pony|ponies|bird|birds|rabbit|rabbits|bunny|bunnies|pet|pets|squirrel|squirrels|deer|fox|foxes|cow|cows|pig|pigs|sheep|lamb|lambs|mouse|mice|rat|rats|fish|hamster|goat|goats|chicken|chickens|wolf|wolves';
const ANIMAL_HARM = 'death|deaths|killing|killed|gutting|gutted|hunting|hurt|harm|injury|injuries|abuse|cruelty|butchering|skinning|slaughter|torture';

export const WARNING_TERMS: Record<CategoryId, string[]> = {
  heartbreak: ['heartbreak', 'heartbroken', 'heartache', 'break up|ups', 'breakup|breakups', 'breaking up', 'broken heart|hearts', 'unrequited love|feelings', 'unrequited', 'divorce', 'rejection', 'getting dumped'],
  infidelity: ['cheating', 'infidelity', 'adultery', 'affair', 'affairs', 'unfaithful', 'emotional infidelity'],
  'self-harm': ['self harm', 'selfharm', 'sh', 'self injury', 'self mutilation', 'self inflicted injury|injuries|wounds', 'cutting'],
  suicide: ['suicide', 'suicidal', 'suicidal ideation|thoughts|behavior|behaviour', 'suicide attempt|attempts', 'attempted suicide', 'assisted suicide'],
  death: [
    'death', 'deaths', 'character death', 'major character death', 'mcd', 'minor character death', 'canonical character death',
    'temporary character death', 'child death', 'dying', 'dead', 'grief', 'mourning', 'funeral', 'funerals', 'murder',
    'death of a parent|sibling|child|friend|spouse|partner', 'death of a loved one', 'death of parents', 'parent|parental|sibling|spouse death', 'dead parent|parents|sibling|siblings',
  ],
  violence: [
    'violence', 'graphic violence', 'violent', 'fighting', 'fights', 'fight scenes', 'war', 'combat', 'battle', 'gun violence', 'guns', 'gang violence',
    'murder', 'torture', 'assault', 'physical assault', 'physical violence', 'canon typical violence', 'non graphic violence', 'police brutality',
    'terrorism', 'terrorist attack|attacks', 'shooting', 'stabbing', 'explosions', 'weapons',
  ],
  'blood-gore': [
    'blood', 'bleeding', 'gore', 'gory', 'blood and gore', 'graphic injury|injuries', 'graphic gore', 'body horror', 'wounds', 'injuries',
    'eyeball|eyeballs', 'eyeball|eye stuff', 'eye trauma|horror|injury', 'dismemberment', 'mutilation', 'vomit', 'canon typical blood and gore',
  ],
  abuse: [
    'abuse', 'child abuse', 'domestic abuse', 'domestic violence', 'emotional abuse', 'emotional psychological abuse', 'physical abuse', 'psychological abuse', 'verbal abuse',
    'parental abuse', 'abusive relationship|relationships', 'abusive parents|parent|family', 'neglect', 'child neglect', 'gaslighting', 'manipulation',
    'emotional manipulation', 'medical abuse', 'canonical child abuse',
  ],
  'sexual-assault': [
    'rape', 'non con', 'noncon', 'non consensual', 'nonconsensual', 'dub con', 'dubcon', 'dubious consent', 'sexual assault', 'sexual abuse',
    'molestation', 'csa', 'attempted rape', 'sexual harassment', 'rape aftermath|recovery',
  ],
  'sexual-content': ['smut', 'sex', 'sexual content', 'explicit sex', 'explicit sexual content', 'nsfw', 'lemon', 'porn', 'pwp', 'porn without plot', 'sexual themes', 'oral sex', 'anal sex', 'vaginal sex', 'light smut', 'masturbation', 'frottage', 'sex scene|scenes'],
  'substance-use': [
    'drugs', 'drug use|abuse|addiction', 'recreational drug use', 'alcohol', 'alcoholism', 'alcohol abuse', 'drinking', 'underage drinking',
    'substance abuse|use', 'addiction', 'overdose', 'drunkenness', 'being drunk', 'smoking', 'withdrawal', 'alcoholic', 'alcoholics',
    'weed', 'marijuana', 'cocaine', 'heroin', 'drug dealing',
  ],
  'eating-disorder': ['eating disorder|disorders', 'ed', 'anorexia', 'anorexia nervosa', 'bulimia', 'bulimia nervosa', 'disordered eating', 'binge eating', 'purging', 'self starvation', 'starvation'],
  homophobia: [
    'homophobia', 'homophobic', 'homophobic slurs|language', 'internalized|internalised homophobia', 'transphobia', 'transphobic',
    'internalized|internalised transphobia', 'biphobia', 'biphobic', 'f slur', 'conversion therapy', 'misgendering', 'deadnaming',
  ],
  bullying: ['bullying', 'bullied', 'bully', 'cyberbullying', 'harassment', 'school bullying', 'hazing'],
  'mental-illness': [
    'depression', 'anxiety', 'anxiety attack|attacks', 'panic attack|attacks', 'ptsd', 'c ptsd', 'cptsd', 'post traumatic stress disorder', 'mental illness',
    'mental health', 'mental health issues', 'ocd', 'obsessive compulsive disorder', 'bipolar', 'bipolar disorder', 'schizophrenia', 'psychosis', 'dissociation', 'trauma', 'flashbacks',
    'mental breakdown', 'hallucinations',
  ],
  profanity: ['swearing', 'profanity', 'strong language', 'language', 'cursing', 'bad language', 'foul language', 'crude language', 'swear words', 'curse words', 'cussing'],
  'pregnancy-loss': ['miscarriage', 'miscarriages', 'pregnancy loss', 'stillbirth', 'infant loss', 'baby loss', 'abortion'],
  'animal-harm': [
    'animal death|harm|abuse|cruelty|injury|injuries', 'pet death', 'dead animal|animals', `${ANIMAL_HARM} of a|an|the ${ANIMAL_NOUNS}`,
    `${ANIMAL_HARM} of ${ANIMAL_NOUNS}`, `${ANIMAL_NOUNS} death|deaths|harm|abuse|gutting|killing|injury`,
  ],
  kidnapping: ['kidnapping', 'kidnapped', 'abduction', 'captivity', 'hostage', 'hostages', 'hostage situation|situations', 'held captive', 'human trafficking'],
  racism: ['racism', 'racist', 'racist language|slurs', 'racial slurs', 'internalized racism', 'antisemitism', 'xenophobia', 'white supremacy', 'bigotry', 'fantasy racism', 'discrimination', 'slavery'],
  misogyny: ['misogyny', 'misogynistic', 'misogynistic language', 'sexism', 'sexist', 'sexist language', 'slut shaming', 'internalized misogyny'],
  ableism: ['ableism', 'ableist', 'ableist language|slurs', 'r slur', 'internalized ableism'],
};

/**
 * Phrases that hold a term but name nothing: "Dead Dove: Do Not Eat" (AO3's "you were warned"),
 * "Death Eaters", "Suicide Squad". The longest phrase wins, so these cancel the term inside them.
 */
export const NOT_WARNING_TERMS = ['dead dove', 'death eater|eaters', 'suicide squad', 'blood brothers|brother|sisters|sister|oath|bond|magic|type|test|moon', 'war crimes trial', 'language barrier', 'sex pollen', 'sex ed|education', 'drinking game|games'];

/**
 * Words and phrases that make a named item a passing mention rather than something the work dwells
 * on: "mentions of canonical character death", "implied cheating", "past abuse", "brief gore",
 * "Cheating if you squint", "Self-Harm kinda".
 */
export const HEDGE_WORDS = [
  'mention', 'mentions', 'mentioned', 'implied', 'implies', 'implication', 'brief', 'briefly', 'referenced', 'reference', 'references',
  'past', 'minor', 'background', 'hinted', 'hints', 'hint', 'allusion', 'allusions', 'alluded', 'discussed', 'discussion', 'discussions',
  'slight', 'vague', 'offscreen', 'passing', 'touches on', 'touched on', 'alludes to',
  'if you squint', 'if you squint really hard', 'if you tilt your head', 'sort of', 'sorta', 'kind of', 'kinda', 'ish', 'maybe',
  'technically', 'barely', 'a little', 'a bit', 'recovery', 'recovering',
];
