import { type Message } from './text.js';
import { ANIMALS } from './theme.js';

/**
 * Requests for a decision only a professional can take: what to take, whether it is serious,
 * what the law allows, where to put one's money. Talking about one's health, a dispute or
 * debts is a subject for a reading; asking what to do about it is a directive, and gets a
 * warm refusal with the right professional.
 */
export type Directive = 'medical' | 'veterinary' | 'legal' | 'financial';

const ASK = String.raw`(?:dois je|devrais je|faut il|faudrait il|puis je|pourrais je|est ce que je (?:dois|peux|devrais|pourrais)|vaut il mieux|il vaut mieux|conseille(?:z)? moi|tu me conseilles|vous me conseillez|que me conseill\w+)`;

const DRUGS = String.raw`traitement|medicaments?|medocs?|cachets?|comprimes?|gelules?|pilule|antidepresseurs?|anxiolytiques?|somniferes?|antibiotiques?|insuline|doliprane|dafalgan|efferalgan|paracetamol|ibuprofene|advil|aspirine|xanax|lexomil|lyrica|tramadol|codeine|dose|vaccin`;
const SYMPTOMS = String.raw`mal|douleurs?|symptomes?|boule|grosseur|fievre|saigne|sang|tache|bouton|vertiges?|essouffle\w*|vomi\w*|diarrhee|tousse|toux|boite|mange plus|malaise`;

const MEDICAL: readonly RegExp[] = [
  new RegExp(
    String.raw`\bquel(?:le)?s? (?:medicaments?|traitements?|dose|dosage|posologie|remedes?|antibiotiques?|cachets?|comprimes?|pilules?|somniferes?|antidepresseurs?|vitamines?|complements?|vermifuge)\b`,
  ),
  /\b(?:combien de|combien d|quelle dose de|quelle dose d) (?:mg|milligrammes?|comprimes?|cachets?|gelules?|doliprane|paracetamol|ibuprofene|advil|xanax|lexomil|gouttes|medicaments?)\b/,
  new RegExp(
    String.raw`\b${ASK} (?:\w+ ){0,3}(?:prendre|arreter|continuer|augmenter|diminuer|baisser|changer|doubler|melanger|associer|sevrer|me sevrer) (?:\w+ ){0,3}(?:${DRUGS})\b`,
  ),
  new RegExp(String.raw`\b${ASK} (?:\w+ ){0,2}me faire (?:operer|vacciner|soigner|hospitaliser)\b`),
  /\b(?:est ce|c est|serait ce|ca pourrait etre|ai je|j ai peut etre|est ce que j ai|est ce que c est) (?:un |une |le |la |des )?(?:cancer|tumeur|avc|infarctus|crise cardiaque|diabete|infection|sclerose|alzheimer|covid|hernie|ulcere|maladie grave|grave docteur)\b/,
  new RegExp(
    String.raw`^(?=.*\b(?:${SYMPTOMS})\b).*\b(?:est ce|c est|serait ce|ca peut etre|c est peut etre) (?:que c est |quelque chose de )?grave\b`,
  ),
  /\b(?:suis je|est ce que je suis|je suis peut etre|serais je) enceinte\b/,
  new RegExp(
    String.raw`^(?=.*\b(?:${DRUGS})\b).*\b(?:${ASK}|est ce que je peux|peut on|on peut|c est dangereux)\b`,
  ),
  /\b(?:dois je|faut il|je dois|est ce que je dois) (?:aller|appeler|consulter|voir) (?:aux urgences|le 15|le samu|un medecin|mon medecin|le medecin|un specialiste|un veto|le veto|un veterinaire|le veterinaire)\b/,
  /\b(?:quel|quelle|quels|quelles|c est quoi) (?:\w+ ){0,2}(?:diagnostic|posologie|effets secondaires|contre indications?)\b/,
  /\b(?:vais je|est ce que je vais|va t il|va t elle|est ce qu il va|est ce qu elle va) (?:guerir|s en sortir|m en sortir|survivre)\b/,
  new RegExp(
    String.raw`^(?=.*\b(?:${SYMPTOMS}|ventre|tete|dos|gorge|poitrine)\b).*\bqu est ce que j ai\b`,
  ),
  new RegExp(
    String.raw`^(?=.*\b(?:${SYMPTOMS}|malade)\b).*\b(?:que|quoi) (?:dois je|faut il|je peux|puis je|je dois|est ce que je (?:dois|peux)) (?:lui |leur )?(?:donner|prendre|faire prendre)\b`,
  ),
];

/** A pet named in the message turns a medical question into a veterinary one. */
const PET = new RegExp(String.raw`\b(?:mon|ma|mes|notre|nos|le|la|un|une) (?:${ANIMALS})\b`);
const VET_ASK = new RegExp(
  String.raw`^(?=.*\b(?:${SYMPTOMS}|malade|avale|mange du|mange de la|mange des)\b).*\b(?:que faire|quoi faire|je fais quoi|dois je|faut il|est ce grave|c est grave|est ce que c est grave)\b`,
);

const LEGAL_ACT = String.raw`(?:${ASK}|comment (?:faire|porter|deposer|contester|obtenir|recuperer|attaquer|prouver|me defendre|se defendre|lancer|engager|demander|proceder|rediger)|peut il|peut elle|peuvent ils|a t il|a t elle)`;
const LEGAL_MATTERS = String.raw`porter plainte|deposer plainte|une plainte|main courante|attaquer en justice|poursuivre en justice|aller en justice|prud hommes|tribunal|proces|avocat|divorcer|le divorce|divorce|heritage|heriter|succession|testament|garde (?:des|de mes|de ma|de mon|de nos) enfants?|pension alimentaire|bail|preavis|expulser|expulsion|licencier|licenciement|contester|mon contrat|le contrat|ce contrat|rupture conventionnelle|amende|loyer impaye|depot de garantie|reconnaissance de paternite|tutelle|curatelle`;

const LEGAL: readonly RegExp[] = [
  new RegExp(String.raw`\b${LEGAL_ACT} (?:\w+ ){0,4}(?:${LEGAL_MATTERS})\b`),
  new RegExp(
    String.raw`\b(?:${LEGAL_MATTERS})\b.*\b(?:peut il|peut elle|peuvent ils|est ce qu (?:il|elle|ils|elles) (?:peut|peuvent|a le droit|ont le droit)|ai je le droit|a t il le droit|est ce legal|dois je|que dois je faire|que faire|comment faire|comment (?:on|je) (?:fait|fais)|comment proceder|quelles demarches)\b`,
  ),
  /\bcomment (?:divorcer|porter plainte|deposer plainte|contester|heriter|faire un testament|attaquer)\b/,
  /\b(?:mon|ma|le|la|mes|les) (?:proprietaire|proprio|bailleur|locataire|employeur|patron|patronne|syndic|banque|assurance|voisine?s?) (?:\w+ ){0,1}(?:peut|peuvent|a le droit de|ont le droit de) (?:\w+ ){0,2}(?:expulser|licencier|virer|garder|refuser|saisir|augmenter|resilier|m obliger|rentrer|entrer|couper|retenir|prelever)\w*/,
  /\b(?:ai je|a t il|a t elle|ont ils|avons nous|est ce que j ai|est ce qu il a|est ce qu elle a) (?:le )?droit\b/,
  /\b(?:mes droits|quels recours|quelle procedure|est ce (?:legal|illegal|permis par la loi|autorise par la loi|interdit par la loi)|c est (?:legal|illegal))\b/,
  /\b(?:risque je|je risque|est ce que je risque|qu est ce que je risque) (?:\w+ ){0,3}(?:prison|amende|proces|poursuites|casier|condamnation|plainte)\b/,
  /\b(?:vais je|est ce que je vais) gagner (?:mon|le|ce) (?:proces|divorce|dossier|affaire)\b/,
];

const MONEY_MOVES = String.raw`investir(?= (?:dans|en) (?:l immobilier|la bourse|le bitcoin|la crypto|des actions|un appartement|une maison|l or)\b| (?:mon|mes|de l|\d)|\s*$)|placer (?:mon|mes|de l|\d+) ?(?:argent|economies|epargne|euros)|un placement|acheter des actions|des actions|actions (?:acheter|vendre|choisir|prendre)|en bourse|la bourse|bitcoin|crypto\w*|ethereum|trading|forex|assurance vie|livret a|scpi|etf|emprunter|(?:un|ce|le|mon) credit|credit (?:immobilier|conso\w*|auto)|(?:un|ce|le|mon) pret|pret (?:immobilier|bancaire|personnel)|hypotheque|renegocier|vendre (?:ma|mon|mes) (?:maison|appartement|appart|actions|terrain)|acheter (?:une|un|ma|mon) (?:maison|appartement|appart|bien immobilier|terrain)`;

const FINANCIAL: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:${MONEY_MOVES})\b.*\b(?:c est le bon moment|est ce le bon moment|dois je|faut il|vaut il mieux|tu me conseilles|vous me conseillez)\b`,
  ),
  new RegExp(
    String.raw`\b(?:${ASK}|quel(?:le)?s?|ou|combien|c est le bon moment pour|est ce le bon moment pour) (?:\w+ ){0,3}(?:${MONEY_MOVES})\b`,
  ),
  /\b(?:numeros?|grille|combinaison|chiffres?) (?:\w+ ){0,3}(?:loto|euromillions?|keno|gagnants?|tierce|pmu)\b/,
  /\b(?:vais je|est ce que je vais|je vais|va t il|est ce que) (?:\w+ ){0,2}gagner (?:au |a l |a la )?(?:loto|euromillions?|keno|tierce|pmu|casino|jeu|jackpot|gros lot|paris?|de l argent)\b/,
  /\b(?:sur quel cheval|quel cheval|quelle equipe) (?:\w+ ){0,3}(?:parier|miser|jouer)\b/,
  /\b(?:dois je|faut il|je dois|est ce que je dois) (?:parier|miser|jouer au|jouer a|jouer mes)\b/,
];

export function directiveOf(message: Message): Directive | undefined {
  // « je dois arrêter mon traitement ? » asks as much as « dois-je… », but without the
  // question mark it is a statement (« je dois rembourser un crédit ») and stays a subject.
  const text = message.original.includes('?')
    ? message.spoken.replace(/\bje (dois|peux|pourrais|devrais)\b/g, 'est ce que je $1')
    : message.spoken;
  const pet = PET.test(text);
  if (pet && VET_ASK.test(text)) return 'veterinary';
  if (MEDICAL.some((pattern) => pattern.test(text))) return pet ? 'veterinary' : 'medical';
  if (LEGAL.some((pattern) => pattern.test(text))) return 'legal';
  if (FINANCIAL.some((pattern) => pattern.test(text))) return 'financial';
  return undefined;
}
