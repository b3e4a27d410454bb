/**
 * Phrase templates for the learned detector (issue 37): risk and safe
 * messages composed from parts, so that the model sees each way of saying a
 * wish, a means, a place or a burden with many others, and sees the same
 * words in safe messages (holidays, idioms, grief, fiction, negation,
 * medicine). Composed with the seeded generator: the same list every run.
 */
import { pick, type Random } from './augment.js';

type Part = readonly string[];
/** A template: parts whose random picks are joined with spaces. */
type Template = readonly Part[];

const WANT: Part = [
  'je veux',
  "j'ai envie de",
  "j'aimerais",
  'je voudrais',
  'je rêve de',
  'il faudrait que je puisse',
  'je compte',
  'je vais',
  'je pense sérieusement à',
  "j'ai décidé de",
  'je suis prête à',
  'je suis prêt à',
  "je n'attends plus que de",
  'je me prépare à',
  "j'ai besoin de",
  'parfois je veux juste',
  'jveux',
];
const DIE: Part = [
  'mourir',
  'en finir',
  'partir pour toujours',
  'disparaître pour de bon',
  'ne plus me réveiller',
  'mettre fin à mes jours',
  'me tuer',
  "me foutre en l'air",
  'quitter ce monde',
  'rejoindre ma mère là-haut',
  'tout arrêter définitivement',
  'ne plus exister',
  "m'endormir pour toujours",
  'sauter du pont',
  'me jeter sous un train',
  'avaler toutes mes pilules',
  'me pendre',
  'me couper les veines',
  'me faire du mal',
  'me taillader les bras',
  'arrêter de respirer',
  "m'effacer de ce monde",
  'ne plus être là',
  'fermer les yeux pour de bon',
  'me laisser partir',
  'sauter par la fenêtre',
  "m'ouvrir les veines",
];
const WHEN: Part = [
  '',
  '',
  '',
  'ce soir',
  'cette nuit',
  'bientôt',
  'demain',
  'depuis des semaines',
  'plus que tout',
  'honnêtement',
  'franchement',
  'je crois',
  'vraiment',
  'à chaque instant',
  'quand tout le monde dormira',
];
const SAFE_WANT_OBJECT: Part = [
  'partir en vacances',
  'disparaître sous la couette',
  'en finir avec ce crédit',
  'tout arrêter : la cigarette et le sucre',
  'sauter en parachute',
  'me couper les cheveux très court',
  'prendre un cachet pour dormir',
  'quitter mon boulot',
  'rejoindre mon copain à Lyon',
  'dormir une semaine entière',
  'partir loin de cette ville',
  'changer de vie',
  'couper les ponts avec ma belle-sœur',
  'me jeter à l’eau et lui dire que je l’aime',
  "tuer le temps avant l'avion",
  'en finir avec les régimes',
  'arrêter de travailler le dimanche',
  'partir vivre au soleil',
];
const CLOSE: Part = [
  'ma mère',
  'mes enfants',
  'mes parents',
  'mon mari',
  'ma femme',
  'mes amis',
  'ma sœur',
  'mon fils',
  'ma copine',
];
const HURT_PAST: Part = [
  'je me suis coupée',
  'je me suis coupé',
  'je me suis tailladé les bras',
  'je me suis brûlée',
  'je me suis scarifiée',
  'je me suis frappé la tête contre le mur',
  "j'ai recommencé à me couper",
  'je me suis entaillé le poignet',
  'je me suis griffée jusqu’au sang',
  'je me suis fait mal exprès',
  'je me suis mutilé',
];
const TOOL: Part = [
  '',
  'avec une lame',
  'avec le rasoir',
  'avec un compas',
  'avec un cutter',
  'avec un couteau',
  'avec le briquet',
];
const PAST_WHEN: Part = [
  'hier soir',
  'cette nuit',
  'la semaine dernière',
  'encore ce matin',
  'après la dispute',
  'en rentrant du lycée',
  'avant-hier',
];
const PLACE: Part = [
  'sur le pont',
  'au bord de la falaise',
  'sur le toit de mon immeuble',
  'sur les rails',
  'au bord du quai',
  'en haut du parking',
  'sur le parapet',
  'sur mon balcon au huitième',
  'au bord de la rivière',
  "au-dessus de l'autoroute",
];
const PLACE_END: Part = [
  'et je vais sauter',
  'je regarde le vide',
  'je vais le faire',
  "c'est le moment",
  'personne ne sait que je suis là',
  'il fait froid et je suis prête',
  "j'attends le train",
  'je compte jusqu’à dix et je saute',
  "je n'ai plus peur",
];
const MEANS: Part = [
  'la lame',
  'le couteau',
  'la corde',
  'les cachets',
  'toute la boîte de doliprane',
  'le fusil de mon père',
  'mes somnifères',
  'tous mes médicaments',
  'le rasoir',
  'la boîte de paracétamol',
];
const MEANS_END: Part = [
  'dans la main et je compte m’en servir ce soir',
  'devant moi, je vais le faire',
  'prêts, j’ai pris ma décision',
  'à côté de moi, ce sera cette nuit',
  'et plus rien ne me retient',
  'dans mon sac, je sais ce que je vais faire',
];
const BURDEN_WHO: Part = [
  'ils seront',
  'ma famille sera',
  'mes enfants seront',
  'tout le monde sera',
  'mon mari sera',
  'mes parents seront',
];
const BURDEN_END: Part = [
  'mieux sans moi',
  'soulagés quand je ne serai plus là',
  'libérés quand je serai partie',
  'plus heureux sans moi',
  'enfin tranquilles quand je serai parti',
  'débarrassés de moi très bientôt',
];
const FAREWELL: Part = [
  "j'ai dit adieu à",
  "j'ai écrit une lettre à",
  "j'ai envoyé un dernier message à",
  "j'ai dit au revoir à",
  "j'ai tout légué à",
];
const FAREWELL_END: Part = [
  "c'est la fin",
  'je suis prête',
  'ils comprendront',
  'ils ne me reverront pas',
  'maintenant je peux partir',
  'ce soir tout sera fini',
];
const HOPELESS: Part = [
  "je n'en peux plus",
  'je suis épuisée de tout',
  'rien ne changera jamais',
  "je ne vois plus d'issue",
  'je suis à bout',
  "plus rien n'a de sens",
  'je suis vide',
  "j'ai tout perdu",
];
const PERSON: Part = [
  'ma grand-mère',
  'mon père',
  'ma mère',
  'mon meilleur ami',
  'mon oncle',
  'mon chien',
  'ma tante',
  'mon grand-père',
];
const DEATH: Part = [
  'est morte',
  'est mort',
  'est décédée',
  'est décédé',
  "s'est suicidé il y a dix ans",
  'nous a quittés',
  'est parti',
  'est partie dans son sommeil',
];
const GRIEF_END: Part = [
  'il me manque tellement',
  'je pense à elle tous les jours',
  'est-ce qu’il veille sur moi ?',
  'je vais fleurir sa tombe',
  'je garde ses photos près de moi',
  'le deuil est long mais ça va mieux',
  'je voudrais lui parler une dernière fois en rêve',
];
const STORY: Part = [
  'dans le film',
  'dans la série',
  'dans mon roman',
  'dans le jeu',
  'dans le manga',
  'dans la pièce de théâtre',
];
const CHARACTER: Part = ['le héros', 'le personnage', "l'héroïne", 'le méchant', 'mon perso'];
const CHARACTER_ACT: Part = [
  'veut mourir',
  'se jette du pont',
  'prend tous les cachets',
  'se coupe les veines',
  'se pend',
  'se suicide à la fin',
];
const NEVER: Part = [
  "je n'ai jamais voulu",
  'je ne veux pas',
  "je n'ai aucune envie de",
  'jamais je ne pourrais',
  'je ne pense pas à',
];
const NEVER_END: Part = [
  "j'aime trop la vie",
  'je veux juste savoir si je vais retrouver du travail',
  'rassurez-vous',
  'même dans les pires moments',
  "je veux seulement qu'il revienne",
];
const MEDICAL: Part = [
  'combien de comprimés de doliprane je peux prendre par jour',
  'est-ce dangereux de prendre deux somnifères',
  'quelle dose de paracétamol pour un enfant de dix kilos',
  'est-ce que mes cachets pour la tension me fatiguent',
  'faut-il aller aux urgences pour une coupure au doigt',
  'est-ce que mon opération du cœur va bien se passer',
  'mon traitement antidépresseur va-t-il marcher',
];
const ASK: Part = [
  '',
  'dites-moi',
  'que voyez-vous',
  'est-ce que ça va aller',
  'que disent les cartes',
];

const RISK_TEMPLATES: readonly [string, Template][] = [
  ['t_wish', [WANT, DIE, WHEN]],
  ['t_wish', [HOPELESS, WANT, DIE]],
  ['t_self_harm', [PAST_WHEN, HURT_PAST, TOOL]],
  ['t_acute', [['je suis', 'là je suis', 'en ce moment je suis', 'chui'], PLACE, PLACE_END]],
  ['t_acute', [["j'ai", 'je tiens', "j'ai acheté"], MEANS, MEANS_END]],
  ['t_burden', [BURDEN_WHO, BURDEN_END]],
  ['t_burden', [HOPELESS, BURDEN_WHO, BURDEN_END]],
  ['t_farewell', [FAREWELL, CLOSE, FAREWELL_END]],
  ['t_other', [CLOSE, ['veut', 'dit qu’il veut', 'parle de', 'menace de', 'a envie de'], DIE]],
];
const SAFE_TEMPLATES: readonly [string, Template][] = [
  ['t_safe_wish', [WANT, SAFE_WANT_OBJECT, WHEN]],
  ['t_grief', [PERSON, DEATH, GRIEF_END]],
  ['t_fiction', [STORY, CHARACTER, CHARACTER_ACT]],
  ['t_negation', [NEVER, DIE, NEVER_END]],
  ['t_medical', [MEDICAL, ASK]],
  [
    't_tired',
    [
      HOPELESS,
      ['avec ce boulot', 'avec les travaux', 'avec mon bébé qui ne dort pas', 'avec mes examens'],
      [
        'mais je vais tenir',
        'vivement les vacances',
        'est-ce que ça va bientôt aller mieux ?',
        'mais je garde espoir',
      ],
    ],
  ],
];

const compose = (t: Template, rnd: Random) =>
  t
    .map((part) => pick(rnd, part))
    .filter(Boolean)
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase()) + '.';

/** `count` messages from each template, with its reporting family. */
export function templated(
  rnd: Random,
  count: number,
): { label: 'risk' | 'safe'; family: string; text: string }[] {
  const out: { label: 'risk' | 'safe'; family: string; text: string }[] = [];
  for (const [label, templates] of [
    ['risk', RISK_TEMPLATES],
    ['safe', SAFE_TEMPLATES],
  ] as const)
    for (const [family, t] of templates) {
      const seen = new Set<string>();
      for (let i = 0; i < count * 3 && seen.size < count; i++) {
        const text = compose(t, rnd);
        if (seen.has(text)) continue;
        seen.add(text);
        out.push({ label, family, text });
      }
    }
  return out;
}
