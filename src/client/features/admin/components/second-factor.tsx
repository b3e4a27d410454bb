import { ShieldCheck, Smartphone } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Enrolment } from '#shared/schemas/admin';
import { BrandPage, BrandPageHeading } from '@/components/brand-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useConfirmEnrolment,
  useDisableSecondFactor,
  useRenewRecoveryCodes,
  useSecondFactorStatus,
  useStartEnrolment,
  useVerifyCode,
  type StepUp,
} from '../api/admin-api';
import { ErrorLine, Field } from './field';
import { frenchDateTime } from '../utils/format';

const CODE_REQUIRED = 'Saisissez le code à 6 chiffres ou un code de secours.';

/** The secret in groups of four, easier to type into a phone. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * What the back office shows before anything else when the session must
 * enrol a second factor (ADMIN_REQUIRE_2FA) or pass it again (ADR 018).
 */
export function StepUpScreen({ step, email }: { step: StepUp; email: string }) {
  const title =
    step === 'enrol' ? 'Activez la double authentification' : 'Confirmez votre identité';
  return (
    <BrandPage
      title={`${title} — Back-office`}
      mainClassName="flex flex-1 items-start justify-center px-4 pb-16"
    >
      <div className="w-full max-w-xl rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          {step === 'enrol' ? (
            <ShieldCheck aria-hidden="true" className="size-6" />
          ) : (
            <Smartphone aria-hidden="true" className="size-6" />
          )}
        </div>
        <BrandPageHeading>{title}</BrandPageHeading>
        <p className="mt-1 text-sm text-muted-foreground">
          Back-office · <span className="break-all">{email}</span>
        </p>
        <div className="mt-5 grid gap-4 text-sm leading-relaxed">
          {step === 'enrol' ? (
            <EnrolmentFlow
              intro={
                <p>
                  Le back-office donne accès aux comptes des clients : il demande, en plus du mot de
                  passe, un code à 6 chiffres d’une application d’authentification sur votre
                  téléphone (Google Authenticator, Microsoft Authenticator, FreeOTP, 1Password…).
                </p>
              }
            />
          ) : (
            <>
              <p>
                Saisissez le code à 6 chiffres affiché par votre application d’authentification.
                Sans votre téléphone, un code de secours fonctionne aussi, une seule fois.
              </p>
              <VerifyForm />
            </>
          )}
        </div>
      </div>
    </BrandPage>
  );
}

/** A code to type: the application's (`digitsOnly`), or either it or a recovery code. */
function CodeForm({
  label,
  hint,
  submit,
  pending,
  error,
  onSubmit,
  digitsOnly,
  children,
}: {
  label: string;
  hint?: ReactNode;
  submit: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (code: string) => void;
  digitsOnly?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const shown = invalid ?? error;
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.replace(/\s/g, '').length < 6) {
          setInvalid(CODE_REQUIRED);
          return;
        }
        setInvalid(undefined);
        onSubmit(code);
      }}
    >
      <Field id={`${id}-code`} label={label} hint={hint}>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={digitsOnly ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          aria-invalid={shown ? true : undefined}
          aria-errormessage={shown ? `${id}-error` : undefined}
        />
      </Field>
      <ErrorLine id={`${id}-error`} message={shown} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Un instant…' : submit}
        </Button>
        {children}
      </div>
    </form>
  );
}

function VerifyForm() {
  const verify = useVerifyCode();
  return (
    <CodeForm
      label="Code de l’application ou code de secours"
      submit="Valider"
      pending={verify.isPending}
      error={verify.error ? errorText(verify.error) : undefined}
      onSubmit={(code) =>
        verify.mutate(code, { onSuccess: (result) => toast({ title: result.message }) })
      }
    />
  );
}

/**
 * Enrolment: a new secret as a QR code and as text (shown once), the first
 * code to prove the application holds it, then the recovery codes, shown once.
 */
export function EnrolmentFlow({ intro }: { intro: ReactNode }) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  if (confirm.data) {
    return <RecoveryCodesShown codes={confirm.data.recoveryCodes} onDone={confirm.refresh} />;
  }
  if (!start.data) {
    return (
      <div className="grid gap-3">
        {intro}
        <ErrorLine message={start.error ? errorText(start.error) : undefined} />
        <Button
          className="w-fit"
          onClick={() => start.mutate()}
          disabled={start.isPending}
          aria-busy={start.isPending}
        >
          {start.isPending ? 'Un instant…' : 'Activer la double authentification'}
        </Button>
      </div>
    );
  }
  return (
    <EnrolmentSteps enrolment={start.data}>
      <CodeForm
        label="Code à 6 chiffres affiché par l’application"
        submit="Confirmer"
        digitsOnly
        pending={confirm.isPending}
        error={confirm.error ? errorText(confirm.error) : undefined}
        onSubmit={(code) => confirm.mutate(code)}
      />
    </EnrolmentSteps>
  );
}

function EnrolmentSteps({ enrolment, children }: { enrolment: Enrolment; children: ReactNode }) {
  return (
    <ol className="grid list-decimal gap-4 pl-5">
      <li className="grid gap-2">
        <p>Dans votre application d’authentification, ajoutez un compte en scannant ce QR code :</p>
        <img
          src={enrolment.qrCode}
          alt="QR code à scanner avec l’application d’authentification"
          width={192}
          height={192}
          className="size-48 rounded-lg border border-border bg-white p-1"
        />
        <p>Ou saisissez cette clé à la main (compte basé sur l’heure) :</p>
        <code
          aria-label="Clé secrète"
          className="w-fit rounded-lg bg-muted px-3 py-2 font-mono text-base tracking-wider break-all text-foreground"
        >
          {grouped(enrolment.secret)}
        </code>
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer">Lien otpauth</summary>
          <p className="mt-1 font-mono break-all">{enrolment.uri}</p>
        </details>
        <p className="text-xs text-muted-foreground">
          Cette clé ne sera plus jamais affichée : le serveur la garde chiffrée.
        </p>
      </li>
      <li className="grid gap-2">
        <p>Saisissez le code que l’application affiche maintenant.</p>
        {children}
      </li>
    </ol>
  );
}

/** Ten single-use codes, shown this once: only their fingerprints are kept. */
function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="font-serif text-xl font-semibold text-foreground">
        Vos codes de secours
      </h2>
      <p>
        Sans votre téléphone, chacun de ces codes remplace une fois le code de l’application.
        Notez-les ou imprimez-les maintenant et gardez-les en lieu sûr : ils ne seront plus
        affichés.
      </p>
      <ol
        aria-label="Codes de secours"
        className="grid grid-cols-1 gap-2 rounded-xl bg-muted p-3 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="text-foreground">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => toast({ title: 'Codes copiés.' }),
              () => toast({ title: 'La copie a échoué : notez les codes à la main.' }),
            );
          }}
        >
          Copier les codes
        </Button>
        <Button onClick={onDone}>J’ai noté mes codes, continuer</Button>
      </div>
    </section>
  );
}

/** /admin/securite: the member's own second factor, its recovery codes, turning it off. */
export function SecurityPage() {
  useDocumentTitle('Sécurité — Back-office');
  const status = useSecondFactorStatus();
  return (
    <>
      <div>
        <h1 className="font-serif text-3xl font-semibold text-foreground">Sécurité</h1>
        <p className="mt-2 text-muted-foreground">
          La double authentification protège le back-office si votre mot de passe est découvert.
        </p>
      </div>
      {status.isError ? (
        <ErrorLine message={errorText(status.error)} />
      ) : !status.data ? (
        <p className="text-sm text-muted-foreground">Chargement…</p>
      ) : status.data.enrolled ? (
        <EnrolledSettings
          recoveryCodesLeft={status.data.recoveryCodesLeft}
          verifiedUntil={status.data.verifiedUntil}
          required={status.data.required}
        />
      ) : (
        <SectionCard id="double-authentification" title="Double authentification">
          <div className="grid gap-4 text-sm leading-relaxed">
            <EnrolmentFlow
              intro={
                <p>
                  Inactive. Une fois activée, chaque nouvelle session du back-office demande un code
                  de votre application d’authentification, valable 12 heures au plus et fermée après
                  30 minutes sans activité.
                </p>
              }
            />
          </div>
        </SectionCard>
      )}
    </>
  );
}

function EnrolledSettings({
  recoveryCodesLeft,
  verifiedUntil,
  required,
}: {
  recoveryCodesLeft: number;
  verifiedUntil: string | null;
  required: boolean;
}) {
  const renew = useRenewRecoveryCodes();
  const disable = useDisableSecondFactor();
  const [renewing, setRenewing] = useState(false);
  const [disabling, setDisabling] = useState(false);
  if (renew.data) {
    return (
      <SectionCard id="codes-de-secours" title="Codes de secours">
        <RecoveryCodesShown
          codes={renew.data.recoveryCodes}
          onDone={() => {
            renew.reset();
            setRenewing(false);
            void renew.refresh();
          }}
        />
      </SectionCard>
    );
  }
  return (
    <>
      <SectionCard id="double-authentification" title="Double authentification">
        <div className="grid gap-2 text-sm leading-relaxed">
          <p className="font-semibold text-foreground">Active.</p>
          {verifiedUntil ? (
            <p>
              Cette session reste ouverte jusqu’au {frenchDateTime(verifiedUntil)} au plus tard.
            </p>
          ) : null}
        </div>
      </SectionCard>
      <SectionCard
        id="codes-de-secours"
        title="Codes de secours"
        description={`${recoveryCodesLeft} code${recoveryCodesLeft > 1 ? 's' : ''} de secours inutilisé${recoveryCodesLeft > 1 ? 's' : ''} sur 10.`}
      >
        {renewing ? (
          <CodeForm
            label="Code de l’application ou code de secours"
            hint="Les nouveaux codes remplacent tous les anciens."
            submit="Générer de nouveaux codes"
            pending={renew.isPending}
            error={renew.error ? errorText(renew.error) : undefined}
            onSubmit={(code) => renew.mutate(code)}
          >
            <Button variant="outline" type="button" onClick={() => setRenewing(false)}>
              Annuler
            </Button>
          </CodeForm>
        ) : (
          <Button variant="outline" onClick={() => setRenewing(true)}>
            Renouveler les codes de secours
          </Button>
        )}
      </SectionCard>
      <SectionCard
        id="desactiver"
        title="Désactiver"
        tone="danger"
        description={
          required
            ? 'Le back-office l’exige : après l’avoir désactivée, vous devrez en enregistrer une nouvelle (un nouveau téléphone, par exemple).'
            : 'Le back-office ne demandera plus de code à vos sessions.'
        }
      >
        {disabling ? (
          <CodeForm
            label="Code de l’application ou code de secours"
            submit="Désactiver la double authentification"
            pending={disable.isPending}
            error={disable.error ? errorText(disable.error) : undefined}
            onSubmit={(code) =>
              disable.mutate(code, { onSuccess: (result) => toast({ title: result.message }) })
            }
          >
            <Button variant="outline" type="button" onClick={() => setDisabling(false)}>
              Annuler
            </Button>
          </CodeForm>
        ) : (
          <Button variant="destructive" onClick={() => setDisabling(true)}>
            Désactiver la double authentification
          </Button>
        )}
      </SectionCard>
    </>
  );
}
