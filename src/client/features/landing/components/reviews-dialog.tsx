import { Star } from 'lucide-react';
import { PERSONA_NAME } from '../../../../shared/persona';
import { SUPPORT_EMAIL } from '../../../../shared/support';
import { InfoDialog } from './info-dialog';
import { REVIEWS } from './reviews';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

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
        <div className="grid gap-3 text-foreground">
          <p>
            Voyance IA vient d'ouvrir : nous publierons ici les avis de nos clients dès que nous les
            aurons recueillis, avec leur accord.
          </p>
          <p>
            Chaque avis publié viendra d'un client ayant réellement utilisé le service, avec la date
            de son expérience. Aucun avis n'est inventé, acheté ou rémunéré.
          </p>
          <p>
            Vous avez essayé {PERSONA_NAME} ? Votre retour nous aide :{' '}
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
