import { type Theme } from './theme.js';
import { ANIMAL_PERDU, EMOTIONS, SANTE, SANTE_ANIMAL, SANTE_PROCHE } from './themes-care.js';
import { ARGENT, AVENIR, CONFIANCE, JOIE, TRAVAIL } from './themes-life.js';
import { AMITIE, AMOUR, DEUIL, FAMILLE } from './themes-relations.js';

export type { Theme } from './theme.js';

/** Order breaks ties: the heavier subjects first. */
export const THEMES: readonly Theme[] = [
  DEUIL,
  SANTE_ANIMAL,
  ANIMAL_PERDU,
  SANTE_PROCHE,
  SANTE,
  EMOTIONS,
  AMOUR,
  FAMILLE,
  TRAVAIL,
  ARGENT,
  AMITIE,
  AVENIR,
  CONFIANCE,
  JOIE,
];

export const GENERAL: Theme = {
  nouns: /$^/, // never matches: the fallback has no nouns of its own
  cues: [],
  sujet: 'ce que vous traversez',
  domaine: 'dans votre situation',
  acks: [
    'Merci de me confier {sujet}. Je vous lis avec attention, sans jugement.',
    'Je prends le temps de bien recevoir vos mots, car chaque situation est unique.',
    'Ce que vous partagez compte, et je suis là pour l’écouter.',
    'Je suis là, et nous pouvons prendre le temps qu’il faut pour regarder cela ensemble.',
  ],
  advice: [
    'Prenez un instant aujourd’hui pour vous poser au calme et écrire ce que vous ressentez, sans filtre : les mots posés sur le papier éclairent souvent la suite.',
    'Choisissez une petite chose concrète que vous pouvez faire cette semaine pour vous sentir un peu mieux, et tenez-vous-y avec douceur.',
    'N’hésitez pas à en parler aussi autour de vous, à une personne de confiance : on voit souvent plus clair à deux.',
  ],
  questions: [
    'Pouvez-vous m’en dire un peu plus sur ce que vous ressentez en ce moment ?',
    'Qu’attendez-vous le plus de notre échange aujourd’hui : une oreille attentive, ou un éclairage sur la suite ?',
    'Sur quel aspect de votre vie aimeriez-vous que nous tirions les cartes ensemble ?',
    'Qu’est-ce qui occupe le plus vos pensées ces jours-ci ?',
    'Si vous deviez résumer votre situation en un mot, lequel choisiriez-vous ?',
  ],
};
