/**
 * From what fired in the last few messages to one CareAssessment (ADR 011).
 *
 * Severity is the strongest signal, raised by combinations:
 * - two different weak signals make a soft one; two soft families in separate
 *   sentences, ideation;
 * - a signal with a near time in the same sentence (« ce soir », « demain »),
 *   or with a cue anywhere in the window (means in hand, a place, « tout est
 *   prêt », « je vais le faire »), is acute; so are two kinds of cue together;
 * - a substance taken, heavy bleeding from self-harm, a hung rope, hoarded
 *   pills, a written farewell letter are acute on their own;
 * - a wish to die written as a joke (« mdr ») with nothing else is soft, not none.
 */
import { applyWindowSuppressors } from './corrections.js';
import { learnedAboutSomeoneClose, learnedFlags } from './learned.js';
import type { CareModel } from './model.js';
import { type Hit, type MessageReading, readMessage } from './matcher.js';
import { CLOSE_PERSON, PARENT, PARTNER } from './lexicon.js';
import { normalizeForCare, normalizeSentences } from './normalize.js';
import type { Cue, Mark, Strength } from './rule.js';
import type { AdjacentDanger, CareAssessment, RiskLevel, SignalFamily } from './types.js';

/** How many of the person's latest messages are read together. */
export const WINDOW = 4;

const RANK: Record<Strength | 'none', number> = {
  none: 0,
  weak: 1,
  soft: 2,
  ideation: 3,
  acute: 4,
};
const LEVELS: readonly RiskLevel[] = ['none', 'none', 'soft', 'ideation', 'acute'];
const FAMILY_ORDER: readonly SignalFamily[] = [
  'explicit_ideation',
  'intent_plan',
  'means_preparation',
  'farewell',
  'disappear',
  'burden',
  'hopelessness',
  'self_harm',
];
const TIMED: ReadonlySet<SignalFamily> = new Set([
  'explicit_ideation',
  'intent_plan',
  'disappear',
  'farewell',
]);
const CUE_FAMILY: Record<Exclude<Cue, 'means_mention'>, SignalFamily> = {
  means: 'means_preparation',
  place: 'means_preparation',
  ready: 'farewell',
  intent: 'intent_plan',
};

interface Located extends Hit {
  message: number;
}

/**
 * Rules first; where they find nothing that needs care, the learned model
 * reads the same sentences, bar those a suppressor covers, and a flag from it
 * is a soft risk, or worry for someone close when the sentence it read is
 * about them (ADR 011, 2026-11-27). The model also reads the messages the
 * rules flag, only to say which part fired (`source`, for logs and metrics).
 * `learned: false` gives the rules alone (evaluation and training compare
 * the two); `model` replaces the committed weights (tests of the combination).
 */
export function assessMessages(
  userMessages: readonly string[],
  options: { learned?: boolean; model?: CareModel } = {},
): CareAssessment {
  const texts = userMessages.slice(-WINDOW);
  let close: boolean | undefined;
  // Read only when a message speaks of someone without naming who: one more normalisation then.
  const closeElsewhere = () =>
    (close ??= texts.length > 1 && CLOSE_PERSON.test(texts.map(normalizeForCare).join(' | ')));
  const readings = applyWindowSuppressors(
    texts.map((text, i) =>
      readMessage(text, {
        closeElsewhere,
        nextMessage: () => normalizeSentences(texts[i + 1] ?? '').join(' | '),
      }),
    ),
  );
  const byRules = assessReadings(readings);
  const rules = needsCare(byRules);
  if (options.learned === false) return { ...byRules, source: rules ? 'rules' : 'none' };
  const model = learnedFlags(readings, options.model);
  if (rules) return { ...byRules, source: model ? 'both' : 'rules' };
  if (!model) return byRules;
  if (learnedAboutSomeoneClose(readings, options.model))
    return { ...byRules, otherAtRisk: true, learned: true, source: 'learned' };
  return { ...byRules, level: 'soft', learned: true, source: 'learned' };
}

function assessReadings(readings: readonly MessageReading[]): CareAssessment {
  const hits: Located[] = readings.flatMap((r, message) => r.hits.map((h) => ({ ...h, message })));
  const marks = (m: Mark) => hits.filter((h) => h.effect.kind === 'mark' && h.effect.mark === m);
  const hasMark = (m: Mark) => marks(m).length > 0;
  const benign = new Set(marks('benign_context').map((h) => h.message));

  const partingParty = (h: Located) =>
    benign.has(h.message) &&
    h.effect.kind === 'signal' &&
    h.effect.family === 'farewell' &&
    RANK[h.effect.strength] <= RANK.soft;
  const self = hits.filter(
    (h) => h.effect.kind === 'signal' && h.about === 'self' && !partingParty(h),
  );
  // Someone else's words told laughing (« ma voisine dit qu'elle va se jeter sous le tram 😂 »):
  // the writer is not worried for them, and the answer for the worried would not fit.
  const laughing = new Set(marks('joke').map((h) => h.message));
  const others = hits.filter(
    (h) => h.effect.kind === 'signal' && h.about === 'other' && !laughing.has(h.message),
  );
  const cues = hits.filter(
    (h) =>
      h.effect.kind === 'cue' &&
      !((h.effect.cue === 'ready' || h.effect.cue === 'place') && benign.has(h.message)),
  );

  const families = new Set<SignalFamily>();
  let rank = 0;
  const raise = (to: number, family?: SignalFamily) => {
    rank = Math.max(rank, to);
    if (family) families.add(family);
  };

  for (const h of self) {
    if (h.effect.kind !== 'signal') continue;
    raise(RANK[h.effect.strength], h.effect.family);
    if (h.effect.also) families.add(h.effect.also);
  }
  const strengthOf = (h: Located) => (h.effect.kind === 'signal' ? RANK[h.effect.strength] : 0);
  const familyOf = (h: Located) => (h.effect.kind === 'signal' ? h.effect.family : undefined);

  if (new Set(self.filter((h) => strengthOf(h) === 1).map((h) => h.rule.id)).size >= 2) raise(2);
  // Two soft families in separate sentences are two statements, not one phrase read twice.
  const softHits = self.filter((h) => strengthOf(h) === 2);
  const apart = (x: Located, y: Located) => x.message !== y.message || x.sentence !== y.sentence;
  if (softHits.some((x) => softHits.some((y) => familyOf(x) !== familyOf(y) && apart(x, y))))
    raise(3);

  // A wish to die said laughing, and nothing else: a check-in, not an alarm.
  const jokes = new Set(marks('joke').map((h) => h.message));
  const top = self.filter((h) => strengthOf(h) === 3);
  if (
    rank === 3 &&
    top.every((h) => familyOf(h) === 'explicit_ideation' && jokes.has(h.message)) &&
    self.every((h) => strengthOf(h) <= 1 || familyOf(h) === 'explicit_ideation') &&
    cues.every((h) => h.effect.kind === 'cue' && h.effect.cue === 'means_mention')
  ) {
    rank = 2;
  }

  // Imminence: « ce soir je me tue », « demain je ne serai plus là ».
  for (const h of self) {
    const family = familyOf(h);
    if (!family || strengthOf(h) < 2 || !TIMED.has(family)) continue;
    const timed =
      h.imminent ||
      (family === 'intent_plan' && hits.some((o) => o.message === h.message && o.imminent));
    if (timed) raise(4);
  }
  if (
    families.has('farewell') &&
    self.some((h) => strengthOf(h) >= 3 && familyOf(h) !== 'farewell')
  )
    raise(4);

  const kinds = new Set<Cue>();
  for (const h of cues) if (h.effect.kind === 'cue') kinds.add(h.effect.cue);
  const strongKinds = [...kinds].filter(
    (k): k is Exclude<Cue, 'means_mention'> => k !== 'means_mention',
  );
  const cueFamilies = () => strongKinds.forEach((k) => families.add(CUE_FAMILY[k]));
  if (strongKinds.length > 0 && rank >= 2) {
    raise(4);
    cueFamilies();
  } else if (rank === 1 && (kinds.has('means') || kinds.has('place'))) {
    raise(4);
    cueFamilies();
  } else if (
    rank === 1 &&
    cues.some((h) => h.imminent && h.effect.kind === 'cue' && h.effect.cue === 'intent')
  ) {
    raise(4);
    cueFamilies();
  } else if (rank === 1 && strongKinds.length > 0) {
    raise(2);
    cueFamilies();
  }
  if (strongKinds.length >= 2 || meansWithAct(cues)) {
    raise(4);
    cueFamilies();
    if (kinds.has('means_mention')) families.add('means_preparation');
  }
  const readiness = new Set(
    cues.filter((h) => h.effect.kind === 'cue' && h.effect.cue === 'ready').map((h) => h.rule.id),
  );
  if (readiness.size >= 2) raise(2, 'farewell');

  const selfHarm = families.has('self_harm');
  const bleeding = selfHarm && hasMark('bleeding');
  if (selfHarm && hasMark('heavy_bleeding')) raise(4);
  const ingestion = hits.some((h) => h.effect.kind === 'signal' && h.effect.ingestion === true);

  const adult = hasMark('adult');
  const minor =
    hasMark('minor') ||
    (!adult && hasMark('school_young')) ||
    (!adult && hasMark('school_teen') && hasMark('parent_cue'));

  return {
    level: LEVELS[rank] ?? 'none',
    // A lone weak signal leaves the level at none: it is not reported as having fired.
    families: rank >= 2 ? FAMILY_ORDER.filter((f) => families.has(f)) : [],
    bleeding: bleeding || (selfHarm && hasMark('heavy_bleeding')),
    ingestion,
    adjacent: adjacentDangers(hits, readings, minor, hasMark('partner')),
    minor,
    otherAtRisk: others.length > 0,
    refusesHelp: hasMark('refusal'),
    dismisses: hasMark('dismissal'),
    learned: false,
    source: 'none',
  };
}

/** True when the message must get a care answer instead of an ordinary reading. */
export function needsCare(a: CareAssessment): boolean {
  return a.level !== 'none' || a.adjacent.length > 0 || a.minor || a.otherAtRisk;
}

/** A named means and a decided act in one sentence: « 💊💊💊 ce soir c’est fini ». */
function meansWithAct(cues: readonly Located[]): boolean {
  const key = (h: Located) => `${h.message}:${h.sentence}`;
  const named = new Set(
    cues.filter((h) => h.effect.kind === 'cue' && h.effect.cue === 'means_mention').map(key),
  );
  return cues.some(
    (h) => h.effect.kind === 'cue' && h.effect.cue === 'intent' && named.has(key(h)),
  );
}

const PARTNER_RE = new RegExp(
  String.raw`\b(?:mon|ma|son|sa|notre) ${PARTNER}\b|\bmon homme\b`,
  'g',
);
const PARENT_RE = new RegExp(String.raw`\b(?:mes|mon|ma) ${PARENT}\b`, 'g');

function adjacentDangers(
  hits: readonly Located[],
  readings: readonly MessageReading[],
  minor: boolean,
  partnerNamed: boolean,
): AdjacentDanger[] {
  const found = new Set<AdjacentDanger>();
  for (const h of hits) {
    if (h.effect.kind !== 'danger') continue;
    switch (h.effect.danger) {
      case 'violence_on_me': {
        const actor = actorOf(h, readings);
        if (actor === 'parent' || (actor === 'none' && minor)) found.add('child_danger');
        else if (actor === 'partner' || partnerNamed) found.add('partner_violence');
        break;
      }
      case 'partner_control':
        if (partnerNamed || /conjugal|mari|femme|copain|copine|compagn|conjoint/.test(h.text)) {
          found.add('partner_violence');
        }
        break;
      case 'child_harm':
        found.add('child_danger');
        break;
      case 'parents_violence':
        found.add(minor ? 'child_danger' : 'partner_violence');
        break;
      case 'cyber':
        found.add('cyber_harassment');
        break;
    }
  }
  const order: readonly AdjacentDanger[] = ['partner_violence', 'child_danger', 'cyber_harassment'];
  return order.filter((d) => found.has(d));
}

/**
 * Who hurts the writer: the nearest partner or parent named before the
 * violence (same sentence, then earlier sentences and messages), else after it
 * in the same sentence (« il m’a forcée…, c’est mon copain »).
 */
function actorOf(hit: Located, readings: readonly MessageReading[]): 'partner' | 'parent' | 'none' {
  const nearestBefore = (text: string): 'partner' | 'parent' | 'none' => {
    let best: { at: number; who: 'partner' | 'parent' } | undefined;
    for (const [re, who] of [
      [PARTNER_RE, 'partner'],
      [PARENT_RE, 'parent'],
    ] as const) {
      for (const m of text.matchAll(re))
        if (!best || m.index > best.at) best = { at: m.index, who };
    }
    return best?.who ?? 'none';
  };
  const sentence = readings[hit.message]?.sentences[hit.sentence] ?? '';
  const sameBefore = nearestBefore(sentence.slice(0, hit.offset));
  if (sameBefore !== 'none') return sameBefore;
  const earlier = readings
    .slice(0, hit.message + 1)
    .flatMap((r, i) => (i === hit.message ? r.sentences.slice(0, hit.sentence) : r.sentences))
    .join(' | ');
  const before = nearestBefore(earlier);
  if (before !== 'none') return before;
  return nearestBefore(sentence.slice(hit.offset));
}
