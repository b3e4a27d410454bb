import { type Directive } from './directives.js';
import { type SelfQuestion, type SmallTalk } from './intents.js';
import { type ForeignLanguage, IN_FRENCH_ONLY } from './language.js';
import { CAREFUL, DIRECTIVES, FOREIGN, GENTLE, INSULT, PRICE, SMALL_TALK } from './phrases-care.js';
import { SELF_ANSWERS, SELF_IN_BRIEF, WHY_CARD } from './phrases-self.js';
import { type SubjectMatch } from './subject.js';
import { type TarotCard } from './tarot.js';
import { question } from './reading.js';
import { type Writer } from './writer.js';

// Replies without a card. Each returns its paragraphs, the last one being the single question
// (a goodbye excepted); a paragraph already written in the conversation is never written again.

const present = (paragraphs: ReadonlyArray<string | undefined>): string[] =>
  paragraphs.filter((paragraph): paragraph is string => Boolean(paragraph));

const opening = (salutation: string | undefined) => [salutation ? `${salutation}.` : ''];

export interface GentleContext {
  self: SelfQuestion | undefined;
  askedForCard: boolean;
  foreign: ForeignLanguage | undefined;
}

/** The care layer saw distress: presence, people to talk to, a kind question; never a card. */
export function gentleReply(writer: Writer, context: GentleContext): string[] {
  const first = [
    context.foreign ? [`${FOREIGN.notes[0]} *${IN_FRENCH_ONLY[context.foreign]}*`] : [''],
    GENTLE.acks,
    context.self ? SELF_IN_BRIEF[context.self] : [''],
    context.askedForCard ? GENTLE.noCard : [''],
  ];
  return present([
    writer.paragraph(first),
    writer.paragraph([GENTLE.people, GENTLE.lifeline]),
    question(writer, GENTLE.questions),
  ]);
}

/** Care mode (D21): « vous m’avez mal compris » is taken as a correction, with an apology. */
export const correctionReply = (writer: Writer): string[] =>
  present([
    writer.paragraph([CAREFUL.sorry, CAREFUL.careful]),
    question(writer, CAREFUL.corrected),
  ]);

/**
 * Care mode (D21): an ordinary question, answered as one, without a card or
 * a prediction; `sujet` is what it is about, when the engine knows.
 */
export function carefulReply(writer: Writer, sujet: string | undefined): string[] {
  const values: Record<string, string> = sujet ? { sujet } : {};
  return present([
    writer.paragraph([sujet ? CAREFUL.subject : CAREFUL.anything, CAREFUL.noReading], values),
    question(writer, sujet ? CAREFUL.questions : CAREFUL.anyQuestions, values),
  ]);
}

export const foreignReply = (writer: Writer, language: ForeignLanguage): string[] =>
  present([
    writer.paragraph([FOREIGN.notes, [`*${IN_FRENCH_ONLY[language]}*`]]),
    writer.paragraph([FOREIGN.about]),
    question(writer, FOREIGN.questions),
  ]);

export const insultReply = (writer: Writer): string[] =>
  present([writer.paragraph([INSULT.acks, INSULT.boundaries]), question(writer, INSULT.questions)]);

export const priceReply = (
  writer: Writer,
  salutation: string | undefined,
  balance: boolean,
): string[] =>
  present([
    writer.paragraph([opening(salutation), balance ? PRICE.balance : PRICE.answers]),
    writer.paragraph([PRICE.noPressure]),
    question(writer, PRICE.questions),
  ]);

export function directiveReply(writer: Writer, directive: Directive): string[] {
  const answer = DIRECTIVES[directive];
  return present([
    writer.paragraph([answer.acks, answer.limits]),
    writer.paragraph([answer.offers]),
    question(writer, answer.questions),
  ]);
}

export const selfReply = (
  writer: Writer,
  self: SelfQuestion,
  salutation: string | undefined,
): string[] =>
  present([
    writer.paragraph([opening(salutation), ...SELF_ANSWERS[self].answer]),
    writer.paragraph([SELF_ANSWERS[self].offer]),
    question(writer, SELF_ANSWERS[self].questions),
  ]);

/**
 * « Pourquoi cette carte ? »: what the card shows and means, that it was drawn at random by
 * a program with no gift, and how it may serve as a reflection on the subject, not a forecast.
 */
export function whyCardReply(
  writer: Writer,
  card: TarotCard | undefined,
  recalled: boolean,
  subject: SubjectMatch | undefined,
): string[] {
  if (!card)
    return present([writer.paragraph([WHY_CARD.none]), question(writer, WHY_CARD.noneQuestions)]);
  const values = {
    carte: card.name,
    symbole: card.symbol,
    sens: card.meaning,
    conseil: card.advice,
    sujet: subject?.sujet ?? 'ce que vous traversez',
  };
  return present([
    writer.paragraph([recalled ? WHY_CARD.recall : WHY_CARD.named], values),
    writer.paragraph([WHY_CARD.why, WHY_CARD.link], values),
    question(writer, WHY_CARD.questions, values),
  ]);
}

export interface SmallTalkContext {
  salutation: string | undefined;
  asksHowIAm: boolean;
  /** The conversation already has replies: a greeting is a return, not a welcome. */
  underway: boolean;
}

export function smallTalkReply(
  writer: Writer,
  /** `ok`: a « oui » with nothing said before it, so nothing yet to go on with. */
  kind: Exclude<SmallTalk, 'yes'> | 'ok',
  context: SmallTalkContext,
): string[] {
  switch (kind) {
    case 'greeting':
      return present([
        writer.paragraph(
          [
            context.underway ? SMALL_TALK.welcomesBack : SMALL_TALK.welcomes,
            context.asksHowIAm ? SMALL_TALK.howAmI : [''],
          ],
          { salutation: context.salutation ?? 'Bonjour' },
        ),
        writer.paragraph([SMALL_TALK.welcomeLimits]),
        question(writer, SMALL_TALK.welcomeQuestions),
      ]);
    case 'thanks':
      return present([
        writer.paragraph([SMALL_TALK.thanks]),
        question(writer, SMALL_TALK.thanksQuestions),
      ]);
    case 'goodbye':
      return present([
        writer.paragraph([SMALL_TALK.goodbyes]),
        writer.paragraph([SMALL_TALK.wishes]),
      ]);
    case 'ok':
      return present([
        writer.paragraph([SMALL_TALK.acknowledgements]),
        question(writer, SMALL_TALK.welcomeQuestions),
      ]);
    case 'no':
      return present([
        writer.paragraph([SMALL_TALK.declines]),
        question(writer, SMALL_TALK.declineQuestions),
      ]);
  }
}
