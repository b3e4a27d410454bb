import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Under the messages once the free ones are spent: the way on stays in sight. */
export function ExhaustedNotice({
  onContinue,
  refused = false,
}: {
  onContinue: () => void;
  /** The free consultations of this address are spent for today (D10), not this one's messages. */
  refused?: boolean;
}) {
  return (
    <div
      data-testid="guest-exhausted-notice"
      className="mx-3 mb-1 flex flex-col gap-3 rounded-xl border border-accent/60 bg-accent-soft p-3 text-sm text-accent-strong sm:mx-5 sm:flex-row sm:items-center"
    >
      <Sparkles aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
      <p className="flex-1 leading-relaxed">
        {refused
          ? 'Les consultations gratuites de cette connexion sont épuisées pour aujourd’hui. Créez un compte gratuit ou choisissez une formule pour poursuivre.'
          : 'Vos messages gratuits sont épuisés. Poursuivez avec 10 messages sans abonnement, le forfait Découverte ou un compte gratuit.'}
      </p>
      <Button variant="gold" size="sm" onClick={onContinue} className="self-start sm:self-center">
        Continuer la consultation
      </Button>
    </div>
  );
}
