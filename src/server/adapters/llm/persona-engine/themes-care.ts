import { ANIMALS, possessive, RELATIVES, type Theme } from './theme.js';

// Subjects that hurt: one’s own health, a loved one’s, a pet’s, and low moods. Each is
// `heavy` (only soothing cards) and says who can really help: a doctor, a vet, a listener.
// Their order of precedence is set by THEMES in themes.ts, not here.

const ILLNESS = String.raw`malade|maladie|perd la memoire|perte de memoire|cancer|tumeur|hopital|hospitalisee?|operee?|operation|alzheimer|parkinson|chimio\w*|diagnostic|soins palliatifs|coma|avc|infarctus|reanimation|urgences|fievre|handicap\w*|dementi\w*`;

export const SANTE: Theme = {
  nouns: possessive('sante|sommeil|corps|energie|dos|ventre|tete|coeur'),
  heavy: true,
  cues: [
    [/\bsante\b/, 'votre santé'],
    [/\b(?:fatigu|epuise)/, 'cette fatigue'],
    [/\bstress/, 'ce stress'],
    [/\b(?:sommeil|insomni|dors|dort|dormir|endormir)/, 'votre sommeil'],
    [/\b(?:burn ?out|surmenage)\b/, 'cet épuisement'],
    [/\b(?:malade|maladie|douleurs?|mal au|mal aux|mal a la|mal de dos)\b/, 'ce souci de santé'],
    [/\b(?:medecin|docteur|traitement|medicaments?|hopital|examens?|analyses?)\b/, 'votre santé'],
  ],
  sujet: 'votre santé',
  domaine: 'pour votre énergie et votre équilibre',
  caution:
    'Je ne suis pas médecin et je ne peux ni poser de diagnostic ni prédire l’évolution de votre santé : si cela dure ou vous inquiète, consultez votre médecin ou demandez conseil à un pharmacien.',
  acks: [
    'Votre corps et votre esprit vous envoient des signaux, et vous faites bien de les écouter. Merci de me parler de {sujet}.',
    'Je sens que {sujet} vous préoccupe, et que vous aimeriez retrouver un peu de légèreté.',
    'Prendre soin de soi n’est pas un luxe. Ce que vous dites de {sujet} mérite toute votre attention.',
    'Quand {sujet} flanche, tout le reste devient plus lourd. Je comprends que cela vous occupe.',
  ],
  advice: [
    'Offrez-vous de vraies pauses : quelques respirations lentes, une marche à l’air libre, un coucher à heure régulière. Ce sont de petites choses, mais elles comptent.',
    'Notez pendant quelques jours ce qui vous fatigue et ce qui vous ressource : ce carnet vous aidera aussi à en parler précisément à votre médecin.',
    'Allégez ce qui peut l’être cette semaine, même un peu : dire non à une obligation, c’est parfois dire oui à votre santé.',
  ],
  questions: [
    'Depuis combien de temps vous sentez-vous ainsi ?',
    'Qu’est-ce qui, d’habitude, vous aide à vous ressourcer ?',
    'Avez-vous pu en parler à quelqu’un, un proche ou votre médecin ?',
    'Qu’est-ce qui vous inquiète le plus dans ce que vous ressentez ?',
  ],
};

export const SANTE_PROCHE: Theme = {
  nouns: possessive(RELATIVES),
  reflection: 'la santé de {nom}',
  needs: 'noun-and-cue',
  weight: 6,
  heavy: true,
  overshadows: true,
  cues: [[new RegExp(String.raw`\b(?:${ILLNESS})\b`), 'la santé d’un proche']],
  sujet: 'la santé de votre proche',
  domaine: 'dans cette période d’inquiétude',
  caution:
    'Je ne peux rien dire de l’évolution de sa santé : ce sont ses médecins et l’équipe qui le soigne qui peuvent vous renseigner, et vous avez le droit de leur poser vos questions.',
  acks: [
    'Voir quelqu’un qu’on aime malade est une épreuve à part entière. Merci de me parler de {sujet}.',
    'Je sens toute votre inquiétude pour {sujet}, et l’amour qu’il y a derrière.',
    'S’inquiéter pour {sujet} prend beaucoup de place, jour et nuit. Vous avez le droit de ressentir de la fatigue, vous aussi.',
  ],
  advice: [
    'Pensez à vous aussi : accompagner un proche malade épuise, et les associations d’aidants ou votre propre médecin peuvent vous soutenir.',
    'Préparez par écrit vos questions pour les soignants : on oublie facilement ce qu’on voulait demander sous le coup de l’émotion.',
    'Votre présence compte plus que les mots justes : un moment calme, une main tenue, un souvenir partagé.',
  ],
  questions: [
    'Qui vous soutient, vous, pendant cette période ?',
    'Comment vous sentez-vous, vous, au milieu de tout cela ?',
    'Avez-vous pu parler de vos inquiétudes avec l’équipe soignante ?',
  ],
};

export const SANTE_ANIMAL: Theme = {
  nouns: possessive(ANIMALS),
  needs: 'noun-and-cue',
  weight: 8,
  heavy: true,
  overshadows: true,
  cautionFirst: true,
  cues: [
    [
      /\b(?:malade|maladie|vomi\w*|ne mange plus|mange plus|boite|fievre|tousse|saigne|blesse|souffre|tumeur|cancer|operee?|operation|veto|veterinaire|diarrhee|respire mal|perd ses poils|vieillit|vieux|vieille|fin de vie|va (?:bientot )?partir|euthanas\w*|agonise|avale\w*|intoxi\w*|empoisonn\w*|chocolat|mort aux rats|antigel)\b/,
      'la santé de votre animal',
    ],
  ],
  sujet: 'votre animal',
  domaine: 'dans cette inquiétude pour votre compagnon',
  caution:
    'Je ne suis pas vétérinaire et je ne peux rien dire de sa santé : seul un vétérinaire peut l’examiner. S’il souffre, ne mange plus, respire mal ou a avalé quelque chose de toxique, appelez sans attendre votre vétérinaire ou, la nuit et le week-end, un vétérinaire de garde.',
  acks: [
    'Je comprends votre inquiétude pour {sujet} : nos animaux font partie de la famille.',
    'Merci de me parler de {sujet}. On s’attache tant à eux que leur moindre faiblesse nous serre le cœur.',
    'Voir {sujet} mal en point rend impuissant, et cette inquiétude est bien légitime.',
  ],
  advice: [
    'Notez ce que vous observez (depuis quand, ce qu’il mange et boit, son comportement) : ces détails aideront le vétérinaire.',
    'Restez près de lui dans le calme : votre présence le rassure, et elle vous apaise aussi.',
    'Prenez aussi soin de vous pendant cette inquiétude : en parler à un proche qui connaît votre animal peut soulager.',
  ],
  questions: [
    'Avez-vous déjà pu consulter un vétérinaire ?',
    'Depuis quand remarquez-vous ce changement ?',
    'Qui peut vous soutenir, vous, pendant cette période d’inquiétude ?',
  ],
};

export const ANIMAL_PERDU: Theme = {
  nouns: possessive(ANIMALS),
  needs: 'noun-and-cue',
  weight: 8,
  heavy: true,
  overshadows: true,
  cues: [
    [
      /\b(?:disparue?|perdue?|fugue|enfuie?|introuvable|volee?|pas rentree?|plus rentree?)\b/,
      'la disparition de votre animal',
    ],
  ],
  sujet: 'votre animal',
  domaine: 'dans cette attente',
  caution:
    'Concrètement, prévenez les vétérinaires et les refuges du secteur, signalez sa disparition au fichier d’identification (I-CAD) s’il est pucé ou tatoué, et affichez son portrait dans le quartier.',
  acks: [
    'Je comprends votre inquiétude : l’absence de {sujet} laisse un vide, et l’attente est difficile.',
    'Ne pas savoir où se trouve {sujet} est une vraie angoisse. Merci de me le confier.',
  ],
  advice: [
    'Laissez dehors, près de chez vous, un objet qui porte votre odeur : beaucoup d’animaux retrouvent ainsi leur chemin.',
    'Demandez à vos voisins de vérifier garages, caves et abris : un animal s’y retrouve souvent enfermé.',
  ],
  questions: [
    'Avez-vous pu prévenir les vétérinaires et les refuges autour de chez vous ?',
    'Qui peut vous aider dans vos recherches, autour de vous ?',
  ],
};

export const EMOTIONS: Theme = {
  nouns: possessive('angoisses?|anxiete|peurs?|tristesse|chagrin|moral|solitude'),
  heavy: true,
  // A feeling about a named subject (« peur de changer de métier ») is heard as an aside.
  weight: 0.9,
  cues: [
    [
      /\b(?:deprim\w*|depression|triste|tristesse|cafard|mal dans ma peau|moral a zero|chagrin|pleure\w*)\b/,
      'cette tristesse',
    ],
    [/\b(?:angoiss\w*|anxi\w*|panique|crises? d angoisse)\b/, 'cette anxiété'],
    [/\b(?:peurs?|effraye\w*|terrifie\w*|inquiet\w*|inquiete)\b/, 'ces inquiétudes'],
    [/\b(?:solitude|tout seule?|seule?|isolee?)\b/, 'ce sentiment de solitude'],
    [
      /\b(?:vide|(?:suis|sens) perdue?|desemparee?|plus la force|a bout|en peux plus|inutile|bon(?:ne)? a rien|un poids|une charge|ne sais (?:plus|pas) quoi faire|sais pas quoi faire|coeur serre|coeur lourd|gros coeur|boule au ventre|bloquee? dans ma vie|ca (?:ne )?va pas|pas fort|(?:ne )?vais pas bien|pas le moral)\b/,
      'ce moment difficile',
    ],
  ],
  sujet: 'ce que vous ressentez',
  domaine: 'dans ce moment difficile',
  caution:
    'Si ce poids dure plus de quelques semaines ou vous empêche de vivre comme avant, parlez-en à votre médecin ou à un psychologue : demander de l’aide est un signe de force.',
  acks: [
    'Merci de me confier {sujet}. Ce n’est pas toujours facile à dire, et vous l’avez fait.',
    'Je vous lis avec attention. Ce que vous dites de {sujet} mérite qu’on s’y arrête avec douceur.',
    'Ce que vous décrivez de {sujet} est lourd à porter, et vous n’avez pas à le porter sans personne à qui en parler.',
    'Il y a des périodes où tout pèse davantage. Je prends au sérieux {sujet}.',
  ],
  advice: [
    'Quand l’émotion monte, essayez de respirer lentement : inspirez sur quatre temps, expirez sur six, plusieurs fois. Le corps aide l’esprit à se poser.',
    'Ne gardez pas cela pour vous : un proche, votre médecin, ou les bénévoles de SOS Amitié (09 72 39 40 50, jour et nuit) peuvent vous écouter.',
    'Choisissez une toute petite chose qui vous fait du bien aujourd’hui, une marche, une douche chaude, un appel : le moral se soigne aussi par de petits gestes.',
  ],
  questions: [
    'Depuis quand vous sentez-vous ainsi ?',
    'Qu’est-ce qui pèse le plus lourd, en ce moment ?',
    'Y a-t-il quelqu’un autour de vous à qui vous pourriez en parler ?',
    'Qu’est-ce qui vous a fait un peu de bien, même brièvement, ces derniers jours ?',
  ],
};
