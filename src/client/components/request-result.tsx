import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

interface RequestResultProps {
  /** The server's answer once the request succeeded. */
  success?: { title: string; message: string } | undefined;
  /** What to say once it failed. */
  failure?: { title: string; message: string } | undefined;
  testId: string;
}

/**
 * What a form page's request came to, as an alert. The region is always in
 * the page, so that screen readers announce what fills it.
 */
export function RequestResult({ success, failure, testId }: RequestResultProps) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {success ? (
        <Alert variant="success" data-testid={testId}>
          <CircleCheck aria-hidden="true" />
          <div>
            <AlertTitle>{success.title}</AlertTitle>
            <AlertDescription>{success.message}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="destructive" data-testid={testId}>
          <CircleAlert aria-hidden="true" />
          <div>
            <AlertTitle>{failure.title}</AlertTitle>
            <AlertDescription>{failure.message}</AlertDescription>
          </div>
        </Alert>
      ) : null}
    </div>
  );
}
