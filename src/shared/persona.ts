/** The advisor's public identity: an AI, named once for the whole app. */
export const PERSONA_NAME = 'Céleste';
export const PERSONA_TITLE = 'Conseillère IA';
/** Shown next to the name wherever the advisor speaks (D15: always disclosed). */
export const AI_BADGE = 'IA';
export const AI_DISCLOSURE =
  'Je suis Céleste, une conseillère virtuelle : une intelligence artificielle, pas une personne réelle.';
