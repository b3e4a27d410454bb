/** The whole labelled set: the holdout plus the development files. */
import { DEV_LONG } from './dev-long.js';
import { DEV_RISK_CORE } from './dev-risk-core.js';
import { DEV_RISK_MORE } from './dev-risk-more.js';
import { DEV_SAFE_FIGURATIVE } from './dev-safe-figurative.js';
import { DEV_SAFE_MORE } from './dev-safe-more.js';
import { HOLDOUT } from './holdout.js';
import { HOLDOUT_2 } from './holdout-2.js';
import { HOLDOUT_3 } from './holdout-3.js';
import type { EvalItem } from './types.js';

export type { EvalItem, RiskFamily, SafeFamily } from './types.js';

/** The holdout batches, each written before the rules were tuned on it (ADR 011 records their first runs). */
export const HOLDOUT_BATCHES: Readonly<Record<string, readonly EvalItem[]>> = {
  'holdout 1': HOLDOUT,
  'holdout 2': HOLDOUT_2,
  'holdout 3': HOLDOUT_3,
};

export const EVAL_SET: readonly EvalItem[] = [
  ...HOLDOUT,
  ...HOLDOUT_2,
  ...HOLDOUT_3,
  ...DEV_RISK_CORE,
  ...DEV_RISK_MORE,
  ...DEV_LONG,
  ...DEV_SAFE_FIGURATIVE,
  ...DEV_SAFE_MORE,
];
