import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_DISCLOSURE } from '#shared/persona.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { type ChatTurn } from '../../adapters/llm/llm.js';
import { createOpenAiAdapter } from '../../adapters/llm/openai.adapter.js';
import { buildSystemPrompt } from './persona.prompt.js';

// The rules of issue 10 « The persona », as a real model reads them: each one must be in the
// one prompt, in French.
const RULES: ReadonlyArray<readonly [string, RegExp]> = [
  ['an AI, said when asked', /Tu es une IA et tu le dis clairement/],
  ['the app already discloses it', /L’application l’annonce déjà/],
  ['never human', /Tu ne prétends jamais être une personne/],
  ['no gift', /« es-tu une vraie voyante \? »[^\n]*aucun don[^\n]*réflexion dans le style/],
  ['French only', /Tu réponds toujours en français/],
  ['other languages', /autre langue[^\n]*uniquement en français/],
  ['phone-sized', /deux à quatre paragraphes courts/],
  [
    'answers what was asked',
    /l’amour, le travail, la famille, l’argent, la santé, le deuil, l’avenir/,
  ],
  ['no verbatim quoting', /ne cites jamais mot pour mot un message sensible/],
  ['no repeated paragraph', /ne répètes jamais un paragraphe déjà écrit/],
  ['one question back', /une seule question ouverte et utile/],
  [
    'no card for greetings, insults, prices, itself',
    /Pas de carte pour une salutation, une insulte, une question de prix ou une question sur toi/,
  ],
  ['greeting', /À une salutation, tu accueilles/],
  ['insult: kind boundary', /À une insulte, tu poses calmement et gentiment une limite/],
  ['price: plans page, no hard sell', /page des forfaits[^\n]*sans pousser à l’achat/],
  ['why this card', /« pourquoi cette carte \? »[^\n]*tirée au hasard[^\n]*pas de prédiction/],
  [
    'no ominous card beside pain',
    /deuil, une maladie, une peur ou une tristesse[^\n]*jamais de carte inquiétante/,
  ],
  ['the ominous cards', /la Mort[^\n]*la Tour[^\n]*le Diable[^\n]*le Pendu/],
  ['medical: doctor, pharmacist', /médecin ou pharmacien/],
  ['legal: lawyer, notary, jurist', /avocat, notaire ou juriste/],
  ['financial: adviser, bank', /conseiller financier ou banque/],
  ['a pet’s health', /santé d’un animal de celle de la personne[^\n]*vétérinaire/],
  ['no promise', /Tu ne promets jamais un résultat/],
  ['no payment data', /jamais de données de paiement/],
  ['safety handled by the app', /L’application traite elle-même les messages de crise/],
  [
    'second line: no card',
    /suicide, d’automutilation, de violence[^\n]*mineure, tu ne tires aucune carte/,
  ],
  ['second line: 3114 and 112', /3114[^\n]*112/],
];

describe('the system prompt', () => {
  it.each(RULES)('says: %s', (_rule, pattern) => {
    expect(buildSystemPrompt()).toMatch(pattern);
  });

  it('quotes the app’s AI disclosure and speaks French to the model', () => {
    const prompt = buildSystemPrompt();
    expect(prompt).toContain(AI_DISCLOSURE);
    expect(prompt).not.toMatch(/\b(?:the|you|your|should|must)\b/);
  });

  it('adds a no-card, caring instruction only when the reply must be gentle', () => {
    const gentle = buildSystemPrompt({ gentle: true });
    expect(gentle.startsWith(buildSystemPrompt())).toBe(true);
    expect(gentle).toMatch(/Ne tire aucune carte/);
    expect(gentle).toMatch(/3114/);
    expect(buildSystemPrompt()).not.toMatch(/Pour cette réponse/);
    expect(buildSystemPrompt({ gentle: false })).toBe(buildSystemPrompt());
  });
});

describe('the system prompt through the OpenAI-compatible adapter', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());

  const adapter = () =>
    createOpenAiAdapter({
      baseURL: fake.baseURL,
      apiKey: 'sk-test',
      model: 'modele-test',
      maxRetries: 0,
      timeoutMs: 2_000,
      firstTokenTimeoutMs: 500,
    });

  async function collect(pieces: AsyncIterable<string>): Promise<string> {
    let text = '';
    for await (const piece of pieces) text += piece;
    return text;
  }

  const history: ChatTurn[] = [
    { role: 'user', content: 'Es-tu une vraie voyante ?' },
    { role: 'assistant', content: 'Non, je n’ai aucun don : je suis une IA.' },
    { role: 'user', content: 'Mon couple va-t-il durer ?' },
  ];

  it.each([
    ['an ordinary reply', {}],
    ['a gentle reply', { gentle: true }],
  ] as const)('sends the prompt as the system message and streams back %s', async (_, options) => {
    fake.requests.length = 0;
    fake.setScenario({ kind: 'stream', chunks: ['Je tire ', 'une carte : ', '**L’Étoile**.'] });

    const system = buildSystemPrompt(options);
    const text = await collect(adapter().stream({ system, history, ...options }));

    expect(text).toBe('Je tire une carte : **L’Étoile**.');
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.body.stream).toBe(true);
    expect(sent?.body.messages).toEqual([{ role: 'system', content: system }, ...history]);
    expect(sent?.body.messages[0]?.content).toContain('Pas de carte pour une salutation');
  });
});
