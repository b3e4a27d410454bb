import { useId, useState } from 'react';
import { ADJUSTMENT_BOUND, mayDo, type StaffRole } from '#shared/staff-roles';
import type { CustomerDetail } from '#shared/schemas/admin';
import { REFUND_AMOUNT_INVALID, refundBodySchema } from '#shared/schemas/admin-refund';
import { centsAsEurosInput, parseEuros } from '#shared/euros';
import { Input } from '@/components/ui/input';
import { ActionDialog } from './action-dialog';
import { Field } from './field';
import { SectionCard } from '@/components/ui/section-card';
import { euros } from '../utils/format';

/** The actions on a customer that the caller's role allows, each with its reason. */
export function CustomerActions({
  customer: c,
  role,
}: {
  customer: CustomerDetail;
  role: StaffRole;
}) {
  const operator = mayDo(role, 'account.suspend');
  return (
    <SectionCard
      id="actions"
      title="Actions"
      description="Chaque action demande une raison, gardée au journal avec votre nom."
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <AdjustAction customer={c} role={role} />
          {!c.isVerified ? (
            <ActionDialog
              customerId={c.id}
              trigger="Renvoyer la vérification"
              title="Renvoyer le lien de vérification ?"
              description={<p>Un nouveau lien de vérification part à {c.email}.</p>}
              confirm="Renvoyer"
              path="/verification-mail"
            />
          ) : null}
          <ActionDialog
            customerId={c.id}
            trigger="Envoyer un lien de connexion"
            title="Envoyer un lien de connexion ?"
            description={<p>Un lien valable 10 minutes part à {c.email}.</p>}
            confirm="Envoyer"
            path="/login-link"
          />
          <ActionDialog
            customerId={c.id}
            trigger="Fermer toutes les sessions"
            title="Fermer toutes les sessions du client ?"
            description={<p>Le client devra se reconnecter sur chacun de ses appareils.</p>}
            confirm="Fermer les sessions"
            path="/sessions/end-all"
          />
        </div>
        {operator ? (
          <OperatorActions customer={c} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Remboursements, résiliations, suspensions, suppressions et rôles sont réservés aux
            opérateurs.
          </p>
        )}
      </div>
    </SectionCard>
  );
}

function AdjustAction({ customer: c, role }: { customer: CustomerDetail; role: StaffRole }) {
  const [delta, setDelta] = useState('');
  const id = useId();
  const bound = ADJUSTMENT_BOUND[role];
  return (
    <ActionDialog
      customerId={c.id}
      trigger="Donner ou reprendre des messages"
      title="Donner ou reprendre des messages"
      description={
        <p>
          Le solde est de {c.messagesRemaining}. Un nombre positif donne, un nombre négatif reprend
          (jamais en dessous de zéro).
        </p>
      }
      confirm="Valider"
      path="/messages"
      firstFieldId={`${id}-delta`}
      fields={
        <Field
          id={`${id}-delta`}
          label="Nombre de messages"
          hint={`Au plus ${bound} à la fois pour votre rôle.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            step={1}
            min={-bound}
            max={bound}
            value={delta}
            onChange={(event) => setDelta(event.target.value)}
          />
        </Field>
      }
      body={() => {
        const n = Number(delta);
        if (!delta.trim() || !Number.isInteger(n) || n === 0) {
          return 'Indiquez un nombre entier de messages, différent de zéro.';
        }
        return { delta: n };
      }}
    />
  );
}

function OperatorActions({ customer: c }: { customer: CustomerDetail }) {
  return (
    <div className="grid gap-4">
      {c.hasSubscription ? (
        <div className="flex flex-wrap gap-2">
          {c.accountStatus !== 'pending_cancel' ? (
            <ActionDialog
              customerId={c.id}
              trigger="Résilier en fin de période"
              title="Résilier à la fin de la période payée ?"
              description={
                <p>
                  Le forfait reste actif jusqu’à sa date de fin ; le client reçoit la confirmation
                  par e-mail.
                </p>
              }
              confirm="Programmer la résiliation"
              path="/subscription/cancel"
              body={() => ({ when: 'period_end' })}
            />
          ) : null}
          <ActionDialog
            customerId={c.id}
            trigger="Résilier maintenant"
            title="Résilier l’abonnement maintenant ?"
            description={
              <p>
                L’abonnement s’arrête tout de suite chez le prestataire de paiement ; le client
                revient à l’offre gratuite et perd ses messages payés. Rien n’est remboursé :
                remboursez un paiement à part si besoin.
              </p>
            }
            confirm="Résilier maintenant"
            destructive
            path="/subscription/cancel"
            body={() => ({ when: 'now' })}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {c.suspension ? (
          <ActionDialog
            customerId={c.id}
            trigger="Rétablir le compte"
            title="Rétablir le compte ?"
            description={<p>Le client pourra de nouveau se connecter et écrire.</p>}
            confirm="Rétablir"
            path="/restore"
          />
        ) : (
          <ActionDialog
            customerId={c.id}
            trigger="Suspendre le compte"
            title="Suspendre le compte ?"
            description={
              <p>
                Ses sessions se ferment tout de suite ; il ne peut plus se connecter ni écrire, et
                on le lui dit à la connexion.
              </p>
            }
            confirm="Suspendre"
            destructive
            path="/suspend"
          />
        )}
        {!c.roleFromConfig ? <RoleAction customer={c} /> : null}
        {c.secondFactor ? (
          <ActionDialog
            customerId={c.id}
            trigger="Réinitialiser la double authentification"
            title="Réinitialiser la double authentification ?"
            description={
              <p>
                Pour un téléphone perdu avec ses codes de secours : l’application enregistrée et les
                codes ne servent plus, et {c.email} en enregistrera une nouvelle à sa prochaine
                visite du back-office.
              </p>
            }
            confirm="Réinitialiser"
            destructive
            path="/second-factor/reset"
          />
        ) : null}
      </div>
      <div className="rounded-xl border border-destructive/40 p-3">
        <ActionDialog
          customerId={c.id}
          trigger="Supprimer le compte"
          title="Supprimer définitivement ce compte ?"
          description={
            <>
              <p>
                Comme une suppression demandée par le client (D12) : profil, consultations,
                messages, solde et sessions sont effacés tout de suite, l’abonnement arrêté chez le
                prestataire, et un e-mail de confirmation part à {c.email}.
              </p>
              <p>Seules les traces comptables (paiements, consentements) restent, détachées.</p>
            </>
          }
          confirm="Supprimer définitivement"
          destructive
          path="/delete"
        />
      </div>
    </div>
  );
}

function RoleAction({ customer: c }: { customer: CustomerDetail }) {
  const [role, setRole] = useState<string>(c.role ?? '');
  const id = useId();
  return (
    <ActionDialog
      customerId={c.id}
      trigger={c.role ? 'Changer le rôle' : 'Donner un rôle'}
      title="Rôle dans le back-office"
      description={
        <p>
          « Support » retrouve et aide les clients ; « Opérateur » peut tout faire. Un rôle retiré
          ferme le back-office à la requête suivante.
        </p>
      }
      confirm="Enregistrer le rôle"
      method="PUT"
      path="/role"
      firstFieldId={`${id}-role`}
      fields={
        <Field id={`${id}-role`} label="Rôle">
          <select
            className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base sm:text-sm"
            value={role}
            onChange={(event) => setRole(event.target.value)}
          >
            <option value="">Aucun (client seulement)</option>
            <option value="support">Support</option>
            <option value="operator">Opérateur</option>
          </select>
        </Field>
      }
      body={() => ({ role: role || null })}
    />
  );
}

/**
 * « Rembourser » on a payment: all that is left by default, or part of it
 * (in euros here, in cents on the wire), at the provider; the server decides
 * what is left and refuses support whatever this page shows.
 */
export function RefundAction({
  customerId,
  payment,
  allowed,
}: {
  customerId: number;
  payment: CustomerDetail['payments'][number];
  allowed: boolean;
}) {
  const left = payment.amountCents - payment.refundedCents;
  const [amount, setAmount] = useState(() => centsAsEurosInput(left));
  const id = useId();
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <ActionDialog
        customerId={customerId}
        trigger="Rembourser"
        title="Rembourser ce paiement ?"
        description={
          <>
            <p>
              Il reste {euros(left)} remboursables sur ce paiement de {euros(payment.amountCents)}.
              Le remboursement se fait chez le prestataire de paiement.
            </p>
            <p>
              Les messages que le paiement a donnés sont repris en proportion du montant remboursé,
              comme pour un remboursement fait dans Stripe (sans descendre sous zéro).
            </p>
          </>
        }
        confirm="Rembourser"
        destructive
        path={`/payments/${encodeURIComponent(payment.id)}/refund`}
        disabled={!allowed}
        firstFieldId={`${id}-amount`}
        fields={
          <Field
            id={`${id}-amount`}
            label="Montant à rembourser (€)"
            hint={`Au plus ${euros(left)}. Par exemple 3,50 pour un remboursement partiel.`}
          >
            <Input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Field>
        }
        body={() => {
          const cents = parseEuros(amount);
          if (cents === null || cents <= 0) {
            return 'Indiquez un montant en euros, supérieur à zéro (par exemple 3,50).';
          }
          if (cents > left) return `Le montant ne peut pas dépasser ${euros(left)}.`;
          const checked = refundBodySchema.shape.amountCents.safeParse(cents);
          return checked.success ? { amountCents: cents } : REFUND_AMOUNT_INVALID;
        }}
      />
      {!allowed ? (
        <p className="text-xs text-muted-foreground">Remboursement réservé aux opérateurs.</p>
      ) : null}
    </div>
  );
}
