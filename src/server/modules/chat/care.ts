import {
  assessMessages,
  careReply,
  needsCare,
  WINDOW,
  type CareAssessment,
} from '#shared/care/index.js';
import { DAY } from '../../lib/clock.js';

/** How long a conversation stays in care mode after a care answer, at least (issue 10). */
export const CARE_MODE_MS = DAY;

/** The care layer's answer to a message, decided before any limit or quota. */
export interface CareDecision {
  assessment: CareAssessment;
  /** The fixed answer, written in full by the app (D15): never the model's, never charged. */
  text: string;
  /** The conversation was already in care mode: a follow-up, not a first alarm. */
  followUp: boolean;
  /**
   * The last messages show a danger: care mode starts, or runs for another
   * day from now. Follow-ups alone do not extend it, so it ends a day after
   * the last worrying message. Never for a minor with no sign of danger: they
   * get the minors' answer each time they say their age, not follow-ups
   * that ask about suicide.
   */
  startsCareMode: boolean;
  /** The conversation is in care mode after this message: help in view, no upsell. */
  careMode: boolean;
  /** The person's own words say they are a minor, not yet marked: the mark is stored. */
  marksMinor: boolean;
}

/** What a conversation's care state is read from: its latest messages and its care mode. */
export interface CareContext {
  /** The person's latest messages, oldest first (the new one is not among them). */
  recentUserMessages: string[];
  careUntil: Date | null;
  /** Care answers already given in this conversation: each next one picks other wordings. */
  careReplies: number;
  /**
   * The person said earlier they are a minor: they keep the minors' path for
   * the whole conversation, not only while their age is among the last messages.
   */
  minor: boolean;
}

const RANK: Record<CareAssessment['level'], number> = { none: 0, soft: 1, ideation: 2, acute: 3 };

/** The conversation is in care mode (D21): help in view, replies under the care brief. */
export const inCareMode = (careUntil: Date | null, now: Date) =>
  careUntil !== null && careUntil > now;

/**
 * Whether `content` gets the care layer's answer (ADR 011): read together
 * with the person's last messages, so a risk stated over two messages, or
 * right after a crisis, is not judged message by message. In care mode (D21)
 * the worrying message is still among those read, so only a message that
 * itself needs care, or that adds to the risk read (a higher level, another
 * kind of signal: « c'est pour ce soir » after the pills), gets the fixed
 * text again; « vous m'avez mal compris » or an ordinary question is left to
 * the model, under the care brief (null here).
 */
export function decideCare(context: CareContext, content: string, now: Date): CareDecision | null {
  const earlier = context.recentUserMessages.slice(-(WINDOW - 1));
  const read = assessMessages([...earlier, content]);
  const assessment = context.minor && !read.minor ? { ...read, minor: true } : read;
  const careMode = inCareMode(context.careUntil, now);
  if (!needsCare(assessment)) return null;
  const own = careMode ? assessMessages([content]) : read;
  // Turning help down right after a crisis, or taking the words back without another
  // meaning (« laisse tomber », « oublie »), gets the care layer's follow-up, which answers it.
  if (careMode && !assessment.minor && !needsCare(own) && !own.refusesHelp && !own.dismisses) {
    const before = assessMessages(earlier);
    const worse =
      RANK[read.level] > RANK[before.level] ||
      read.families.some((family) => !before.families.includes(family)) ||
      read.adjacent.some((danger) => !before.adjacent.includes(danger)) ||
      (read.otherAtRisk && !before.otherAtRisk);
    if (!worse) return null;
  }
  const danger =
    assessment.level !== 'none' || assessment.adjacent.length > 0 || assessment.otherAtRisk;
  return {
    assessment,
    followUp: careMode,
    startsCareMode: danger,
    careMode: careMode || danger,
    marksMinor: read.minor && !context.minor,
    text: careReply(assessment, { followUp: careMode, turn: context.careReplies }),
  };
}

/**
 * D21: in care mode, an ordinary message that a quota, a verification or a
 * limit would refuse gets the care layer's follow-up instead, free: no one
 * is refused or offered a plan in care mode (the client sends every message
 * then). Null outside care mode, where the refusal stands.
 */
export function careInsteadOfRefusal(
  context: CareContext,
  content: string,
  now: Date,
): CareDecision | null {
  if (!inCareMode(context.careUntil, now)) return null;
  const assessment = assessMessages([...context.recentUserMessages.slice(-(WINDOW - 1)), content]);
  return {
    assessment,
    followUp: true,
    startsCareMode: false,
    careMode: true,
    marksMinor: false,
    text: careReply(assessment, { followUp: true, turn: context.careReplies }),
  };
}

export const careModeUntil = (now: Date) => new Date(now.getTime() + CARE_MODE_MS);
