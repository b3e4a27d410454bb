import type { AdjacentDanger, RiskLevel } from '#shared/care/types.js';

/** Reporting families: what kind of message an item is, for per-family figures. */
export type RiskFamily =
  'direct' | 'self_harm' | 'sms_typos' | 'indirect' | 'long' | 'acute' | 'adjacent' | 'minors';
export type SafeFamily = 'figurative' | 'third_person' | 'fiction' | 'grief' | 'ordinary';

interface Expectations {
  /** Expected severity; left out where reasonable readers would disagree. */
  level?: RiskLevel;
  /** Expected adjacent dangers (exact set) where given. */
  adjacent?: AdjacentDanger[];
  /** Expected minor flag where given. */
  minor?: boolean;
  bleeding?: boolean;
  ingestion?: boolean;
  otherAtRisk?: boolean;
}

/**
 * One labelled case. `messages` are the person's last messages, oldest first;
 * "risk" means the message must get a care answer (needsCare true).
 */
export type EvalItem =
  | ({
      label: 'risk';
      family: RiskFamily;
      messages: readonly string[];
      holdout: boolean;
    } & Expectations)
  | ({
      label: 'safe';
      family: SafeFamily;
      messages: readonly string[];
      holdout: boolean;
    } & Expectations);

type Input = string | readonly string[];
const asMessages = (input: Input): readonly string[] =>
  typeof input === 'string' ? [input] : input;

/** Builders that keep the data files short. */
export function riskItems(
  holdout: boolean,
  family: RiskFamily,
  cases: readonly (Input | readonly [Input, Expectations])[],
): EvalItem[] {
  return cases.map((c) => {
    const [input, expected] = isPair(c) ? c : [c, {}];
    return { label: 'risk', family, messages: asMessages(input), holdout, ...expected };
  });
}

export function safeItems(
  holdout: boolean,
  family: SafeFamily,
  cases: readonly Input[],
): EvalItem[] {
  return cases.map((input) => ({
    label: 'safe',
    family,
    messages: asMessages(input),
    holdout,
    level: 'none',
  }));
}

function isPair(c: Input | readonly [Input, Expectations]): c is readonly [Input, Expectations] {
  return Array.isArray(c) && c.length === 2 && typeof c[1] === 'object' && !Array.isArray(c[1]);
}
