/**
 * Explicit wishes to die in shapes the verb rules cannot see (ADR 011,
 * 2026-11-28, « Set 10's explicit misses »): the wish as the object of a
 * noun (« une seule pensée : me tuer ») and a command from voices
 * (« les voix me disent de mourir »), which is a risk for the hearer
 * whether or not they say they will obey.
 */
import { DIE, rx, SELF_KILL, SELF_KILL_KEYS } from './lexicon.js';
import { type Rule, signal } from './rule.js';
import { NOT_A_DEATH_WISH } from './rules-ideation.js';

/** What is wished: dying or killing oneself, not « mourir vieille » nor « en finir avec ce dossier ». */
const WISHED = String.raw`(?:${DIE}\b${NOT_A_DEATH_WISH}|(?:${SELF_KILL})\b|ne plus (?:me reveiller|vivre|exister)\b)`;

/** « une seule pensée », « mon idée fixe », « qu'une envie »: a noun that holds a wish, with nothing between but the colon (gone) or a comma. */
const WISH_NOUN = String.raw`\b(?:(?:une|un|qu une|qu un|ma|mon|la|l)(?: (?:seule?|unique|derniere|grande|vraie))?|seule?) (?:pensee|idee|idee fixe|envie|obsession|desir|souhait|but|objectif|priere|voeu|tentation|projet|plan)(?: (?:fixe|en tete|dans la tete|dans ma tete))?(?: (?:ce soir|cette nuit|la nuit|le soir|aujourd hui|en ce moment))?(?: ,)?`;

/** Voices heard: « les voix », « une voix dans ma tête », « la voix intérieure ». */
const VOICES = String.raw`\b(?:voix|voie)(?: (?:dans|de) (?:ma|la) tete| interieures?)?(?: qui)?`;
const COMMAND = String.raw`(?:disent|dit|dise|disen|disaient|disait|ordonnent|ordonne|ordonnaient|demandent|demande|poussent|pousse|hurlent|crient|repetent|repete|murmurent|chuchotent|supplient)`;
/** What voices order that puts the hearer at risk. */
const HARM = String.raw`(?:${WISHED}|sauter\b|me jeter\b|me faire du mal\b|me blesser\b|me couper\b|disparaitre\b)`;

export const WISH_SHAPE_RULES: readonly Rule[] = [
  {
    id: 'wish_as_object',
    re: rx(String.raw`${WISH_NOUN} ${WISHED}`),
    keys: ['mourir', 'crev', 'meure', 'ne plus', ...SELF_KILL_KEYS],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'obsessed_by_the_idea',
    re: rx(
      String.raw`\b(?:obsedee?s?|hantee?s?|obnubilee?s?) par (?:l idee|la pensee|l envie|le desir) (?:de|d) (?:${SELF_KILL})\b|\b(?:obsedee?s?|hantee?s?|obnubilee?s?) par l envie (?:de|d) ${DIE}\b${NOT_A_DEATH_WISH}|\b(?:l idee|la pensee|l envie) (?:de|d) (?:${SELF_KILL}) (?:m obsede|me hante|m obnubile|me trotte|me poursuit|ne me quitte (?:plus|pas)|tourne en boucle|revient)\b`,
    ),
    keys: SELF_KILL_KEYS.concat(['mourir', 'crev']),
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    // « si je perds encore, j'en finis »: the act said in the present or future, a condition or not.
    id: 'ending_it_said_as_done',
    re: rx(
      String.raw`\bj en (?:finis|finirai|finirais|finis ce soir|finis demain)\b(?! avec (?!(?:la vie|ma vie|cette vie|tout|tout ca|moi|ce monde)\b))`,
    ),
    keys: ['j en fini'],
    effect: signal('explicit_ideation', 'ideation'),
    negatable: true,
  },
  {
    // The act conjugated, where the verb rules read an infinitive: « je me laisserai couler ».
    id: 'act_conjugated',
    re: rx(
      String.raw`\bje me (?:laisserai|laisserais) couler\b(?! (?:dans|sous) (?:le|la|un|une|mon|ma) (?:bain|baignoire|canape|lit|musique|rythme))|\bje me (?:mets|mettrai|mettrais|tire|tirerai|tirerais|colle|collerai|collerais) une balle\b(?! dans (?:le|les) pied)`,
    ),
    keys: ['couler', 'une balle'],
    effect: signal('explicit_ideation', 'ideation'),
    negatable: true,
  },
  {
    id: 'voices_command_me',
    re: rx(
      String.raw`${VOICES} (?:me|m) ${COMMAND}(?: (?:sans arret|tout le temps|toujours|encore))? (?:de|d) ${HARM}|${VOICES} (?:me|m) ${COMMAND}(?: (?:sans arret|tout le temps|toujours|encore))? (?:que|qu) (?:je dois|je devrais|il faut que je|j ai a) (?:${WISHED}|sauter\b|disparaitre\b)|${VOICES} (?:me|m) ${COMMAND}(?: (?:sans arret|tout le temps|toujours|encore))? (?:que|qu) (?:je|j) (?:meure|me tue|disparaisse|saute|me jette)\b`,
    ),
    keys: ['voix', 'voie'],
    effect: signal('explicit_ideation', 'ideation'),
  },
  {
    id: 'voices_command_them',
    re: rx(
      String.raw`${VOICES} (?:lui|leur) ${COMMAND}(?: (?:sans arret|tout le temps|toujours|encore))? (?:de|d) (?:${DIE}\b${NOT_A_DEATH_WISH}|se tuer\b|se suicider\b|sauter\b|se jeter\b|se faire du mal\b|se pendre\b)`,
    ),
    keys: ['voix', 'voie'],
    effect: signal('explicit_ideation', 'ideation'),
    alwaysOther: true,
    other: true,
  },
];
