/**
 * The French help lines the care answers point to, and which to show for an
 * assessment. Numbers checked against the services' own descriptions:
 * 3114 (numéro national de prévention du suicide), 112, 15 (SAMU), 17,
 * 114 (urgences par SMS), 3919 (Violences Femmes Info), 119 (Allô Enfance en
 * Danger), 3018 (harcèlement et cyberharcèlement), SOS Amitié, Fil Santé
 * Jeunes. Poison centres are regional: there is no national number to dial,
 * so the entry sends to 15/112 and to the list of regional centres.
 */
import type { CareAssessment } from './types.js';

export type HelpLineId =
  | '3114'
  | '112'
  | '15'
  | '17'
  | '114'
  | '3919'
  | '119'
  | '3018'
  | 'sos_amitie'
  | 'fil_sante_jeunes'
  | 'poison';

export interface HelpLine {
  id: HelpLineId;
  name: string;
  /** As written on screen. */
  display: string;
  /** Digits for a `tel:` link. */
  tel?: string;
  /** Digits for an `sms:` link. */
  sms?: string;
  url?: string;
  description: string;
}

export const HELP_LINES: Readonly<Record<HelpLineId, HelpLine>> = {
  '3114': {
    id: '3114',
    name: 'Numéro national de prévention du suicide',
    display: '3114',
    tel: '3114',
    url: 'https://3114.fr',
    description:
      'Gratuit, 24 h/24 et 7 j/7. Des soignants formés répondent aux personnes en détresse et à leurs proches.',
  },
  '112': {
    id: '112',
    name: 'Urgences',
    display: '112',
    tel: '112',
    description: 'Numéro d’urgence européen, gratuit, 24 h/24 : en cas de danger immédiat.',
  },
  '15': {
    id: '15',
    name: 'SAMU',
    display: '15',
    tel: '15',
    description:
      'Urgence médicale : des médicaments ou un produit avalés, une blessure qui saigne beaucoup.',
  },
  '17': {
    id: '17',
    name: 'Police secours',
    display: '17',
    tel: '17',
    description: 'Si vous ou quelqu’un êtes en danger maintenant : violence, menace.',
  },
  '114': {
    id: '114',
    name: 'Urgences par SMS',
    display: '114',
    sms: '114',
    description:
      'Si vous ne pouvez pas parler : un SMS au 114 joint les secours, gratuitement, 24 h/24.',
  },
  '3919': {
    id: '3919',
    name: 'Violences Femmes Info',
    display: '3919',
    tel: '3919',
    description:
      'Écoute et conseils pour les victimes de violences conjugales et leur entourage. Gratuit, anonyme, 24 h/24 et 7 j/7.',
  },
  '119': {
    id: '119',
    name: 'Allô Enfance en Danger',
    display: '119',
    tel: '119',
    url: 'https://www.allo119.gouv.fr',
    description:
      'Pour un enfant ou un adolescent en danger, ou pour qui s’inquiète pour lui. Gratuit, 24 h/24 et 7 j/7.',
  },
  '3018': {
    id: '3018',
    name: 'Harcèlement et cyberharcèlement',
    display: '3018',
    tel: '3018',
    url: 'https://www.3018.fr',
    description:
      'Harcèlement en ligne ou à l’école, photos diffusées, chantage : écoute et aide pour faire retirer les contenus. Gratuit et anonyme, aussi par chat.',
  },
  sos_amitie: {
    id: 'sos_amitie',
    name: 'SOS Amitié',
    display: '09 72 39 40 50',
    tel: '0972394050',
    url: 'https://www.sos-amitie.com',
    description:
      'Écoute anonyme, jour et nuit, au téléphone ; un chat et une messagerie sur sos-amitie.com.',
  },
  fil_sante_jeunes: {
    id: 'fil_sante_jeunes',
    name: 'Fil Santé Jeunes',
    display: '0 800 235 236',
    tel: '0800235236',
    url: 'https://www.filsantejeunes.com',
    description:
      'Pour les jeunes : écoute gratuite et anonyme, au téléphone ou par chat sur filsantejeunes.com.',
  },
  poison: {
    id: 'poison',
    name: 'Centre antipoison',
    display: '15, ou le centre antipoison de votre région',
    url: 'https://centres-antipoison.net',
    description:
      'Après des médicaments ou un produit avalés : appelez le 15 ou le 112 ; les centres antipoison sont régionaux, leurs numéros sont sur centres-antipoison.net.',
  },
};

/** The lines to show for an assessment, most urgent first; none when nothing calls for care. */
export function helpLinesFor(a: CareAssessment): HelpLine[] {
  const ids: HelpLineId[] = [];
  const medical = a.ingestion || a.bleeding;
  if (a.level === 'acute')
    ids.push(...(medical ? (['15', '112'] as const) : (['112', '15'] as const)));
  if (a.ingestion) ids.push('15', 'poison');
  if (a.level !== 'none' || a.otherAtRisk) ids.push('3114');
  if (a.level === 'ideation' || a.otherAtRisk) ids.push('112');
  if (a.bleeding) ids.push('15');
  if (a.adjacent.includes('partner_violence')) ids.push('3919', '17', '114');
  if (a.adjacent.includes('child_danger')) ids.push('119', '17');
  if (a.adjacent.includes('cyber_harassment')) ids.push('3018');
  if (a.minor) ids.push('fil_sante_jeunes');
  if ((a.level === 'soft' || a.level === 'ideation') && !a.minor) ids.push('sos_amitie');
  return [...new Set(ids)].map((id) => HELP_LINES[id]);
}

/** Appended by the app to every 402 and 429 message: help stays one sentence away. */
export const HELP_LINE_SENTENCE =
  'Si vous traversez un moment difficile, le 3114 répond gratuitement, 24 h/24 (prévention du suicide), et le 112 en cas de danger immédiat.';
