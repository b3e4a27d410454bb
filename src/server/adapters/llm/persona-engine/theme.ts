/**
 * A subject of life the reply can speak to. `sujet` values always start with
 * votre, vos, ce, cette, ces or l’ so that "de {sujet}" and "à {sujet}" read
 * right without contraction.
 */
export interface Theme {
  /** Nouns named with mon/ma/mes, reflected back with votre/vos in the person's own word. */
  nouns: RegExp;
  cues: ReadonlyArray<readonly [RegExp, string]>;
  sujet: string;
  domaine: string;
  /** Said every time: the limits that matter for this subject. */
  caution?: string;
  /** How a named noun ("votre mère") becomes the subject; "{nom}" when unset. */
  reflection?: string;
  /**
   * Grief is recognised only with a word of loss (naming "ma mère" is not
   * enough), and then it outweighs anything else said alongside it.
   */
  grief?: boolean;
  acks: readonly string[];
  advice: readonly string[];
  questions: readonly string[];
}

export const possessive = (nouns: string) => new RegExp(String.raw`\b(mon|ma|mes) (${nouns})\b`);
