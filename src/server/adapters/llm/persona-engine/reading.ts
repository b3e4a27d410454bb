import {
  ASIDES,
  ASKED_CARD_INTROS,
  CARD_INTROS,
  FOLLOW_UP_CARD_INTROS,
  GENTLE_CARD_INTROS,
  GENTLE_INTERPRETATIONS,
  INTERPRETATIONS,
  NO_PROMISE,
  OPEN_CARD_ACKS,
  REMEMBERED,
  SPARE_QUESTIONS,
} from './phrases.js';
import { type SubjectMatch } from './subject.js';
import { MAJOR_ARCANA, type TarotCard } from './tarot.js';
import { capitalize, type Random, withDe } from './text.js';
import { GENERAL } from './themes.js';
import { type Writer } from './writer.js';

export interface ReadingPlan {
  match: SubjectMatch;
  /** A second subject of the same message, acknowledged in passing. */
  aside?: SubjectMatch | undefined;
  /** Sentences said first: a greeting, a short answer about Céleste herself. */
  opening: readonly string[];
  /** The subject comes from an earlier message: the new one named none. */
  remembered: boolean;
  /** Grief, illness, fear or sadness here or just before: soothing cards and gentler words. */
  heavy: boolean;
  /** The person asks what will happen: the reply says it promises nothing. */
  predictive: boolean;
  askedForCard: boolean;
  /** Cards already drawn in the conversation. */
  drawn: ReadonlySet<string>;
}

/**
 * A card not yet drawn in the conversation; for a heavy subject, only a soothing one. When
 * every allowed card has been drawn, one may come back.
 */
export function drawCard(random: Random, heavy: boolean, drawn: ReadonlySet<string>): TarotCard {
  const allowed = MAJOR_ARCANA.filter((card) => !heavy || card.tone === 'soothing');
  const fresh = allowed.filter((card) => !drawn.has(card.name));
  const pool = fresh.length > 0 ? fresh : allowed;
  return pool[Math.floor(random() * pool.length)]!;
}

/** Acknowledgement, card and interpretation, suggestion, question: one short paragraph each. */
export function reading(writer: Writer, plan: ReadingPlan): string[] {
  const { theme, sujet } = plan.match;
  const card = drawCard(writer.random, plan.heavy, plan.drawn);
  const values = {
    sujet,
    Sujet: capitalize(sujet),
    Domaine: capitalize(theme.domaine),
    carte: card.name,
    sens: card.meaning,
    conseil: card.advice,
    de_conseil: withDe(card.advice),
  };
  // An aside that repeats the subject ("la perte de votre mère", "votre mère") says nothing new.
  const aside =
    plan.aside &&
    !theme.overshadows &&
    !sujet.includes(plan.aside.sujet) &&
    !plan.aside.sujet.includes(sujet)
      ? ASIDES.map((text) => text.replace('{sujet}', plan.aside!.sujet))
      : [''];
  // A card asked for with nothing to read it on: say so rather than thank for a confidence.
  const open = plan.askedForCard && theme === GENERAL;
  const acks = open
    ? OPEN_CARD_ACKS
    : plan.remembered
      ? [...REMEMBERED, ...theme.acks]
      : theme.acks;
  const urgent = theme.cautionFirst && theme.caution ? [theme.caution] : [''];
  const welcome = writer.paragraph([[plan.opening.join(' ')], acks, aside, urgent], values);
  const intros = plan.heavy
    ? GENTLE_CARD_INTROS
    : plan.askedForCard && !open
      ? ASKED_CARD_INTROS
      : plan.remembered && plan.drawn.size > 0
        ? FOLLOW_UP_CARD_INTROS
        : CARD_INTROS;
  const interpretations = plan.heavy ? GENTLE_INTERPRETATIONS : INTERPRETATIONS;
  const caution =
    theme.caution && !theme.cautionFirst ? [theme.caution] : plan.predictive ? NO_PROMISE : [''];
  // Beside pain, who can really help (a doctor, a vet) comes before any advice of mine.
  const practical = theme.heavy ? [caution, theme.advice] : [theme.advice, caution];
  // A long conversation on one subject may use up its advice: general advice then takes over.
  const fallback = theme.heavy ? [caution, GENERAL.advice] : [GENERAL.advice, caution];
  return [
    welcome,
    writer.paragraph([intros, interpretations], values),
    writer.paragraph(practical, values) ?? writer.paragraph(fallback, values),
    question(writer, theme.questions, values),
  ].filter((paragraph): paragraph is string => Boolean(paragraph));
}

const LOWERED_SPARES = SPARE_QUESTIONS.map((text) => text.charAt(0).toLowerCase() + text.slice(1));

/** The one question a reply ends with: the subject's own if one is left, else a spare one. */
export function question(
  writer: Writer,
  questions: readonly string[],
  values: Readonly<Record<string, string>> = {},
): string {
  return (
    writer.paragraph([questions], values) ??
    writer.paragraph([SPARE_QUESTIONS]) ??
    // Beyond every spare one, an earlier question comes back in other words.
    writer.paragraph([['Pour continuer :', 'Et maintenant :', 'Dites-moi :'], LOWERED_SPARES]) ??
    SPARE_QUESTIONS[0]!
  );
}
