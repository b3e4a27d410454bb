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
