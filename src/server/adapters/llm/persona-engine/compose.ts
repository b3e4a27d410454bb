import { AI_DISCLOSURE } from '../../../../shared/persona.js';
import { type ChatTurn } from '../llm.js';
import {
  AI_INVITATIONS,
  AI_LIMITS,
  AI_NATURE,
  AI_OPENINGS,
  AI_QUESTION,
  ASIDES,
  CARD_INTROS,
  GREETING,
  GREETING_PREFIX,
  INTERPRETATIONS,
  NO_PROMISE,
  PREDICTION,
  REMEMBERED,
  THANKS,
  THANKS_QUESTIONS,
  THANKS_REPLIES,
  WELCOME_LIMITS,
  WELCOME_QUESTIONS,
  WELCOMES,
} from './phrases.js';
import { MAJOR_ARCANA, type TarotCard } from './tarot.js';
import { GENERAL, THEMES, type Theme } from './themes.js';

type Random = () => number;

interface Message {
  original: string;
  /** Lower case, no accents, punctuation as spaces: same length as `original`, so matches map back to the person's words. */
  folded: string;
}

interface ThemeMatch {
  theme: Theme;
  score: number;
  sujet: string;
}

function readMessage(text: string): Message {
  const original = text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae');
  let folded = '';
  for (let i = 0; i < original.length; i += 1) {
    const base = original.charAt(i).toLowerCase().normalize('NFD').charAt(0);
    folded += /[a-z0-9]/.test(base) ? base : ' ';
  }
  return { original, folded };
}

/** FNV-1a: a tiny, stable hash to seed the choices from the conversation. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded PRNG, so replies never depend on Math.random. */
function mulberry32(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('persona engine: nothing to pick from');
  return item;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`persona engine: no value for {${key}}`);
    return value;
  });
}

/** "de" before an infinitive phrase, elided before a vowel. */
const withDe = (phrase: string) =>
  /^[aeiouyhéèêàâîôû]/i.test(phrase) ? `d’${phrase}` : `de ${phrase}`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "mes parents" becomes "vos parents", keeping the person's own spelling of the noun. */
function reflect(owned: RegExpExecArray, message: Message, reflection = '{nom}'): string {
  const [, determiner = '', noun = ''] = owned;
  const start = owned.index + determiner.length + 1;
  const word = message.original.slice(start, start + noun.length).toLowerCase();
  return fill(reflection, { nom: `${determiner === 'mes' ? 'vos' : 'votre'} ${word}` });
}

function matchTheme(theme: Theme, message: Message): ThemeMatch | undefined {
  const owned = theme.nouns.exec(message.folded);
  const cues = theme.cues.filter(([pattern]) => pattern.test(message.folded));
  if (theme.grief && cues.length === 0) return undefined;
  // Naming "mon patron" or "ma femme" says more than a passing word.
  const score = ((owned ? 2 : 0) + cues.length) * (theme.grief ? 10 : 1);
  if (score === 0) return undefined;
  const sujet = owned ? reflect(owned, message, theme.reflection) : (cues[0]?.[1] ?? theme.sujet);
  return { theme, score, sujet };
}

/** Best first; the sort is stable, so THEMES order breaks ties. */
function rankThemes(message: Message): ThemeMatch[] {
  return THEMES.flatMap((theme) => matchTheme(theme, message) ?? []).sort(
    (a, b) => b.score - a.score,
  );
}

/** When the last message names no subject ("et ensuite ?"), the latest earlier one that did. */
function rememberedTheme(history: readonly ChatTurn[]): ThemeMatch | undefined {
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(0, -1)
    .reverse();
  for (const turn of earlier) {
    const [best] = rankThemes(readMessage(turn.content));
    if (best) return best;
  }
  return undefined;
}

function salutationOf(message: Message): string | undefined {
  const greeting = GREETING.exec(message.folded)?.[1];
  if (!greeting) return undefined;
  return greeting === 'bonsoir' ? 'Bonsoir' : 'Bonjour';
}

function quoteOf(message: Message): string | undefined {
  const text = message.original
    .replace(/[*_`#<>[\]|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(GREETING_PREFIX, '');
  // Long messages are reflected through their subject instead of quoted.
  if (text.length < 3 || text.length > 110) return undefined;
  const closing = /[.!?…]$/.test(text) ? '' : '.';
  return text.includes('?')
    ? `Vous me demandez : « ${text} »${closing}`
    : `Vous m’écrivez : « ${text} »${closing}`;
}

/** Another card than the one drawn just before, so a follow-up gets a new light. */
function drawCard(random: Random, previousReply: string): TarotCard {
  const start = Math.floor(random() * MAJOR_ARCANA.length);
  const order = [...MAJOR_ARCANA.slice(start), ...MAJOR_ARCANA.slice(0, start)];
  return (
    order.find((card) => !previousReply.includes(`**${card.name}**`)) ?? pick(random, MAJOR_ARCANA)
  );
}

interface ReadingContext {
  match: ThemeMatch;
  aside: ThemeMatch | undefined;
  opening: readonly string[];
  predictive: boolean;
  previousReply: string;
}

/** Acknowledgement, card and interpretation, suggestion, question: one paragraph each. */
function reading(random: Random, context: ReadingContext): string[] {
  const { theme, sujet } = context.match;
  const card = drawCard(random, context.previousReply);
  const values = {
    sujet,
    Domaine: capitalize(theme.domaine),
    carte: card.name,
    sens: card.meaning,
    conseil: card.advice,
    de_conseil: withDe(card.advice),
  };
  const welcome = [...context.opening, fill(pick(random, theme.acks), values)];
  // An aside that repeats the subject ("la perte de votre mère", "votre mère") says nothing new.
  if (context.aside && !sujet.includes(context.aside.sujet))
    welcome.push(fill(pick(random, ASIDES), { sujet: context.aside.sujet }));
  const caution = theme.caution ?? (context.predictive ? NO_PROMISE : undefined);
  return [
    welcome.join(' '),
    `${fill(pick(random, CARD_INTROS), values)} ${fill(pick(random, INTERPRETATIONS), values)}`,
    [pick(random, theme.advice), caution].filter((part) => part !== undefined).join(' '),
    pick(random, theme.questions),
  ];
}

function aiParagraphs(random: Random, salutation: string | undefined): string[] {
  const first = [pick(random, AI_OPENINGS), AI_DISCLOSURE, pick(random, AI_NATURE)];
  if (salutation) first.unshift(`${salutation} !`);
  return [first.join(' '), pick(random, AI_LIMITS)];
}

function welcomeParagraphs(random: Random, salutation: string): string[] {
  return [
    `${salutation}, et bienvenue. ${pick(random, WELCOMES)}`,
    WELCOME_LIMITS,
    pick(random, WELCOME_QUESTIONS),
  ];
}

function paragraphsFor(random: Random, message: Message, history: readonly ChatTurn[]): string[] {
  const salutation = salutationOf(message);
  const asksAboutAi = AI_QUESTION.some((pattern) => pattern.test(message.folded));
  const [primary, aside] = rankThemes(message);
  const aiAnswer = asksAboutAi ? aiParagraphs(random, salutation) : [];
  if (!primary) {
    if (asksAboutAi) return [...aiAnswer, pick(random, AI_INVITATIONS)];
    if (salutation) return welcomeParagraphs(random, salutation);
    if (THANKS.test(message.folded))
      return [pick(random, THANKS_REPLIES), pick(random, THANKS_QUESTIONS)];
  }
  const remembered = primary ? undefined : rememberedTheme(history);
  const opening = asksAboutAi
    ? []
    : [
        salutation && `${salutation} !`,
        remembered ? fill(pick(random, REMEMBERED), { sujet: remembered.sujet }) : quoteOf(message),
      ].filter((part): part is string => Boolean(part));
  const match = primary ?? remembered ?? { theme: GENERAL, score: 0, sujet: GENERAL.sujet };
  const previousReply = history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
  const predictive = PREDICTION.test(message.folded);
  return [...aiAnswer, ...reading(random, { match, aside, opening, predictive, previousReply })];
}

/** The whole reply for a conversation ending with the person's message; the same conversation gives the same text. */
export function composePersonaReply(history: readonly ChatTurn[]): string {
  const random = mulberry32(
    fnv1a(history.map((turn) => `${turn.role}:${turn.content}`).join('\n')),
  );
  const message = readMessage(history.findLast((turn) => turn.role === 'user')?.content ?? '');
  return paragraphsFor(random, message, history).join('\n\n');
}
