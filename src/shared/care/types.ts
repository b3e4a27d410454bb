/** Suicide / self-harm severity of what the person wrote about themself. */
export type RiskLevel = 'none' | 'soft' | 'ideation' | 'acute';

/** Dangers beside suicide that get their own text and help lines. */
export type AdjacentDanger = 'partner_violence' | 'child_danger' | 'cyber_harassment';

/** The families of suicide / self-harm signals (ADR 011). */
export type SignalFamily =
  | 'explicit_ideation'
  | 'intent_plan'
  | 'means_preparation'
  | 'farewell'
  | 'disappear'
  | 'burden'
  | 'hopelessness'
  | 'self_harm';

export interface CareAssessment {
  /** Suicide / self-harm severity of the writer. */
  level: RiskLevel;
  /** Which families fired (for explanations and metrics), in a stable order. */
  families: SignalFamily[];
  /** Self-harm with bleeding mentioned: the reply gives wound care. */
  bleeding: boolean;
  /** A substance already taken: 15/112 and the poison centre. */
  ingestion: boolean;
  /** Partner violence, a child in danger, cyber-harassment. */
  adjacent: AdjacentDanger[];
  /** The writer says they are under 18. */
  minor: boolean;
  /**
   * Someone else (a relative, a friend) is said to be at risk of suicide or
   * self-harm: not the writer's ideation, but the message still gets a care
   * answer for the person who worries (3114 also answers relatives).
   */
  otherAtRisk: boolean;
  /** The person turns down calling or talking to someone (used by follow-ups). */
  refusesHelp: boolean;
  /**
   * The person takes back what they wrote without giving it another meaning
   * (« laisse tomber », « oublie ») : the risk read stands, and in care mode
   * the layer's follow-up answers it (a correction, « de honte 😂 », is a
   * suppressor instead: corrections.ts).
   */
  dismisses: boolean;
  /**
   * The rules found nothing, the learned model did (level soft, no family):
   * for metrics and logs, so that its share of care answers can be watched.
   */
  learned: boolean;
  /**
   * Which part says the message needs care: the rules, the learned model, or
   * both (the model is read beside the rules for this only; the rules' answer
   * stands). `none` when nothing does. In the logs and in
   * `care_answers_total{source}`, so that an operator sees which part fires.
   */
  source: CareSource;
}

export type CareSource = 'rules' | 'learned' | 'both' | 'none';
