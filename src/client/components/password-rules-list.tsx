import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PASSWORD_RULES } from '@/lib/password-rules';

/**
 * The rules, ticked as they are met. Not a live region: announcing every
 * keystroke would drown the user; the field's hint and its error say the same.
 */
export function PasswordRulesList({ password }: { password: string }) {
  return (
    <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label="Règles du mot de passe">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            className={cn(
              'flex items-center gap-2',
              met ? 'text-success-strong' : 'text-muted-foreground',
            )}
          >
            {met ? (
              <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5 shrink-0" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{met ? ' : respectée' : ' : non respectée'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
