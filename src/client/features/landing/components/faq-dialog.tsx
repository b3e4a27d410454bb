import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  FREE_TIER_MESSAGES,
  GUEST_FREE_MESSAGES,
  INTRO_PRICE_CENTS,
  PAID_TIERS,
  PLANS,
  formatEuros,
} from '#shared/plans';
import { PERSONA_NAME } from '#shared/persona';
import { paths } from '@/lib/paths';
import { InfoDialog } from './info-dialog';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Prices come from the one catalogue (D6), so that the FAQ can never disagree with the plans. */
const QUESTIONS: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: `${PERSONA_NAME} est-elle une vraie personne ?`,
    answer: `Non. ${PERSONA_NAME} est une intelligence artificielle, et non une personne réelle ni une voyante humaine. Elle vous le dira toujours si vous le lui demandez.`,
  },
  {
    question: 'Combien de messages gratuits ai-je ?',
    answer: `${GUEST_FREE_MESSAGES} messages gratuits, sans inscription. En créant un compte et en confirmant votre adresse e-mail, vous recevez ${FREE_TIER_MESSAGES} messages offerts.`,
  },
  {
    question: 'Combien coûtent les forfaits ?',
    answer: (
      <>
        <ul className="grid gap-1">
          {PAID_TIERS.map((tier) => (
            <li key={tier}>
              {PLANS[tier].name} : {formatEuros(PLANS[tier].priceCents)} par mois pour{' '}
              {PLANS[tier].messagesPerMonth} messages
            </li>
          ))}
        </ul>
        <p className="mt-2">
          Le premier mois du forfait {PLANS.decouverte.name} est à {formatEuros(INTRO_PRICE_CENTS)},
          puis {formatEuros(PLANS.decouverte.priceCents)} par mois.
        </p>
      </>
    ),
  },
  {
    question: 'Les messages non utilisés sont-ils reportés ?',
    answer:
      'Non. À chaque renouvellement, votre solde repart du nombre de messages de votre forfait : les messages non utilisés ne sont pas reportés au mois suivant.',
  },
  {
    question: 'Les réponses sont-elles décomptées ?',
    answer: `Non, seuls les messages que vous envoyez sont décomptés. Les réponses de ${PERSONA_NAME} ne le sont jamais.`,
  },
  {
    question: 'Puis-je résilier à tout moment ?',
    answer:
      "Oui, sans engagement, depuis votre espace personnel. Vous gardez l'accès jusqu'à la fin de la période déjà payée.",
  },
  {
    question: 'Comment contacter le support ?',
    answer: (
      <>
        Par e-mail, depuis la page{' '}
        <Link to={paths.contact} className="font-medium text-primary underline underline-offset-2">
          Contact
        </Link>
        . Nous répondons sous 24 heures.
      </>
    ),
  },
  {
    question: 'Et si je traverse un moment difficile ?',
    answer: (
      <>
        {PERSONA_NAME} ne remplace pas un professionnel. En cas de détresse ou d'idées suicidaires,
        appelez le{' '}
        <a href="tel:3114" className="font-semibold underline">
          3114
        </a>{' '}
        (prévention du suicide, gratuit, 24&nbsp;h/24) ou le{' '}
        <a href="tel:112" className="font-semibold underline">
          112
        </a>{' '}
        en cas d'urgence.
      </>
    ),
  },
];

/** « FAQ »: the questions a visitor asks before the first message. */
export function FaqDialog({ open, onOpenChange }: DialogProps) {
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Questions fréquentes"
      description="Tout ce qu'il faut savoir avant de commencer."
    >
      <dl className="grid gap-4">
        {QUESTIONS.map(({ question, answer }) => (
          <div key={question}>
            <dt className="font-serif text-base font-semibold text-foreground">{question}</dt>
            <dd className="mt-1 text-muted-foreground">{answer}</dd>
          </div>
        ))}
      </dl>
    </InfoDialog>
  );
}
