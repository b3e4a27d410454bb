/**
 * Everything the learned detector trains on (issue 37): the labelled
 * training sets, every blind set after its first look (never before), the
 * generated messages, and typed variants of the labelled ones.
 */
import { blindSetFiles, loadBlindSet, setName } from './blind.js';
import { readFirstLooks } from './first-look.js';
import { seeded } from './generated/augment.js';
import { generatedItems, type TrainItem, variantsOf } from './generated/index.js';
import { EVAL_SET } from './training/index.js';

const asPieces = (messages: readonly string[]) => messages.map((text) => [{ text, risky: false }]);

/** The labelled items: training sets and the blind sets that have had their first look. */
export function labelledItems(): TrainItem[] {
  const items: TrainItem[] = EVAL_SET.map((i, n) => ({
    label: i.label,
    family: i.family,
    source: 'training',
    messages: asPieces(i.messages),
    marked: false,
    group: `t:${n}`,
  }));
  const recorded = new Set(readFirstLooks().sets.map((s) => s.set));
  for (const file of blindSetFiles()) {
    const set = setName(file);
    // A blind set that has not had its first look is never read: training on it would spoil it.
    if (!recorded.has(set)) continue;
    for (const i of loadBlindSet(file))
      items.push({
        label: i.label,
        family: i.family,
        source: set,
        messages: asPieces(i.messages),
        marked: false,
        group: `${set}:${i.id}`,
      });
  }
  return items;
}

/**
 * Minors are left to the rules: what makes their message need care is a
 * stated age, not its words, and a model taught that « j'ai 16 ans » is risk
 * learns that « j'ai 35 ans » is too.
 */
const forTheModel = (i: TrainItem) => i.family !== 'minors';

export function trainingItems(seed = 37): TrainItem[] {
  const rnd = seeded(seed + 1);
  const labelled = labelledItems().filter(forTheModel);
  return [...labelled, ...labelled.flatMap((i) => variantsOf(i, 2, rnd)), ...generatedItems(seed)];
}
