import { type Message, wordsOf } from './text.js';

/** Languages the engine recognises well enough to say, in French, that the service is French. */
export type ForeignLanguage = 'en' | 'es' | 'de' | 'it' | 'pt';

const FRENCH = new Set(
  (
    'je j tu il elle on nous vous ils elles me m te t se s le la les l un une des du de d et ou mais donc car ' +
    'ne n pas plus que qu qui quoi est suis es sont ai as a avons avez ont mon ma mes ton ta tes son sa ses ' +
    'notre votre nos vos ce cet cette ces pour avec dans sur par au aux en y oui non tres bien comment ' +
    'pourquoi quand va vais merci bonjour si'
  ).split(' '),
);
/** Also French words, or common French typos ("come" for « comme »): never counted as foreign. */
const LOOKALIKES = new Set([...FRENCH, 'an', 'or', 'but', 'come', 'job', 'ok', 'top', 'cool']);

/** Common words of each language, French look-alikes removed. */
const MARKERS: Record<ForeignLanguage, ReadonlySet<string>> = {
  en: words(
    'i you my your the is are was were will would can could do does did what how why when who and to of in it ' +
      'this that have has not yes please he she they we him her his our their be am been about with from at if ' +
      'so just want need know think feel tell back going get love boyfriend girlfriend husband wife job work money future ' +
      'good morning evening night thank thanks',
  ),
  es: words(
    'yo mi mis el los las estoy esta soy eres por para con una uno pero como cuando donde quiero tengo novio novia ' +
      'amor trabajo dinero futuro hola gracias muy lo del al hay tiene puedo esto eso volvera',
  ),
  de: words(
    'ich mein meine dein deine der die das ist bin bist und nicht wird werde wie was warum wann mit zu auf fur mich ' +
      'mir liebe freund freundin arbeit geld zukunft hallo danke bitte ein eine er sie wir ihr zuruck kommt habe hat kann',
  ),
  it: words(
    'io mio mia lo gli sono sei che per con una uno come quando dove voglio ho ragazzo ragazza amore lavoro soldi ' +
      'futuro grazie questo anno sara tornera',
  ),
  pt: words(
    'eu meu minha os sou estou voce por para com uma um mas como quando onde quero tenho namorado namorada amor ' +
      'trabalho dinheiro futuro ola obrigado obrigada vai voltar nao',
  ),
};

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter((word) => !LOOKALIKES.has(word)));
}

/** Words no French message uses: alone in a short message, they are enough. */
const STRONG = new Set(
  (
    'what where please would should could my am estoy tengo quiero necesito puedo hola gracias novio novia ' +
    'ich nicht bitte danke mein meine sono voglio grazie ragazzo estou obrigado obrigada namorado voce'
  ).split(' '),
);

/** Ties go to the first: Spanish, Portuguese and Italian share many words. */
const ORDER: readonly ForeignLanguage[] = ['en', 'es', 'pt', 'de', 'it'];

/**
 * The language of a message that is clearly not French: at least two common words of another
 * language and more of them than French ones. A lone "hello" or an English word in a French
 * sentence stays French.
 */
export function foreignLanguageOf(message: Message): ForeignLanguage | undefined {
  const tokens = wordsOf(message);
  const french = tokens.filter((word) => FRENCH.has(word)).length;
  let best: { language: ForeignLanguage; score: number } | undefined;
  for (const language of ORDER) {
    let score = tokens.filter((word) => MARKERS[language].has(word)).length;
    if (language === 'es' && /[¿¡ñ]/.test(message.original)) score += 2;
    if (language === 'de' && /[ßäöü]/.test(message.original)) score += 1;
    if (!best || score > best.score) best = { language, score };
  }
  if (!best || best.score === 0) return undefined;
  const clearly = best.score >= 2 && best.score > french;
  const tellingWord = french === 0 && tokens.some((word) => STRONG.has(word));
  return clearly || tellingWord ? best.language : undefined;
}

/** One line the person can read, beside the French answer. */
export const IN_FRENCH_ONLY: Record<ForeignLanguage, string> = {
  en: 'This service is available in French only.',
  es: 'Este servicio solo está disponible en francés.',
  de: 'Dieser Dienst ist nur auf Französisch verfügbar.',
  it: 'Questo servizio è disponibile solo in francese.',
  pt: 'Este serviço está disponível apenas em francês.',
};
