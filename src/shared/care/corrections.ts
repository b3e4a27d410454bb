/**
 * Suppressors that need the whole window, not one message (ADR 011,
 * 2026-11-27): the person's next words can say what the previous ones meant.
 *
 * - **A correction** right after a signal: the next sentence (often the next
 *   message) finishes an idiom (« je veux mourir » then « de honte 😂 »),
 *   says what was meant (« des réseaux sociaux, je veux dire », « mdr je
 *   parlais du film », « sur une île grecque, pas autre chose »), or turns
 *   back to the real question after a laugh (« je vais me pendre 😂 » then
 *   « non sérieux, c'est quoi le secret ? »). The signals of the sentence
 *   corrected (or of the whole previous message, when the correction opens
 *   a message) are set aside, and the model does not read it.
 * - **Recovery told over several messages**: « j'ai eu des idées noires
 *   l'hiver dernier » then « mais c'est fini », as `isRecoveredPast` does
 *   inside one message.
 *
 * What is never corrected: an acute signal (a substance taken, a rope hung:
 * no afterthought makes it safe to leave), a correction that itself carries
 * a signal or a cue of the writer's (« je veux dire, vraiment mourir »), and
 * a dismissal, which gives the words no other meaning (« laisse tomber »,
 * « oublie »): the risk stands, and care mode answers it.
 */
import { idiomAcross, isRecoveredPast } from './figurative.js';
import type { Hit, MessageReading } from './matcher.js';
import { DISMISSAL } from './rules-context.js';

/** Words that say what the previous words meant. */
const MEANT =
  /(?:\bje (?:veux|voulais) dire\b(?! (?:au revoir|adieu|bonjour|bonsoir|merci|pardon|quelque chose|a|aux|la verite|non|oui|ca|cela|ce que)\b)|\b(?:je parlais|je parle|je pensais|je pense) (?:de|du|des|d|a|au|aux)\b|\b(?<!pas )(?:c est|c etait) (?:juste|seulement|simplement) (?:que|qu|pour)\b|\bpas autre chose\b|\brien d autre\b|\b(?<!pas )au sens figure\b|\b(?<!pas )(?:une|c est une|c etait une) (?:facon|maniere) de parler\b|\b(?<!pas )(?:c est|c etait) une expression\b)/;
/** Insisting is the opposite of a correction: « ce n'est pas une façon de parler cette fois ». */
const EARNEST =
  /\b(?:pour de vrai|pour de bon|cette fois|je suis serieuse?|je ne plaisante pas|je plaisante pas|je rigole pas)\b/;
/** A denial may deny the other meaning (« ce n'est pas une expression »); an elaboration has none. */
const DENIES = /\b(?:(?:ne )?veux pas dire|n est pas|c est pas|ce n est pas)\b/;
const INSISTS = new RegExp(`${EARNEST.source}|${DENIES.source}`);
/** « quand je dis que je veux disparaître, c'est juste que… »: a correction inside the sentence. */
const SAYING = /\bquand (?:je dis|j ecris|je parle de)\b/;
/** After a laugh, a turn back to the real subject: the laugh was the point. */
const SERIOUSLY =
  /^(?:(?:non|bon|mais|ok|plus|bref) (?:, )?)?(?:serieux|serieusement)\b|^(?:blague|plaisanterie|humour) a part\b|^treve de plaisanteries?\b/;
/** A correction that names dying again is not one: « je veux dire, vraiment mourir ». */
const DEATH =
  /\b(?:mour\w*|meur\w*|mort\w*|suicid\w*|tuer|tue|crever|creve|en finir|vivre|vraiment)\b/;
const CONTINUES = /^(?:de|d|a|au|sous|dans|le|la|l) /;
/** A laugh then « blague à part » inside one sentence: what came before was the joke. */
const ASIDE =
  /\bmdr (?:, )?(?:(?:bon|non|mais) )?(?:(?:blague|plaisanterie|humour) a part|serieux|serieusement)\b/;
/**
 * « J'ai envie de disparaître. » then « Une semaine dans un monastère… » or
 * « Quitter Paris, ce job… »: the next words say how long or from what, so
 * the wish to vanish was a wish to get away.
 */
const ELABORATES =
  /^(?:juste |seulement )?(?:(?:une|un|deux|trois|quatre|quelques|\d+) (?:semaines?|jours?|mois|week end|weekends?|nuits?)\b|quitter (?!(?:ce monde|la vie|cette vie|cette terre|tout le monde)\b)[a-z]+|partir (?:a|en|au|aux|loin|pour)\b)/;
/**
 * « J'ai écrit une lettre d'adieu ce matin. » then « Enfin, mon personnage ! »:
 * the next message opens by saying whose words they were, a character's or a
 * story's. A letter is then a page of the story; a substance taken or a rope
 * hung is still never corrected.
 */
const REVEALED =
  /^(?:(?:enfin|non|pardon|oups|euh|bon|ah|attends|attendez|je precise|precision)(?: ,)? )*(?:c est |c etait |je parle de |je parlais de )?(?:pour |dans )?(?:mon|ma|le|la) (?:personnage|perso|heroine|heros|roman|scenario|nouvelle|court metrage|film|piece|bd|livre|narrateur|narratrice)\b/;
const fictionAct = (h: Hit) =>
  h.effect.kind === 'signal' && h.effect.family === 'farewell' && h.effect.ingestion !== true;
const disappearing = (h: Hit) =>
  h.effect.kind === 'signal' && h.effect.family === 'disappear' && !acute(h);
/**
 * A laugh and a no opening the next words (« mdr non c'est juste lundi »),
 * or a reassurance with its reason (« non non, rassurez-vous, c'est que
 * j'ai couru un semi-marathon »): the previous words were not meant.
 * A reassurance without a reason (« ne vous inquiétez pas, je ne ferai
 * rien ») corrects nothing: it is what a mask says too.
 */
const LAUGHED_OFF =
  /^(?:mdr|haha|hihi)(?: mdr)*(?: ,)? (?:non|nan)\b|^(?:non|nan)(?: non)*(?: ,)? (?:mdr|je rigole|je plaisante|je blague|c est une blague)\b/;
const REASSURED =
  /^(?:(?:non|nan)(?: non)* (?:, )?)?(?:rassurez vous|rassure toi|t inquiete|ne vous inquietez pas|ne t inquiete pas|pas d inquietude|pas de panique)\b/;
const GIVES_REASON =
  /\bc est (?:juste |seulement |simplement |surtout )?(?:que|qu|parce que|parce qu|a cause)\b/;
/** Filler that says nothing of what was meant. */
const FILLER = new Set(['mdr', 'lol', 'hein', 'enfin', 'ben', 'bah', 'bref', 'non', 'ouais', ',']);

const risky = (h: Hit) =>
  (h.effect.kind === 'signal' && h.about === 'self') || h.effect.kind === 'cue';
const acute = (h: Hit) => h.effect.kind === 'signal' && h.effect.strength === 'acute';
const settable = (h: Hit) => h.effect.kind === 'signal' || h.effect.kind === 'cue';

/** The correction names something: « je veux dire » alone means nothing yet. */
function saysWhat(sentence: string): boolean {
  const rest = sentence.replace(MEANT, ' ').split(' ');
  return rest.some((w) => w.length > 1 && !FILLER.has(w));
}

interface At {
  message: number;
  sentence: number;
  text: string;
}

/** The window's readings with the corrected and recovered signals set aside. */
export function applyWindowSuppressors(readings: readonly MessageReading[]): MessageReading[] {
  const flat: At[] = readings.flatMap((r, message) =>
    r.sentences.map((text, sentence) => ({ message, sentence, text })),
  );
  const hitsAt = (p: At) =>
    readings[p.message]?.hits.filter((h) => h.sentence === p.sentence) ?? [];
  const key = (message: number, sentence: number) => `${message}:${sentence}`;
  /** Sentences whose signals and cues are set aside, and that the model does not read. */
  const corrected = new Set<string>();
  /** Single hits set aside (a correction inside their own sentence). */
  const dropped = new Set<Hit>();

  for (let k = 0; k < flat.length; k++) {
    const here = flat[k] as At;
    const own = hitsAt(here);
    // Inside one sentence: « quand je dis que je veux disparaître, c'est juste que… ».
    if (SAYING.test(here.text) && MEANT.test(here.text) && !INSISTS.test(here.text)) {
      for (const h of own) {
        const before = here.text.slice(0, h.offset);
        const after = here.text.slice(h.offset + h.text.length);
        if (settable(h) && !acute(h) && SAYING.test(before) && MEANT.test(after)) dropped.add(h);
      }
    }
    const aside = ASIDE.exec(here.text);
    if (aside && !own.some((h) => risky(h) && h.offset > aside.index)) {
      for (const h of own) if (settable(h) && !acute(h) && h.offset < aside.index) dropped.add(h);
    }
    if (k === 0) continue;
    if (own.some(risky) || DISMISSAL.test(here.text) || EARNEST.test(here.text)) continue;
    const denies = DENIES.test(here.text);
    const previous = flat[k - 1] as At;
    // An idiom's second half opens with its preposition (« de honte », « à la tâche »): a cheap
    // test first, the idioms' regex only then (it is long, and long messages have many sentences).
    const across = CONTINUES.test(here.text) && idiomAcross(previous.text, here.text);
    if (DEATH.test(here.text) && !across) continue;
    const opensMessage = here.sentence === 0;
    let targets: At[] = [];
    if (opensMessage && REVEALED.test(here.text)) {
      const told = flat.filter((p) => p.message === previous.message);
      if (told.every((p) => hitsAt(p).every((h) => !acute(h) || fictionAct(h))))
        for (const p of told) corrected.add(key(p.message, p.sentence));
      continue;
    }
    if (across && !denies) targets = [previous];
    else if (!denies && MEANT.test(here.text) && saysWhat(here.text))
      targets = opensMessage ? flat.filter((p) => p.message === previous.message) : [previous];
    else if (
      !denies &&
      (LAUGHED_OFF.test(here.text) ||
        (REASSURED.test(here.text) && GIVES_REASON.test(here.text))) &&
      saysWhat(here.text.replace(LAUGHED_OFF, ' '))
    )
      targets = opensMessage ? flat.filter((p) => p.message === previous.message) : [previous];
    else if (ELABORATES.test(here.text)) {
      const before = hitsAt(previous).filter(risky);
      if (before.length > 0 && before.every(disappearing)) targets = [previous];
    } else if (
      !denies &&
      SERIOUSLY.test(here.text) &&
      hitsAt(previous).some((h) => h.effect.kind === 'mark' && h.effect.mark === 'joke')
    )
      targets = [previous];
    if (targets.some((p) => hitsAt(p).some(acute))) continue;
    for (const p of targets) corrected.add(key(p.message, p.sentence));
  }

  // Recovery told over several messages (one message is the matcher's own check).
  const window = readings.length > 1 ? flat.map((p) => p.text).join(' | ') : '';

  return readings.map((r, message) => {
    const setAside = (h: Hit): boolean => {
      if (dropped.has(h)) return true;
      if (corrected.has(key(message, h.sentence))) return settable(h);
      return (
        window !== '' &&
        h.effect.kind === 'signal' &&
        h.about === 'self' &&
        isRecoveredPast(r.sentences[h.sentence] ?? '', window)
      );
    };
    const touched = r.sentences.some((_, s) => corrected.has(key(message, s)));
    if (!touched && !r.hits.some(setAside)) return r;
    const suppressed = [...r.suppressed];
    const hits = r.hits.filter((h) => {
      if (!setAside(h)) return true;
      suppressed[h.sentence] = true;
      return false;
    });
    r.sentences.forEach((_, s) => {
      if (corrected.has(key(message, s))) suppressed[s] = true;
    });
    return { ...r, hits, suppressed };
  });
}
