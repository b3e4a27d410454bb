/**
 * Someone else's words in quotation marks (ADR 011, 2026-11-27): « ma fille
 * m'a dit "je veux mourir" », « ma mère me répète "quand je serai morte…" ».
 * Inside the quote, « je » is the speaker, not the writer: the matcher reads
 * those sentences as someone else's (worry for them when they are close,
 * nothing otherwise). The writer quoting themself (« j'ai dit à ma mère "je
 * veux mourir" ») keeps their words.
 */
import { PERSON_NOUNS } from './lexicon.js';
import { normalizeSentences } from './normalize.js';

const QUOTE = /«([^«»]*)»|“([^“”]*)”|"([^"]*)"/g;
const SPEECH =
  /\b(?:dit|dis|disait|dira|repete|repetait|repetent|ecrit|ecrivait|raconte|racontait|lance|lancait|crie|criait|hurle|hurlait|menace|menacait|balance|sort|sortait|envoie|envoyait|envoye|texte|ajoute|ajoutait|jure|jurait|affirme|annonce)\b/g;
/** A speech verb among the first three words after a quote: « m'a dit ma fille ». */
const SPEECH_FIRST =
  /^(?:\S+ ){0,2}(?:dit|disait|repete|repetait|ecrit|raconte|lance|crie|criait|hurle|menace|ajoute|jure)\b/;
const WRITER = new Set(['je', 'j', 'moi', 'on', 'nous']);
const SOMEONE = new Set(['il', 'elle', 'ils', 'elles', 'lui', 'eux']);

/** Who speaks in a frame (« ma fille m'a dit », « m'a dit ma fille »): the subject around the verb. */
function speaker(frame: string, after: boolean): 'self' | 'other' | undefined {
  const verbs = [...frame.matchAll(SPEECH)];
  const verb = after ? verbs[0] : verbs.at(-1);
  if (!verb) return undefined;
  // Before a quote the subject precedes its verb; after it, it follows (« m'a dit ma fille », « dit-elle »).
  const words = after
    ? frame.slice(verb.index).split(' ')
    : frame
        .slice(0, verb.index)
        .slice(frame.slice(0, verb.index).lastIndexOf(',') + 1)
        .split(' ')
        .slice(-6);
  if (words.some((w) => WRITER.has(w))) return 'self';
  if (words.some((w) => SOMEONE.has(w) || PERSON_NOUNS.has(w))) return 'other';
  // « un inconnu m'a dit », « m'a écrit quelqu'un »: told to the writer, so by someone else.
  return 'other';
}

/** A frame that says the words are said again and again: a refrain, not news. */
const HABIT =
  /\b(?:toujours|sans arret|sans cesse|tout le temps|a chaque (?:repas|fois|visite|dispute|coup)|souvent|tous les jours|depuis (?:des annees|toujours))\b/;

export interface Reported {
  /** Per sentence: quoted words of someone else. */
  reported: boolean[];
  /** Per sentence: those words framed as a refrain (« ma grand-mère disait toujours "…" »). */
  refrains: boolean[];
}

/** Per sentence of `text` (as normalizeSentences splits it): quoted words of someone else. */
export function reportedSentences(text: string, count: number): Reported {
  const reported = new Array<boolean>(count).fill(false);
  const refrains = new Array<boolean>(count).fill(false);
  if (!/[«“"]/.test(text) || text.length > 20_000) return { reported, refrains };
  for (const m of text.matchAll(QUOTE)) {
    const before = normalizeSentences(text.slice(0, m.index));
    const quoted = normalizeSentences(m[1] ?? m[2] ?? m[3] ?? '').length;
    if (quoted === 0) continue;
    // The words before frame the quote only when it opens inside their sentence (« m'a dit : « … » »).
    const opensSentence = /(?:^|[.!?…\n])\s*$/.test(text.slice(0, m.index));
    const frameBefore = opensSentence ? '' : (before.at(-1) ?? '');
    const frameAfter = normalizeSentences(text.slice(m.index + m[0].length))[0] ?? '';
    // After the quote, the speech verb comes first (« m'a dit ma fille », « dit-elle »).
    const opening = frameAfter
      .replace(/^[ ,]+/, '')
      .split(' ')
      .slice(0, 6)
      .join(' ');
    const who =
      (frameBefore && speaker(frameBefore, false)) ||
      (SPEECH_FIRST.test(opening) ? speaker(opening, true) : undefined);
    if (who !== 'other') continue;
    const refrain = HABIT.test(frameBefore) || HABIT.test(opening);
    for (let i = before.length; i < Math.min(count, before.length + quoted); i++) {
      reported[i] = true;
      refrains[i] = refrain;
    }
  }
  return { reported, refrains };
}
