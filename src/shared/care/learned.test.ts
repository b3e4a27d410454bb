/**
 * How the rules and the learned model combine (ADR 011, 2026-11-27): rules
 * first; the model only where the rules find nothing that needs care; and
 * never on a sentence a suppressor covers. Models with known weights (one
 * that flags everything, one that flags nothing) make each rule visible
 * whatever the committed weights are.
 */
import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from './assess.js';
import { learnedModel } from './learned.js';
import { readMessage } from './matcher.js';
import {
  type CareModel,
  decodeModel,
  encodeBase64,
  maxUnitProbability,
  segmentsOf,
  unitsOf,
} from './model.js';

const constant = (bias: number, threshold = 0.5): CareModel => ({
  bits: 4,
  weights: new Float32Array(16),
  bias,
  threshold,
  evidenceThreshold: threshold,
});
const flagsEverything = constant(10);
const flagsNothing = constant(-10);

describe('rules and learned model combined', () => {
  it('lets the model alone flag what the rules leave: a soft risk, marked as learned', () => {
    const text = ['Est-ce que je vais déménager cette année ?'];
    expect(needsCare(assessMessages(text, { model: flagsNothing }))).toBe(false);
    const a = assessMessages(text, { model: flagsEverything });
    expect(a).toMatchObject({ level: 'soft', families: [], learned: true });
    expect(needsCare(a)).toBe(true);
    expect(needsCare(assessMessages(text, { model: flagsEverything, learned: false }))).toBe(false);
  });

  it('keeps the rules’ own answer where they flag, whatever the model says', () => {
    for (const model of [flagsNothing, flagsEverything]) {
      const a = assessMessages(['Je veux mourir, ce soir je prends tous mes cachets.'], { model });
      expect(a).toMatchObject({ level: 'acute', learned: false });
    }
    const other = assessMessages(['Ma sœur veut se suicider, que faire ?'], {
      model: flagsNothing,
    });
    expect(other).toMatchObject({ otherAtRisk: true, learned: false });
  });

  it('lets the suppressors win over the model: fiction, someone else’s words, negation, a funeral, recovery', () => {
    const suppressed = [
      'Dans le film, le héros veut mourir.',
      'Dans mon jeu je me suis suicidé pour respawn plus vite.',
      'Le héros veut mourir.',
      'Un inconnu m’a dit qu’il voulait se suicider.',
      "Je n'ai pas envie d'en finir.",
      "Je ne veux pas me suicider, je veux partir pour toujours loin d'ici.",
      "À l'enterrement j'ai lu ma lettre d'adieu.",
      "Il y a cinq ans j'ai fait une tentative de suicide, c'est derrière moi.",
    ];
    for (const text of suppressed) {
      const a = assessMessages([text], { model: flagsEverything });
      expect(needsCare(a), text).toBe(false);
    }
    // The suppressor covers its own sentence only: the next one is read.
    const next = assessMessages(['Dans le film, le héros veut mourir. Et moi je suis fatiguée.'], {
      model: flagsEverything,
    });
    expect(next.learned).toBe(true);
  });

  it('takes the lower bar where the rules saw something short of care', () => {
    const between: CareModel = { ...constant(0), threshold: 0.9, evidenceThreshold: 0.4 };
    // A weak signal alone (« je suis vide ») does not make the rules flag.
    expect(needsCare(assessMessages(['Je suis vide.'], { model: flagsNothing }))).toBe(false);
    expect(assessMessages(['Je suis vide.'], { model: between }).learned).toBe(true);
    expect(assessMessages(['Je pars en vacances.'], { model: between }).learned).toBe(false);
  });

  it('reads the committed weights the same way every time', () => {
    const model = learnedModel();
    expect(model.weights.length).toBe(1 << model.bits);
    expect(model.threshold).toBeGreaterThan(0.5);
    expect(model.evidenceThreshold).toBeLessThanOrEqual(model.threshold);
    const text = 'jsuis un boulet pr tt le monde, ils seront mieux sans moi';
    const r = readMessage(text);
    const p = maxUnitProbability(model, segmentsOf(r.sentences, r.suppressed));
    expect(maxUnitProbability(model, segmentsOf(r.sentences, r.suppressed))).toBe(p);
  });
});

describe('which part fired (source, for logs and metrics)', () => {
  it('says rules, learned, both or none', () => {
    const crisis = ['Je veux mourir, ce soir je prends tous mes cachets.'];
    expect(assessMessages(crisis, { model: flagsNothing }).source).toBe('rules');
    expect(assessMessages(crisis, { model: flagsEverything }).source).toBe('both');
    // The rules' answer stands when both fire: the model only adds its name.
    expect(assessMessages(crisis, { model: flagsEverything }).level).toBe('acute');
    const quiet = ['Est-ce que je vais déménager cette année ?'];
    expect(assessMessages(quiet, { model: flagsEverything }).source).toBe('learned');
    expect(assessMessages(quiet, { model: flagsNothing }).source).toBe('none');
    expect(assessMessages(crisis, { learned: false }).source).toBe('rules');
  });
});

describe('whose risk the model read (issue 37)', () => {
  it('answers the person who worries when the sentence it read is about someone close', () => {
    const a = assessMessages(['Mon fils ne sort plus de sa chambre, il dit qu’il est de trop.'], {
      model: flagsEverything,
    });
    expect(a).toMatchObject({ level: 'none', otherAtRisk: true, learned: true, source: 'learned' });
    // Still a risk: the message gets a care answer, for the relative.
    expect(needsCare(a)).toBe(true);
  });

  it('keeps it the writer’s when the writer speaks in it', () => {
    const a = assessMessages(['Depuis que mon fils est parti, je ne sers plus à rien.'], {
      model: flagsEverything,
    });
    expect(a.otherAtRisk).toBe(false);
    expect(a.level).not.toBe('none');
  });
});

describe('model pieces', () => {
  it('decodes what it encodes, one signed byte a bucket', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => (i * 37 - 100) & 255);
    const model = decodeModel({
      bits: 4,
      scale: 0.5,
      bias: -1,
      threshold: 0.9,
      evidenceThreshold: 0.8,
      weights: encodeBase64(bytes),
    });
    expect([...model.weights]).toEqual([...bytes].map((b) => (b > 127 ? b - 256 : b) * 0.5));
  });

  it('reads a long unpunctuated message in overlapping windows, and skips suppressed sentences', () => {
    const words = Array.from({ length: 50 }, (_, i) => `mot${i}`).join(' ');
    const segments = segmentsOf([words]);
    expect(segments.length).toBeGreaterThan(2);
    expect(segments.every((s) => s.text.split(' ').length <= 20)).toBe(true);
    expect(segments.at(-1)?.text.endsWith('mot49')).toBe(true);
    const units = unitsOf([
      { text: 'a', skip: false },
      { text: 'b', skip: true },
      { text: 'c', skip: false },
      { text: 'd', skip: false },
    ]);
    expect(units).toEqual([
      [0, 0],
      [2, 2],
      [3, 3],
      [2, 3],
    ]);
  });
});
