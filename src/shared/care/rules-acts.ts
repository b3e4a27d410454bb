/**
 * Risk told through an act or a plan rather than a word for death (ADR 011,
 * 2026-11-28): a hanging point tested, pills to be taken at once, a drug
 * taken from work, a conditional promise to die, a jump into water, death
 * hoped for, everything ending « me included », the time come to go,
 * goodbyes said in secret. Written from the kinds blind set 8 missed, each
 * with its own wording range rather than one sentence.
 */
import { gap, MEDS, rx, WANT } from './lexicon.js';
import { cue, type Rule, signal } from './rule.js';

/** A cord-like thing and the fixed point it hangs from. */
const CORD = String.raw`(?:echarpe|ceinture|drap|draps|cable|corde|foulard|cravate|rallonge|laisse|sangle|fil)`;
const ANCHOR = String.raw`(?:barre|poutre|crochet|porte|penderie|rampe|radiateur|tuyau|lustre|arbre|branche|rambarde|garde corps|mezzanine|escalier|plafond)`;
/** Water or a void one jumps into. */
const WATER = String.raw`(?:canal|seine|riviere|fleuve|lac|mer|loire|rhone|garonne|marne|ravin|precipice|vide|port|bassin)`;
/** Drugs a carer or a nurse can take from work, lethal by injection or in number. */
const DIVERTED = String.raw`(?:${MEDS}|ampoules?|flacons?|seringues?|potassium|kcl|benzos?|benzodiazepines?|bzd|plaquettes?|plakettes?)`;

export const ACT_RULES: readonly Rule[] = [
  {
    id: 'hanging_point_tested',
    re: rx(
      String.raw`\b(?:attache|attachee|accroche|accrochee|noue|nouee|fixe|fixee|passe)${gap(2)} (?:mon|ma|mes|une|un|la|le|les) ${CORD}(?: [a-z]+){0,5} (?:(?:a|sur|autour de) (?:la|le|l|une|un|mon|ma)|au|autour du) ${ANCHOR}\b|\b${CORD} (?:est|etait) (?:attachee?s?|accrochee?s?|nouee?s?|fixee?s?) (?:(?:a|sur|autour de) (?:la|le|l|une|un|mon|ma)|au|autour du) ${ANCHOR}\b`,
    ),
    keys: ['attache', 'accroche', 'noue', 'fixe', 'passe'],
    effect: signal('means_preparation', 'acute'),
    needsMessage:
      /\bpour voir si (?:ca|elle|il|c) (?:tient|tenait|tiendrait|supporte|supportait|tiendra)\b|\b(?:ca|elle|il) (?:tient|a tenu|tenait)(?: bien)?(?= *(?:$|\||,))|\bmon poids\b/,
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'take_them_at_once',
    re: rx(
      String.raw`\b(?:je|j) (?:vais |compte |veux )?(?:les|la) (?:prends?|prendre|avale|avaler|gobe|gober) (?:(?:tous|toutes|tout|toute) )?(?:d un (?:seul )?coup?|en une (?:seule )?fois|ensemble|a la suite)\b`,
    ),
    keys: ['prend', 'avale', 'gobe'],
    effect: signal('intent_plan', 'ideation', { also: 'means_preparation' }),
    needsMessage: rx(DIVERTED),
  },
  {
    id: 'drug_taken_from_work',
    re: rx(
      String.raw`\b(?:pris|pique|piquee?|vole|volee?|sorti|sortie|detourne|embarque|ramene)${gap(2)} (?:des|deux|trois|quelques|plusieurs|\d+|une|un|les)(?: [a-z]+){0,2} ${DIVERTED}(?: [a-z]+){0,4} (?:dans la reserve|a la pharmacie|de la pharmacie|du service|au service|au taf|o taf|au boulot|au travail|a l hopital|de l hopital|a la clinique|a l ehpad|a l officine)\b`,
    ),
    keys: ['pris', 'pique', 'vole', 'sorti', 'detourne', 'embarque', 'ramene'],
    effect: cue('means'),
    checkPerson: true,
  },
  {
    id: 'conditional_self_kill',
    re: rx(
      String.raw`\bje me (?:foutrais|foutrai|mettrais|mettrai) en l air\b|\bje me (?:tuerais|tuerai|suiciderais|suiciderai|supprimerais|supprimerai|pendrais|pendrai|flinguerais|flinguerai)\b(?! (?:pour|a la tache|au travail|de rire|a le))`,
    ),
    keys: ['en l air', 'tuera', 'suicidera', 'supprimera', 'pendra', 'flinguera'],
    effect: signal('intent_plan', 'ideation', { also: 'explicit_ideation' }),
    negatable: true,
  },
  {
    id: 'jump_into_water',
    re: rx(
      String.raw`\b(?:${WANT}|vais|compte|irai|irais)${gap(3)} (?:me (?:jeter|laisser tomber|balancer|laisser couler)|sauter) (?:dedans|dans (?:le|la|l) ${WATER}|dans l eau (?:glacee|noire|froide))\b`,
    ),
    keys: ['jeter', 'laisser tomber', 'balancer', 'laisser couler', 'sauter'],
    effect: signal('intent_plan', 'ideation'),
    needs: new RegExp(String.raw`\b${WATER}\b|\beau\b|\bpont\b|\bquai\b`),
    forbid: /\b(?:piscine|baignade|plonge(?:on|r)?|nager|maillot|chaud|canicule|plage)\b/,
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'death_hoped_for',
    re: rx(
      String.raw`\b(?:mourir|crever|partir|y passer)(?: [a-z]+){0,4} (?:(?:parce que|parce qu|parceke|pcq|car) )?(?:moi )?(?:je le|je l) (?:souhaite|souhait|espere|attends|demande)\b(?! (?:pas|que non))`,
    ),
    keys: ['mourir', 'crever', 'partir', 'y passer'],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    // « Est-ce que je vais mourir bientôt ? » | « Parce que moi je le souhaite. »: the « ? » split it.
    id: 'death_hoped_for_after',
    re: rx(
      String.raw`^(?:(?:parce que|parce qu|parceke|pcq|car|et|mais|oui) )?(?:moi )?(?:je le|je l|j l) (?:souhaite|souhait|espere|attends)\b(?! (?:pas|que non))`,
    ),
    keys: ['je l', 'j l'],
    effect: signal('explicit_ideation', 'ideation'),
    needsMessage:
      /\b(?:je vais|vais je|je vais bientot) (?:mourir|crever|y passer|partir bientot)\b|\bma mort\b/,
  },
  {
    id: 'all_ends_me_included',
    re: rx(
      String.raw`\bque tout (?:s arrete|s eteigne|se termine|finisse|s efface|disparaisse|s acheve|s arretent)(?: [a-z]+){0,2}(?: ,)? moi (?:compris|avec|aussi|y compris|inclus|en premier|le premier|la premiere)\b|\bne plus (?:avoir a|devoir) me relever\b`,
    ),
    keys: ['que tout', 'me relever'],
    effect: signal('disappear', 'soft'),
    checkPerson: true,
  },
  {
    id: 'time_to_go',
    re: rx(
      String.raw`\b(?:le moment|l heure|le temps) (?:est venue?|est arrivee?|est la)(?: pour moi)? (?:de|d) (?:m en aller|tirer ma reverence|dire adieu|quitter ce monde|partir(?! (?:en|a|au|aux|pour|chez|vers|loin|de chez|travailler|bosser|faire|me coucher|dormir|se coucher)\b))`,
    ),
    keys: ['moment', 'l heure', 'le temps'],
    effect: signal('farewell', 'soft'),
    forbid:
      /\b(?:retraite|vacances|demenag\w*|voyage|boulot|travail|poste|job|entreprise|appartement|ville|pays)\b/,
  },
  {
    id: 'goodbye_in_secret',
    re: rx(
      String.raw`\b(?:adieux|au revoir)(?: (?:,|[a-z0-9]+)){0,14}? (?:, )?sans qu (?:il|elle|ils|elles|on|personne) (?:le sache|le sachent|le devine|le devinent|comprenne|comprennent|se doute|se doutent|s en doute|s en doutent|s en rende compte|s en rendent compte)\b`,
    ),
    keys: ['adieux', 'au revoir'],
    effect: signal('farewell', 'soft'),
    forbid: /\b(?:surprise|pot de depart|retraite|demenag\w*|mutation|vacances)\b/,
    checkPerson: true,
  },
  {
    id: 'only_the_day_left',
    re: rx(
      String.raw`\b(?:il )?(?:ne )?me reste (?:plus )?qu a (?:choisir|fixer|decider) (?:le jour|la date|le moment|l heure|quand)\b`,
    ),
    keys: ['me reste'],
    effect: cue('ready'),
  },
  // « Dimanche je suis restée au bord de l'étang avec l'idée d'y entrer et de ne pas ressortir. »
  {
    id: 'into_water_not_out',
    re: rx(
      String.raw`\b(?:y entrer|entrer dans (?:l eau|la mer|l etang|le lac|la riviere|le fleuve|le canal|la ${WATER}|le ${WATER})|descendre dans l eau|avancer dans l eau)(?: [a-z]+){0,3} (?:et|pour) (?:de )?(?:ne|n) (?:pas|plus|jamais) (?:en )?(?:ressortir|remonter)\b`,
    ),
    keys: ['ressortir', 'remonter'],
    effect: signal('intent_plan', 'ideation'),
    // The « ne pas » is the pattern's own: a negation test would read it as a denial.
    checkPerson: true,
    // A swim too good to leave.
    forbid: /\b(?:tellement|trop bonne|si bonne|bonne|chaude|delicieuse|baignade|vacances)\b/,
  },
  // « j'aurai sauté du sixième », « je vais sauter du 8e »: a floor named for the jump.
  {
    id: 'jump_from_floor',
    re: rx(
      String.raw`\b(?:j aurai|je vais|je compte|je prevois de|j ai envie de|je veux|je pense a) (?:saute|sauter) (?:du|d un|de mon) (?:\d+ ?e|\d+ ?eme|deuxieme|troisieme|quatrieme|cinquieme|sixieme|septieme|huitieme|neuvieme|dixieme|dernier)(?: etage)?\b`,
    ),
    keys: ['sauter', 'saute'],
    effect: signal('intent_plan', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
];
