/**
 * A subject of life the reply can speak to. `sujet` values always start with
 * votre, vos, ce, cette, ces, la or l’ so that "de {sujet}" and "à {sujet}"
 * read right without contraction.
 */
export interface Theme {
  /** Nouns named with mon/ma/mes, reflected back with votre/vos in the person's own word. */
  nouns: RegExp;
  cues: ReadonlyArray<readonly [RegExp, string]>;
  sujet: string;
  domaine: string;
  /** Said every time: the limits that matter for this subject. */
  caution?: string;
  /** The caution is urgent (a pet that may be poisoned): said first, before any card. */
  cautionFirst?: boolean;
  /** How a named noun ("votre mère") becomes the subject; "{nom}" when unset. */
  reflection?: string;
  /**
   * What it takes to recognise the subject: any noun or cue (the default), a cue (grief: naming
   * "ma mère" is not a loss), or both (a pet's illness: "mon chat" and "malade").
   */
  needs?: 'cue' | 'noun-and-cue';
  /** How much the subject outweighs others said alongside it; 1 when unset. */
  weight?: number;
  /** Grief, illness, fear, sadness: only soothing cards, and gentler words around them. */
  heavy?: boolean;
  /**
   * Says all there is to say: no aside about a second subject (« mon chat est malade » is not
   * also a word about one's own health).
   */
  overshadows?: boolean;
  acks: readonly string[];
  advice: readonly string[];
  questions: readonly string[];
}

export const possessive = (nouns: string) => new RegExp(String.raw`\b(mon|ma|mes) (${nouns})\b`);

/** Pets, told apart from people so that their health gets a vet, not a doctor. */
export const ANIMALS =
  'chat|chatte|chaton|chien|chienne|chiot|lapin|lapine|cheval|jument|poney|hamster|cochon d inde|furet|perroquet|perruche|oiseau|tortue|poisson|rat|souris|animal|toutou|minou';

/** The people of one's life, for their illness as for their loss. */
export const RELATIVES =
  'grand mere|grand pere|mere|pere|maman|papa|parents|mari|femme|conjointe?|compagnon|compagne|copain|copine|fils|fille|enfant|enfants|bebe|frere|soeur|meilleure amie|meilleur ami|amie?|oncle|tante|cousine?|belle mere|beau pere|grands parents|voisine?';
