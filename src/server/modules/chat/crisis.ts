/**
 * Crisis safety, enforced in code (D15): a message that shows a risk of
 * suicide or self-harm gets CRISIS_REPLY whatever the model would have said.
 *
 * Choices, because a missed crisis costs far more than a misplaced answer:
 * - Anything with the stem "suicid" is flagged, even a novel's plot or a
 *   relative's death ("mon frère s'est suicidé"): the reply stays kind and
 *   useful to someone who brings it up.
 * - Wishes to die are flagged ("je veux mourir", "envie de crever"), but not
 *   the idioms "mourir de rire / de faim / de chaud…", nor a statement about
 *   someone or something else ("mon chat va mourir de faim"), nor fear of dying.
 * - "Me tuer" is flagged except "me tuer à la tâche / au travail"; "ça me tue"
 *   and "tuer le temps" are not, being everyday French.
 * - "Ne plus vivre" is flagged unless a place or a person follows
 *   ("je ne veux plus vivre avec mes parents", "… à Paris").
 * - "Idées noires" is flagged: it is the usual French euphemism, the one the
 *   3114 itself uses.
 */

/** Lower case, no accents, one kind of apostrophe, words separated by single spaces. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Idioms where "mourir" or "crever" means nothing of the sort. */
const DEATH_IDIOM = String.raw`(?! de (?:rire|faim|soif|chaud|froid|ennui|impatience|curiosite|envie|plaisir|jalousie))`;
/** What turns "ne plus vivre" into a question of place or company. */
const LIVING_ARRANGEMENT = String.raw`(?! (?:a|au|aux|en|ici|la bas|avec|chez|dans|sous|pres|loin|ensemble|comme|seule?)\b)`;
const PILLS = 'medicaments|medocs|cachets|comprimes|pilules|somniferes|anxiolytiques';
const PLACES_TO_FALL = 'pont|fenetre|balcon|toit|immeuble|falaise|tour|viaduc';
const VEHICLES = 'train|metro|rer|tram|voiture|camion|bus';

const CRISIS_PATTERNS: readonly RegExp[] = [
  /\bsuicid/,
  new RegExp(
    String.raw`\b(?:veux|veut|voudrais|aimerais|prefere|prefererais|souhaite|souhaiterais|envie de|besoin de|pret a|prete a|hate de)(?: (?:juste|seulement|simplement|vraiment|tellement|tant|bien))? (?:mourir|crever)\b${DEATH_IDIOM}`,
  ),
  /\b(?:veux|voudrais|aimerais|prefererais|souhaite|souhaiterais) (?:etre|etre deja) mort(?:e|s|es)?\b/,
  /\bne jamais (?:naitre|etre nee?)\b/,
  /\bme (?:tuer|flinguer|buter|pendre)\b(?! (?:a la tache|au travail|au boulot))/,
  /\bme foutre en l air\b/,
  /\bm (?:oter|enlever) la vie\b/,
  /\bme donner la mort\b/,
  /\bmet\w* (?:fin|un terme) a (?:mes jours|ma vie|mon existence|mes souffrances)\b/,
  /\ben finir\b(?! avec)/,
  /\ben finir avec (?:la vie|ma vie|cette vie|l existence|tout|moi)\b/,
  new RegExp(String.raw`\b(?:veux|voudrais|peux) (?:plus|pas) vivre\b${LIVING_ARRANGEMENT}`),
  new RegExp(
    String.raw`\b(?:plus|pas|aucune?|sans)(?: de| d)? (?:envie|raisons?|force|gout|courage|but) de vivre\b${LIVING_ARRANGEMENT}`,
  ),
  /\b(?:marre|fatiguee?|lasse?|epuisee?) de (?:la vie|vivre)\b/,
  /\bla vie ne vaut (?:pas|plus) (?:la peine|le coup)\b/,
  /\bma vie ne vaut (?:plus )?rien\b/,
  /\ba quoi bon vivre\b/,
  /\bme faire du mal\b/,
  /\bje me fais du mal\b/,
  /\bscarifi/,
  /\bauto ?mutil/,
  /\bme (?:couper|taillader|entailler|ouvrir) (?:les |le |la |mes )?(?:veines|poignets?|bras|peau|cuisses?)\b/,
  /\bme blesser (?:volontairement|expres)\b/,
  new RegExp(
    String.raw`\b(?:sauter|me jeter|me lancer) (?:du|d un|d une|de la|par la)(?: haut (?:du|d un|d une|de la))? (?:${PLACES_TO_FALL}|${VEHICLES})\b`,
  ),
  /\b(?:sauter|me jeter) dans le vide\b/,
  new RegExp(String.raw`\bme (?:jeter|mettre|lancer) sous (?:un|une|le|la) (?:${VEHICLES})\b`),
  /\bme noyer\b(?! dans (?:le |mon |un )?(?:travail|boulot|verre))/,
  new RegExp(String.raw`\bavaler (?:toute?s? |tous )(?:\w+ ){0,3}(?:${PILLS})\b`),
  /\b(?:overdose|surdose)\b/,
  /\bme tirer une balle\b/,
  /\bdisparaitre (?:pour toujours|a jamais|definitivement|pour de bon)\b/,
  /\b(?:plus|jamais) me reveiller\b/,
  /\bdormir pour toujours\b/,
  /\b(?:serai(?:s|t|ent)?|serez|serions|vivrai(?:s|t|ent)?) mieux sans moi\b/,
  /\bpersonne ne me regretter/,
  /\b(?:idees|pensees) (?:noires|morbides|de mort)\b/,
  // A few common English phrasings.
  /\bkill(?:ing)? myself\b/,
  /\b(?:want|wanna|going) (?:to )?die\b/,
  /\bend (?:my life|it all)\b/,
  /\bself ?harm/,
  /\b(?:cut|hurt|harm)(?:ting)? myself\b/,
  /\b(?:don t|dont|do not) want to live\b/,
  /\bno reason to live\b/,
  /\bwish i (?:was|were) dead\b/,
];

/** True when the text shows a risk of suicide or self-harm (French, some English). */
export function detectCrisis(text: string): boolean {
  const normalized = normalize(text);
  return CRISIS_PATTERNS.some((pattern) => pattern.test(normalized));
}

/** The answer given instead of any model's when detectCrisis is true. */
export const CRISIS_REPLY = [
  'Merci de me l’avoir confié. Ce que vous traversez semble très lourd, et vous n’avez pas à le porter en silence.',
  'Je suis Céleste, une intelligence artificielle : je ne peux pas remplacer une personne qui vous écoute vraiment. S’il vous plaît, parlez-en dès maintenant à quelqu’un :',
  [
    '- **3114** : le numéro national de prévention du suicide, gratuit, 24 h/24 et 7 j/7, avec des professionnels formés pour vous écouter ;',
    '- **112** : les urgences, si vous êtes en danger immédiat ou si vous vous êtes déjà fait du mal ;',
    '- **SOS Amitié** au 09 72 39 40 50, pour parler à quelqu’un, jour et nuit.',
  ].join('\n'),
  'Si vous le pouvez, appelez aussi un proche en qui vous avez confiance, ou votre médecin, et demandez-lui de rester près de vous.',
  'Je suis là si vous voulez continuer à écrire. Comment vous sentez-vous en ce moment ?',
].join('\n\n');
