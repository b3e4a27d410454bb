/**
 * Builds the fixed care answer from texts.ts: the most urgent situation
 * speaks first (an acute risk, then danger from others, then ideation),
 * the help lines follow, and the answer always ends with a question and
 * « Si je vous ai mal compris, dites-le-moi. »
 */
import { helpLinesFor } from './help-lines.js';
import {
  ADVICE,
  AI_LIMIT,
  AI_LIMIT_FOLLOW_UP,
  AI_LIMIT_FOLLOW_UP_OTHER,
  CLOSING,
  LINE_TEXT,
  OPENING,
  QUESTION,
  URGENT,
  type Variants,
} from './texts.js';
import type { CareAssessment } from './types.js';

export interface ReplyContext {
  /** The conversation is already in care mode (a crisis was detected earlier). */
  followUp: boolean;
  /** 0, 1, 2… for consecutive replies: each picks other wordings than the one before. */
  turn: number;
}

export function careReply(a: CareAssessment, context: ReplyContext): string {
  const turn = Math.max(0, Math.floor(context.turn));
  const pick = (v: Variants): string => v[turn % v.length] ?? v[0];
  const paragraphs: string[] = [];
  const selfRisk = a.level !== 'none';
  const childIsMe = a.adjacent.includes('child_danger') && a.minor;

  // 1. Acknowledge, naming the most urgent situation.
  if (context.followUp) paragraphs.push(pick(a.refusesHelp ? OPENING.refusal : OPENING.followUp));
  else paragraphs.push(pick(openingFor(a, childIsMe)));
  if (a.adjacent.length > 0 && (a.level === 'soft' || a.level === 'ideation')) {
    paragraphs.push(pick(OPENING.alsoYou));
  }

  // 2. What to do right now.
  if (a.level === 'acute') {
    paragraphs.push(
      pick(a.ingestion ? URGENT.ingestion : a.bleeding ? URGENT.callMedical : URGENT.call),
    );
  }
  if (a.bleeding) paragraphs.push(pick(URGENT.wound));

  // 3. The person's situation: under 18, danger from others, worry for someone.
  if (a.minor) paragraphs.push(pick(ADVICE.minor));
  if (a.adjacent.includes('partner_violence')) paragraphs.push(pick(ADVICE.partner));
  if (a.adjacent.includes('child_danger'))
    paragraphs.push(pick(childIsMe ? ADVICE.childIsMe : ADVICE.child));
  if (a.adjacent.includes('cyber_harassment')) paragraphs.push(pick(ADVICE.cyber));
  if (a.otherAtRisk) paragraphs.push(pick(ADVICE.otherAtRisk));

  // 4. An AI cannot intervene; who can.
  // Worry for someone else, and nothing of the writer's: the answer is for the person who worries.
  const forARelative = a.otherAtRisk && !selfRisk && a.adjacent.length === 0 && !a.minor;
  if (context.followUp) {
    paragraphs.push(pick(forARelative ? AI_LIMIT_FOLLOW_UP_OTHER : AI_LIMIT_FOLLOW_UP));
    paragraphs.push(pick(a.minor ? ADVICE.writeInsteadYoung : ADVICE.writeInstead));
  } else {
    const lines =
      helpLinesFor(a).length > 0 ? helpLinesFor(a) : helpLinesFor({ ...a, level: 'soft' });
    paragraphs.push([pick(AI_LIMIT), ...lines.map((l) => `- ${LINE_TEXT[l.id]}`)].join('\n'));
  }

  // 5. One question, then the closing sentence.
  const question =
    forARelative && context.followUp
      ? QUESTION.otherAtRiskFollowUp
      : questionFor(a, context.followUp, selfRisk);
  paragraphs.push(`${pick(question)} ${CLOSING}`);
  return paragraphs.join('\n\n');
}

function openingFor(a: CareAssessment, childIsMe: boolean): Variants {
  if (a.level === 'acute') return OPENING.acute;
  if (childIsMe) return OPENING.childIsMe;
  if (a.adjacent.includes('partner_violence')) return OPENING.partner;
  if (a.adjacent.includes('child_danger')) return OPENING.child;
  if (a.level === 'ideation')
    return a.families.includes('self_harm') && a.families.length === 1
      ? OPENING.selfHarm
      : OPENING.ideation;
  if (a.adjacent.includes('cyber_harassment')) return OPENING.cyber;
  if (a.level === 'soft') return OPENING.soft;
  if (a.otherAtRisk) return OPENING.otherAtRisk;
  if (a.minor) return OPENING.minor;
  return OPENING.soft;
}

function questionFor(a: CareAssessment, followUp: boolean, selfRisk: boolean): Variants {
  if (a.level === 'acute') return followUp ? QUESTION.acuteFollowUp : QUESTION.acute;
  if (followUp) return QUESTION.suicide;
  if (a.level === 'ideation') return QUESTION.ideation;
  if (a.level === 'soft') return QUESTION.suicide;
  if (a.adjacent.includes('partner_violence') || a.adjacent.includes('child_danger'))
    return QUESTION.safety;
  if (a.otherAtRisk) return QUESTION.otherAtRisk;
  if (a.minor) return QUESTION.minor;
  return selfRisk ? QUESTION.ideation : QUESTION.suicide;
}
