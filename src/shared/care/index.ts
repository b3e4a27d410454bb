/**
 * The care layer (issue 10, ADR 011): reads the person's last messages,
 * decides whether they need a care answer instead of an ordinary reading,
 * and gives the fixed French answer and help lines. Pure: runs the same in
 * the server and the browser.
 */
export type {
  AdjacentDanger,
  CareAssessment,
  CareSource,
  RiskLevel,
  SignalFamily,
} from './types.js';
export { assessMessages, needsCare, WINDOW } from './assess.js';
export { careReply, type ReplyContext } from './replies.js';
export {
  HELP_LINE_SENTENCE,
  HELP_LINES,
  helpLinesFor,
  type HelpLine,
  type HelpLineId,
} from './help-lines.js';
export { normalizeForCare } from './normalize.js';
