import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileBodySchema, type ProfileBody } from '#shared/schemas/account';
import type { z } from '#shared/zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from '../api/account-api';
import { showUpdated, showUpdateError } from '../utils/account-toasts';

/** The first name (spec §5: 2 characters at least), shown in the sidebar once saved. */
export function FirstNameForm({ firstName }: { firstName: string }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileBody, unknown, z.output<typeof profileBodySchema>>({
    resolver: zodResolver(profileBodySchema),
    values: { firstName },
  });
  return (
    <form
      noValidate
      aria-label="Prénom"
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={form.handleSubmit((body) =>
        update.mutate(body, {
          onSuccess: (result) => showUpdated('Profil mis à jour', result.message),
          onError: showUpdateError,
        }),
      )}
    >
      <FormField
        id="profile-first-name"
        label="Prénom"
        error={form.formState.errors.firstName?.message}
      >
        <Input autoComplete="given-name" {...form.register('firstName')} />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        disabled={update.isPending}
        aria-busy={update.isPending}
      >
        {update.isPending ? 'Enregistrement…' : 'Enregistrer le prénom'}
      </Button>
    </form>
  );
}
