/**
 * Word lists and pattern pieces shared by the rule tables. Everything here
 * is written against normalizeForCare's output: lower-case ASCII words, one
 * space apart, no apostrophes (« j ai », « l air »).
 */

/** Builds a rule pattern; every quantifier in these pieces is bounded. */
export const rx = (source: string): RegExp => new RegExp(source, 'g');

/**
 * Up to n words between a verb and what it governs, none of which may be a
 * negation, a « que » or a new subject: « envie de juste mourir » matches,
 * « veux pas mourir » and « espère qu’il va crever » do not.
 */
export const gap = (n: number): string =>
  String.raw`(?: (?!(?:pas|jamais|plus|aucune?|que|qu|il|elle|ils|elles|on|tu|mon|ma|ton|ta|son|sa|leur|lui)\b)[a-z0-9]+){0,${n}}`;

/** End of a clause: the rules for « je vais sauter. » need nothing after. */
export const END = String.raw`(?= *(?:$|\||,|mdr))`;

/** Verbs of wanting, thinking of, being close to. */
export const WANT = String.raw`(?:veux|veut|voulais|voulait|voudrais|voudrait|aimerais|aimerait|souhaite|souhaiterais|prefere|prefererais|envie|besoin|hate|pret|prete|pense|pensais|penser|songe|songer|reve|revais|doigts|point|essaye|essaie|essayer|tente|tenter|devrais|faudrait|decide|decidee|idee|espere|esperais|prie|prier|mieux)`;

/** Verbs of a decided act. */
export const INTENT = String.raw`(?:vais|compte|comptais|decide|decidee|decision)`;

export const DIE = String.raw`(?:mourir|crever|creve|crevee|meure)`;

/** Ways of dying in one's own words: « me tuer », « en finir »… */
export const SELF_KILL = [
  'me tuer',
  'me suicider',
  'me supprimer',
  'me flinguer',
  'me buter',
  'me foutre en l air',
  'me mettre en l air',
  'm oter la vie',
  'm enlever la vie',
  'me donner la mort',
  'mettre fin a mes jours',
  'mettre fin a ma vie',
  'mettre un terme a ma vie',
  'me faire sauter la cervelle',
  'm ouvrir les veines',
  'me couper les veines',
  'me laisser mourir',
  'me laisser crever',
  'faire une overdose',
  '(?:me jeter|me foutre|me mettre|me balancer|me lancer) sous (?:un|le|une|la) (?:train|metro|rer|tram|voiture|camion|bus)',
  'm eteindre',
  'me jeter (?:par la|d une|de la|du) (?:fenetre|pont|balcon|toit|haut)',
  'me jeter dans le vide',
  'sauter (?:par la|d une|de la|du|d un) (?:fenetre|pont|balcon|toit|immeuble|falaise|viaduc)',
  // « sauter du 8e », « du huitième étage »: a floor named by its number.
  String.raw`sauter? (?:du|de mon|depuis le) (?:\d+ ?e(?:me)?|[a-z]+ieme)\b`,
  'sauter dans le vide',
  String.raw`me pendre(?! au)`,
  String.raw`me noyer(?! dans| sous)`,
  String.raw`me (?:tirer|mettre|coller|foutre) une balle(?! dans (?:le|les) pied)`,
  String.raw`me laisser couler\b`,
  // « en finir » unless a plain object follows: « en finir avec ce dossier ».
  String.raw`en finir(?! avec (?!(?:la vie|ma vie|cette vie|tout|tout ca|moi|l existence|mes jours|mes souffrances|la souffrance|ce monde)\b))`,
].join('|');

/** Substrings one of which every SELF_KILL phrase contains (the rules' keyword prefilter). */
export const SELF_KILL_KEYS = [
  'me tuer',
  'suicid',
  'me suppr',
  'me fling',
  'me buter',
  'en l air',
  'la vie',
  'la mort',
  'fin a m',
  'terme a m',
  'cervelle',
  'veines',
  'laisser mour',
  'laisser crev',
  'overdose',
  'sous un',
  'sous le',
  'sous une',
  'sous la',
  'jeter',
  'saute',
  'me pendre',
  'me noyer',
  'une balle',
  'laisser coul',
  'en finir',
  'eteindre',
];

/** What a clause about living may add that makes it about a place or a way of life. */
export const NOT_LIVING = String.raw`(?! (?:a|au|aux|en|ici|la bas|avec|chez|dans|sous|pres|loin|ensemble|comme|seule?|sur|entre|ainsi|autrement|pour (?!rien)))`;

export const MEDS = String.raw`(?:armoire a pharmacie|medicaments?|medocs?|cachets?|comprimes?|pilules?|gelules?|somniferes?|anxiolytiques?|antidepresseurs?|neuroleptiques?|calmants?|xanax|lexomil|doliprane|dolipranes|paracetamol|dafalgan|efferalgan|tramadol|lamaline|stilnox|zolpidem|lorazepam|temesta|seresta|valium|atarax|lyrica|insuline|opiaces?|morphine|codeine)`;

export const TOXIC = String.raw`(?:javel|eau de javel|produit (?:menager|pour les toilettes|pour les wc|de nettoyage|d entretien|vaisselle)|destop|deboucheur|mort aux rats|raticide|antigel|white spirit|poison|insecticide|pesticide|desherbant|soude|detergent)`;

export const WEAPONS = String.raw`(?:corde|lame|lames|couteau|rasoir|cutter|flingue|fusil|pistolet|arme|revolver)`;

/** People who can be the subject of a sentence (someone else, not the writer). */
export const PERSON_NOUNS = new Set([
  'frere',
  'soeur',
  'pere',
  'mere',
  'papa',
  'maman',
  'fils',
  'fille',
  'enfant',
  'enfants',
  'ado',
  'mari',
  'femme',
  'epoux',
  'epouse',
  'conjoint',
  'conjointe',
  'compagnon',
  'compagne',
  'copain',
  'copine',
  'ami',
  'amie',
  'amis',
  'amies',
  'pote',
  'potes',
  'collegue',
  'collegues',
  'voisin',
  'voisine',
  'cousin',
  'cousine',
  'oncle',
  'tante',
  'neveu',
  'niece',
  'patron',
  'patronne',
  'chef',
  'cheffe',
  'mamie',
  'papi',
  'papy',
  'bebe',
  'personnage',
  'perso',
  'heros',
  'heroine',
  'type',
  'mec',
  'meuf',
  'gars',
  'homme',
  'acteur',
  'actrice',
  'chanteur',
  'chanteuse',
  'eleve',
  'prof',
  'gens',
  'quelqu',
  'ex',
  'daron',
  'daronne',
  'coloc',
  'patient',
  'patiente',
  'cheri',
  'cherie',
  'chum',
]);

/** Someone the writer knows, so that worry for them gets an answer (« ma sœur », « un ami »). */
export const CLOSE_PERSON = new RegExp(
  String.raw`\b(?:mon|ma|mes|notre|nos)(?: (?:meilleure?|petite?|grand|grande|beau|belle|jeune|propre))? (?:frere|soeur|pere|mere|papa|maman|fils|fille|enfant|enfants|ado|mari|femme|conjoint|conjointe|compagnon|compagne|copain|copine|ami|amie|amis|amies|pote|potes|collegue|voisin|voisine|cousin|cousine|oncle|tante|neveu|niece|mamie|papi|mec|meuf|ex|cheri|cherie|coloc|eleve|petit ami|petite amie|chum|blonde)\b|\b(?:un|une)(?: (?:bon|bonne|grand|grande))? (?:ami|amie|pote|copine|copain|collegue|voisin|voisine|cousin|cousine)\b`,
);

export const PARTNER = String.raw`(?:mari|femme|epoux|epouse|conjoint|conjointe|compagnon|compagne|copain|copine|mec|meuf|petit ami|petite amie|ex|concubin|concubine|fiance|fiancee|cheri|cherie|partenaire|chum)`;
export const PARENT = String.raw`(?:pere|mere|parents|beau pere|belle mere|daron|daronne|darons|papa|maman|oncle|tante|grand pere|grand mere|padre|reum|vieux)`;
export const CHILD = String.raw`(?:fils|fille|enfant|enfants|bebe|petit|petite|niece|neveu|petite soeur|petit frere|eleve|gamin|gamine|gosse|gosses|petits|ado)`;
