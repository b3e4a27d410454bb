/**
 * Indirect signals: wishing to disappear or not to wake up, being a burden,
 * hopelessness, farewells and putting affairs in order. Most are « soft »
 * (a caring reply with a direct question); the vaguest are « weak » and only
 * count when two of them, or a weak one and a cue, come together.
 */
import { END, gap, rx, WANT } from './lexicon.js';
import { type Rule, signal } from './rule.js';

/** What makes « disparaître » a holiday or a figure of speech. */
const NOT_VANISHING = String.raw`(?! (?:sous|quelques|une|un|deux|trois|\d|des reseaux|de (?:sa|ta|leur|la|votre) vie|de (?:ses|son|sa|leurs?|tes|ton|ta) [a-z]+|jusqu|pendant|sur une ile|en vacances|a la campagne|au soleil|le temps|de la circulation|de (?:facebook|insta|instagram|tiktok|snap|snapchat|twitter)|du radar|loin|en voyage|a l autre bout))`;
const RELATIVE = String.raw`(?:mere|pere|maman|papa|mari|femme|fils|fille|frere|soeur|grand mere|grand pere|mamie|papi|papy|parents|enfant|bebe|ami|amie|copain|copine|cheri|cherie|homme|ange)`;
const RELIEVED = String.raw`(?:mieux|plus heureux|plus heureuses?|plus tranquilles?|plus simple|plus facile|soulages?|soulagees?)`;
const GONE = String.raw`(?:etais plus la|etais pas la|existais plus|existais pas|existais|disparaissais|partais|mourais|etais mort|etais morte|etais (?:jamais|pas) nee?|avais (?:jamais|pas) existe)`;

const soft = (
  id: string,
  family: Parameters<typeof signal>[0],
  source: string,
  keys: string[],
  extra: Partial<Rule> = {},
): Rule => ({
  id,
  re: rx(source),
  keys,
  effect: signal(family, 'soft'),
  ...extra,
});
const weak = (
  id: string,
  family: Parameters<typeof signal>[0],
  source: string,
  keys: string[],
  extra: Partial<Rule> = {},
): Rule => ({
  id,
  re: rx(source),
  keys,
  effect: signal(family, 'weak'),
  ...extra,
});

export const INDIRECT_RULES: readonly Rule[] = [
  // Disappearing, not waking up, not existing.
  soft(
    'want_to_disappear',
    'disappear',
    String.raw`\b${WANT}${gap(3)} disparaitre\b${NOT_VANISHING}`,
    ['disparaitre'],
    {
      checkPerson: true,
      negatable: true,
    },
  ),
  soft(
    'disappear_for_good',
    'disappear',
    String.raw`\bdisparaitre (?:pour toujours|a jamais|definitivement|pour de bon|de ce monde|de la surface de la terre)\b`,
    ['disparaitre'],
    {
      checkPerson: true,
    },
  ),
  soft(
    'not_be_there',
    'disappear',
    String.raw`\b(?:${WANT}${gap(2)} (?:ne )?(?:plus|pas|jamais)|ne plus|ne jamais) (?:etre la|exister|etre en vie|etre de ce monde)\b(?! (?:pour|a|au|avec|quand|ce|demain|ici|le|la|dans|chez|en))`,
    ['etre la', 'exister', 'en vie', 'ce monde'],
    { checkPerson: true },
  ),
  soft(
    'wont_be_there',
    'disappear',
    String.raw`\b(?:je|j) (?:ne |n )?(?:serai|serais) plus la\b(?! (?:pour|a|au|en))`,
    ['plus la'],
  ),
  soft(
    'not_wake_up',
    'disappear',
    String.raw`\b(?:ne )?(?:plus|jamais)(?: jamais)?(?: (?:envie|la force) de)? (?:me reveiller|rouvrir les yeux|voir (?:le jour|demain))\b(?! (?:a \d|a (?:quatre|cinq|six|sept) h|aussi tot|si tot|tot|pour (?:aller|bosser|travailler|le boulot|l ecole|les cours)|a l aube|le matin pour|chaque matin pour|en pleine nuit))|\b(?:prie|espere|souhaite|voudrais|aimerais|envie|endormir et)${gap(4)} (?:ne )?pas me reveiller\b|\b(?:pas|aucune) envie de (?:me reveiller|rouvrir les yeux)\b(?! (?:demain |ce |lundi |le )?(?:matin )?(?:a \d|aussi tot|si tot|tot|pour|a l aube|en pleine nuit|avant))`,
    ['reveiller', 'rouvrir', 'voir le jour', 'voir demain'],
    { checkPerson: true },
  ),
  soft(
    'sleep_forever',
    'disappear',
    String.raw`\b(?:dormir|endormir) (?:pour toujours|pour de bon|definitivement|a jamais|pour l eternite|et ne (?:plus|jamais|pas) (?:me )?reveiller|sans (?:me )?reveiller)\b|\bsommeil eternel\b`,
    ['dormir', 'sommeil'],
  ),
  soft(
    'never_born',
    'disappear',
    String.raw`\b(?:aimerais|voudrais|aurais prefere|aurais aime|regrette|prefererais)${gap(2)} (?:ne )?(?:jamais|pas) (?:etre nee?|etre venue? au monde|naitre|exister|avoir existe|avoir vecu|avoir ete nee?)\b|\bregrette (?:d etre (?:nee?|en vie|la)|de vivre|d exister)\b`,
    ['etre ne', 'ete ne', 'monde', 'naitre', 'exist', 'vecu', 'regrette'],
  ),
  soft(
    'join_the_dead',
    'disappear',
    String.raw`\b${WANT}${gap(3)} rejoindre (?:(?:ma|mon|mes) ${RELATIVE}|papa|maman|mamie|papi|papy)\b(?! (?:a|au|en|chez|pour|ce|cet|cette|demain|dans|apres|sur|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))`,
    ['rejoindre'],
    {
      checkPerson: true,
      negatable: true,
    },
  ),
  soft(
    'beyond',
    'disappear',
    String.raw`\b(?:rejoindre|partir|aller|monter)(?: [a-z]+){0,3} (?:au ciel|au paradis|la haut|de l autre cote|dans l au dela)\b`,
    ['ciel', 'paradis', 'la haut', 'autre cote', 'au dela'],
    { checkPerson: true, negatable: true },
  ),
  soft(
    'leave_for_good',
    'disappear',
    String.raw`\b(?:partir|parte|partais|pars|parti|partie|m en aller|m en vais) (?:pour toujours|pour de bon|definitivement|a jamais)\b(?! (?:de|d|du|des|en|a|au|aux|loin|vivre|m installer|avec))`,
    ['pour toujours', 'pour de bon', 'definitivement', 'a jamais'],
    {
      checkPerson: true,
    },
  ),
  soft(
    'at_peace',
    'disappear',
    String.raw`\bpartir en paix\b|\b(?:vais|serai|pourrai) enfin (?:etre )?en paix\b(?! avec)|\benfin en paix\b(?! avec)`,
    ['paix'],
  ),
  soft(
    'want_it_to_stop',
    'hopelessness',
    String.raw`\b(?:veux|voudrais|aimerais|souhaite|prie pour|besoin|juste)${gap(2)} que (?:tout|tout ca|la douleur|la souffrance|cette douleur|cette souffrance|ma vie) (?:s arrete|se termine|cesse|finisse|prenne fin|s acheve)\b`,
    ['arrete', 'termine', 'cesse', 'finisse', 'prenne fin', 'acheve'],
  ),
  weak(
    'want_this_to_stop',
    'hopelessness',
    String.raw`\b(?:veux|voudrais|aimerais|souhaite|besoin|juste)${gap(2)} que ca (?:s arrete|se termine|cesse|finisse)\b`,
    ['arrete', 'termine', 'cesse', 'finisse'],
  ),
  soft(
    'look_forward_beyond',
    'disappear',
    String.raw`\b(?:envie|hate|pressee?|impatiente?) (?:d y|de m y) (?:etre|aller|partir)\b`,
    ['d y', 'm y'],
    {
      needsMessage: /\b(?:mort|au dela|autre cote|paradis|ciel)\b/,
    },
  ),
  soft(
    'death_on_my_mind',
    'explicit_ideation',
    String.raw`\bpense(?: (?!(?:pas|jamais|plus|aucunement|nullement)\b)\w+| (?:pas|jamais|plus) qu){0,3} a (?:la mort|ma mort|ma propre mort|mourir|mon enterrement|mes funerailles)\b(?! (?:de|d) )|\bimagine(?: \w+){0,2} (?:mon enterrement|ma mort|mes funerailles)\b|\bla mort (?:m attire|m obsede|me fascine)\b|\bobsedee? par la mort\b`,
    ['mort', 'mourir', 'enterrement', 'funerailles'],
    {
      checkPerson: true,
      negatable: true,
    },
  ),
  // Being a burden.
  soft(
    'a_burden',
    'burden',
    String.raw`\b(?:suis|sens|etre|reste|deviens|devenue?)(?: \w+){0,2} (?:un|une) (?:fardeau|poids|boulet|charge|poids mort)\b(?! (?:pour (?:mon|ma|mes) (?:equipe|collegues|boite|entreprise|service|patron|chef|club|classe)|au (?:travail|boulot|bureau)|en moins))`,
    ['fardeau', 'poids', 'boulet', 'charge'],
    {
      checkPerson: true,
      negatable: true,
    },
  ),
  soft(
    'better_without_me',
    'burden',
    String.raw`\b${RELIEVED}(?: \w+){0,4} sans moi\b|\b${RELIEVED}(?: \w+){0,5} si (?:je|j) (?:ne |n )?${GONE}\b|\b${RELIEVED}(?: \w+){0,5} quand (?:je|j) (?:ne |n )?serai (?:plus la|partie?|morte?|plus de ce monde)\b|\bdebarrassee?s? de moi\b`,
    ['sans moi', 'si je', 'si j', 'quand je', 'quand j', 'de moi'],
  ),
  soft(
    'nobody_would_notice',
    'burden',
    String.raw`\bpersonne ne (?:me |le |la )?(?:regretterait|regrettera|remarquerait|remarquera|verrait|pleurerait|pleurera|manquerait|s en apercevrait|s apercevrait|s en rendrait compte|me chercherait)\b`,
    ['personne ne'],
  ),
  soft(
    'ruin_their_lives',
    'burden',
    String.raw`\bje (?:gache|pourris|detruis) la vie (?:de|d) (?:tout le monde|ma famille|mes proches|mes enfants|mes parents|ceux)\b|\bje suis de trop (?:dans ce monde|ici|sur terre|partout|dans cette famille|dans ma famille)\b`,
    ['la vie de', 'la vie d', 'de trop'],
  ),
  weak(
    'useless',
    'burden',
    String.raw`\bje (?:ne )?sers (?:plus )?a rien\b|\bje suis de trop\b|\bje ne fais que (?:decevoir|deranger|gener|embeter|blesser) (?:tout le monde|les gens|mes proches|ma famille)\b|\bpersonne ne m aime\b|\bpersonne ne (?:se soucie|s interesse) de moi\b`,
    ['sers', 'de trop', 'ne fais que', 'personne ne'],
  ),
  // Hopelessness.
  soft(
    'no_strength_to_go_on',
    'hopelessness',
    String.raw`\b(?:plus|pas|aucune?)(?: (?:aucune?|de|d|la|le|du|moindre)){0,2} (?:raison|raisons|but|espoir|force|forces|courage|envie) (?:de|d) (?:continuer|me battre|tenir|lutter|avancer)\b(?! (?:mes|mon|ma|ce|cette|les|la|le|avec|a (?:travailler|chercher)))|\ba quoi bon (?:continuer|me battre|tout ca|lutter|essayer)\b`,
    ['continuer', 'me battre', 'tenir', 'lutter', 'avancer', 'a quoi bon'],
  ),
  soft(
    'no_way_out',
    'hopelessness',
    String.raw`\bne vois (?:plus |pas )?(?:aucune|pas d|pas de|plus d|plus de|plus aucune|d autre) (?:issue|sortie|solution|avenir|lumiere)\b(?! (?:a|au|pour|dans|avec|que))`,
    ['ne vois'],
  ),
  soft(
    'life_meaningless',
    'hopelessness',
    String.raw`\b(?:ma vie|la vie|plus rien|rien) n a (?:plus )?(?:aucun |de )?sens\b|\bn attends plus rien de (?:la vie|ma vie|personne)\b|\blacher prise (?:pour de bon|definitivement)\b|\bplus (?:rien|personne) ne me retient\b|\brien ne me retient (?:plus|ici)\b|\bmarre de la vie\b|\ben peux plus de (?:cette vie|ma vie)\b`,
    ['sens', 'rien de', 'lacher prise', 'retient', 'marre de la vie', 'en peux plus'],
  ),
  soft(
    'no_future_seen',
    'hopelessness',
    String.raw`\bme vois (?:pas|plus) (?:vivre|tenir|continuer|vieillir)(?: encore)?(?: (?:longtemps|comme ca|des annees|jusqu a))?\b`,
    ['me vois'],
  ),
  soft(
    'my_death_no_loss',
    'burden',
    String.raw`\b(?:pas (?:une )?(?:grosse |grande )?perte|tant mieux|ca (?:ne )?changera(?:it)? rien|ce (?:serait|sera) mieux|personne ne (?:pleurera|pleurerait|verra))\b`,
    ['perte', 'tant mieux', 'changera', 'mieux', 'personne ne'],
    {
      needs:
        /\b(?:si|quand)(?: [a-z]+){0,2} (?:je|j)(?: ne| n)? (?:me reveille (?:pas|plus)|suis plus la|existe plus|meurs|mourais|disparais|disparaissais|etais plus la|partais)\b/,
    },
  ),
  soft(
    'stop_everything',
    'hopelessness',
    String.raw`\b(?:envie|veux|voudrais|aimerais|besoin)(?: de| d)? tout arreter\b`,
    ['tout arreter'],
    {
      checkPerson: true,
      negatable: true,
      forbid:
        /\b(?:demission\w*|cigarettes?|alcool|sucre|clopes?|fumer|etudes|regime|reseaux|sport|projet|formation)\b/,
    },
  ),
  soft(
    'life_over',
    'hopelessness',
    String.raw`\bma vie est (?:finie|foutue|terminee|fichue)\b(?! (?:avec|sans|a|au|dans|ici))|\b(?:veux|voudrais|aimerais|souhaite|besoin|juste)${gap(2)} que (?:ca|tout ca) (?:s arrete|se termine|cesse|finisse) (?:pour de bon|pour toujours|definitivement|une fois pour toutes)\b`,
    ['ma vie est', 'pour de bon', 'pour toujours', 'definitivement', 'une fois pour toutes'],
  ),
  weak(
    'life_is_hell',
    'hopelessness',
    String.raw`\bma vie est (?:un enfer|un cauchemar|nulle|ratee|detruite|de la merde|une catastrophe)\b`,
    ['ma vie est'],
  ),
  soft(
    'hope_not_there',
    'disappear',
    String.raw`\b(?:serai|serais)(?: encore| toujours)? (?:la|en vie|vivante?|de ce monde)\b`,
    ['serai'],
    { needsMessage: /\bj espere (?:pas|que non|bien que non)\b/ },
  ),
  soft(
    'my_funeral',
    'explicit_ideation',
    String.raw`\b(?:mon enterrement|mes funerailles|ma tombe)\b`,
    ['enterrement', 'funerailles', 'ma tombe'],
    { forbid: /\b(?:contrat|assurance|prevoyance|notaire|vie de (?:jeune fille|garcon))\b/ },
  ),
  soft(
    'why_still_alive',
    'hopelessness',
    String.raw`\bpourquoi (?:je|j) (?:suis|vis|existe|reste) (?:encore|toujours)\b|\ba quoi (?:ca )?(?:sert|servirait)(?: [a-z]+){0,2} (?:que je (?:vive|sois la|reste|continue)|de vivre|ma vie|mon existence)\b`,
    ['pourquoi', 'a quoi'],
  ),
  weak(
    'empty',
    'hopelessness',
    String.raw`\b(?:mort|morte|vide) a l interieur\b|\bme sens (?:vide|mort|morte)\b|\bje suis vide\b`,
    ['interieur', 'vide', 'me sens mort'],
  ),
  weak(
    'nothing_left',
    'hopelessness',
    String.raw`\bplus envie de rien\b|\b(?:plus )?gout a rien\b|\bplus la force\b|\ba quoi bon\b|\bmarre de ma vie\b|\bfatiguee? de (?:me battre|lutter|survivre|faire semblant)\b`,
    ['envie de rien', 'gout a rien', 'la force', 'a quoi bon', 'marre de ma vie', 'fatigue'],
  ),
  weak(
    'at_the_end',
    'hopelessness',
    String.raw`\ben peux plus${END}|\bje suis a bout\b(?! de nerfs| de souffle)|\bau bout du rouleau\b|\bje (?:ne )?tiendrai (?:pas|plus) (?:longtemps|le coup)\b|\bje tiens plus\b`,
    ['peux plus', 'a bout', 'rouleau', 'tiendrai', 'tiens plus'],
  ),
  weak(
    'self_hatred',
    'hopelessness',
    String.raw`\bje (?:me deteste|me hais)\b|\bdesesper\w*|\bdeprim\w*|\bdepression\b|\bje pleure (?:tous les soirs|tout le temps|toutes les nuits|sans arret)\b|\bplus (?:vivre|exister) comme ca\b|\bma place n est pas ici\b|\bpas (?:faite?|fait) pour ce monde\b|\bn ai (?:plus )?(?:ma|de) place nulle part\b`,
    [
      'deteste',
      'hais',
      'desesper',
      'deprim',
      'depression',
      'pleure',
      'comme ca',
      'place',
      'ce monde',
    ],
  ),
  // « ma Jeannine est au cimetière… je vais aller la retrouver bientôt »: joining the dead, said of the one lost.
  soft(
    'join_the_one_lost',
    'disappear',
    String.raw`\b(?:vais|veux|voudrais|compte|irai|pourrai)(?: (?:bientot|enfin|aller))* (?:la|le|les) (?:retrouver|rejoindre)\b(?! (?:a|au|aux|en|chez|pour|ce|cet|cette|demain|dans|apres|sur|devant|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|tout a l heure|ce soir))`,
    ['retrouver', 'rejoindre'],
    {
      checkPerson: true,
      negatable: true,
      needsMessage:
        /\b(?:cimetiere|au ciel|decedee?|deces|veuf|veuve|enterree?s?|sa tombe|tombe de|depuis sa mort|est morte?|est partie? (?:il y a|depuis))\b/,
    },
  ),
  // « ce n'est pas un déménagement » after selling or giving up everything: a departure with no destination.
  soft(
    'not_a_move',
    'disappear',
    String.raw`\bce n est pas (?:un|pour un) demenagement\b(?! (?:mais|c est|,? c est))`,
    ['demenagement'],
    {
      needsMessage:
        /\b(?:vendu|donne|resilie|rendu (?:les cles|mon appartement)|lettre|nulle part ou aller)\b/,
    },
  ),
  // « j'ai rédigé mon testament… j'ai bien l'intention qu'il serve vite »: a will meant for soon.
  soft(
    'will_for_soon',
    'intent_plan',
    String.raw`\btestament\b(?: [a-z0-9,]+){0,20} (?:serve|servira|servir|sert) (?:vite|bientot|tres vite|rapidement|sous peu|tres bientot|tot)\b`,
    ['testament'],
  ),
  // « jvai tt arreter pr de bon, dsl pr le derangement »: stopping everything, with an apology or a debt.
  soft(
    'stop_everything_for_good',
    'intent_plan',
    String.raw`\b(?:vais|veux|vais juste|prefere) tout arreter pour de bon\b(?= *(?:$|\||,|desole|dsl|pardon|merci|adieu))`,
    ['pour de bon'],
    {
      needsMessage:
        /\b(?:desole|dsl|pardon|derangement|adieu|merci pour tout|huissier|expulsion|dettes?|plus la force|plus rien|plus d espoir)\b/,
    },
  ),
];
