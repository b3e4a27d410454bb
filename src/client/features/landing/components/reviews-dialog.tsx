import { Bot, HeartHandshake, MousePointerClick, ShieldCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { PERSONA_NAME } from '#shared/persona';
import { SUPPORT_EMAIL } from '#shared/support';
import { InfoDialog } from './info-dialog';
import { REVIEWS } from './reviews';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** D17: what the service promises, said while no review can speak for it. */
const COMMITMENTS: ReadonlyArray<{ title: string; text: ReactNode; Icon: typeof Star }> = [
  {
    title: 'Une IA, toujours annoncée',
    text: `${PERSONA_NAME} est une intelligence artificielle et le dit dans chaque consultation, jamais une personne réelle.`,
    Icon: Bot,
  },
  {
    title: 'De l’aide humaine à portée de main',
    text: (
      <>
        En cas de détresse, le{' '}
        <a href="tel:3114" className="font-semibold underline">
          3114
        </a>{' '}
        (gratuit, 24&nbsp;h/24) et le{' '}
        <a href="tel:112" className="font-semibold underline">
          112
        </a>{' '}
        sont affichés sous chaque message.
      </>
    ),
    Icon: HeartHandshake,
  },
  {
    title: 'Une résiliation en trois clics',
    text: 'Depuis votre profil, sans justification ni appel : le forfait reste actif jusqu’à la fin de la période payée.',
    Icon: MousePointerClick,
  },
  {
    title: 'Vos données restent dans l’Union européenne',
    text: 'Vos consultations sont privées, hébergées dans l’UE, et vous pouvez les exporter ou les supprimer à tout moment.',
    Icon: ShieldCheck,
  },
];

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} sur 5`} className="flex gap-0.5 text-accent-strong">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={
            index < rating ? 'size-4 fill-accent text-accent-strong' : 'size-4 text-border'
          }
        />
      ))}
    </span>
  );
}

/** « Avis clients »: only real, consented reviews; until there are some, an honest word. */
export function ReviewsDialog({ open, onOpenChange }: DialogProps) {
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Avis clients"
      description={`Ce que nos clients disent de leurs échanges avec ${PERSONA_NAME}, notre conseillère IA.`}
    >
      {REVIEWS.length === 0 ? (
        <div className="grid gap-4 text-foreground">
          <p>
            Aucun avis publié pour le moment : Voyance IA vient d'ouvrir, et nous n'en inventons
            aucun.
          </p>
          <div>
            <h3 className="font-semibold">Nos engagements, en attendant vos avis</h3>
            <ul className="mt-2 grid gap-2">
              {COMMITMENTS.map((commitment) => (
                <li key={commitment.title} className="flex gap-2.5">
                  <commitment.Icon
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-primary"
                  />
                  <span>
                    <strong className="font-semibold">{commitment.title}.</strong> {commitment.text}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-muted-foreground">
            Chaque avis publié viendra d'un client ayant réellement utilisé le service, avec la date
            de son expérience. Aucun avis n'est inventé, acheté ou rémunéré. Votre retour nous aide
            :{' '}
            <a className="font-semibold text-primary underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {REVIEWS.map((review) => (
            <li key={`${review.author}-${review.experiencedOn}`}>
              <figure className="rounded-xl border border-border bg-background p-4">
                <Stars rating={review.rating} />
                <blockquote className="mt-2 text-foreground">« {review.text} »</blockquote>
                <figcaption className="mt-2 text-xs font-semibold text-muted-foreground">
                  — {review.author}, expérience du{' '}
                  {new Date(review.experiencedOn).toLocaleDateString('fr-FR')}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </InfoDialog>
  );
}
