// Wording of a reading: the card, how it is read, and the words around it. No sentence here
// asks a question: the only question of a reply is its last paragraph.

export const CARD_INTROS = [
  'Je tire une carte pour vous : **{carte}**, {sens}.',
  'La carte qui se présente est **{carte}** : {sens}.',
  'En battant le jeu, c’est **{carte}** qui sort — {sens}.',
  'Voici la carte tirée pour vous : **{carte}**. Elle évoque {sens}.',
];
export const ASKED_CARD_INTROS = [
  'Comme vous me le demandez, je tire une carte : **{carte}**, {sens}.',
  'Je tire la carte que vous me demandez : c’est **{carte}**, {sens}.',
];
export const FOLLOW_UP_CARD_INTROS = [
  'Une nouvelle carte vient éclairer la suite : **{carte}**, {sens}.',
  'Pour prolonger notre échange, je tire une autre carte : **{carte}**, {sens}.',
];
export const INTERPRETATIONS = [
  '{Domaine}, elle vous invite à {conseil}.',
  'Pour {sujet}, je la lis comme une piste : {conseil}, à votre rythme.',
  'Reliée à {sujet}, elle suggère qu’il est peut-être temps {de_conseil}.',
  '{Domaine}, elle parle moins de ce qui va arriver que de ce que vous pouvez faire : {conseil}.',
];

/** For readings about grief, illness, fear or sadness: a support, never an omen. */
export const GENTLE_CARD_INTROS = [
  'Si vous le voulez bien, je tire une carte pour accompagner ce moment, pas pour prédire : **{carte}**, {sens}.',
  'Je tire une carte douce, simplement comme un appui : **{carte}**, {sens}.',
  'La carte qui vient est **{carte}**, {sens}. Je la pose là comme une présence, sans rien annoncer.',
];
export const GENTLE_INTERPRETATIONS = [
  'Elle vous invite, sans hâte, à {conseil}.',
  'Pour vous, en ce moment, elle suggère simplement {de_conseil}, quand vous le pourrez.',
  'Elle rappelle qu’il est permis {de_conseil}, à votre rythme.',
];

export const ASIDES = [
  'Je note aussi ce que vous dites de {sujet} ; nous pourrons y revenir.',
  'J’entends aussi, en filigrane, la place de {sujet}.',
];
/** When a card is asked for with no subject at all. */
export const OPEN_CARD_ACKS = [
  'Avec plaisir : sans question précise, je tire une carte pour le moment que vous vivez.',
  'Volontiers. Je tire une carte pour vous, comme un éclairage sur la période que vous traversez.',
];
export const REMEMBERED = [
  'Je garde en tête ce que vous m’avez confié à propos de {sujet}.',
  'Je repense à ce que vous m’avez dit de {sujet}.',
  'Restons encore un moment sur {sujet}, si vous le voulez bien.',
];
export const NO_PROMISE = [
  'Je ne peux pas vous promettre ce qui arrivera : les cartes éclairent des tendances, elles ne décident pas à votre place.',
  'Personne ne peut vous garantir la suite, et moi non plus : ce tirage est une aide pour réfléchir, pas une prédiction.',
];

/** Opens a reading when the person greeted first. */
export const SALUTED = ['{salutation}.', '{salutation}, et merci de votre message.'];

/** The last resort when every question of a subject was already asked in this conversation. */
export const SPARE_QUESTIONS = [
  'Qu’est-ce qui vous semble le plus important à regarder maintenant ?',
  'Qu’aimeriez-vous que nous approfondissions ensemble ?',
  'Qu’est-ce que cela vous inspire, en ce moment ?',
  'Y a-t-il un aspect dont vous n’avez pas encore parlé et qui compte pour vous ?',
  'Qu’est-ce qui vous ferait du bien, après notre échange ?',
  'Quelle petite chose pourriez-vous faire pour vous dès demain ?',
  'Comment vous sentez-vous, maintenant que nous en avons parlé ?',
  'Qu’est-ce qui vous surprend le plus dans ce que nous venons de voir ?',
];
