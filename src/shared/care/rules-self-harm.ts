/** Self-harm: cutting, burning, hitting oneself; and the bleeding that changes the answer. */
import { gap, rx } from './lexicon.js';
import { mark, type Rule, signal } from './rule.js';

/** Accidents, not self-harm: « je me suis coupée en épluchant des légumes ». */
const ACCIDENT =
  /\b(?:en cuisinant|en faisant la cuisine|epluch\w*|bricol\w*|rasant|rasage|verre casse|en tombant|accident\w*|conserve|papier|legumes?|oignons?|jardin\w*|four|gratin|casserole|feuille|secateur|scie|tondeuse|debroussailleuse|tronconneuse|disqueuse|meuleuse|perceuse|hache|outils?|en (?:taillant|sciant|tondant|reparant|demontant|rangeant|nettoyant|ouvrant|jouant|glissant|coupant|elaguant|decoupant))\b/;
/** What makes a past « je me suis coupée » deliberate. */
const DELIBERATE =
  /\b(?:expres|volontairement|rechut\w*|encore|recommence\w*|lame|cutter|rasoir|bras|poignets?|cuisses?|pour (?:que|me|sentir|oublier|arreter|ne plus)|soulag\w*|scarif\w*|marques?|cicatrices?|ventre|jambes?|peau|couteau)\b/;
const SELF_HARM = signal('self_harm', 'ideation');

export const SELF_HARM_RULES: readonly Rule[] = [
  {
    id: 'scarification',
    re: rx(
      String.raw`\b(?:me|m|je)(?: [a-z]+){0,2} (?:re)?(?:scarifi\w*|automutil\w*|auto mutil\w*|mutile)\b|\b(?:mes|ma|des) (?:scarifications?|automutilations?)\b|\bje (?:fais|pratique)${gap(2)} (?:de la )?(?:scarification|automutilation)\b|\b(?:self ?harm\w*|(?:cut|hurt|harm)(?:ting)? myself)\b`,
    ),
    keys: ['scarif', 'mutil', 'self harm', 'selfharm', 'myself'],
    effect: SELF_HARM,
    negatable: true,
    forbid: ACCIDENT,
  },
  {
    id: 'made_cuts',
    re: rx(
      String.raw`\bme suis faite? (?:des|une|plein de) (?:entailles?|coupures?|brulures?|scarifications?)\b`,
    ),
    keys: ['entaille', 'coupure', 'brulure', 'scarif'],
    effect: SELF_HARM,
    forbid: ACCIDENT,
    needsMessage: DELIBERATE,
  },
  // « celles que je me fais moi-même »: scars or cuts the writer makes, named by a relative clause.
  {
    id: 'marks_i_make',
    re: rx(
      String.raw`\b(?:celles?|ceux|cicatrices?|coupures?|marques?|entailles?|brulures?) (?:que|qu) je me (?:fais|faisais|suis faite?s?)(?: (?:moi meme|toute? seule?|expres))+\b`,
    ),
    keys: ['moi meme', 'seul', 'expres'],
    effect: SELF_HARM,
    forbid: ACCIDENT,
  },
  {
    id: 'others_self_harm',
    re: rx(
      String.raw`\b(?:se|s)(?: [a-z]+){0,2} (?:scarifi\w*|automutil\w*|mutile|coupe (?:les|le) (?:bras|poignets?|veines|cuisses)|fait du mal|taillade|brule expres)\b`,
    ),
    keys: ['scarif', 'mutil', 'coupe l', 'du mal', 'taillade', 'brule expres'],
    effect: SELF_HARM,
    checkPerson: true,
    other: true,
    // The reflexive « se » is never the writer: only the "other" reading counts.
    onlyOther: true,
  },
  {
    id: 'cutting',
    re: rx(
      String.raw`\bme (?:couper|coupe|coupais|recoupe|recouper|taillade|taillader|tailladee?|entaille|entailler|lacere|lacerer)\b(?! (?:les cheveux|les ongles|la frange|la barbe|le doigt|les doigts|la main|un morceau|une part|une tranche|du monde|de (?:tout|mes|ma|mon|la|le|les)|en (?:cuisinant|epluchant|bricolant|coupant|rasant)|avec (?:du|une feuille de) papier|l appetit))`,
    ),
    keys: ['me coup', 'me recoup', 'taillad', 'entaill', 'lacer'],
    effect: SELF_HARM,
    checkPerson: true,
    negatable: true,
    forbid: ACCIDENT,
  },
  {
    id: 'cut_myself',
    re: rx(String.raw`\bme suis (?:re)?(?:coupee?|ouverte?|tailladee?|entaillee?)\b`),
    keys: ['me suis'],
    effect: SELF_HARM,
    forbid: ACCIDENT,
    needsMessage: DELIBERATE,
  },
  {
    id: 'hurting_myself',
    re: rx(
      String.raw`\bme (?:faire|fais|refaire|refais) du mal\b|\b(?:me suis fait|me suis faite|me fais|me faire) (?:du )?mal (?:expres|volontairement|moi meme|a moi meme)\b`,
    ),
    keys: ['mal'],
    effect: SELF_HARM,
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'burning_myself',
    re: rx(
      String.raw`\bme (?:bruler|brule|brulee?|suis brulee?)(?: [a-z]+){0,3} (?:cigarettes?|clopes?|briquet|fer a repasser|allumettes?|expres|volontairement)\b`,
    ),
    keys: ['me brul', 'suis brul'],
    effect: SELF_HARM,
    negatable: true,
  },
  {
    id: 'hitting_myself',
    re: rx(
      String.raw`\bme (?:frappe|frapper|tape|taper|cogne|cogner)${gap(2)} (?:contre (?:les|le|un) murs?|dessus|la tete contre|jusqu|moi meme)\b|\bje me (?:tape|frappe) dessus\b`,
    ),
    keys: ['me frapp', 'me tap', 'me cogn'],
    effect: SELF_HARM,
    negatable: true,
  },
  {
    id: 'hurting_skin',
    re: rx(
      String.raw`\bme (?:suis )?(?:griffe|griffer|griffee|mords|mordre|pique|piquer|pince|pincer|arrache|arracher)${gap(3)} (?:jusqu au sang|jusqu a (?:saigner|sang|ce que (?:ca|je) saigne)|au sang|avec (?:des|une) (?:aiguilles?|epingles?|compas|lame)|pour (?:sentir|arreter|oublier|ne plus)|expres)\b`,
    ),
    keys: ['griff', 'mord', 'pique', 'pince', 'arrach'],
    effect: SELF_HARM,
    negatable: true,
  },
  {
    id: 'the_blade',
    re: rx(
      String.raw`\b(?:la|ma) lame (?:est|me|m)\b|\b(?:avec|a) (?:la|ma|une) lame\b|\b(?:marques?|coupures?|entailles?) (?:sur|a) (?:mes|mon|ma) (?:bras|poignets?|cuisses?|ventre|jambes?|peau)\b|\b(?:ma|mes) coupures?\b`,
    ),
    keys: ['lame', 'marque', 'coupure', 'entaille'],
    effect: SELF_HARM,
    needsMessage:
      /\b(?:calme|soulage|seule chose|apaise|refait|expres|volontairement|encore|cache|recommence|nouvelles?|bras|poignets?|cuisses?)\b/,
    forbid: ACCIDENT,
  },
  {
    id: 'covered_in_cuts',
    re: rx(
      String.raw`\b(?:mes|les) (?:bras|poignets|cuisses|jambes|mains)(?: [a-z]+){0,2} (?:pleins?|pleines?|couverts?|couvertes?|remplis?) de (?:coupures|entailles|scarifications)\b`,
    ),
    keys: ['coupures', 'entailles', 'scarif'],
    effect: SELF_HARM,
    forbid: ACCIDENT,
  },
  // Bleeding: read by assess.ts only when self-harm is in the conversation.
  {
    id: 'bleeding',
    re: rx(String.raw`\b(?:saign\w*|sang|ca coule|hemorragi\w*)\b`),
    keys: ['saign', 'sang', 'ca coule', 'hemorrag'],
    effect: mark('bleeding'),
    forbid:
      /\b(?:prise de sang|dons? (?:de|du) sang|sang froid|coup de sang|sang d encre|pur sang)\b/,
    inFiction: true,
  },
  {
    id: 'heavy_bleeding',
    re: rx(
      String.raw`\b(?:saigne|saignent|saignement)(?: \w+)? (?:beaucoup|enormement|trop|abondamment|encore et encore|sans arret|sans s arreter|partout|fort)\b|\b(?:ca|le sang|le saignement)(?: ne)? (?:s arrete pas|arrete pas)\b|\barrete pas de saigner\b|\bca coule partout\b|\b(?:beaucoup|plein|une mare|une flaque|trop) de sang\b|\b(?:coupure|plaie|entaille|blessure|est|trop) profonde?\b|\bouvert (?:le|les|mon|mes) (?:poignets?|veines)\b`,
    ),
    keys: ['saign', 'arrete', 'coule partout', 'de sang', 'profond', 'ouvert'],
    effect: mark('heavy_bleeding'),
    inFiction: true,
  },
];
