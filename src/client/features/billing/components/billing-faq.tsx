import { ChevronDown } from 'lucide-react';
import { INTRO_PRICE_CENTS, PLANS, formatEuros } from '#shared/plans';
import { SUPPORT_EMAIL } from '#shared/support';

const QUESTIONS: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Qu’est-ce qui est décompté ?',
    answer:
      'Seuls les messages que vous envoyez. Les réponses de Céleste ne sont jamais décomptées, et un message dont la réponse n’a pas abouti vous est rendu.',
  },
  {
    question: 'Les messages non utilisés sont-ils reportés ?',
    answer:
      'Non. À chaque renouvellement mensuel, votre solde repart au nombre de messages de votre forfait.',
  },
  {
    question: 'Comment fonctionne l’offre de bienvenue ?',
    answer: `Le premier mois du forfait ${PLANS.decouverte.name} coûte ${formatEuros(INTRO_PRICE_CENTS)}, puis ${formatEuros(PLANS.decouverte.priceCents)} par mois. Elle est réservée à un premier forfait.`,
  },
  {
    question: 'Que se passe-t-il si je change de forfait ?',
    answer:
      'Le nouveau forfait commence dès son paiement, votre ancien forfait est résilié aussitôt et votre solde est remplacé par les messages du nouveau forfait.',
  },
  {
    question: 'Comment résilier ?',
    answer:
      'Depuis cette page ou votre profil, « Résilier », puis confirmez : votre forfait reste actif jusqu’à la fin de la période payée et aucun nouveau prélèvement n’est fait.',
  },
  {
    question: 'Puis-je me rétracter ?',
    answer:
      'Vous demandez que votre forfait commence dès le paiement : le droit de rétractation de 14 jours ne s’applique donc plus (article L221-28 du Code de la consommation). Vous pouvez résilier à tout moment.',
  },
  {
    question: 'Le paiement est-il sécurisé ?',
    answer: `Le paiement par carte est traité par notre prestataire de paiement ; nous ne voyons jamais vos numéros de carte. Une question ? Écrivez à ${SUPPORT_EMAIL}.`,
  },
];

/** Questions about plans and payment, as an accordion of native disclosure widgets. */
export function BillingFaq() {
  return (
    <section aria-labelledby="billing-faq-title" className="mt-12">
      <h2 id="billing-faq-title" className="font-serif text-2xl font-semibold text-foreground">
        Questions fréquentes
      </h2>
      <div className="mt-4 divide-y divide-border rounded-2xl border border-border bg-card">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-4">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-foreground [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm leading-relaxed text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
