import { describe, expect, it } from 'vitest';
import { assessMessages } from './assess.js';
import { HELP_LINE_SENTENCE, HELP_LINES, helpLinesFor } from './help-lines.js';
import { careReply } from './replies.js';
import type { CareAssessment } from './types.js';

const base: CareAssessment = {
  level: 'none',
  families: [],
  bleeding: false,
  ingestion: false,
  adjacent: [],
  minor: false,
  otherAtRisk: false,
  refusesHelp: false,
  dismisses: false,
  learned: false,
  source: 'rules',
};
const with_ = (extra: Partial<CareAssessment>): CareAssessment => ({ ...base, ...extra });

/** Each situation and what its answer must contain. */
const SITUATIONS: [string, CareAssessment, string[]][] = [
  [
    'acute',
    with_({ level: 'acute', families: ['intent_plan'] }),
    ['112', '15', '3114', 'quelqu’un'],
  ],
  [
    'acute after an ingestion',
    with_({ level: 'acute', ingestion: true, families: ['means_preparation'] }),
    ['15', '112', 'antipoison', '3114', 'personne'],
  ],
  ['ideation', with_({ level: 'ideation', families: ['explicit_ideation'] }), ['3114', '112']],
  [
    'self-harm with bleeding',
    with_({ level: 'ideation', families: ['self_harm'], bleeding: true }),
    ['3114', '112', '15', 'propre', 'dix minutes'],
  ],
  ['soft', with_({ level: 'soft', families: ['burden'] }), ['3114', 'suicide']],
  ['partner violence', with_({ adjacent: ['partner_violence'] }), ['3919', '17', '114']],
  ['a child in danger', with_({ adjacent: ['child_danger'] }), ['119', '17']],
  ['cyber-harassment', with_({ adjacent: ['cyber_harassment'] }), ['3018']],
  ['a minor', with_({ minor: true }), ['adultes', '0 800 235 236', 'filsantejeunes.com']],
  [
    'a minor at risk',
    with_({ minor: true, level: 'ideation', families: ['explicit_ideation'] }),
    ['0 800 235 236', '3114', '112'],
  ],
  [
    'a minor in danger',
    with_({ minor: true, adjacent: ['child_danger'] }),
    ['0 800 235 236', '119'],
  ],
  ['someone close at risk', with_({ otherAtRisk: true }), ['3114', '112', 'proches']],
  [
    'violence and ideation',
    with_({ level: 'ideation', families: ['explicit_ideation'], adjacent: ['partner_violence'] }),
    ['3114', '112', '3919', '114', 'vous traverse'],
  ],
];

const paragraphs = (text: string) => text.split('\n\n');

describe('careReply', () => {
  for (const [name, a, needed] of SITUATIONS) {
    for (const followUp of [false, true]) {
      it(`${name}${followUp ? ', in care mode' : ''}: says it is an AI, gives its numbers, ends as required`, () => {
        for (let turn = 0; turn < 4; turn++) {
          const text = careReply(a, { followUp, turn });
          expect(text).toContain('intelligence artificielle');
          expect(text.endsWith('Si je vous ai mal compris, dites-le-moi.')).toBe(true);
          expect(text).not.toMatch(/carte|tirage|tarot|offre|abonnement|forfait|€|premium|crédit/i);
          expect(text.length).toBeLessThan(1400);
          if (!followUp) for (const n of needed) expect(text).toContain(n);
        }
      });
    }
  }

  it('in care mode, asks about suicide, offers writing instead of calling, and never repeats a paragraph from one turn to the next', () => {
    for (const [, a] of SITUATIONS) {
      for (let turn = 0; turn < 6; turn++) {
        const now = careReply(a, { followUp: true, turn });
        const next = careReply(a, { followUp: true, turn: turn + 1 });
        expect(now).toMatch(/suicide|mettre fin à vos jours/);
        expect(now).toMatch(/chat/);
        expect(now).toContain('114');
        const repeated = paragraphs(now).filter((p) => paragraphs(next).includes(p));
        expect(repeated).toEqual([]);
      }
    }
  });

  it('acknowledges a refusal of help before offering other ways', () => {
    const text = careReply(assessMessages(["non je n'appellerai personne"]), {
      followUp: true,
      turn: 0,
    });
    expect(paragraphs(text)[0]).toMatch(/appeler/);
    expect(text).toContain('sos-amitie.com');
  });

  it('leads an acute answer with the emergency numbers, a medical one with 15', () => {
    const acute = careReply(with_({ level: 'acute', families: ['intent_plan'] }), {
      followUp: false,
      turn: 0,
    });
    expect(paragraphs(acute)[1]).toMatch(/112/);
    const ingestion = careReply(with_({ level: 'acute', ingestion: true }), {
      followUp: false,
      turn: 0,
    });
    expect(paragraphs(ingestion)[1]).toMatch(/^\*\*[^*]*15/);
  });

  it('speaks to the person who worries about a relative, in care mode too (issue 37)', () => {
    const relative = with_({ otherAtRisk: true });
    for (let turn = 0; turn < 4; turn++) {
      const first = careReply(relative, { followUp: false, turn });
      const next = careReply(relative, { followUp: true, turn });
      for (const text of [first, next]) {
        expect(text).toMatch(/proches|entourage/);
        expect(text).toMatch(/la personne|cette personne/);
        // Never asks the worried person whether they think of suicide themselves.
        expect(text).not.toMatch(
          /est-ce qu’il vous arrive de penser au suicide|vous pensez au suicide/,
        );
      }
    }
    // The writer's own risk and a relative's: the writer is asked about themself, and the relative gets advice.
    const both = careReply(with_({ otherAtRisk: true, level: 'soft' }), {
      followUp: true,
      turn: 0,
    });
    expect(both).toMatch(/suicide/);
    expect(both).toMatch(/proches/);
  });

  it('tells a minor that the service is for adults', () => {
    const text = careReply(with_({ minor: true }), { followUp: false, turn: 0 });
    expect(text).toMatch(/réservé aux adultes/);
  });
});

describe('helpLinesFor', () => {
  const ids = (a: CareAssessment) => helpLinesFor(a).map((l) => l.id);

  it('puts the most urgent first', () => {
    expect(ids(with_({ level: 'acute', ingestion: true }))).toEqual([
      '15',
      '112',
      'poison',
      '3114',
    ]);
    expect(ids(with_({ level: 'acute' }))).toEqual(['112', '15', '3114']);
    expect(ids(with_({ level: 'ideation' }))).toEqual(['3114', '112', 'sos_amitie']);
    expect(ids(with_({ level: 'ideation', bleeding: true }))).toEqual([
      '3114',
      '112',
      '15',
      'sos_amitie',
    ]);
    expect(ids(with_({ level: 'soft' }))).toEqual(['3114', 'sos_amitie']);
  });

  it('gives each adjacent danger its lines, after the suicide lines when both are present', () => {
    expect(ids(with_({ adjacent: ['partner_violence'] }))).toEqual(['3919', '17', '114']);
    expect(ids(with_({ adjacent: ['child_danger'] }))).toEqual(['119', '17']);
    expect(ids(with_({ adjacent: ['cyber_harassment'] }))).toEqual(['3018']);
    expect(ids(with_({ level: 'ideation', adjacent: ['partner_violence'] })).slice(0, 3)).toEqual([
      '3114',
      '112',
      '3919',
    ]);
  });

  it('points minors to Fil Santé Jeunes, with 119 when there is danger and 3114/112 when there is risk', () => {
    expect(ids(with_({ minor: true }))).toEqual(['fil_sante_jeunes']);
    expect(ids(with_({ minor: true, adjacent: ['child_danger'] }))).toEqual([
      '119',
      '17',
      'fil_sante_jeunes',
    ]);
    expect(ids(with_({ minor: true, level: 'ideation' }))).toEqual([
      '3114',
      '112',
      'fil_sante_jeunes',
    ]);
  });

  it('gives nothing when nothing calls for care', () => {
    expect(helpLinesFor(base)).toEqual([]);
  });
});

describe('HELP_LINES', () => {
  it('has the real French numbers', () => {
    expect(HELP_LINES['3114'].tel).toBe('3114');
    expect(HELP_LINES['112'].tel).toBe('112');
    expect(HELP_LINES['15'].tel).toBe('15');
    expect(HELP_LINES['17'].tel).toBe('17');
    expect(HELP_LINES['114'].sms).toBe('114');
    expect(HELP_LINES['3919'].tel).toBe('3919');
    expect(HELP_LINES['119'].tel).toBe('119');
    expect(HELP_LINES['3018'].tel).toBe('3018');
    expect(HELP_LINES.sos_amitie).toMatchObject({ display: '09 72 39 40 50', tel: '0972394050' });
    expect(HELP_LINES.fil_sante_jeunes).toMatchObject({
      display: '0 800 235 236',
      tel: '0800235236',
    });
    expect(HELP_LINES.poison.tel).toBeUndefined();
    for (const [id, line] of Object.entries(HELP_LINES)) expect(line.id).toBe(id);
  });

  it('has one sentence for 402 and 429 messages that points to 3114 and 112', () => {
    expect(HELP_LINE_SENTENCE).toMatch(/3114/);
    expect(HELP_LINE_SENTENCE).toMatch(/112/);
  });
});
