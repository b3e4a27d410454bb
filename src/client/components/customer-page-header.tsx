import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The top of a customer's own pages (/profile, /subscription): the brand, and the way back to the chat. */
export function CustomerPageHeader() {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-5 sm:px-8">
      <BrandLink />
      <Button asChild variant="ghost">
        <Link to={paths.chat}>
          <ArrowLeft aria-hidden="true" />
          Mes consultations
        </Link>
      </Button>
    </header>
  );
}
