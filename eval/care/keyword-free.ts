/**
 * « Carries no keyword »: how the report tells a miss that names nothing from
 * a miss that names death or a means in words the rules did not expect. A
 * message is keyword-free when, after the care layer's own normalisation
 * (lower case, no accents, SMS respelled), no word of its text starts with
 * one of the stems below: words that name suicide, death, dying, killing,
 * self-harm, a means or a way to die. The rules' own prefilter keys are not
 * used: they include « vie », « comment », « sortie », which almost every
 * message holds, so they would call nothing keyword-free.
 */
import { normalizeForCare } from '#shared/care/normalize.js';

const STEMS = [
  'suicid',
  'mourir',
  'mort',
  'meur',
  'crev',
  'tuer',
  'tue',
  'decede',
  'deces',
  'vivre',
  'en finir',
  'finir avec',
  'disparaitre',
  'scarif',
  'automutil',
  'coupe',
  'couper',
  'lame',
  'rasoir',
  'cutter',
  'sang',
  'saign',
  'bless',
  'cachet',
  'medicament',
  'comprime',
  'pilule',
  'overdose',
  'doliprane',
  'paracetamol',
  'pendre',
  'pendu',
  'corde',
  'sauter',
  'saute',
  'jeter',
  'pont',
  'falaise',
  'balcon',
  'fenetre',
  'train',
  'rails',
  'noyer',
  'arme',
  'fusil',
  'pistolet',
  'poison',
  'adieu',
  'lettre',
  'idees noires',
  'die',
  'dead',
  'kill',
];
const STEM_RE = new RegExp(`\\b(?:${STEMS.join('|')})`);

export const isKeywordFree = (messages: readonly string[]): boolean =>
  !STEM_RE.test(normalizeForCare(messages.join('\n')));
