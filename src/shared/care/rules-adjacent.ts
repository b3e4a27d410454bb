/**
 * Harm from others (partner violence, a child in danger, cyber-harassment),
 * and what tells that the writer is under 18. These hold whoever's words
 * they are in: a child's danger is reported by adults and children alike.
 */
import { CHILD, gap, PARENT, PARTNER, rx } from './lexicon.js';
import { danger, mark, type Rule } from './rule.js';

const rule = (
  id: string,
  source: string,
  keys: string[],
  effect: Rule['effect'],
  extra: Partial<Rule> = {},
): Rule => ({
  id,
  re: rx(source),
  keys,
  effect,
  ...extra,
});

export const ADJACENT_RULES: readonly Rule[] = [
  // Someone hurts the writer; assess.ts tells a partner from a parent.
  rule(
    'violence_on_me',
    String.raw`\b(?:me|m)(?: a| ont| avait| avaient)?(?: (?:encore|deja|souvent|toujours|meme|aussi|de nouveau))? (?:frapp\w*|bat|battent|battue?|tap(?:e|ent|ee|ait)|gifl\w*|etrangl\w*|cogn\w*|viol\w*|sequestr\w*|enferm\w*|menac\w*(?! de (?:partir|me quitter|divorcer|rompre))|forc\w* a|oblig\w* a (?:coucher|avoir)|cass\w* (?:le|la|les|un|une|mon|ma|mes|deux) (?:bras|nez|cotes?|doigts?|dents?|poignet|machoire|jambe)|brul\w*|mordu\w*|bless\w*|jet\w* (?:par terre|contre)|train\w* par les cheveux|arrach\w* les cheveux|donne (?:des|un) (?:coups?|claques?|gifles?)|pouss\w* (?:contre|dans|par)|donne des coups|touch\w*(?= *(?:$|\||,| quand| la nuit| le soir| partout| alors)))\b|\bje me fais (?:frapper|battre|taper|violer)\b`,
    [
      'frapp',
      'bat',
      'tap',
      'gifl',
      'etrangl',
      'cogn',
      'viol',
      'sequestr',
      'enferm',
      'menac',
      'forc',
      'oblig',
      'pouss',
      'coups',
      'touch',
      'cass',
      'brul',
      'mordu',
      'bless',
      'jet',
      'cheveux',
      'claque',
    ],
    danger('violence_on_me'),
    { forbid: /\bquand (?:j etais|j avais)\b|\b(?:petite?|enfant) quand\b/ },
  ),
  rule(
    'partner_control',
    String.raw`\bm interdit de (?:sortir|voir|travailler|parler)\b|\bcontrole (?:mon telephone|mes messages|mon argent|mes comptes|tout ce que je fais)\b|\bconfisque mon argent\b|\bprend (?:mon salaire|mon argent)\b|\bj ai peur (?:de lui|d elle|de (?:mon|ma) ${PARTNER}|de rentrer|qu (?:il|elle) me (?:tue|frappe|tape))\b|\bviolences? conjugales?\b|\b(?:violente?|brutal) avec moi\b`,
    ['interdit', 'controle', 'confisque', 'prend', 'peur', 'conjugal', 'violent', 'brutal'],
    danger('partner_control'),
  ),
  rule(
    'child_harmed',
    String.raw`\b(?:frappe\w*|bat|battre|tape|taper|gifle\w*|maltrait\w*|touche|toucher|attouche|viole\w*|secoue\w*|brule\w*|enferme\w*|affame\w*|cogne\w*)(?: (?:souvent|encore|aussi|toujours|regulierement))? (?:mon|ma|mes|notre|nos|son|sa|ses|leur|leurs|le|la|les|cette|ce)(?: petite?)? ${CHILD}\b|\b(?:le|la|les) (?:frapper|frappe|battre|bat|taper|tape|gifler|maltraiter|secouer)\b|\b(?:lui|m|me) (?:a |avait |ont )?fait des choses\b|\battouchements?\b|\binceste\b|\bpedophil\w*`,
    [
      'frapp',
      'bat',
      'tap',
      'gifl',
      'maltrait',
      'touch',
      'viol',
      'secou',
      'brul',
      'enferm',
      'affam',
      'cogn',
      'choses',
      'attouch',
      'inceste',
      'pedophil',
    ],
    danger('child_harm'),
    {
      needsMessage: rx(String.raw`\b${CHILD}\b|\bans\b`),
      forbid: /\b(?:s est|se) fait (?:frapper|taper)\b/,
    },
  ),
  rule(
    'parents_violence',
    String.raw`\b(?:mon pere|mon beau pere|mon daron|papa)(?: a)? (?:frapp\w*|bat|battu|tap\w*|gifl\w*|cogn\w*|etrangl\w*) (?:ma mere|maman|ma daronne)\b`,
    ['frapp', 'bat', 'tap', 'gifl', 'cogn', 'etrangl'],
    danger('parents_violence'),
  ),
  rule(
    'cyber',
    String.raw`\bcyber ?harcel\w*|\b(?:me|m) (?:harcel\w*|insult\w*|menac\w*|humili\w*)(?: \w+){0,3} (?:sur|en ligne|par messages?|par sms|dans (?:un|le) groupe)\b|\b(?:harcel\w*|insult\w*|moqu\w*)(?: \w+){0,3} (?:sur|via) (?:insta|instagram|snap|snapchat|tiktok|facebook|twitter|x|discord|whatsapp|les reseaux|internet|youtube|twitch|telegram)\b|\b(?:publie|poste|partage|partager|diffuse|balance|mis|mettre|mettent|envoye|fait tourner|circuler)${gap(3)} (?:mes|des|les|ma|une) (?:photos?|videos?|nudes?|sextape)\b|\bchantage(?: \w+){0,4} (?:photos?|videos?|nudes?|webcam|sextape)\b|\bsextorsion\b|\brevenge porn\b|\bfaux (?:compte|profil)(?: \w+){0,3} (?:mon nom|mes photos|moi)\b|\busurp\w* (?:de )?mon identite\b|\bmenace (?:de|d) (?:publier|poster|diffuser|montrer|mettre|envoyer|balancer)(?: \w+){0,3} (?:photos?|videos?|nudes?)\b|\b(?:veut|demande|exige|oblige)(?: \w+){0,3} (?:que je (?:lui )?envoie|de (?:lui )?envoyer) (?:des|mes) (?:photos?|videos?|nudes?)\b|\bharcelement scolaire\b|\b(?:on|ils|elles) me harcel\w*|\bje me fais harceler\b|\bje suis harcelee?\b`,
    [
      'harcel',
      'insult',
      'menac',
      'humili',
      'moqu',
      'photo',
      'video',
      'nude',
      'sextape',
      'chantage',
      'sextorsion',
      'revenge',
      'faux',
      'usurp',
    ],
    danger('cyber'),
    {
      needs:
        /\b(?:cyber\w*|photos?|videos?|nudes?|sextape|harcel\w*|insta\w*|snap\w*|tiktok|facebook|twitter|discord|whatsapp|reseaux|internet|en ligne|compte|profil|webcam|sextorsion|revenge|identite|sms|messages?|groupe|youtube|twitch|telegram)\b/,
    },
  ),
  // Who is who: a partner or a parent named in the conversation.
  rule(
    'partner',
    String.raw`\b(?:mon|ma|son|sa|notre) ${PARTNER}\b|\bmon homme\b`,
    [''],
    mark('partner'),
    { inFiction: true },
  ),
  rule('parent', String.raw`\b(?:mes|mon|ma) ${PARENT}\b`, [''], mark('parent_cue'), {
    inFiction: true,
  }),
  // Under 18.
  rule(
    'age_under_18',
    String.raw`(?<!(?:depuis que|quand|lorsque|des que|depuis|avant que) )\bj ai (?:1[0-7]|[5-9]|dix|onze|douze|treize|quatorze|quinze|seize|dix sept) ans\b(?! (?:d|de|et \d+ mois (?:d|de)))|\bje suis mineure?\b|\bj ai (?:pas|pas encore|moins de) 18 ans\b|\bpas encore majeure?\b`,
    ['ans', 'mineur', 'majeur'],
    mark('minor'),
    { inFiction: true },
  ),
  rule(
    'school_young',
    String.raw`\bje suis (?:en|au) (?:6e|6eme|sixieme|5e|5eme|cinquieme|4e|4eme|quatrieme|3e|3eme|troisieme|college|cm1|cm2)\b|\bau college\b`,
    ['college', 'e ', 'eme', 'cm'],
    mark('school_young'),
    { inFiction: true, needs: /\b(?:je|j|me|m|moi)\b/ },
  ),
  rule(
    'school_teen',
    String.raw`\bje suis (?:au lycee|en seconde|en premiere|en terminale|en 2nde|en 1ere)\b|\blyceenne?\b|\bau lycee\b|\b(?:mon|le) brevet\b|\bmon bac\b|\bmes notes\b|\bmon bulletin\b|\bconseil de classe\b|\bprof principale?\b|\b(?:la|le) cpe\b|\bla recre\b`,
    [
      'lycee',
      'seconde',
      'premiere',
      'terminale',
      '2nde',
      '1ere',
      'brevet',
      'bac',
      'notes',
      'bulletin',
      'classe',
      'prof',
      'cpe',
      'recre',
    ],
    mark('school_teen'),
    { inFiction: true },
  ),
  rule(
    'adult',
    String.raw`\bje suis (?:prof|professeure?|enseignante?|cpe|surveillante?|aed|maman|mere|pere|papa|retraitee?|infirmiere?|directrice|directeur|principale?)\b|\b(?:ma|mon|mes) (?:fille|fils|enfants|enfant|mari|femme|patron|patronne|chef|cheffe|collegues|eleves|retraite)\b|\b(?:master|licence|fac|universite|partiels|mon travail|mon boulot|mon job|mon cdi|mon salaire|ma classe de)\b`,
    ['je suis', 'ma ', 'mon ', 'mes ', 'master', 'licence', 'fac', 'universite', 'partiels'],
    mark('adult'),
    { inFiction: true },
  ),
];
