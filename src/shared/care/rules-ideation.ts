/**
 * Explicit ideation, intent and plan: the writer's own words about wanting
 * to die or to kill themself. Each rule names its family and strength (ADR 011).
 */
import { DIE, gap, INTENT, NOT_LIVING, rx, SELF_KILL, SELF_KILL_KEYS, WANT } from './lexicon.js';
import { type Rule, signal } from './rule.js';

/** « mourir » wished in a way that is not about death now: « mourir vieille », « mourir pour mes enfants ». */
export const NOT_A_DEATH_WISH = String.raw`(?! (?:chez (?:elle|lui|soi|moi)|a la maison|dans (?:son|sa|mon|ma) (?:lit|maison)|dans la dignite|vieux|vieille|vieilles|riche|heureuse?|centenaire|entouree?s?|a \d+ ans|pour (?:mes|mon|ma|toi|lui|elle|eux|vous|la|le|les|ce|cette|notre|nos)|l abces|un pneu|les pneus))`;

export const IDEATION_RULES: readonly Rule[] = [
  {
    id: 'want_to_die',
    re: rx(String.raw`\b${WANT}${gap(4)} ${DIE}\b${NOT_A_DEATH_WISH}`),
    keys: ['mourir', 'crev', 'meure'],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
    other: true,
  },
  {
    id: 'wish_to_be_dead',
    re: rx(
      String.raw`\b(?:voudrais|aimerais|prefererais|souhaiterais|souhaite|veux|prefere|aurais aime|aurais prefere|aurais voulu)${gap(2)} etre(?: deja)? (?:mort|morte|morts|mortes)\b`,
    ),
    keys: ['mort'],
    effect: signal('explicit_ideation', 'soft'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'want_to_kill_self',
    re: rx(String.raw`\b${WANT}${gap(4)} (?:${SELF_KILL})`),
    keys: SELF_KILL_KEYS,
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'intent_to_kill_self',
    re: rx(
      String.raw`\b${INTENT}${gap(3)} (?:${SELF_KILL}|passer a l acte|sauter${'(?= *(?:$|\\||,))'})`,
    ),
    keys: [...SELF_KILL_KEYS, 'a l acte'],
    effect: signal('intent_plan', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'acting_out',
    re: rx(
      String.raw`\b(?:je )?passe a l acte\b(?! (?:avec|et|pour))|\bpasser a l acte\b(?! (?:avec|et|pour))`,
    ),
    keys: ['a l acte'],
    effect: signal('intent_plan', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'others_kill_self',
    re: rx(
      String.raw`\b(?:${WANT}|pensait|songeait|parle|parlait|menace|menacait|veulent|voulaient|va|allait|a essaye|a tente)${gap(3)} (?:se suicider|se tuer|se foutre en l air|mettre fin a ses jours|se jeter|se pendre|se (?:tirer|mettre|coller|foutre) une balle|se laisser couler|s ouvrir les veines|se faire du mal|en finir(?! avec (?!(?:la vie|sa vie|tout)\b)))\b`,
    ),
    keys: [
      'se suicid',
      'se tuer',
      'en l air',
      'ses jours',
      'se jeter',
      'se pendre',
      'une balle',
      'veines',
      'se faire du mal',
      'en finir',
      'laisser coul',
    ],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    other: true,
    onlyOther: true,
  },
  {
    id: 'jump_at_end',
    re: rx(
      String.raw`\b(?:veux|voudrais|envie de|vais|va)${gap(1)} (?:sauter|me jeter)(?= *(?:$|\||,))`,
    ),
    keys: ['sauter', 'me jeter'],
    effect: signal('intent_plan', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'i_kill_myself',
    re: rx(
      String.raw`\bje me (?:tue|suicide|pends|flingue)\b(?! (?:a la tache|au travail|au boulot|a le|a l eau|pour|sur|dans))`,
    ),
    keys: ['je me tue', 'je me suicid', 'je me pends', 'je me flingue'],
    effect: signal('intent_plan', 'ideation'),
  },
  {
    id: 'self_kill_named',
    re: rx(
      String.raw`\b(?:mettre|mis|mets|met) (?:fin|un terme) a (?:mes jours|ma vie|mon existence)\b|\bme (?:jeter sous|jeter (?:par la|du|d un|d une)|pendre(?! au)|foutre en l air|faire sauter la cervelle|tirer une balle(?! dans)|noyer(?! dans| sous))\b|\bm (?:ouvrir|oter|enlever) (?:les veines|la vie)\b|\bme couper les veines\b|\bme donner la mort\b`,
    ),
    keys: [
      'fin a m',
      'terme a m',
      'me jeter',
      'me pendre',
      'en l air',
      'cervelle',
      'une balle',
      'me noyer',
      'veines',
      'la vie',
      'la mort',
    ],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
    forbid: /\b(?:peur|crainte|phobie) (?:de|d)\b/,
  },
  {
    id: 'suicide_reflexive',
    re: rx(String.raw`\b(?:me|m) (?:suis )?suicid\w*`),
    keys: ['suicid'],
    effect: signal('explicit_ideation', 'ideation'),
    negatable: true,
  },
  {
    id: 'suicidal',
    re: rx(
      String.raw`\b(?:suis|sens|sentais|etre|devenue?|devenir|deviens)(?: \w+)? suicidaires?\b|(?:^|\| )suicidaires?\b|\b(?:pensees|idees|envies|tendances|pulsions) (?:suicidaires|noires|morbides|de mort|de suicide)\b`,
    ),
    keys: ['suicidaire', 'noires', 'morbides', 'de mort', 'de suicide'],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
    other: true,
  },
  {
    id: 'others_suicidal',
    re: rx(String.raw`\b(?:est|sont|etait|semble) suicidaires?\b`),
    keys: ['suicidaire'],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    other: true,
    // Only its "other" reading counts: « c’est suicidaire d’investir » has no person.
    onlyOther: true,
  },
  {
    id: 'thinks_of_suicide',
    re: rx(
      String.raw`\b(?:pense|pensee?|pensais|penser|songe|songer|reflechis)${gap(4)} (?:au|a un|a mon|le) suicide\b|\bj y pense\b(?: [a-z]+| ,){0,6} (?:au|le) suicide\b|\ble suicide (?:m obsede|me tente|me trotte)\b`,
    ),
    keys: ['suicide'],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
    other: true,
  },
  {
    id: 'death_as_the_solution',
    re: rx(
      String.raw`\b(?:mourir|la mort|le suicide|en finir|me tuer|disparaitre|partir)(?: me)? (?:parait|semble|est|serait|reste)(?: etre)? (?:(?:la |ma |l |une )(?:seule |unique |meilleure |derniere )?(?:solution|issue|option)|(?:la |ma |une )?(?:seule|unique|meilleure|derniere) (?:solution|issue|option|sortie))\b`,
    ),
    keys: ['solution', 'issue', 'option', 'sortie'],
    effect: signal('explicit_ideation', 'ideation'),
  },
  {
    id: 'suicide_attempt',
    re: rx(
      String.raw`\b(?:ma|une|des|deux|trois|derniere|premiere|autre|nouvelle) (?:tentatives? de suicide)\b|\b(?:fait|refait) une tentative\b`,
    ),
    keys: ['tentative'],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    other: true,
  },
  {
    id: 'not_want_to_live',
    re: rx(
      String.raw`\b(?:veux|veut|voudrais|peux|peut|arrive|supporte)(?: (?:juste|vraiment|simplement))? (?:plus|pas) (?:vivre|exister)\b${NOT_LIVING}|\b(?:arreter|cesser) de (?:vivre|exister)\b${NOT_LIVING}`,
    ),
    keys: ['vivre', 'exister'],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    other: true,
  },
  {
    id: 'no_will_to_live',
    re: rx(
      String.raw`\b(?:plus|pas|aucune?|sans|perdu|perdue)(?: (?:aucune?|de|d|l|la|le|du|vraiment|trop|moindre)){0,2} (?:envie|raisons?|force|forces|gout|courage|but|interet|volonte|sens) (?:de|d) (?:vivre|exister|rester en vie|continuer a vivre|etre en vie)\b${NOT_LIVING}`,
    ),
    keys: ['vivre', 'exister', 'en vie'],
    effect: signal('hopelessness', 'ideation'),
    checkPerson: true,
    other: true,
  },
  {
    id: 'tired_of_living',
    re: rx(
      String.raw`\b(?:marre|fatiguee?|fatigues|lasse?|epuisee?|degoutee?) (?:de|d) (?:vivre|exister|etre en vie)\b|\ben peux plus de (?:vivre|exister|la vie)\b|\b(?:supporte|supporter|supportais) (?:plus|pas) (?:d etre en vie|de vivre|la vie|d exister|ma vie)\b|\b(?:la|ma) vie ne vaut (?:pas|plus|rien)\b|\ba quoi bon (?:vivre|exister|rester en vie)\b`,
    ),
    keys: ['vivre', 'exister', 'en vie', 'la vie', 'ma vie', 'vie ne vaut'],
    effect: signal('hopelessness', 'ideation'),
    checkPerson: true,
  },
  {
    id: 'english',
    re: rx(
      String.raw`\b(?:kill(?:ing)? myself|(?:want|wanna|going) (?:to )?die|wish i (?:was|were) dead|end (?:my life|it all)|suicidal|(?:don t|dont|do not) want to live|no reason to live)\b`,
    ),
    keys: ['myself', 'die', 'dead', 'end my', 'end it', 'suicidal', 'live'],
    effect: signal('explicit_ideation', 'ideation'),
  },
];
