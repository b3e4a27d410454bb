/**
 * Explicit ideation, intent and plan, means and preparation, ingestion.
 * Each rule names its own family and strength (ADR 011).
 */
import {
  DIE,
  gap,
  INTENT,
  MEDS,
  NOT_LIVING,
  rx,
  SELF_KILL,
  TOXIC,
  WANT,
  WEAPONS,
} from './lexicon.js';
import { cue, type Rule, signal } from './rule.js';

/** « mourir » wished in a way that is not about death now: « mourir vieille », « mourir pour mes enfants ». */
const NOT_A_DEATH_WISH = String.raw`(?! (?:chez (?:elle|lui|soi|moi)|a la maison|dans (?:son|sa|mon|ma) (?:lit|maison)|dans la dignite|vieux|vieille|vieilles|riche|heureuse?|centenaire|entouree?s?|a \d+ ans|pour (?:mes|mon|ma|toi|lui|elle|eux|vous|la|le|les|ce|cette|notre|nos)|l abces|un pneu|les pneus))`;

export const IDEATION_RULES: readonly Rule[] = [
  {
    id: 'want_to_die',
    re: rx(String.raw`\b${WANT}${gap(4)} ${DIE}\b${NOT_A_DEATH_WISH}`),
    keys: ['mour', 'crev'],
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
    keys: ['me ', 'm ', 'en finir', 'sauter', 'overdose'],
    effect: signal('explicit_ideation', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'intent_to_kill_self',
    re: rx(
      String.raw`\b${INTENT}${gap(3)} (?:${SELF_KILL}|passer a l acte|sauter${'(?= *(?:$|\\||,))'})`,
    ),
    keys: ['me ', 'm ', 'en finir', 'sauter', 'acte', 'overdose'],
    effect: signal('intent_plan', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'acting_out',
    re: rx(
      String.raw`\b(?:je )?passe a l acte\b(?! (?:avec|et|pour))|\bpasser a l acte\b(?! (?:avec|et|pour))`,
    ),
    keys: ['acte'],
    effect: signal('intent_plan', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'others_kill_self',
    re: rx(
      String.raw`\b(?:${WANT}|pensait|songeait|parle|parlait|menace|menacait|veulent|voulaient|va|allait|a essaye|a tente)${gap(3)} (?:se suicider|se tuer|se foutre en l air|mettre fin a ses jours|se jeter|se pendre|s ouvrir les veines|se faire du mal|en finir(?! avec (?!(?:la vie|sa vie|tout)\b)))\b`,
    ),
    keys: ['se ', 's ouvrir', 'ses jours', 'en finir'],
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
    keys: ['sauter', 'jeter'],
    effect: signal('intent_plan', 'ideation'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'i_kill_myself',
    re: rx(
      String.raw`\bje me (?:tue|suicide|pends|flingue)\b(?! (?:a la tache|au travail|au boulot|a le|a l eau|pour|sur|dans))`,
    ),
    keys: ['je me '],
    effect: signal('intent_plan', 'ideation'),
  },
  {
    id: 'self_kill_named',
    re: rx(
      String.raw`\b(?:mettre|mis|mets|met) (?:fin|un terme) a (?:mes jours|ma vie|mon existence)\b|\bme (?:jeter sous|jeter (?:par la|du|d un|d une)|pendre(?! au)|foutre en l air|faire sauter la cervelle|tirer une balle(?! dans)|noyer(?! dans| sous))\b|\bm (?:ouvrir|oter|enlever) (?:les veines|la vie)\b|\bme couper les veines\b|\bme donner la mort\b`,
    ),
    keys: ['fin a', 'terme a', 'me ', 'm '],
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
    keys: ['suicidaire', 'noires', 'morbides', 'idees de', 'pensees de'],
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
    keys: ['vivre', 'exister', 'vie'],
    effect: signal('hopelessness', 'ideation'),
    checkPerson: true,
  },
  {
    id: 'english',
    re: rx(
      String.raw`\b(?:kill(?:ing)? myself|(?:want|wanna|going) (?:to )?die|wish i (?:was|were) dead|end (?:my life|it all)|suicidal|(?:don t|dont|do not) want to live|no reason to live)\b`,
    ),
    keys: ['myself', 'die', 'dead', 'end ', 'suicidal', 'live'],
    effect: signal('explicit_ideation', 'ideation'),
  },
  // Means and preparation.
  {
    id: 'method_research',
    re: rx(
      String.raw`\bcombien de ${MEDS}${gap(4)} (?:pour|faut il|il faut|faudrait)${gap(3)} (?:mourir|ne plus (?:se|me) reveiller|en finir|y rester|que ce soit mortel|une overdose)\b|\b(?:doses?|quantite) (?:mortelles?|letales?)\b|\b(?:mourir|partir|me tuer|en finir|se tuer|se suicider)(?: \w+)? sans (?:souffrir|douleur|avoir mal)\b|\bcomment (?:me|se) (?:suicider|tuer|pendre)\b|\bcombien de temps (?:on met|ca prend|il faut|ca met) (?:a|pour) mourir\b|\b(?:on meurt|on survit|c est mortel|mortel)(?: [a-z]+){0,3} (?:si|quand) on saute\b|\b(?:a mal|souffre|sent quelque chose)(?: \w+)? (?:quand|si|lorsqu) (?:on|l on) (?:se pend|saute|se noie|se jette|se tire une balle|s ouvre les veines)\b|\b(?:renseigne|cherche|regarde)${gap(3)} (?:doses?|moyens?|methodes?|facons?|manieres?)(?: \w+){0,5} (?:partir|mourir|en finir|me tuer|sans souffrir)\b`,
    ),
    keys: [
      'combien',
      'mortel',
      'letal',
      'sans souffrir',
      'sans douleur',
      'sans avoir mal',
      'comment',
      'quand on',
      'si on',
      'dose',
      'moyen',
      'methode',
    ],
    effect: signal('means_preparation', 'ideation'),
  },
  {
    id: 'hoarding_means',
    re: rx(
      String.raw`\b(?:stocke|stockee?s?|stocker|accumule|accumulee?s?|accumuler|mis de cote|mets de cote|mettre de cote|met de cote|rassemble|rassemblee?s?|rassembler|amasse|economise|collectionne|reserves? de)${gap(3)}(?: \w+){0,2} ${MEDS}\b|\b(?:garde|gardee?s?|cache|cachee?s?|conserve)${gap(1)} (?:tous|toutes|plein|une (?:dizaine|vingtaine|trentaine))(?: \w+){0,2} ${MEDS}\b|\b(?:les|en) (?:garde|stocke|accumule|cache|mets de cote|ai mis de cote)${gap(1)} (?:tous|toutes|au cas ou|en reserve|de cote)\b`,
    ),
    keys: [
      'stock',
      'accumul',
      'cote',
      'rassembl',
      'amass',
      'econom',
      'collection',
      'reserve',
      'garde',
      'cache',
      'conserve',
    ],
    effect: signal('means_preparation', 'acute'),
    needs: rx(MEDS),
  },
  {
    id: 'kept_just_in_case',
    re: rx(
      String.raw`\b(?:garde|gardee|cache|cachee|conserve|range|mis|mets)(?: [a-z,]+){0,10} (?:au cas ou|pour le jour ou|pour le moment venu)\b(?! (?:j ai mal|j aurais mal|de besoin|il|elle|on|ca|tu))`,
    ),
    keys: ['au cas ou', 'jour ou', 'moment venu'],
    effect: signal('means_preparation', 'acute'),
    needs: /\b(?:corde|lame|lames|rasoir|cutter|flingue|fusil|pistolet|arme|revolver)\b/,
  },
  {
    id: 'gathering_enough',
    re: rx(
      String.raw`\b(?:plusieurs|deux|trois|quatre|differentes|chaque) pharmacies\b|\bpour en avoir (?:assez|suffisamment)\b|\bassez pour (?:mourir|en finir|ne (?:plus|pas) me reveiller|y rester)\b`,
    ),
    keys: ['pharmacies', 'assez', 'suffisamment'],
    effect: signal('means_preparation', 'acute'),
    needs: rx(MEDS),
  },
  {
    id: 'suffocation',
    re: rx(
      String.raw`\b(?:endormir|rester|enfermer|dormir)(?: [a-z]+){0,5} (?:voiture|garage)(?: [a-z]+){0,5} moteur (?:allume|en marche|qui tourne|tournant)\b|\b(?:charbon|barbecue) (?:dans|a l interieur de) (?:ma|la) (?:chambre|voiture|salle de bain)\b|\bgaz d echappement\b`,
    ),
    keys: ['moteur', 'charbon', 'barbecue', 'echappement'],
    effect: signal('means_preparation', 'ideation', { also: 'explicit_ideation' }),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'rope_ready',
    re: rx(
      String.raw`\bcorde (?:est )?(?:accrochee|prete|attachee|nouee|fixee|installee)\b|\bnoeud coulant\b`,
    ),
    keys: ['corde', 'noeud'],
    effect: signal('means_preparation', 'acute'),
  },
  {
    id: 'on_the_tracks',
    re: rx(
      String.raw`\b(?:me suis|suis|je me) (?:mise?|allongee?|couchee?|assise?|posee?|mets|couche|allonge) sur (?:les|la) (?:rails|voies|voie)\b`,
    ),
    keys: ['rails', 'voie'],
    effect: signal('means_preparation', 'acute'),
  },
  {
    id: 'take_them_all',
    re: rx(
      String.raw`\b(?:vais|veux|envie de|compte)${gap(1)} (?:tout|tous|toutes) (?:les )?(?:prendre|avaler)\b|\b(?:vais|veux|envie de|compte)${gap(1)} (?:prendre|avaler|gober) (?:tout|tous|toutes|la boite|toute la boite)\b`,
    ),
    keys: ['prendre', 'avaler', 'gober'],
    effect: cue('intent'),
    checkPerson: true,
    negatable: true,
  },
  {
    id: 'swallow_all',
    re: rx(
      String.raw`\b(?:vais|veux|envie de|compte)${gap(2)} (?:avaler|prendre|gober)${gap(1)} (?:toute? (?:la|ma|les|mes)|tous (?:les|mes)|toutes (?:les|mes)|toute la boite|une boite|plein de)(?: \w+){0,2} ${MEDS}\b`,
    ),
    keys: ['avaler', 'prendre', 'gober'],
    effect: signal('intent_plan', 'ideation', { also: 'means_preparation' }),
    checkPerson: true,
    negatable: true,
  },
  // Ingestion: a substance already taken.
  {
    id: 'ingested_quantity',
    re: rx(
      String.raw`\b(?:pris|avale|avalee?|gobe|ingere|absorbe|viens de prendre|viens d avaler)${gap(2)} (?:toute? (?:la|ma|une|les|mes|sa)|tous (?:les|mes|ses)|toutes (?:les|mes|ses)|une (?:boite|plaquette)|la boite|des boites|deux boites|plusieurs boites|plein de|trop de|la moitie (?:de|d)|le flacon|tout le (?:tube|flacon)|\d{2,}|[89]|dix|quinze|vingt|trente|quarante|cinquante|une (?:dizaine|vingtaine|trentaine))(?: \w+){0,3} (?:${MEDS}|boite|boites|plaquette|plaquettes|flacon|tube)\b|\b(?:pris|avale)${gap(1)} (?:des |mes |les |ses )?${MEDS}(?: \w+){0,5} (?:pour (?:ne plus|ne pas|ne jamais) (?:me )?reveiller|pour (?:mourir|en finir|dormir pour toujours)|(?:avec|et) (?:de l |du |de la )?(?:alcool|whisky|vodka|vin|biere|rhum))\b|\b(?:fait|suis en) (?:une )?(?:overdose|surdose)\b|\b(?:bu|bois)(?: [a-z]+){0,4} (?:alcool|whisky|vodka|vin|biere|rhum|gin)(?: [a-z]+){0,3} (?:et|puis|avec) (?:j ai )?(?:avale|pris|gobe) (?:des |mes |les |ses |toute? |tous |toutes )?${MEDS}\b`,
    ),
    keys: ['pris', 'avale', 'gobe', 'ingere', 'absorbe', 'prendre', 'overdose', 'surdose', 'bu '],
    effect: signal('means_preparation', 'acute', { ingestion: true }),
    checkPerson: true,
    other: true,
  },
  {
    id: 'ingested_toxic',
    re: rx(
      String.raw`\b(?:pris|avale|avalee?|bu|ingere|gobe|viens de boire|viens d avaler)${gap(2)} (?:de la |du |de l |des )?${TOXIC}\b`,
    ),
    keys: ['pris', 'avale', 'bu ', 'ingere', 'gobe', 'boire'],
    effect: signal('means_preparation', 'acute', { ingestion: true }),
    checkPerson: true,
    other: true,
  },
  {
    id: 'means_in_hand',
    re: rx(
      String.raw`\b(?:j ai|je tiens|tiens|sorti|j ai sorti)${gap(2)} (?:le|la|les|mes|ma|mon|un|une|des|tous les|toutes les)(?: \w+){0,3} (?:${MEDS}|${WEAPONS})(?: (?:de|d)(?: \w+){1,3})? (?:dans (?:la|les|ma|mes) mains?|devant moi|sur moi|a cote de moi|sous la main|pres de moi|sur (?:la table|le lit|mon lit)|a portee de main)\b`,
    ),
    keys: ['main', 'devant moi', 'sur moi', 'cote de moi', 'pres de moi', 'table', 'lit', 'portee'],
    effect: cue('means'),
  },
  {
    id: 'gun_at_hand',
    re: rx(
      String.raw`\b(?:flingue|fusil|pistolet|arme|revolver)(?: [a-z]+){0,4} (?:est|il est|elle est) chargee?\b|\bj ai (?:un|une|le|la) (?:flingue|fusil|pistolet|arme|revolver)\b`,
    ),
    keys: ['flingue', 'fusil', 'pistolet', 'arme', 'revolver'],
    effect: cue('means'),
  },
  {
    id: 'place_scouted',
    re: rx(
      String.raw`\b(?:repere|choisi|trouve) (?:l endroit|le lieu|le pont|l immeuble|la falaise|le coin|la voie|le toit)\b|\bje sais (?:ou|comment) je vais le faire\b`,
    ),
    keys: [
      'endroit',
      'lieu',
      'pont',
      'immeuble',
      'falaise',
      'coin',
      'voie',
      'toit',
      'vais le faire',
    ],
    effect: cue('place'),
  },
  {
    id: 'means_bought',
    re: rx(
      String.raw`\b(?:achete|acheter|trouve|commande|procure|prepare)${gap(2)} (?:une|la|de la|ma|un|le) (?:corde|arme|flingue|pistolet|fusil)\b(?! (?:pour (?:l escalade|le|la|les|attacher|grimper|sauter a)|d escalade|a (?:linge|sauter)))`,
    ),
    keys: ['corde', 'arme', 'flingue', 'pistolet', 'fusil'],
    effect: cue('means'),
  },
  {
    id: 'means_named',
    re: rx(String.raw`\b(?:${MEDS}|${WEAPONS})\b`),
    keys: [
      'pharmacie',
      'cach',
      'medic',
      'medoc',
      'compr',
      'couteau',
      'corde',
      'lame',
      'somnif',
      'flingue',
      'arme',
      'pistolet',
      'fusil',
      'rasoir',
      'cutter',
      'xanax',
      'doliprane',
    ],
    effect: cue('means_mention'),
  },
];
