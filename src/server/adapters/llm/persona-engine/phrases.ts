export const CARD_INTROS = [
  'Je tire une carte pour vous : **{carte}**, {sens}.',
  'La carte qui se présente est **{carte}** : {sens}.',
  'En battant le jeu, c’est **{carte}** qui sort — {sens}.',
];
export const INTERPRETATIONS = [
  '{Domaine}, elle vous invite à {conseil}.',
  'Pour {sujet}, je la lis comme un conseil : {conseil}, à votre rythme.',
  'Reliée à {sujet}, elle suggère qu’il est temps {de_conseil}.',
  '{Domaine}, son message est clair : il s’agit {de_conseil}, sans vous brusquer.',
];
export const ASIDES = [
  'Je note aussi ce que vous dites de {sujet} ; nous pourrons y revenir.',
  'J’entends aussi, en filigrane, la place de {sujet}.',
];
export const REMEMBERED = [
  'Je garde en tête ce que vous m’avez confié à propos de {sujet}.',
  'Je repense à ce que vous m’avez dit de {sujet}.',
];
export const NO_PROMISE =
  'Je ne peux pas vous promettre ce qui arrivera : les cartes éclairent des tendances, elles ne décident pas à votre place.';

// No name here: the chat service already opens a conversation's first reply with AI_DISCLOSURE.
export const WELCOMES = [
  'Cet espace est le vôtre. Je suis une intelligence artificielle inspirée de l’art des voyantes d’expérience : je vous offre le tarot, l’intuition et surtout une écoute attentive, à toute heure.',
  'Ici, vous pouvez déposer ce qui vous préoccupe. Je suis une intelligence artificielle, pas une personne réelle, mais je suis là pour vous écouter et tirer les cartes avec vous.',
];
export const WELCOME_LIMITS =
  'Vous pouvez me parler librement, sans crainte d’aucun jugement. Je ne remplace ni un médecin, ni un psychologue, ni aucun autre professionnel, mais je peux vous aider à y voir plus clair.';
export const WELCOME_QUESTIONS = [
  'Qu’est-ce qui vous amène aujourd’hui ?',
  'De quoi aimeriez-vous parler : d’amour, de travail, de famille, ou de tout autre chose ?',
  'Qu’est-ce qui occupe vos pensées en ce moment ?',
];
export const THANKS_REPLIES = [
  'Avec plaisir. Merci à vous pour votre confiance.',
  'Je vous en prie, c’est un plaisir de vous accompagner.',
];
export const THANKS_QUESTIONS = [
  'Je reste là si vous souhaitez poursuivre : y a-t-il autre chose qui vous tient à cœur ?',
  'Prenez soin de vous. Souhaitez-vous que nous regardions ensemble un autre aspect de votre vie ?',
];
export const AI_OPENINGS = [
  'Je vous dois une réponse franche.',
  'C’est une question importante, et j’y réponds sans détour.',
];
export const AI_NATURE = [
  'Je n’ai ni corps ni vie personnelle : je suis un programme qui s’inspire du style d’une voyante d’expérience pour vous offrir une écoute bienveillante.',
  'Je n’ai ni vécu ni présence physique ; mes réponses sont produites par un programme nourri de l’art du tarot et de l’écoute.',
];
export const AI_LIMITS = [
  'Mes tirages sont une façon symbolique de réfléchir ensemble, pas une certitude, et je ne remplace ni un médecin, ni un psychologue, ni un avocat.',
  'Je peux vous écouter, tirer les cartes et vous aider à y voir plus clair, mais mes réponses restent des pistes : elles ne remplacent ni un professionnel ni vos proches.',
];
export const AI_INVITATIONS = [
  'Cela dit, je suis là pour vous écouter : de quoi aimeriez-vous parler aujourd’hui ?',
  'Maintenant que c’est clair entre nous, qu’est-ce qui vous amène ?',
];

export const AI_QUESTION: readonly RegExp[] = [
  /\b(?:es tu|tu es|t es|etes vous|vous etes)(?: \w+){0,3}? (?:ia|intelligence artificielle|robot|bot|chatbot|machine|programme|logiciel|ordinateur|chatgpt|humaine?|etre humain|reelle?|vraie?|vivante?|en chair et en os)\b/,
  /\bqui (?:es tu|etes vous)\b/,
  /\bje (?:parle|discute|ecris) (?:a|avec) (?:une? |un vrai |une vraie |quelqu un de )?(?:ia|robot|bot|machine|programme|humain|personne|reel)/,
  /\bc est (?:une? )?(?:ia|robot|bot|chatbot|vraie personne|humain)\b/,
  /\bare you (?:a |an )?(?:ai|bot|robot|human|real|person)\b/,
];
export const GREETING = /^ *(bonjour|bonsoir|salut|coucou|hello|hey|bjr|slt)\b/;
/** Strips the greeting from a quote, in the person's own spelling. */
export const GREETING_PREFIX =
  /^(?:bonjour|bonsoir|salut|coucou|hello|hey)(?:\s+c[ée]leste)?[\s,!.]*/i;
export const THANKS = /^ *(?:merci|mille mercis|je vous remercie)\b/;
/** A question about what will happen: the reply then says it promises nothing. */
export const PREDICTION =
  /\b(?:va t (?:il|elle)|vont (?:ils|elles)|vais je|serai je|aurai je|trouverai je|sera t|reviendr\w*|quand est ce|dois je|devrais je|est ce que? (?:\w+ ){0,6}(?:va|vais|vont))\b/;
