/** Marks that colour the reading of a message: a joke, a refusal of help, a funeral, a party. */
import { gap, rx } from './lexicon.js';
import { mark, type Rule } from './rule.js';

/** Retracting without another meaning: the words stand (D21: care mode answers it). */
export const DISMISSAL =
  /\b(?:laissez? tomber|laissez? couler|oubliez? (?:ca|tout ca|ce que (?:je t ai|je vous ai|j ai) dit|moi|mon message)|(?:non|rien) , oubliez?|fais pas attention|faites pas attention|ne faites pas attention|ne fais pas attention|je dis n importe quoi)\b|^(?:oubliez?|rien|c est rien|non rien|laisse|laissez)$/;
export const CONTEXT_RULES: readonly Rule[] = [
  {
    id: 'dismissal',
    re: new RegExp(DISMISSAL.source, 'g'),
    keys: ['laisse', 'oubli', 'attention', 'n importe quoi', 'rien'],
    effect: mark('dismissal'),
    inFiction: true,
  },
  { id: 'joke', re: rx(String.raw`\bmdr\b`), keys: ['mdr'], effect: mark('joke'), inFiction: true },
  {
    id: 'refusal',
    re: rx(
      String.raw`\b(?:n appellerai|appellerai) (?:pas|jamais|personne)\b|\b(?:veux|vais|peux) (?:pas|plus) (?:appeler|telephoner|parler a (?:quelqu un|personne|un psy))\b|\bsert a rien (?:d appeler|de parler|vos numeros|tes numeros)\b|\b(?:vos|tes|ces) numeros${gap(2)} (?:sert|servent) a rien\b|\barretez? avec (?:tes|vos|ces) numeros\b|\bpas besoin (?:de|d) (?:numero|numeros|aide|psy)\b|\bpersonne ne peut m aider\b|\bj ai deja appele\b|\bje (?:ne )?veux (?:pas|plus) d aide\b|\blaissez? moi tranquille\b|\bje n appellerai\b`,
    ),
    keys: ['appel', 'telephon', 'parler', 'numero', 'aide', 'psy', 'tranquille'],
    effect: mark('refusal'),
    inFiction: true,
  },
  {
    id: 'grief_context',
    re: rx(
      String.raw`\b(?:enterrement|obseques|funerailles|ceremonie|eloge funebre|deces|decedee?)\b`,
    ),
    keys: ['enterrement', 'obseques', 'funerailles', 'ceremonie', 'eloge', 'deces', 'decede'],
    effect: mark('grief_context'),
    inFiction: true,
  },
  {
    id: 'benign_context',
    re: rx(
      String.raw`\b(?:demenag\w*|cartons|valises?|voyage|vacances|mariage|fete|soiree|rendez vous|anniversaire|examen|exam|finale|match|concert|spectacle|entretien|barbecue|diner|repas|invites|bapteme|pique nique|randonnee|rando|vue|bateau|croisiere|photos?|soleil|apero)\b`,
    ),
    keys: [
      'demenag',
      'carton',
      'valise',
      'voyage',
      'vacances',
      'mariage',
      'fete',
      'soiree',
      'rendez',
      'anniv',
      'exam',
      'finale',
      'match',
      'concert',
      'spectacle',
      'entretien',
      'barbecue',
      'diner',
      'repas',
      'invite',
      'bapteme',
      'pique',
      'rando',
      'vue',
      'bateau',
      'croisiere',
      'photo',
      'soleil',
      'apero',
    ],
    effect: mark('benign_context'),
    inFiction: true,
  },
];
