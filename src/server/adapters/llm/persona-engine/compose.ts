import { type ChatTurn } from '../llm.js';
import {
  carefulReply,
  correctionReply,
  directiveReply,
  foreignReply,
  gentleReply,
  type GentleContext,
  insultReply,
  priceReply,
  selfReply,
  smallTalkReply,
  whyCardReply,
} from './answers.js';
import { directiveOf } from './directives.js';
import {
  asksAboutANamedCard,
  asksAboutTheFuture,
  asksForACard,
  asksForTheBalance,
  asksHowIAm,
  asksWhyThisCard,
  isCorrection,
  isInsult,
  isPriceQuestion,
  salutationOf,
  selfQuestionOf,
  smallTalkOf,
} from './intents.js';
import { foreignLanguageOf } from './language.js';
import {
  drawnCards,
  lastReading,
  recentlyHeavy,
  remember,
  rememberedSubject,
  type Memory,
} from './memory.js';
import { SALUTED } from './phrases.js';
import { PRESENCE } from './phrases-care.js';
import { SELF_IN_BRIEF } from './phrases-self.js';
import { reading } from './reading.js';
import { rankSubjects } from './subject.js';
import { cardNamedIn } from './tarot.js';
import { fnv1a, mulberry32, wordsOf } from './text.js';
import { AVENIR } from './themes-life.js';
import { GENERAL } from './themes.js';
import { createWriter, type Writer } from './writer.js';

export interface ComposeOptions {
  /** The care layer saw distress: no card at all, a gentle reply (see GenerateRequest). */
  gentle?: boolean;
}

/**
 * What the message asks decides the kind of reply, in this order: care first, then what
 * must not get a card (another language, rudeness, a question about a card, about Céleste,
 * about prices, a professional's decision, small talk), and otherwise a reading.
 */
function paragraphsFor(
  writer: Writer,
  memory: Memory,
  history: readonly ChatTurn[],
  options: ComposeOptions,
): string[] {
  const { message } = memory;
  const self = selfQuestionOf(message);
  const foreign = foreignLanguageOf(message);
  const askedForCard = asksForACard(message);
  if (options.gentle) return carefulParagraphs(writer, memory, { self, askedForCard, foreign });
  if (foreign) return foreignReply(writer, foreign);
  if (isInsult(message)) return insultReply(writer);

  const drawn = drawnCards(memory);
  const aboutACard = cardQuestion(writer, memory, history, drawn);
  if (aboutACard) return aboutACard;

  const salutation = salutationOf(message);
  const [primary, aside] = rankSubjects(message);
  const opening = salutation ? [writer.pick(SALUTED, { salutation })] : [];
  // « Es-tu une vraie voyante ? Vois-tu mon avenir ? » is about Céleste, not a future to read,
  // and « je t’aime » is said to her, not about a couple.
  const readingToo = primary && primary.theme !== AVENIR && self !== 'personal';
  if (self && !readingToo) return selfReply(writer, self, salutation);
  if (self) opening.push(writer.pick(SELF_IN_BRIEF[self]));
  else {
    const answer = answerWithoutACard(writer, memory, salutation);
    if (answer) return answer;
  }

  const remembered = primary ? undefined : rememberedSubject(memory);
  return reading(writer, {
    match: primary ?? remembered ?? { theme: GENERAL, score: 0, sujet: GENERAL.sujet },
    aside,
    opening,
    remembered: remembered !== undefined,
    heavy: recentlyHeavy(memory) || (remembered?.theme.heavy ?? false),
    predictive: asksAboutTheFuture(message),
    askedForCard,
    drawn,
  });
}

/**
 * Care mode (D21): messages that show distress never reach the engine (the
 * care layer answers them), so what comes is answered as such: a correction
 * with an apology, a professional's question with its limits, a heavy
 * subject, small talk or a request for a card with presence, anything else
 * as a question, but never with a card or a prediction.
 */
function carefulParagraphs(writer: Writer, memory: Memory, context: GentleContext): string[] {
  const { message } = memory;
  if (isCorrection(message)) return correctionReply(writer);
  const directive = directiveOf(message);
  if (directive) return directiveReply(writer, directive);
  const [primary] = rankSubjects(message);
  const heavy = primary?.theme.heavy ?? false;
  if (context.self || context.foreign || context.askedForCard || heavy || smallTalkOf(message))
    return gentleReply(writer, context);
  return carefulReply(writer, primary?.sujet);
}

/** « Pourquoi cette carte ? », or a question about a card named in words. */
function cardQuestion(
  writer: Writer,
  memory: Memory,
  history: readonly ChatTurn[],
  drawn: ReadonlySet<string>,
): string[] | undefined {
  const { message } = memory;
  const named = asksAboutANamedCard(message) ? cardNamedIn(message.spoken) : undefined;
  // « La Lune » or « le Monde » are also everyday words: a card is meant when it was drawn,
  // when a card is mentioned, or when the message is only the question about it.
  const meant =
    named &&
    (drawn.has(named.name) ||
      /\b(?:carte|lame|arcane)\b/.test(message.spoken) ||
      wordsOf(message).length <= 7);
  if (!asksWhyThisCard(message) && !meant) return undefined;
  const last = lastReading(history);
  const card = named ?? last?.card;
  const recalled = card !== undefined && drawn.has(card.name);
  const subject = recalled && card === last?.card ? last.subject : rememberedSubject(memory);
  return whyCardReply(writer, card, recalled, subject);
}

/** Prices, a professional's decision, small talk: answered without a card. */
function answerWithoutACard(
  writer: Writer,
  memory: Memory,
  salutation: string | undefined,
): string[] | undefined {
  const { message } = memory;
  if (isPriceQuestion(message)) return priceReply(writer, salutation, asksForTheBalance(message));
  const directive = directiveOf(message);
  if (directive) return directiveReply(writer, directive);
  const talk = smallTalkOf(message);
  const underway = memory.earlierReplies.length > 0;
  // « oui », « ok » with nothing said before: there is nothing yet to read.
  if (talk === 'yes' && !rememberedSubject(memory) && !offeredACard(memory))
    return smallTalkReply(writer, 'ok', { salutation, asksHowIAm: false, underway });
  if (talk && talk !== 'yes')
    return smallTalkReply(writer, talk, { salutation, asksHowIAm: asksHowIAm(message), underway });
  return undefined;
}

/** The last reply ended by offering a card: a « oui » accepts it. */
const offeredACard = (memory: Memory) =>
  /carte[^?]*\?\s*$/.test(memory.earlierReplies.at(-1) ?? '');

/**
 * A short reply asked again and again (« merci », « bonjour ») can use up its own words, and a
 * paragraph is never written twice: two sentences of presence then keep it at two paragraphs.
 */
function withPresence(writer: Writer, paragraphs: string[]): string[] {
  if (paragraphs.length >= 2) return paragraphs;
  const presence = writer.paragraph(PRESENCE);
  if (!presence) return paragraphs;
  const ends = paragraphs.at(-1)?.endsWith('?');
  return ends
    ? [...paragraphs.slice(0, -1), presence, paragraphs.at(-1)!]
    : [...paragraphs, presence];
}

/**
 * The whole reply for a conversation ending with the person's message. The same conversation
 * (and options) always gives the same text: choices come from a PRNG seeded by the history.
 */
export function composePersonaReply(
  history: readonly ChatTurn[],
  options: ComposeOptions = {},
): string {
  const random = mulberry32(
    fnv1a(history.map((turn) => `${turn.role}:${turn.content}`).join('\n')),
  );
  const memory = remember(history);
  const writer = createWriter(random, memory.earlierReplies);
  return withPresence(writer, paragraphsFor(writer, memory, history, options)).join('\n\n');
}
