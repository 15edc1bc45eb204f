import type { Lexicon } from '../lexicon-types';

/**
 * A character hurting themselves on purpose. Bare "cut" never counts: only self-directed forms
 * ("cut herself") and the marks it leaves ("the scars on his wrists").
 */
export const selfHarm: Lexicon = {
  category: 'self-harm',
  entries: [
    { match: 'self harm|harmed|harming', weight: 4 },
    { match: 'selfharm, self injury|mutilation|inflicted', weight: 4 },
    { match: 'cut|cuts|cutting @self', weight: 4 },
    { match: 'burn|burned|burnt|burning|burns @self', weight: 3 },
    { match: 'harm|harmed|harming|hurt|hurting|hurts|injure|injured @self', weight: 2.5, note: '"he hurt himself" can be an accident: strong, not explicit' },
    { match: 'scratch|scratched|scratching @poss arms|skin|wrists', weight: 2 },
    { match: 'punish|punished|punishing @self', weight: 1 },
    { match: 'scars|cuts|marks|scratches|lines|bandages on @poss wrists|wrist|arms|arm|forearm|forearms|thighs|thigh', weight: 3 },
    { match: 'bandaged wrists|wrist', weight: 2 },
    { match: 'razor blade|blades', weight: 1.5 },
    { match: 'urge to cut', weight: 3 },
    { match: 'cutter', weight: 2 },
    { match: 'relapse|relapsed', weight: 1, note: 'also substance use; counts only with company' },
    { match: 'banged|banging|hit|hitting @poss head against', weight: 1.5 },
  ],
  ignore: ['cut|cuts|cutting @self a|an|some|another|off|free|loose|short', 'hurt @self laughing'],
};
