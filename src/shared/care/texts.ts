/**
 * The fixed French paragraphs of the care answers, in Céleste's voice
 * (« vous »). Every list has at least two wordings so that consecutive
 * follow-ups never repeat a paragraph (replies.ts picks by turn). No card,
 * no offer, no price: these texts are read at a low moment, on a phone.
 */
import type { HelpLineId } from './help-lines.js';

export type Variants = readonly [string, string, ...string[]];

export const CLOSING = 'Si je vous ai mal compris, dites-le-moi.';

export const OPENING = {
  acute: [
    'Ce que vous m’écrivez m’inquiète beaucoup, et je vous crois. Votre vie compte.',
    'Je vous lis et je suis très inquiète pour vous. Votre vie compte, maintenant plus que tout.',
  ],
  ideation: [
    'Merci de me l’avoir dit. Ce que vous traversez a l’air très lourd, et vous n’avez pas à le porter sans personne.',
    'Merci de me confier quelque chose d’aussi difficile. Vous n’avez pas à garder ces pensées pour vous sans personne à qui les dire.',
  ],
  selfHarm: [
    'Merci de me le confier, ce n’est pas facile à écrire. Se faire du mal est souvent une façon de supporter une douleur trop grande : vous méritez de l’aide, pas un jugement.',
    'Merci de m’en parler. Quand on se fait du mal, c’est que la douleur est immense ; vous méritez qu’on en prenne soin, sans jugement.',
  ],
  soft: [
    'Merci de m’écrire cela. Ce que vous ressentez compte, et vous aussi.',
    'Merci de me faire confiance avec ce que vous ressentez. C’est important, et vous l’êtes aussi.',
  ],
  otherAtRisk: [
    'Vous vous inquiétez pour quelqu’un qui compte pour vous, et vous avez raison de le prendre au sérieux.',
    'C’est lourd de porter l’inquiétude pour un proche. Vous faites bien d’en parler.',
  ],
  partner: [
    'Ce que vous décrivez est de la violence. Ce n’est pas de votre faute, et vous avez droit à une protection.',
    'Personne n’a le droit de vous faire ça. Ce n’est pas de votre faute, et de l’aide existe.',
  ],
  child: [
    'Ce que vous décrivez est grave : un enfant doit être protégé, et des personnes dont c’est le métier peuvent agir.',
    'Un enfant en danger doit être protégé, et vous faites bien d’en parler.',
  ],
  childIsMe: [
    'Personne n’a le droit de vous faire du mal, ni chez vous ni ailleurs. Ce n’est pas de votre faute.',
    'Ce qui vous arrive n’est pas normal et n’est pas de votre faute. Vous avez droit à une protection.',
  ],
  cyber: [
    'Ce qui vous arrive est du harcèlement, et ce n’est pas de votre faute. De l’aide existe pour le faire cesser.',
    'Vous n’avez rien fait pour mériter ça. Ce harcèlement peut être signalé et arrêté, et d’autres personnes peuvent vous soutenir.',
  ],
  alsoYou: [
    'Et ce que vous ressentez vous-même compte aussi : si des idées de mort vous traversent, vous n’avez pas à les porter sans aide.',
    'Vous comptez aussi, vous : si l’envie de mourir vous traverse, on peut vous aider pour cela également.',
  ],
  minor: [
    'Merci de m’avoir dit votre âge.',
    'Merci de votre confiance, et de m’avoir dit votre âge.',
  ],
  followUp: [
    'Je suis toujours là, et je prends au sérieux ce que vous m’avez confié.',
    'Merci de continuer à m’écrire. Ce que vous vivez compte, et vous aussi.',
    'Je vous lis, et je reste avec vous dans cette conversation.',
  ],
  refusal: [
    'J’entends que vous ne voulez pas appeler, et je le respecte. Je vous le redis quand même, parce que c’est important : vous n’avez pas à traverser ça sans personne.',
    'Appeler peut sembler au-dessus de ses forces, je le comprends. Il existe d’autres façons de recevoir de l’aide, sans décrocher un téléphone.',
    'Rien ne vous oblige à appeler. Mais je ne veux pas vous laisser sans solution : certaines aides se font par écrit.',
  ],
} satisfies Record<string, Variants>;

export const URGENT = {
  call: [
    '**Appelez le 112 maintenant**, ou le 15. Restez avec quelqu’un : rejoignez une personne ou demandez à un proche de venir, et éloignez de vous ce qui pourrait vous blesser.',
    '**S’il vous plaît, appelez le 112 tout de suite** (ou le 15). Ne restez pas sans personne : allez vers quelqu’un, et mettez hors de portée ce qui pourrait vous faire du mal.',
  ],
  callMedical: [
    '**Appelez le 15 maintenant**, ou le 112. Restez avec quelqu’un : demandez à une personne de venir près de vous, et éloignez ce qui pourrait encore vous blesser.',
    '**S’il vous plaît, appelez le 15 tout de suite** (ou le 112). Ne restez pas sans personne : prévenez quelqu’un près de vous, et mettez hors de portée ce qui pourrait vous blesser.',
  ],
  ingestion: [
    '**Appelez le 15 maintenant**, ou le 112 : des médicaments ou un produit avalés, c’est une urgence même si vous vous sentez bien pour l’instant. Le 15 travaille avec le centre antipoison de votre région. Ne vous faites pas vomir, et restez avec quelqu’un : prévenez une personne près de vous.',
    '**S’il vous plaît, appelez le 15 tout de suite** (ou le 112) : ce que vous avez avalé peut agir plus tard, même si vous vous sentez bien. Ils sont en lien avec le centre antipoison. Ne vous faites pas vomir, et ne restez pas sans personne.',
  ],
  wound: [
    'Si vous saignez : appuyez fort sur la plaie avec un linge propre, sans relâcher, pendant au moins dix minutes. Si ça ne s’arrête pas, si la plaie est profonde ou large, appelez le 15.',
    'Pour la blessure : comprimez-la fermement avec un tissu propre, sans relâcher, au moins dix minutes. Si le saignement continue, ou si la plaie est profonde, appelez le 15.',
  ],
} satisfies Record<string, Variants>;

export const ADVICE = {
  partner: [
    'Si vous êtes en danger, appelez le 17 ou le 112 ; si vous ne pouvez pas parler sans risque, un SMS au 114 suffit. Le 3919 vous écoute et vous conseille, même pour préparer un départ.',
    'En cas de danger, le 17 ou le 112 ; si parler n’est pas possible, un SMS au 114. Le 3919 peut vous aider à réfléchir à la suite, gratuitement et anonymement.',
  ],
  child: [
    'Si l’enfant est en danger maintenant, appelez le 17 ou le 112. Le 119 écoute aussi les adultes qui s’inquiètent pour un enfant, jour et nuit.',
    'En cas de danger immédiat, le 17 ou le 112. Sinon, le 119 vous écoute et peut faire intervenir les services de protection de l’enfance.',
  ],
  childIsMe: [
    'Si vous êtes en danger maintenant, appelez le 17 ou le 112. Sinon, le 119 vous écoute jour et nuit ; vous pouvez aussi en parler à un adulte de confiance, à l’infirmière ou au CPE de votre établissement.',
    'En cas de danger, le 17 ou le 112. Le 119 est là pour vous, jour et nuit, et un adulte de confiance (l’infirmière scolaire, le CPE, un proche) peut vous aider à obtenir une protection.',
  ],
  cyber: [
    'Gardez des captures d’écran, ne payez pas et ne répondez pas au chantage : le 3018 peut aider à faire retirer les contenus.',
    'Ne cédez pas au chantage et gardez des preuves (captures d’écran, liens) : le 3018 sait faire retirer ce qui a été publié.',
  ],
  otherAtRisk: [
    'Vous pouvez demander directement à cette personne si elle pense au suicide : en parler n’en donne pas l’idée, et ça soulage souvent. Le 3114 répond aussi aux proches, pour vous conseiller. Si la personne est en danger immédiat, ou a avalé quelque chose, appelez le 15 ou le 112 et restez près d’elle.',
    'Oser poser la question du suicide à cette personne, simplement, peut l’aider à en parler. Le 3114 conseille aussi les proches, à toute heure. En cas de danger immédiat ou de produit avalé, le 15 ou le 112, et restez auprès de la personne.',
  ],
  minor: [
    'Ce service est réservé aux adultes : je ne peux donc pas faire de consultation avec vous. Mais vous méritez qu’on vous écoute, et **Fil Santé Jeunes** est fait pour ça : au 0 800 235 236 ou par chat sur filsantejeunes.com, gratuitement et anonymement.',
    'Je suis réservée aux adultes, alors je ne vais pas vous faire de consultation. Vous pouvez parler à **Fil Santé Jeunes**, gratuitement et sans donner votre nom : 0 800 235 236, ou par chat sur filsantejeunes.com.',
  ],
  writeInsteadYoung: [
    'Si parler au téléphone est trop difficile, vous pouvez écrire : **Fil Santé Jeunes** répond par chat sur filsantejeunes.com, et en cas de danger, un **SMS au 114** joint les secours.',
    'Vous pouvez aussi écrire plutôt qu’appeler : le chat de Fil Santé Jeunes (filsantejeunes.com), ou le 114 par SMS si vous êtes en danger.',
  ],
  writeInstead: [
    'Si parler au téléphone est trop difficile, vous pouvez écrire : le **chat de SOS Amitié** sur sos-amitie.com, ou un **SMS au 114** si vous êtes en danger.',
    'Vous pouvez aussi écrire plutôt qu’appeler : SOS Amitié répond par chat sur sos-amitie.com, et le 114 reçoit les SMS d’urgence, jour et nuit.',
  ],
} satisfies Record<string, Variants>;

export const AI_LIMIT: Variants = [
  'Je suis Céleste, une intelligence artificielle : je ne peux ni appeler les secours ni intervenir. Ces personnes, elles, peuvent vous aider tout de suite :',
  'Je ne suis qu’une intelligence artificielle, je ne peux pas agir à votre place. Voici qui peut vous aider, dès maintenant :',
];

/** Follow-ups repeat the essentials in a sentence rather than a list. */
export const AI_LIMIT_FOLLOW_UP: Variants = [
  'Je reste une intelligence artificielle : je ne peux pas intervenir, mais le **3114** peut vous écouter à toute heure, gratuitement, et le **112** répond en cas de danger immédiat.',
  'Comme je suis une intelligence artificielle, je ne peux ni appeler ni venir. Le **3114** (gratuit, 24 h/24) et, en cas de danger, le **112**, eux, le peuvent.',
];

/** The same for someone who worries about a relative: the 3114 answers those around, too. */
export const AI_LIMIT_FOLLOW_UP_OTHER: Variants = [
  'Je reste une intelligence artificielle : je ne peux pas intervenir auprès de la personne. Le **3114** répond aussi aux proches, à toute heure et gratuitement, pour vous conseiller ; en cas de danger immédiat, le **112**.',
  'Comme je suis une intelligence artificielle, je ne peux ni appeler ni me rendre auprès de la personne. Le **3114** (gratuit, 24 h/24) écoute aussi l’entourage ; et si la personne est en danger, le **112**.',
];

/** One line per help line in a reply's list. */
export const LINE_TEXT: Readonly<Record<HelpLineId, string>> = {
  '3114': '**3114** : prévention du suicide, gratuit, 24 h/24 et 7 j/7',
  '112': '**112** : urgences, en cas de danger immédiat',
  '15': '**15** : SAMU, urgence médicale',
  '17': '**17** : police, si vous êtes en danger maintenant',
  '114': '**114** par SMS : les secours, si vous ne pouvez pas parler',
  '3919': '**3919** : Violences Femmes Info, gratuit et anonyme, 24 h/24',
  '119': '**119** : Allô Enfance en Danger, gratuit, 24 h/24',
  '3018': '**3018** : harcèlement et cyberharcèlement, gratuit, aussi par chat sur 3018.fr',
  sos_amitie: '**SOS Amitié** : 09 72 39 40 50, jour et nuit, ou par chat sur sos-amitie.com',
  fil_sante_jeunes:
    '**Fil Santé Jeunes** : 0 800 235 236, gratuit et anonyme, ou par chat sur filsantejeunes.com',
  poison:
    '**Centre antipoison** : le 15 vous met en lien avec celui de votre région (liste sur centres-antipoison.net)',
};

export const QUESTION = {
  acute: [
    'Est-ce que quelqu’un peut vous rejoindre, là, maintenant ?',
    'Est-ce que vous pouvez appeler maintenant, ou avoir quelqu’un près de vous ?',
  ],
  acuteFollowUp: [
    'Est-ce que vous pensez toujours à mettre fin à vos jours, là, maintenant ? Et quelqu’un peut-il vous rejoindre ?',
    'Je vous le demande directement : est-ce que vous pensez au suicide en ce moment ? Pouvez-vous avoir quelqu’un près de vous ?',
  ],
  ideation: [
    'Est-ce que vous êtes en sécurité en ce moment ?',
    'Où en êtes-vous, là, maintenant : est-ce que vous êtes en sécurité ?',
  ],
  suicide: [
    'Je me permets de vous poser la question simplement, sans jugement : est-ce qu’il vous arrive de penser au suicide ?',
    'Je vous pose la question directement, parce qu’elle compte : est-ce que vous pensez au suicide en ce moment ?',
    'Est-ce que vous avez des pensées de suicide aujourd’hui ? Vous pouvez me répondre simplement, sans détour.',
  ],
  safety: [
    'Est-ce que vous êtes en sécurité là où vous êtes ?',
    'Là, maintenant, est-ce que vous êtes à l’abri ?',
  ],
  otherAtRiskFollowUp: [
    'Et vous, comment allez-vous, avec cette inquiétude ? La personne est-elle en sécurité en ce moment ?',
    'Avez-vous pu parler avec la personne, ou savez-vous si quelqu’un est près d’elle ? Et vous, comment tenez-vous ?',
  ],
  otherAtRisk: [
    'Est-ce que la personne est en sécurité en ce moment ?',
    'Savez-vous où elle est, et si quelqu’un est avec elle ?',
  ],
  minor: [
    'Si vous le voulez, dites-moi ce qui vous amène, je vous aiderai à trouver à qui en parler.',
    'Si quelque chose vous pèse, vous pouvez me le dire, et je vous aiderai à trouver la bonne personne à qui en parler.',
  ],
} satisfies Record<string, Variants>;
