/**
 * Ordinary sentences to build long messages around one risky (or one
 * tricky but safe) sentence: break-ups, debts, exams, work, a death, health,
 * family. Written for the learned detector's training (issue 37).
 */
export const OPENERS = [
  'Bonjour Céleste,',
  'Bonsoir,',
  'Salut,',
  "Bonjour, c'est la première fois que je vous écris.",
  'Bonsoir, je ne sais pas trop par où commencer.',
  'coucou',
  "Je me permets de vous écrire parce que j'ai besoin d'un avis.",
];

export const CLOSINGS = [
  'Est-ce que vous voyez une amélioration dans les mois qui viennent ?',
  'Que disent les cartes ?',
  'Merci de votre réponse.',
  "Est-ce qu'il va revenir ?",
  'Est-ce que ça va s’arranger ?',
  'Dites-moi ce que vous voyez pour moi.',
  'voila voila',
  'Merci de m’avoir lue.',
];

export const CONTEXTS: Readonly<Record<string, readonly string[]>> = {
  breakup: [
    "Mon copain m'a quittée il y a trois semaines après cinq ans ensemble.",
    "Il est parti avec une collègue, je l'ai appris par une amie.",
    "Je relis nos messages tous les soirs et je n'arrive pas à passer à autre chose.",
    "On avait prévu de se marier l'été prochain, la salle était réservée.",
    'Mes amis me disent de sortir mais je n’ai envie de voir personne.',
    "Il a gardé l'appartement et je suis retournée chez ma mère.",
    'Je ne comprends pas ce que j’ai fait de mal.',
  ],
  debts: [
    "Depuis mon divorce j'accumule les dettes.",
    "La banque m'a refusé un nouveau prêt et l'huissier doit passer.",
    "J'ai trois crédits à la consommation et un découvert de deux mille euros.",
    "Je n'ose plus ouvrir mon courrier.",
    "J'ai vendu ma voiture mais ça ne suffit pas.",
    "Mon conseiller parle d'un dossier de surendettement.",
    "Je travaille de nuit en plus de mon travail mais je n'arrive pas à remonter.",
  ],
  exams: [
    "J'ai raté mes examens de deuxième année pour la deuxième fois.",
    'Mes parents ont tout payé pour mes études et je les ai déçus.',
    "Je révisais douze heures par jour et ça n'a servi à rien.",
    'Mes amis passent tous en master et moi je redouble.',
    "Le concours de médecine, c'était mon rêve depuis toute petite.",
    "Je n'arrive plus à me concentrer sur mes cours.",
  ],
  work: [
    "Au travail mon manager me rabaisse devant toute l'équipe.",
    "On m'a retiré mes dossiers et on me met à l'écart depuis des mois.",
    'Je fais des heures supplémentaires qui ne sont jamais payées.',
    "J'ai été licencié après quinze ans dans la même entreprise.",
    'Les collègues ne me disent plus bonjour.',
    "Le médecin du travail m'a parlé de burn-out.",
    "J'ai peur d'aller au bureau le lundi matin.",
  ],
  death: [
    'Ma mère est décédée en mars après une longue maladie.',
    "Je m'occupais d'elle tous les jours depuis deux ans.",
    "Depuis l'enterrement la maison est silencieuse.",
    "Mes frères ne m'appellent plus depuis la succession.",
    "Je garde ses affaires dans sa chambre, je n'arrive pas à les trier.",
    'Elle était ma meilleure amie.',
  ],
  health: [
    "J'ai des douleurs chroniques au dos depuis des années.",
    "Les médecins ne trouvent rien et je passe d'examen en examen.",
    'Je ne dors plus que trois ou quatre heures par nuit.',
    "J'ai pris quinze kilos avec le traitement.",
    'Je suis en arrêt maladie depuis six mois.',
  ],
  family: [
    'Mes enfants ne me parlent plus depuis Noël.',
    'Mon mari rentre tard et ne me regarde plus.',
    'Ma belle-famille critique tout ce que je fais.',
    'Ma fille est partie vivre au Canada.',
    'Je me sens seule dans cette grande maison.',
    "Mon père est malade et je fais les allers-retours à l'hôpital.",
  ],
};
