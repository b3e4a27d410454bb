import {
  assessMessages,
  careReply,
  needsCare,
  WINDOW,
  type CareAssessment,
} from '../../../shared/care/index.js';
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

/**
 * Whether `content` gets the care layer's answer (ADR 011): read together
 * with the person's last messages, so a risk stated over two messages, or
 * right after a crisis, is not judged message by message; and always while
 * the conversation is in care mode.
 */
export function decideCare(context: CareContext, content: string, now: Date): CareDecision | null {
  const read = assessMessages([...context.recentUserMessages.slice(-(WINDOW - 1)), content]);
  const assessment = context.minor && !read.minor ? { ...read, minor: true } : read;
  const inCareMode = context.careUntil !== null && context.careUntil > now;
  if (!needsCare(assessment) && !inCareMode) return null;
  const danger =
    assessment.level !== 'none' || assessment.adjacent.length > 0 || assessment.otherAtRisk;
  return {
    assessment,
    followUp: inCareMode,
    startsCareMode: danger,
    careMode: inCareMode || danger,
    marksMinor: read.minor && !context.minor,
    text: careReply(assessment, { followUp: inCareMode, turn: context.careReplies }),
  };
}

export const careModeUntil = (now: Date) => new Date(now.getTime() + CARE_MODE_MS);
