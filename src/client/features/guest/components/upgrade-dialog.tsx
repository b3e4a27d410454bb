import { LayoutList, UserPlus } from 'lucide-react';
import { useRef } from 'react';
import { FREE_TIER_MESSAGES } from '#shared/plans';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Link } from 'react-router';
import { planPurchasePath } from '@/lib/paths';
import { DECOUVERTE_LABEL, DECOUVERTE_TERMS } from '../utils/special-offer';
import { SpecialOfferForm } from './special-offer-form';

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
  /** Opens the sign-up (the landing page decides how). */
  onRegister: () => void;
  /** Opens the plans. */
  onShowPlans: () => void;
  /** No free consultation from this address today (D10): nothing was exchanged to thank for. */
  refused?: boolean;
}

/** Spec §4: at 0 free messages, the ways to go on. */
export function UpgradeDialog({
  open,
  onOpenChange,
  sessionId,
  onRegister,
  onShowPlans,
  refused = false,
}: UpgradeDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        // The dialog itself takes focus, not its first button: an Enter held
        // down in the composer must never submit the offer's payment form.
        ref={contentRef}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <DialogHeader>
          {refused ? (
            <>
              <DialogTitle>Plus de consultation gratuite aujourd’hui</DialogTitle>
              <DialogDescription>
                Les consultations gratuites de cette connexion sont épuisées pour aujourd’hui. Pour
                consulter Céleste, choisissez la formule qui vous convient.
              </DialogDescription>
            </>
          ) : (
            <>
              <DialogTitle>Vos messages gratuits sont épuisés</DialogTitle>
              <DialogDescription>
                Merci pour ces premiers échanges. Pour poursuivre votre consultation avec Céleste,
                choisissez la formule qui vous convient.
              </DialogDescription>
            </>
          )}
        </DialogHeader>
        {/* D16: both ways on, side by side, each with its real terms. */}
        <SpecialOfferForm sessionId={sessionId} />
        <div className="grid gap-2 rounded-2xl border border-border bg-card p-4">
          <p className="font-serif text-lg font-semibold text-foreground">{DECOUVERTE_LABEL}</p>
          <p className="text-sm leading-relaxed text-muted-foreground">{DECOUVERTE_TERMS}</p>
          <Button asChild className="w-full">
            <Link to={planPurchasePath('decouverte')}>Choisir Découverte</Link>
          </Button>
        </div>
        <div className="grid gap-2">
          <Button variant="outline" onClick={onRegister}>
            <UserPlus aria-hidden="true" />
            Créer un compte gratuit
          </Button>
          <Button variant="outline" onClick={onShowPlans}>
            <LayoutList aria-hidden="true" />
            Voir les forfaits
          </Button>
        </div>
        <p className="text-center text-xs text-muted-foreground">
          Un compte gratuit garde votre consultation et vous offre {FREE_TIER_MESSAGES} messages
          après la vérification de votre adresse e-mail.
        </p>
        <p className="text-center text-xs text-muted-foreground">
          Besoin de parler à quelqu’un maintenant ? Le{' '}
          <a href="tel:3114" className="font-semibold text-foreground underline">
            3114
          </a>{' '}
          répond gratuitement, 24&nbsp;h/24, et le{' '}
          <a href="tel:112" className="font-semibold text-foreground underline">
            112
          </a>{' '}
          en cas de danger.
        </p>
      </DialogContent>
    </Dialog>
  );
}
