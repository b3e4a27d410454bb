import { ANIMALS, possessive, RELATIVES, type Theme } from './theme.js';

// Subjects about the people in one’s life: loss, love, family, friends.
// Their order of precedence is set by THEMES in themes.ts, not here.

export const DEUIL: Theme = {
  nouns: possessive(`${RELATIVES}|${ANIMALS}`),
  reflection: 'la perte de {nom}',
  // A name alone ("ma mère") is no loss; a word of loss outweighs anything said beside it.
  needs: 'cue',
  weight: 10,
  heavy: true,
  overshadows: true,
  cues: [
    [/\bdeuil\b/, 'ce deuil'],
    [
      /\b(?:deces|decede|decedee|mort|morte|morts|enterrement|enterree?s?|obseques|funerailles|incineration)\b(?! de (?:rire|fatigue|peur|faim|froid|chaud|honte|ennui))/,
      'cette perte',
    ],
    [
      new RegExp(String.raw`\b(?:perdu|perte de) (?:mon|ma|mes) (?:${RELATIVES}|${ANIMALS})\b`),
      'cette perte',
    ],
    [/\bnous a quittee?s?\b/, 'cette perte'],
    [
      /\b(?:est|sont) partie?s? (?:cette nuit|ce matin|hier|dans la nuit|paisiblement|pour toujours|au paradis|rejoindre)\b/,
      'cette perte',
    ],
    [/\b(?:s est eteinte?|n est plus (?:la|de ce monde)|nous a laissee?s?)\b/, 'cette perte'],
    [/\bfausse couche\b/, 'cette perte'],
    [/\bfaire (?:euthanasier|piquer)\b/, 'cette perte'],
  ],
  sujet: 'cette perte',
  domaine: 'dans ce chemin de deuil',
  acks: [
    'Perdre un être cher bouleverse tout. Merci de me confier {sujet} ; prenez tout le temps qu’il vous faut.',
    'Ce que vous traversez avec {sujet} est immense, et il n’y a pas de « bonne » façon de vivre un deuil.',
    'Je suis de tout cœur avec vous face à {sujet}. Ce lien comptait, et la peine dit aussi l’amour.',
    'Il n’y a pas de mots qui effacent {sujet}, mais vous n’avez pas à la porter sans personne pour l’entendre.',
  ],
  advice: [
    'Autorisez-vous à pleurer, à sourire d’un souvenir, à ne pas aller bien certains jours : tout cela fait partie du chemin.',
    'Écrire une lettre à l’être disparu, même sans l’envoyer, aide souvent à dire ce qui est resté en suspens.',
    'Entourez-vous : des proches, un groupe de parole ou un psychologue peuvent vous accompagner dans ce passage difficile.',
    'Le deuil n’a pas de calendrier. Ménagez-vous, mangez et dormez autant que possible, et laissez les autres vous aider un peu.',
  ],
  questions: [
    'Quel souvenir aimeriez-vous garder près de vous aujourd’hui ?',
    'Comment vous sentez-vous ces jours-ci, au quotidien ?',
    'Avez-vous autour de vous des personnes avec qui partager ce que vous ressentez ?',
    'Qu’est-ce qui vous manque le plus, ces temps-ci ?',
    'De quoi auriez-vous besoin, en ce moment, pour vous sentir un peu plus soutenu ou soutenue ?',
  ],
};

export const AMOUR: Theme = {
  nouns: possessive(
    'couple|petit ami|petite amie|mari|femme|ex mari|ex femme|ex|conjointe?|compagnon|compagne|copain|copine|cheri|cherie|fiancee?|amoureux|amoureuse|partenaire|relation|mariage|mec|meuf|amant|maitresse|crush',
  ),
  cues: [
    [/\bcouple\b/, 'votre couple'],
    [/\bamour/, 'votre vie amoureuse'],
    [/\b(?:tombee? amoureu\w*|amoureu\w* de)\b/, 'ce sentiment amoureux'],
    [/\b(?:m aime|l aime|t aime|s aiment|sentiments?)\b/, 'vos sentiments'],
    [/\b(?:rupture|rompu|rompre|m a quittee?|s est separe|separation)\b/, 'cette rupture'],
    [/\bdivorc/, 'ce divorce'],
    [/\bcelibat/, 'votre célibat'],
    [/\bame soeur\b/, 'l’âme sœur'],
    [
      /\b(?:deux hommes|deux femmes|homme de ma vie|femme de ma vie|crush|ghost\w*|coup de foudre|rencard|site de rencontre|appli de rencontre)\b/,
      'votre vie amoureuse',
    ],
    [
      /\b(?:m a trompee?|me trompe|nous trompe|l a trompee?|tromperie|infidel\w*|jalou\w*|cocue?)\b/,
      'cette blessure de confiance',
    ],
    [
      /\b(?:rencontr\w* (?:quelqu un|un homme|une femme|une personne)|une rencontre|faire une rencontre)\b/,
      'cette rencontre que vous espérez',
    ],
    [/\bmari(?:age|er)\b/, 'ce projet de mariage'],
    [
      /\b(?:reviendr\w*|revienne|va revenir|revenir vers moi|retour de l etre aime)\b/,
      'ce retour que vous espérez',
    ],
  ],
  sujet: 'votre vie amoureuse',
  domaine: 'dans votre vie amoureuse',
  // « Amoureuse de mon collègue » is about love more than work.
  weight: 1.5,
  acks: [
    'Je sens combien {sujet} occupe vos pensées en ce moment, et c’est bien normal : le cœur a ses raisons.',
    'Merci de me parler de {sujet}. Les questions de cœur touchent à ce que nous avons de plus précieux, alors prenons-les avec douceur.',
    'Ce que vous vivez autour de {sujet} mérite qu’on s’y arrête un instant, sans jugement.',
    'Le cœur ne se commande pas, et {sujet} semble prendre beaucoup de place en vous ces temps-ci.',
  ],
  advice: [
    'Prenez un moment cette semaine pour écrire ce dont vous avez réellement besoin dans une relation, et pas seulement ce que vous croyez devoir accepter. Cette liste sera une boussole précieuse.',
    'Si une conversation vous pèse, choisissez un moment calme pour la mener, et commencez par ce que vous ressentez plutôt que par des reproches : « je me sens… » ouvre plus de portes que « tu ne fais jamais… ».',
    'Accordez-vous aussi de la tendresse : une promenade, un appel à quelqu’un qui vous fait du bien, une soirée rien que pour vous. On aime mieux quand on se sent en paix avec soi-même.',
  ],
  questions: [
    'Qu’attendez-vous, au fond de vous, de l’amour aujourd’hui ?',
    'Si vous écoutez votre cœur sans vous censurer, que vous dit-il de faire ?',
    'Qu’est-ce qui vous pèse le plus en ce moment : l’incertitude, ou le manque ?',
    'Qu’est-ce qui vous apporterait du respect et de la paix dans cette relation ?',
    'Qu’aimeriez-vous pouvoir dire à l’autre, si vous aviez la certitude qu’on vous écoute ?',
  ],
};

export const FAMILLE: Theme = {
  nouns: possessive(
    'grand mere|grand pere|belle mere|beau pere|belle famille|petits enfants|petite fille|petit fils|mere|pere|parents|maman|papa|fils|fille|filles|enfants?|frere|freres|soeur|soeurs|famille|ado|bebe',
  ),
  cues: [
    [/\bfamill/, 'votre famille'],
    [/\bparents\b/, 'vos parents'],
    [/\b(?:enfants?|ado|adolescente?)\b/, 'vos enfants'],
    [/\b(?:frere|soeur)s?\b/, 'vos proches'],
    [
      /\b(?:avoir (?:un|des) (?:bebe|enfants?)|tomber enceinte|desir d enfant|projet de bebe)\b/,
      'votre désir d’enfant',
    ],
  ],
  sujet: 'votre famille',
  domaine: 'dans votre vie de famille',
  acks: [
    'Les liens familiaux sont parmi les plus forts, et parfois les plus compliqués. Je comprends que {sujet} vous occupe autant.',
    'Merci de me confier ce qui se passe avec {sujet}. En famille, chacun porte son histoire, et il n’est pas toujours simple de se comprendre.',
    'Je sens beaucoup d’attachement dans ce que vous dites de {sujet}, même à travers les difficultés.',
    'Ce qui se joue avec {sujet} touche souvent à de vieilles histoires ; il est normal que cela remue autant.',
  ],
  advice: [
    'Choisissez un moment calme pour un échange, sans chercher à tout régler d’un coup : une seule phrase sincère peut ouvrir une porte restée fermée.',
    'Pensez aussi à vous préserver : aimer sa famille n’oblige pas à tout accepter, et vous avez le droit de poser des limites avec bienveillance.',
    'Si les tensions durent, un médiateur familial ou un psychologue peut offrir un espace neutre où chacun se sent enfin entendu.',
  ],
  questions: [
    'Qu’aimeriez-vous, au fond, que vos proches comprennent de vous ?',
    'Quel petit geste pourrait, selon vous, apaiser un peu la situation ?',
    'Et vous, dans tout cela, de quoi avez-vous besoin ?',
    'Avec qui, dans votre famille, le dialogue reste-t-il le plus facile ?',
    'Qu’est-ce qui a changé, selon vous, depuis que les choses se sont tendues ?',
  ],
};

export const AMITIE: Theme = {
  nouns: possessive('meilleure amie|meilleur ami|amie|ami|amis|amies|copains|copines|potes?|bande'),
  cues: [[/\b(?:amities?|ami|amie|amis|amies|potes?)\b/, 'cette amitié']],
  sujet: 'vos amitiés',
  domaine: 'dans vos amitiés',
  acks: [
    'Les amitiés comptent parfois autant que les histoires d’amour, et leurs blessures aussi. Je comprends que {sujet} vous touche.',
    'Merci de me parler de {sujet}. Nous avons tous besoin de nous sentir entourés et compris.',
    'Ce que vous dites de {sujet} montre combien vous tenez aux liens sincères.',
    'Une amitié qui vacille laisse souvent un vide inattendu ; ce que vous ressentez pour {sujet} est légitime.',
  ],
  advice: [
    'Si un malentendu s’est installé, un message simple et sincère peut suffire à rouvrir le dialogue : pas besoin de grand discours.',
    'Pensez aussi aux personnes qui vous font du bien sans bruit : un café, un appel, un moment partagé peuvent raviver un lien.',
    'Vous pouvez aussi ouvrir votre cercle : une activité, un atelier, une association… Les belles rencontres naissent souvent là où on ne les attend pas.',
  ],
  questions: [
    'Qui, autour de vous, vous permet d’être pleinement vous-même ?',
    'Qu’attendez-vous aujourd’hui de vos amitiés ?',
    'Quel premier pas vous semblerait le plus simple pour renouer ce lien ?',
    'Qu’est-ce qui vous a fait le plus mal dans ce qui s’est passé ?',
    'Quelle amitié, aujourd’hui, vous fait le plus de bien ?',
  ],
};
