import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from './assess.js';

// src/shared knows neither the DOM nor Node; its tests run in Node, which gives this.
interface CpuUsage {
  user: number;
  system: number;
}
declare const process: { cpuUsage(since?: CpuUsage): CpuUsage };

const assess = (...messages: string[]) => assessMessages(messages);
const level = (...messages: string[]) => assess(...messages).level;

describe('assessMessages: negation', () => {
  it('does not fire on a negated wish to die', () => {
    expect(level('Je ne veux pas mourir.')).toBe('none');
    expect(
      level("Je n'ai pas envie de mourir seule, est-ce que je vais rencontrer quelqu'un ?"),
    ).toBe('none');
    expect(level('je ne veux pas mourir, je veux juste dormir un peu')).toBe('none');
  });

  it('fires on what follows it when that is a risk', () => {
    expect(level('Je ne veux pas mourir, je veux juste que la douleur s’arrête.')).toBe('soft');
  });

  it('fires on « ne … plus vivre », which is a negation that means risk', () => {
    expect(level('je ne veux plus vivre')).toBe('ideation');
    expect(level("je n'ai plus envie de vivre")).toBe('ideation');
    expect(level('Je ne veux plus vivre avec ma belle-mère.')).toBe('none');
  });

  it('reads « de plus en plus » and « je n’arrête pas de… » as affirmations', () => {
    expect(level('Je pense de plus en plus à mettre fin à mes jours.')).toBe('ideation');
    expect(level("j'arrête pas de penser à me jeter du pont")).toBe('ideation');
    expect(level("je n'arrive pas à arrêter de me couper")).toBe('ideation');
  });
});

describe('assessMessages: figurative French, fiction, grief, other people', () => {
  it.each([
    'mort de rire',
    'Ce boulot me tue.',
    'Je suis morte de fatigue.',
    "J'ai failli mourir de honte.",
    'Je lis pour tuer le temps.',
    'Je vais tuer mon frère, il a pris mon chargeur 😤',
    'Je me tue à la tâche.',
    'Je me suis jetée à l’eau et je lui ai dit.',
    'Je veux en finir avec ce dossier.',
    'Dans le jeu je me suis suicidé pour respawn.',
    "Dans mon roman, l'héroïne veut mourir.",
    'Ma grand-mère est morte hier.',
    "Mon frère s'est suicidé il y a cinq ans, est-il en paix ?",
    "J'espère que mon ex va crever.",
    'Est-ce que je vais mourir bientôt ?',
    "J'ai peur de mourir en avion.",
  ])('leaves « %s » alone', (text) => {
    expect(needsCare(assessMessages([text]))).toBe(false);
  });

  it('treats a relative at risk as worry for them, not as the writer’s ideation', () => {
    const a = assess('Mon frère veut mourir depuis son divorce, je ne sais pas quoi faire.');
    expect(a.level).toBe('none');
    expect(a.otherAtRisk).toBe(true);
    expect(needsCare(a)).toBe(true);
  });

  it('does not carry the fiction of one sentence over to the real life of the next', () => {
    expect(
      level("Dans le jeu je meurs cent fois. Dans la vraie vie j'ai envie de mourir aussi."),
    ).toBe('ideation');
  });
});

describe('assessMessages: severity', () => {
  it('makes a means in hand, a place, a time or a substance taken acute', () => {
    expect(level("J'ai les cachets dans la main, je vais le faire.")).toBe('acute');
    expect(level('Je suis sur le toit, je vais sauter.')).toBe('acute');
    expect(level('Ce soir je me tue.')).toBe('acute');
    const taken = assess("J'ai avalé toute ma boîte de somnifères.");
    expect(taken.level).toBe('acute');
    expect(taken.ingestion).toBe(true);
  });

  it('keeps a passive wish, a burden or a farewell soft', () => {
    expect(level("J'aimerais m'endormir et ne jamais me réveiller.")).toBe('soft');
    expect(level('Je suis un fardeau pour tout le monde.')).toBe('soft');
    expect(level('Je voulais vous dire adieu, merci pour tout.')).toBe('soft');
  });

  it('flags bleeding with self-harm, and not after a kitchen accident', () => {
    const cut = assess('Je me suis coupée exprès, ça saigne.');
    expect(cut.families).toContain('self_harm');
    expect(cut.bleeding).toBe(true);
    expect(level('Je me suis coupée en épluchant des légumes, ça saigne.')).toBe('none');
    expect(level('Je viens de me taillader le bras et ça saigne beaucoup')).toBe('acute');
  });

  it('softens a wish to die said laughing, but never drops it', () => {
    expect(level("j'ai envie de mourir mdr")).toBe('soft');
  });
});

describe('assessMessages: several messages read together', () => {
  it('finds what no single message shows', () => {
    expect(level("J'ai mis de côté tous mes somnifères.")).toBe('acute');
    expect(level("J'ai acheté une corde.")).toBe('none');
    expect(level("C'est pour ce soir.")).toBe('none');
    expect(level("J'ai acheté une corde.", "C'est pour ce soir.")).toBe('acute');
    expect(level('Je me sens vide.', 'Plus envie de rien.')).toBe('soft');
  });

  it('reads at most the last four messages', () => {
    expect(level('je veux mourir', 'ok', 'ok', 'ok', 'ok')).toBe('none');
    expect(level('je veux mourir', 'ok', 'ok', 'ok')).toBe('ideation');
  });

  it('catches one sentence of risk inside a long message', () => {
    const filler =
      'Je voudrais vous parler de mon travail, de mon appartement et de mes vacances, qui approchent enfin. ';
    const text = `${filler.repeat(6)}Parfois je me dis que tout le monde serait mieux sans moi. ${filler.repeat(6)}`;
    expect(text.length).toBeGreaterThan(1200);
    expect(level(text)).toBe('soft');
  });
});

describe('assessMessages: adjacent dangers and minors', () => {
  it('names partner violence, a child in danger, cyber-harassment', () => {
    expect(assess('Mon mari me frappe quand il boit.').adjacent).toEqual(['partner_violence']);
    expect(assess('Mon voisin frappe son fils tous les soirs.').adjacent).toEqual(['child_danger']);
    expect(assess('On a publié mes photos intimes sur Snap.').adjacent).toEqual([
      'cyber_harassment',
    ]);
    expect(assess("Mon copain m'a trompée, je le quitte ?").adjacent).toEqual([]);
  });

  it('recognises a minor by age or by school with parents, not an adult talking about them', () => {
    expect(assess("j'ai 15 ans, est-ce qu'il m'aime ?").minor).toBe(true);
    expect(assess('je suis en 4e et je déteste les maths').minor).toBe(true);
    expect(assess('je suis au lycée et mes parents me saoulent').minor).toBe(true);
    expect(assess("J'ai 15 ans d'ancienneté.").minor).toBe(false);
    expect(assess('Ma fille de 15 ans ne me parle plus.').minor).toBe(false);
    expect(assess('Je suis prof au collège.').minor).toBe(false);
    expect(needsCare(assess("j'ai 16 ans, est-ce que je vais réussir mon bac ?"))).toBe(true);
  });

  it('keeps every part of a combination', () => {
    const a = assess("J'ai 14 ans, mon beau-père me frappe et je veux mourir.");
    expect(a).toMatchObject({ level: 'ideation', minor: true, adjacent: ['child_danger'] });
  });
});

/**
 * Catastrophic backtracking shows as time that grows faster than the text:
 * each input is timed at its full length and at a tenth of it, by turns, and
 * the ratio of the medians is judged, not a number of milliseconds (a shared
 * machine slows both alike). Linear reading gives about 10; the bound is 40.
 */
function growthOverTenfold(full: string): number {
  const tenth = full.slice(0, Math.ceil(full.length / 10));
  // CPU time, not wall time: on a loaded machine the longer runs are the ones
  // the scheduler interrupts, which made a linear reading look quadratic.
  // The short text runs ten times as often, so that both take long enough to measure.
  const cpuPerCall = (text: string, calls: number) => {
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i++) assessMessages([text]);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / calls;
  };
  cpuPerCall(full, 5); // the first calls compile what the others run
  const long: number[] = [];
  const short: number[] = [];
  for (let round = 0; round < 9; round++) {
    long.push(cpuPerCall(full, 5));
    short.push(cpuPerCall(tenth, 50));
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  return median(long) / Math.max(median(short), 1);
}

describe('assessMessages: speed', () => {
  it.each([
    [
      'Je suis infirmière, on manque de personnel, les familles crient, mon compagnon me dit de me mettre en arrêt. '
        .repeat(40)
        .slice(0, 4000),
    ],
    ['je veux '.repeat(500)],
    ['me '.repeat(1300)],
    ['pas plus jamais de '.repeat(250)],
    [', '.repeat(2000)],
  ])('reads ten times the text in at most forty times the time (%#)', (text) => {
    expect(growthOverTenfold(text)).toBeLessThan(40);
  });
});

describe('assessMessages: recovery told in one message, embraces and tiring oneself out', () => {
  it.each([
    "Il y a cinq ans j'ai fait une tentative de suicide. Aujourd'hui je vais bien et j'ai un travail que j'aime.",
    "Quand j'étais ado je me scarifiais, ça fait dix ans que j'ai arrêté et je suis en paix avec ça.",
    "Mon médecin m'a demandé si j'avais des idées noires, j'ai répondu non : je suis juste fatiguée.",
    "L'hiver dernier j'avais des idées noires tous les soirs, c'est derrière moi maintenant.",
  ])('leaves a risk that is over alone: %s', (text) => {
    expect(needsCare(assessMessages([text], { learned: false })), text).toBe(false);
  });

  it.each([
    "Il y a cinq ans j'ai fait une tentative de suicide, ça allait mieux mais depuis hier j'y repense.",
    "Il y a deux ans je me scarifiais, j'avais arrêté mais j'ai recommencé cette semaine.",
    "J'ai fait une tentative de suicide il y a un mois et je vais recommencer.",
    "Il y a trois ans j'ai fait une tentative de suicide et je n'ai jamais cessé d'y penser.",
  ])('still flags a past risk that came back or never left: %s', (text) => {
    expect(needsCare(assessMessages([text], { learned: false })), text).toBe(true);
  });

  it('reads « se pendre au cou » and « se tuer à répéter » as idioms, not « me pendre »', () => {
    expect(level("J'ai envie de me pendre à son cou quand il rentre 🥰")).toBe('none');
    expect(level('Je me tue à lui répéter de ranger sa chambre.')).toBe('none');
    expect(needsCare(assess("J'ai envie de me pendre."))).toBe(true);
    expect(needsCare(assess('Je vais me tuer à partir de demain, tout est prêt.'))).toBe(true);
  });
});
