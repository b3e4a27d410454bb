import { type Message, wordsOf } from './text.js';

// What a message asks, beyond its subject. Patterns run on the spoken text: lower case, no
// accents, punctuation as spaces, SMS spelt out (« Es-tu humaine ? » reads "es tu humaine  ").

const YOU = String.raw`(?:es tu|tu es|t es|t est|etes vous|vous etes|tes)`;

/** Questions about Céleste herself, most specific first. */
export type SelfQuestion = 'gift' | 'human' | 'identity' | 'personal' | 'how';

const SELF_QUESTIONS: ReadonlyArray<readonly [SelfQuestion, readonly RegExp[]]> = [
  [
    'gift',
    [
      /\b(?:vraie?|veritable|reel(?:le)?|bonne) (?:voyante?|medium|cartomancienne|devine?resse|extra ?lucide)\b/,
      new RegExp(
        String.raw`\b${YOU}(?: \w+){0,3}? (?:voyante?|medium|extra ?lucide|devin\w*|cartomancienne|sorciere|magicienne)\b`,
      ),
      /\b(?:as tu|tu as|t as|avez vous|vous avez)(?: \w+){0,2}? (?:un |une |des |le |du )?(?:don|dons|pouvoirs?|sixieme sens|visions?|flash)\b/,
      /\b(?:tu vois|vous voyez|tu peux voir|vous pouvez voir|tu lis|vous lisez|tu connais|vous connaissez) (?:vraiment |reellement )?(?:l avenir|le futur|l au dela|les esprits|mon avenir|mon futur)\b/,
      /\b(?:tu crois|vous croyez|croyez vous|crois tu) (?:vraiment )?(?:au|aux|a la) (?:tarot|cartes|voyance)\b/,
      /\b(?:tu vois|vous voyez|tu sens|vous sentez|tu ressens|vous ressentez|tu percois|vous percevez) (?:vraiment |reellement )?(?:des choses|des images|des visions|quelque chose|l avenir|le futur)\b/,
      /\b(?:tes|vos) (?:predictions?|tirages?|cartes|visions?)\b.*\b(?:vrai\w*|fiables?|justes?|reel\w*|marche\w*|fonctionne\w*)\b/,
      /\bla voyance (?:c est|est ce|existe|ca existe|marche|ca marche|fonctionne)\b/,
      /\bvoyante pour de vrai\b/,
    ],
  ],
  [
    'human',
    [
      new RegExp(
        String.raw`\b${YOU}(?: \w+){0,3}? (?:ia|i a|intelligence artificielle|robot|bot|chatbot|machine|programme|logiciel|ordinateur|chatgpt|gpt|humaine?|etre humain|vivante?|en chair et en os)\b`,
      ),
      new RegExp(String.raw`\b${YOU} (?:une )?(?:vraie )?personne(?: reel(?:le)?| humaine)?\s*$`),
      new RegExp(
        String.raw`\b${YOU}(?: \w+){0,2}? (?:reel(?:le)?|vraie?)(?: ou (?:pas|non|quoi|une? \w+))?\s*$`,
      ),
      /\bje (?:parle|discute|ecris|suis) (?:a|avec|en train de parler a) (?:une? |un vrai |une vraie |quelqu un de )?(?:ia|robot|bot|machine|programme|humain|humaine|personne|reel|vraie personne)/,
      /\bc est (?:une? )?(?:ia|robot|bot|chatbot|vraie personne|humain|machine) (?:qui|ou)\b/,
      /\b(?:y a|il y a) (?:t il )?(?:quelqu un|une personne|un humain|une vraie personne)(?: de reel)? (?:derriere|qui)\b/,
      /\bqui (?:me repond|m ecrit|ecrit ces|est derriere)\b/,
      /\bare you (?:a |an )?(?:ai|bot|robot|human|real|person)\b/,
    ],
  ],
  [
    'identity',
    [
      /\bqui (?:es tu|etes vous|est celeste|tu es|vous etes)\b/,
      /\b(?:tu es|t es|t|vous etes) qui\b/,
      /\b(?:comment tu t appelles|tu t appelles comment|comment vous appelez vous|comment vous vous appelez|ton nom|votre nom|ton prenom|votre prenom)\b/,
      /\bpresente(?:z)? (?:toi|vous)\b/,
      /\bparle(?:z)? moi (?:un peu )?de (?:toi|vous)\b/,
    ],
  ],
  [
    'personal',
    [
      /\b(?:quel age|ton age|votre age)\b/,
      /\b(?:ou (?:habites tu|habitez vous|vis tu|vivez vous|tu habites|tu vis|vous habitez|vous vivez)|tu habites ou|tu vis ou|vous habitez ou|d ou (?:viens tu|venez vous|tu viens))\b/,
      new RegExp(String.raw`\b${YOU} (?:mariee?|celibataire|en couple|maman|mere)\b`),
      /\b(?:as tu|avez vous|t as|tu as|vous avez) (?:des enfants|un mari|un copain|une famille|des sentiments|des emotions)\b/,
      /\b(?:tu fais quoi|que faites vous) dans la vie\b/,
      /\b(?:tu m aimes|vous m aimez|tu ressens|vous ressentez)\b/,
      /\bje (?:t aime|vous aime|t adore|vous adore)\b/,
    ],
  ],
  [
    'how',
    [
      /\bcomment (?:ca marche|ca fonctionne|fonctionnes tu|fonctionnez vous|tu fonctionnes|vous fonctionnez|tu marches|marches tu|choisis tu|choisissez vous|tu choisis|vous choisissez|tu tires|vous tirez|tirez vous|tires tu)\b/,
      /\b(?:tu tires|vous tirez) (?:vraiment|reellement|au hasard) (?:les |des )?cartes\b/,
      /\b(?:les cartes sont|c est) (?:tirees? )?(?:au )?hasard\b/,
      /\bcomment (?:tu fais|vous faites) pour (?:savoir|voir|deviner)\b/,
    ],
  ],
];

export function selfQuestionOf(message: Message): SelfQuestion | undefined {
  return SELF_QUESTIONS.find(([, patterns]) =>
    patterns.some((pattern) => pattern.test(message.spoken)),
  )?.[0];
}

/** Removes every listed phrase, whole words only; what is left is what the message really says. */
function rest(message: Message, phrases: RegExp): string[] {
  return wordsOf({ ...message, spoken: message.spoken.replace(phrases, ' ') });
}

const POLITE = String.raw`celeste|madame|mme|chere|la voyante|a vous|a toi|tout le monde|encore|de nouveau|me revoila|me voila|c est moi|moi|toi|vous|beaucoup|bcp|infiniment|tres|vraiment|bien|ok|super|top|d accord|pour tout|pour votre (?:aide|reponse|ecoute|temps)|pour ta (?:reponse|aide)|pour (?:hier|la derniere fois|l autre jour|tout a l heure|ce matin|cet echange)|c est gentil|et|alors`;
const HOW_ARE_YOU = String.raw`comment (?:ca va|allez vous|vas tu|tu vas|vous allez)|ca va|vous allez bien|tu vas bien|ca roule|la forme`;
const GREETINGS = String.raw`bonjour|bonsoir|salut|coucou|hello|hey|hi|bjr|slt|cc|yo|re|bonjoir|bjour|bonjou|bonjor|bonsoire|bnjr|bsr|bonne (?:annee|fete)`;
const THANKS = String.raw`merci|mrc|mille mercis?|je vous remercie|je te remercie|thanks?`;
const GOODBYES = String.raw`au revoir|bonne nuit|bonne soiree|bonne journee|bon week end|a bientot|a plus|a demain|bye|ciao|je vous laisse|je te laisse|je dois y aller|je m en vais`;
const YESES = String.raw`oui|ouais|ok|okay|d accord|volontiers|allez y|vas y|avec plaisir|je veux bien|s il vous plait|s il te plait|svp|stp|bien sur|carrement|go|pourquoi pas|allons y|je vous ecoute|je t ecoute`;
const NOS = String.raw`non|non merci|pas maintenant|pas besoin|ca ira|pas vraiment|bof|pas envie|plus tard|laisse tomber|laissez tomber`;

const only = (message: Message, ...parts: string[]) =>
  rest(message, new RegExp(String.raw`\b(?:${parts.join('|')})\b`, 'g')).length === 0;
const has = (message: Message, part: string) =>
  new RegExp(String.raw`\b(?:${part})\b`).test(message.spoken);

/** Small talk: a message that says nothing but a greeting, thanks, a goodbye, yes or no. */
export type SmallTalk = 'greeting' | 'thanks' | 'goodbye' | 'yes' | 'no';

export function smallTalkOf(message: Message): SmallTalk | undefined {
  if (wordsOf(message).length === 0) return undefined;
  if (has(message, GOODBYES) && only(message, GOODBYES, THANKS, GREETINGS, POLITE))
    return 'goodbye';
  if (has(message, THANKS) && only(message, THANKS, POLITE)) return 'thanks';
  if (has(message, GREETINGS) && only(message, GREETINGS, HOW_ARE_YOU, THANKS, POLITE))
    return 'greeting';
  if (has(message, NOS) && only(message, NOS, THANKS, POLITE)) return 'no';
  if (has(message, YESES) && only(message, YESES, THANKS, POLITE)) return 'yes';
  return undefined;
}

/** "Bonjour" or "Bonsoir" to open a reply when the person greeted. */
export function salutationOf(message: Message): string | undefined {
  const greeting = new RegExp(String.raw`^ *(${GREETINGS})\b`).exec(message.spoken)?.[1];
  if (!greeting) return undefined;
  return greeting === 'bonsoir' ? 'Bonsoir' : 'Bonjour';
}

export const asksHowIAm = (message: Message) => has(message, HOW_ARE_YOU);

const SLURS = String.raw`conne|con|bete|connasse|connard|salope|pute|putain de|garce|pouffiasse|encule\w*|batard|abrutie?|debile|idiote?|cretine?|imbecile|stupide|nul(?:le)?|naze|merde|bouffon(?:ne)?|tocarde?|charlatane?|charlatans?|arnaqueuse|arnaque|escroc|escroquerie|menteuse|mytho|folle|taree?|inutile|bidon|pipeau`;

const INSULTS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:${YOU}|espece d|espece de|sale|pauvre) (?:\w+ ){0,3}(?:${SLURS})\b`),
  /\b(?:ta gueule|ferme (?:la|ta gueule)|va te faire|allez vous faire|nique|ntm|fdp|fils de pute|tg|casse toi|degage)\b/,
  /\b(?:tu sers|vous servez|tu ne sers|vous ne servez|tu sert) a rien\b/,
  /\b(?:c est|ce site est|ton site est|votre site est|ce service est|cette appli est|ton truc est|votre truc est|vos reponses sont|tes reponses sont)(?: vraiment| completement| totalement)? (?:une |de l |de la |du |des )?(?:arnaque|escroquerie|merde|nul|nulles?|naze|pipeau|bidon|foutage de gueule|conneries?|foutaises?)\b/,
  /\b(?:tu racontes|vous racontez|tu dis|vous dites) (?:que )?(?:n importe quoi|des conneries|de la merde|des betises|des salades)\b/,
];
const FIRST_PERSON = /\b(?:je|j|me|m|moi|suis|mon|ma|mes|il|elle|ils|elles|on)\b/;

/** Rudeness aimed at Céleste, not words about someone else or oneself (« je suis nulle »). */
export function isInsult(message: Message): boolean {
  if (INSULTS.some((pattern) => pattern.test(message.spoken))) return true;
  // A short outburst with a slur and nobody else in it is aimed at whoever answers.
  const short = wordsOf(message).length <= 4 && !FIRST_PERSON.test(message.spoken);
  return short && has(message, SLURS);
}

const PRICE =
  /\b(?:c est cher|trop cher|ca coute combien|coute combien|combien (?:pour|par) (?:une|la|un|le)|combien (?:coute|coutent|ca fait)|quel prix|a quel prix|combien (?:ca|cela|ce service|la consultation|une consultation|le message|un message|les messages|coute\w*|c est)|c est combien|(?:c est|est ce|c est vraiment|vous etes|tu es|c) (?:payant|gratuit)|quel est le prix|quels sont (?:les|vos|tes) (?:prix|tarifs)|(?:les|vos|tes) (?:prix|tarifs)|tarifs?|abonnements?|forfaits?|faut il payer|faut payer|dois je payer|il faut payer|messages gratuits|acheter des messages|combien de messages|messages (?:restants|qu il me reste|il me reste)|mon solde|mon quota|recharger|resilier|me desabonner|desabonnement|(?:vous|te) payer|moyens? de paiement|paiement|payer (?:un|le|mon|par) (?:forfait|abonnement|carte|message))\b/;

export const isPriceQuestion = (message: Message) => PRICE.test(message.spoken);

/** « Combien de messages il me reste ? »: the count is on screen, the plans page says the rest. */
export const asksForTheBalance = (message: Message) =>
  /\b(?:combien de messages|messages (?:restants|qu il me reste|il me reste)|mon solde|mon quota|il me reste combien)\b/.test(
    message.spoken,
  );

const WHY_CARD: readonly RegExp[] = [
  /\bpourquoi(?: \w+){0,4} (?:cette|la|ta|votre|ces|cet|ce) (?:carte|lame|arcane|tirage)s?\b/,
  /\b(?:cette|la|ta|votre) (?:carte|lame|arcane)\b.*\b(?:veut dire|signifie|represente|symbolise)\b/,
  /\b(?:veut dire|signifie|represente|symbolise)\b.*\b(?:cette|la|ta|votre) (?:carte|lame|arcane)\b/,
  /\bpourquoi (?:tu as|vous avez|as tu|avez vous|avoir) (?:tire|choisi|pris|sorti) (?:celle|celle ci|celle la|elle)\b/,
  /\bpourquoi celle (?:ci|la)\b/,
  /\b(?:que|qu est ce que|qu est ce qu|ca) (?:veut dire|veut elle dire|signifie|represente|symbolise|dit) (?:cette|la|ta|votre|ce|cet) (?:carte|lame|arcane|tirage)\b/,
  /\b(?:explique|expliquez|explique moi|expliquez moi|detaille|detaillez|developpe|developpez) (?:moi )?(?:un peu )?(?:cette|la|ta|votre|ce) (?:carte|lame|arcane|tirage)\b/,
  /\bc est quoi (?:cette|la|ta|votre) (?:carte|lame|arcane)\b/,
  /\b(?:cette|la) (?:carte|lame) (?:veut dire|signifie|represente) quoi\b/,
];

/** « Pourquoi cette carte ? » and its kin; a card named in it is found by the caller. */
export const asksWhyThisCard = (message: Message) =>
  WHY_CARD.some((pattern) => pattern.test(message.spoken));

/** A question about a card named in words: "pourquoi l’Étoile", "que veut dire la Lune". */
export const asksAboutANamedCard = (message: Message) =>
  /\b(?:pourquoi|veut dire|signifie|represente|symbolise|explique\w*|c est quoi)\b/.test(
    message.spoken,
  );

export const asksForACard = (message: Message) =>
  /\b(?:tire[rz]? (?:moi |nous |pour moi )?(?:une|les|des|la|un) (?:cartes?|lames?|arcanes?|tirage)|tirez moi|tire moi|tirage|tarot|une carte|des cartes|les cartes|mes cartes|une lame|un arcane)\b/.test(
    message.spoken,
  );

/** A question about what will happen: the reply then says it promises nothing. */
export const asksAboutTheFuture = (message: Message) =>
  /\b(?:va t (?:il|elle)|vont (?:ils|elles)|vais je|serai je|aurai je|trouverai je|sera t|reviendr\w*|quand est ce|dois je|devrais je|est ce que? (?:\w+ ){0,6}(?:va|vais|vont|sera|aura)|(?:il|elle|ils|elles|ca|on|je) (?:va|vont|vais) (?:\w+ )?(?:durer|revenir|marcher|changer|m aimer|me quitter|m appeler|partir|s arranger|trouver|retrouver|rencontrer|reussir|gagner|guerir|avoir))\b/.test(
    message.spoken,
  );

const CORRECTION = [
  /\b(?:vous m avez|tu m as|m avez vous|m as tu) (?:mal|pas bien) (?:compris|comprise|lu|lue)\b/,
  /\b(?:vous avez|tu as) (?:mal|pas bien) (?:compris|lu)\b/,
  /\b(?:vous n avez|tu n as|vous avez|tu as) (?:pas|rien) compris\b/,
  /\b(?:ce n est|c est) pas (?:du tout )?(?:ce que je (?:voulais|veux) dire|ce que j ai dit|ce que je disais)\b/,
  /\bje (?:ne )?(?:suis|vais) pas (?:suicidaire|en danger|en detresse|en crise)\b/,
  /\bje (?:ne )?(?:voulais|veux) pas dire (?:ca|cela)\b/,
  /\b(?:je plaisantais|c etait une blague|c etait pour rire|c est une expression|c etait une image|c etait une facon de parler|c est une facon de parler)\b/,
  /\b(?:pas de panique|ne vous inquietez pas|ne t inquiete pas) (?:pour moi|je vais bien)\b/,
];

/** « Vous m’avez mal compris »: the person corrects how their words were read (D21). */
export function isCorrection(message: Message): boolean {
  return CORRECTION.some((pattern) => pattern.test(message.spoken));
}
