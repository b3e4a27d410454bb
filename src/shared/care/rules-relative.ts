/**
 * A relative or a friend at risk, in the words of the person who worries
 * (ADR 011, 2026-11-28, learning from set 9): a farewell message received
 * and then silence, things given away beside a goodbye, a wish to join the
 * dead « au ciel » said as a plan, marks seen on someone's arms. Each reads
 * only as someone else's (`onlyOther` or `alwaysOther`), so the answer is the
 * one for the worried; each needs a second sign in the message, so that an
 * ordinary goodbye, a gift or a grandmother's « un jour j'irai le rejoindre »
 * stays ordinary.
 */
import { gap, rx } from './lexicon.js';
import { type Rule, signal } from './rule.js';

/** The relative has gone silent, or the writer says they are afraid for them. */
const ALARM = String.raw`\b(?:(?:repond|decroche|rappelle|ecrit) (?:plus|pas|rien)|injoignable|plus de nouvelles|aucune nouvelle|sans nouvelles|messagerie|telephone (?:est )?(?:eteint|coupe)|(?:je|j) (?:m inquiete|ai peur|panique|suis (?:inquiete?|morte? d inquietude|paniquee?))|(?:je )?(?:fais|fai) quoi|que (?:dois je|faire|je fais)|aidez moi|peur pour (?:lui|elle))\b`;
/** The goodbye words that turn gifts into a farewell. */
const GOODBYE = String.raw`\b(?:prends? soin (?:de|d) (?!toi\b|vous\b)|occupe toi (?:de|d) (?!toi\b)|adieu|pardon pour tout|derniere fois|lettre|je t aime (?:fort )?(?:quoi qu il arrive|pour toujours))`;
/** Giving away what one cares for, not clearing a cellar: the things a person keeps. */
const PRIZED = String.raw`(?:affaires|console|playstation|ps4|ps5|switch|xbox|guitare|basse|velo|scooter|moto|livres|vetements|jeux|collection|montre|bijoux|ordi|ordinateur|appareil photo|platines?|vinyles|chien|chat)`;

const other = (id: string, source: string, keys: string[], extra: Partial<Rule> = {}): Rule => ({
  id,
  re: rx(source),
  keys,
  effect: signal('farewell', 'soft'),
  ...extra,
});

export const RELATIVE_RULES: readonly Rule[] = [
  // « ma pote m'a envoyé un msg d'adieu et elle répond plus »: her goodbye, and then silence.
  other(
    'others_farewell_message',
    String.raw`\b(?:envoyer?|ecrit|laisse|poste|publie|mis)${gap(3)} (?:un|une|des|son|sa|ses) (?:messages?|msg|sms|textos?|mails?|mots?|lettres?|videos?|posts?|vocal|vocaux) d adieu\b`,
    ['adieu'],
    { checkPerson: true, other: true, onlyOther: true, needsMessage: rx(ALARM) },
  ),
  // « j'ai reçu un message d'adieu de mon frère »: the form names the sender, not the writer.
  other(
    'received_farewell_message',
    String.raw`\b(?:recu|trouve|lu|vu|decouvert)${gap(3)} (?:un|une|des|son|sa|ses) (?:messages?|msg|sms|textos?|mails?|mots?|lettres?|videos?|posts?|vocal) (?:d adieu|qui ressemble (?:a|a un) (?:un )?adieu)\b`,
    ['adieu'],
    { alwaysOther: true, other: true, needsMessage: rx(ALARM) },
  ),
  // « il a donné sa guitare à ses potes » and « prends soin de maman »: a goodbye in deeds.
  other(
    'others_gives_away',
    String.raw`\b(?:a|avait) (?:donne|distribue|offert|legue|laisse)(?: (?:toutes?|tous|[a-z]+)){0,2} (?:sa|ses|son) ${PRIZED}(?: (?:et|,) (?:sa|ses|son) ${PRIZED})*\b`,
    ['donne', 'distribue', 'offert', 'legue', 'laisse'],
    { checkPerson: true, other: true, onlyOther: true, needsMessage: rx(GOODBYE) },
  ),
  // « il m'a dit qu'il allait rejoindre son père au ciel » as a plan, not « papi est monté au ciel ».
  other(
    'others_going_beyond',
    String.raw`\b(?:va|allait|veut|voulait|voudrait|compte|comptait|parle de|parlait de|pense a|rejoindra|ira)${gap(2)} (?:rejoindre|partir|aller|monter|retrouver)(?: [a-z]+){0,3} (?:au ciel|au paradis|la haut|de l autre cote|dans l au dela)\b`,
    ['ciel', 'paradis', 'la haut', 'autre cote', 'au dela'],
    {
      effect: signal('disappear', 'soft'),
      checkPerson: true,
      other: true,
      onlyOther: true,
      // An old person's refrain about the end of a long life is not a plan.
      forbid:
        /\b(?:un jour|quand (?:son|mon|sa|ma) heure|toujours|disait|repete|[89]\d ans|centenaire)\b/,
    },
  ),
  // « ma petite-fille se fait des marques sur les bras »: self-harm seen by someone close.
  other(
    'others_marks',
    String.raw`\b(?:se|s) (?:fait|faisait|font|est fait|est faite) des (?:marques|entailles|coupures|griffures|brulures|traces|scarifications) (?:sur|aux|au) (?:les |le |la |ses |son |sa )?(?:bras|avant bras|poignets?|cuisses?|jambes?|ventre|hanches?)\b`,
    ['marques', 'entailles', 'coupures', 'griffures', 'brulures', 'traces', 'scarifications'],
    { effect: signal('self_harm', 'soft'), checkPerson: true, other: true, onlyOther: true },
  ),
];
