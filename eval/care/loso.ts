/**
 * Leave-one-set-out estimate (issue 37): for each blind set that has had its
 * first look, train on everything except that set and its variants, and
 * score the set's own items with rules + model, as the app would. It is the
 * closest thing to the next blind set's first look that the data allows:
 * cross-validation mixes one writer's messages into every fold, while a
 * blind set is a writer the model has never read.
 *
 * The rules are scored as they are today, so where a rule was fixed after
 * studying a set, that set's figure for the rules is not blind any more.
 */
import { assessMessages, needsCare, WINDOW } from '#shared/care/assess.js';
import { applyWindowSuppressors } from '#shared/care/corrections.js';
import { learnedProbability, rulesSawSomething } from '#shared/care/learned.js';
import { readMessage } from '#shared/care/matcher.js';
import { type CareModel, decodeModel } from '#shared/care/model.js';
import type { TrainItem } from './generated/index.js';
import { DEFAULT_OPTIONS, quantise, train } from './train.js';
import { labelledItems } from './train-data.js';

export interface Bar {
  alone: number;
  withEvidence: number;
}

/** One blind set's items scored by a model that never read it. */
export interface HeldOutSet {
  set: string;
  items: TrainItem[];
  byRules: boolean[];
  evidence: boolean[];
  probability: number[];
}

export interface SetFigures {
  risk: number;
  caught: number;
  safe: number;
  alarms: number;
  /** Of the alarms, raised by the model where the rules found nothing. */
  modelAlarms: number;
  /** Risk items caught by the model only. */
  modelCatches: number;
}

const texts = (i: TrainItem) => i.messages.map((m) => m.map((p) => p.text).join(' '));

/**
 * The model's probability and the rules' evidence for an item as the app
 * reads it: the window's messages together, so that a correction in the
 * next message (« de honte 😂 », « des réseaux sociaux, je veux dire ») keeps
 * the model out of the sentence it corrects, as it does in use.
 */
export function readAsTheApp(model: CareModel, item: TrainItem) {
  const readings = applyWindowSuppressors(
    texts(item)
      .slice(-WINDOW)
      .map((t) => readMessage(t)),
  );
  return {
    probability: learnedProbability(readings, model),
    evidence: rulesSawSomething(readings),
  };
}

/** Rules + model at a pair of bars over one held-out set. */
export function setFigures(s: HeldOutSet, bar: Bar): SetFigures {
  const f: SetFigures = { risk: 0, caught: 0, safe: 0, alarms: 0, modelAlarms: 0, modelCatches: 0 };
  s.items.forEach((item, k) => {
    const p = s.probability[k] ?? 0;
    const rules = s.byRules[k] === true;
    const model = p >= bar.alone || (s.evidence[k] === true && p >= bar.withEvidence);
    const flagged = rules || model;
    if (item.label === 'risk') {
      f.risk++;
      if (flagged) f.caught++;
      if (!rules && model) f.modelCatches++;
    } else {
      f.safe++;
      if (flagged) f.alarms++;
      if (!rules && model) f.modelAlarms++;
    }
  });
  return f;
}

/** The sets held out in turn, each scored by a model trained on every other item. */
export function heldOutSets(items: readonly TrainItem[]): HeldOutSet[] {
  const sets = [...new Set(items.map((i) => i.source).filter((s) => /^set-\d+$/.test(s)))].sort();
  return sets.map((set) => {
    const m = train(
      items.filter((i) => i.source !== set),
      DEFAULT_OPTIONS,
    );
    const model = decodeModel(quantise(m, DEFAULT_OPTIONS.bits, 0.5));
    // The set as written (minors too, left to the rules), without the typed variants.
    const own = labelledItems().filter((i) => i.source === set);
    const read = own.map((i) => readAsTheApp(model, i));
    return {
      set,
      items: own,
      byRules: own.map((i) => needsCare(assessMessages(texts(i), { learned: false }))),
      evidence: read.map((r) => r.evidence),
      probability: read.map((r) => r.probability),
    };
  });
}

/** What the model may add to the rules' false alarms on held-out blind sets, pooled. */
export const MAX_ADDED_FALSE_ALARMS = 0.02;

export const THRESHOLDS = [
  ...Array.from({ length: 50 }, (_, i) => Number((0.5 + i * 0.01).toFixed(2))),
  0.992,
  0.994,
  0.996,
  0.998,
  0.999,
];

/** Pooled figures of rules + model over some held-out sets. */
export function pooled(sets: readonly HeldOutSet[], bar: Bar): SetFigures {
  const total: SetFigures = {
    risk: 0,
    caught: 0,
    safe: 0,
    alarms: 0,
    modelAlarms: 0,
    modelCatches: 0,
  };
  for (const s of sets) {
    const f = setFigures(s, bar);
    total.risk += f.risk;
    total.caught += f.caught;
    total.safe += f.safe;
    total.alarms += f.alarms;
    total.modelAlarms += f.modelAlarms;
    total.modelCatches += f.modelCatches;
  }
  return total;
}

/**
 * The pair of bars with the best pooled recall over some held-out sets among
 * those where the model adds at most `maxAdded` false alarms to the rules'
 * (the rules' own are for suppressors to remove, not for a bar to hide);
 * none at all (the rules alone) if no pair does.
 */
export function chooseBar(sets: readonly HeldOutSet[], maxAdded: number): Bar {
  let bar: Bar = { alone: 1, withEvidence: 1 };
  let best = -1;
  for (const alone of THRESHOLDS)
    for (const withEvidence of THRESHOLDS) {
      if (withEvidence > alone) continue;
      const f = pooled(sets, { alone, withEvidence });
      if (f.modelAlarms / (f.safe || 1) > maxAdded) continue;
      if (f.caught > best) {
        best = f.caught;
        bar = { alone, withEvidence };
      }
    }
  return bar;
}

export interface LosoResult {
  sets: HeldOutSet[];
  /** Per held-out set: figures at the script's chosen bars, and at bars chosen on the other sets only. */
  rows: {
    set: string;
    rules: SetFigures;
    atChosen: SetFigures;
    nested: SetFigures;
    nestedBar: Bar;
  }[];
  chosen: Bar;
}

/**
 * The estimate at the bars the training chose, and at bars chosen without
 * the set (on the other sets' held-out scores, the model adding at most
 * `nestedMaxAdded` false alarms): the second is what choosing bars this way
 * would give on a new set.
 */
export function leaveOneSetOut(
  items: readonly TrainItem[],
  chosen: Bar,
  nestedMaxAdded = MAX_ADDED_FALSE_ALARMS,
  sets = heldOutSets(items),
): LosoResult {
  const rows = sets.map((s) => {
    const nestedBar = chooseBar(
      sets.filter((o) => o !== s),
      nestedMaxAdded,
    );
    return {
      set: s.set,
      rules: setFigures(s, { alone: 2, withEvidence: 2 }),
      atChosen: setFigures(s, chosen),
      nested: setFigures(s, nestedBar),
      nestedBar,
    };
  });
  return { sets, rows, chosen };
}

const pct = (n: number, d: number) => `${((100 * n) / (d || 1)).toFixed(0)} %`;
const cell = (f: SetFigures) =>
  `recall ${pct(f.caught, f.risk)} (${f.caught}/${f.risk}, model ${f.modelCatches}), false alarms ${pct(f.alarms, f.safe)} (${f.alarms}/${f.safe}, model ${f.modelAlarms})`;

export function losoLines(r: LosoResult): string[] {
  const out = ['\nleave one blind set out (trained without the set, scored on it):'];
  for (const row of r.rows) {
    out.push(`  ${row.set}  rules alone      ${cell(row.rules)}`);
    out.push(
      `  ${row.set}  chosen bars      ${cell(row.atChosen)}  [${r.chosen.alone} / ${r.chosen.withEvidence}]`,
    );
    out.push(
      `  ${row.set}  bars w/o the set ${cell(row.nested)}  [${row.nestedBar.alone} / ${row.nestedBar.withEvidence}]`,
    );
  }
  const sum = (pick: (row: LosoResult['rows'][number]) => SetFigures) =>
    r.rows.map(pick).reduce((a, f) => ({
      risk: a.risk + f.risk,
      caught: a.caught + f.caught,
      safe: a.safe + f.safe,
      alarms: a.alarms + f.alarms,
      modelAlarms: a.modelAlarms + f.modelAlarms,
      modelCatches: a.modelCatches + f.modelCatches,
    }));
  if (r.rows.length) {
    out.push(`  all    chosen bars      ${cell(sum((row) => row.atChosen))}`);
    out.push(`  all    bars w/o the set ${cell(sum((row) => row.nested))}`);
  }
  return out;
}
