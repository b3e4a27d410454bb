import type { SignalFamily } from './types.js';

/** How strongly one signal speaks on its own (ADR 011: weak signals only count in pairs). */
export type Strength = 'weak' | 'soft' | 'ideation' | 'acute';

/**
 * Context that never fires alone but turns a signal acute (or, two kinds
 * together, fires by itself): means in hand, being at a place to jump,
 * readiness (« tout est prêt »), a decided act (« je vais le faire »).
 * `means_mention` is only a word for a means, paired with an act in the same sentence.
 */
export type Cue = 'means' | 'means_mention' | 'place' | 'ready' | 'intent';

/** Facts about a message that the assessment reads. */
export type Mark =
  | 'bleeding'
  | 'heavy_bleeding'
  | 'joke'
  | 'refusal'
  | 'dismissal'
  | 'grief_context'
  | 'benign_context'
  | 'partner'
  | 'parent_cue'
  | 'adult'
  | 'minor'
  | 'school_young'
  | 'school_teen';

/** Harm from someone else, sorted into the adjacent dangers by assess.ts. */
export type Danger =
  'violence_on_me' | 'partner_control' | 'child_harm' | 'parents_violence' | 'cyber';

export type Effect =
  | {
      kind: 'signal';
      family: SignalFamily;
      strength: Strength;
      also?: SignalFamily;
      ingestion?: boolean;
    }
  | { kind: 'cue'; cue: Cue }
  | { kind: 'danger'; danger: Danger }
  | { kind: 'mark'; mark: Mark };

export interface Rule {
  id: string;
  /** Global regex over the normalised message (sentences joined by " | "). */
  re: RegExp;
  /** The rule runs only if the message contains one of these (cheap prefilter). */
  keys: readonly string[];
  effect: Effect;
  /** Read the subject from the words before the match; otherwise the form says it is the writer. */
  checkPerson?: boolean;
  /** A negation between subject and match (« je n’ai pas envie de… ») cancels it. */
  negatable?: boolean;
  /** With someone close to the writer as subject, it becomes worry for them (otherAtRisk). */
  other?: boolean;
  /** Only that reading counts (« se scarifie », « il est suicidaire »). */
  onlyOther?: boolean;
  /** The form itself names someone else (« j'ai reçu un message d'adieu de… »): no subject to read. */
  alwaysOther?: boolean;
  /** The sentence must (or must not) also match. */
  needs?: RegExp;
  forbid?: RegExp;
  /** The message must also match. */
  needsMessage?: RegExp;
  /** Holds in fiction too (marks and adjacent cues); signals default to real life only. */
  inFiction?: boolean;
}

export const signal = (
  family: SignalFamily,
  strength: Strength,
  extra: { also?: SignalFamily; ingestion?: boolean } = {},
): Effect => ({ kind: 'signal', family, strength, ...extra });
export const cue = (c: Cue): Effect => ({ kind: 'cue', cue: c });
export const mark = (m: Mark): Effect => ({ kind: 'mark', mark: m });
export const danger = (d: Danger): Effect => ({ kind: 'danger', danger: d });
