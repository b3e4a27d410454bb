import { fill, type Message } from './text.js';
import { THEMES, type Theme } from './themes.js';

/** A subject recognised in a message, and how to name it back without quoting the person. */
export interface SubjectMatch {
  theme: Theme;
  score: number;
  /** A short neutral reformulation: "votre couple", "la perte de votre père". */
  sujet: string;
}

/** "mes parents" becomes "vos parents", keeping the person's own spelling of the noun. */
function reflect(owned: RegExpExecArray, message: Message, reflection = '{nom}'): string {
  const [, determiner = '', noun = ''] = owned;
  const start = owned.index + determiner.length + 1;
  const word = message.original.slice(start, start + noun.length).toLowerCase();
  return fill(reflection, { nom: `${determiner === 'mes' ? 'vos' : 'votre'} ${word}` });
}

function matchTheme(theme: Theme, message: Message): SubjectMatch | undefined {
  const owned = theme.nouns.exec(message.folded);
  const cues = theme.cues.filter(([pattern]) => pattern.test(message.folded));
  if (theme.needs === 'cue' && cues.length === 0) return undefined;
  if (theme.needs === 'noun-and-cue' && (!owned || cues.length === 0)) return undefined;
  // Naming "mon patron" or "ma femme" says more than a passing word.
  const score = ((owned ? 2 : 0) + cues.length) * (theme.weight ?? 1);
  if (score === 0) return undefined;
  const sujet = owned ? reflect(owned, message, theme.reflection) : (cues[0]?.[1] ?? theme.sujet);
  return { theme, score, sujet };
}

/** Best first; the sort is stable, so THEMES order breaks ties. */
export function rankSubjects(message: Message): SubjectMatch[] {
  return THEMES.flatMap((theme) => matchTheme(theme, message) ?? []).sort(
    (a, b) => b.score - a.score,
  );
}

/** Grief, illness, fear, sadness said in so many words, whatever subject carries them. */
const HEAVY_WORDS =
  /\b(?:triste\w*|pleur\w*|deprim\w*|depression|angoiss\w*|anxi\w*|peurs?|inquiet\w*|malade|maladie|cancer|tumeur|hopital|deuil|deces|decede\w*|enterrement|enterree?s?|obseques|mort|morte|souffr\w*|seule?|solitude|chagrin|douleurs?|epuise\w*|desespoir|desespere\w*|detresse|vide|a bout|en peux plus|fausse couche|bebe|enceinte|grossesse|fertilite|pma|fiv|coeur serre|coeur lourd|vire|viree|degoute\w*|fin de vie|desempare\w*|perdue?|stresse\w*|licencie\w*|inutile|ne sais (?:plus|pas) quoi faire|sais pas quoi faire|malheur\w*|rupture|separation|separes?|divorce\w*|quittee?|trompee?|trahie?|manque\w*|revenir|reviendr\w*|revienne)\b/;

/** True when a message speaks of something painful: its reading then draws only soothing cards. */
export function isHeavy(message: Message): boolean {
  return (
    HEAVY_WORDS.test(message.spoken) || rankSubjects(message).some((match) => match.theme.heavy)
  );
}
