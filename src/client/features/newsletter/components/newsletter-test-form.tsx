import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { newsletterBodySchema, type NewsletterBody } from '#shared/schemas/emails';
import type { z } from '#shared/zod';
import { RequestResult } from '@/components/request-result';
import { FORM_PAGE_BUTTON } from '@/components/form-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-text';
import { subscribeToNewsletter } from '@/lib/newsletter';

/** /brevo-test: subscribes an address to the newsletter and shows what the server said. */
export function NewsletterTestForm() {
  const form = useForm<NewsletterBody, unknown, z.output<typeof newsletterBodySchema>>({
    resolver: zodResolver(newsletterBodySchema),
    defaultValues: { firstName: '', email: '' },
  });
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });
  const { errors } = form.formState;

  return (
    <div className="grid gap-5">
      <form
        noValidate
        aria-label="Inscription à la newsletter"
        className="grid gap-5"
        onSubmit={form.handleSubmit((values) => subscribe.mutate(values))}
      >
        <FormField id="newsletter-first-name" label="Prénom" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="newsletter-email" label="Adresse e-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <Button
          type="submit"
          size="lg"
          className={FORM_PAGE_BUTTON}
          disabled={subscribe.isPending}
          aria-busy={subscribe.isPending}
        >
          {subscribe.isPending ? 'Inscription en cours...' : "S'inscrire à la newsletter"}
        </Button>
      </form>
      <RequestResult
        testId="newsletter-result"
        success={
          subscribe.isSuccess
            ? { title: 'Demande enregistrée', message: subscribe.data.message }
            : undefined
        }
        failure={
          subscribe.isError
            ? { title: "L'inscription a échoué", message: errorText(subscribe.error) }
            : undefined
        }
      />
    </div>
  );
}
