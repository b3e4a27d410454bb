import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';

/** The app name, linking home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-md font-serif text-lg font-semibold text-primary',
        className,
      )}
    >
      <span aria-hidden="true" className="text-accent">
        ✦
      </span>
      Voyance IA
    </Link>
  );
}
