import { Download } from 'lucide-react';
import { useState } from 'react';
import type { ExportFormat } from '#shared/schemas/account';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { downloadExport } from '../api/account-api';

/** The right of access and portability (GDPR arts. 15 and 20), one click each. */
export function DataExportSection() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadExport(format);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Téléchargement impossible',
        description: errorText(error),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button
        variant="outline"
        className="h-auto min-h-11 whitespace-normal text-left"
        disabled={busy !== null}
        aria-busy={busy === 'json'}
        onClick={() => void download('json')}
      >
        <Download aria-hidden="true" />
        Télécharger mes données
      </Button>
      <Button
        variant="outline"
        className="h-auto min-h-11 whitespace-normal text-left"
        disabled={busy !== null}
        aria-busy={busy === 'text'}
        onClick={() => void download('text')}
      >
        <Download aria-hidden="true" />
        Mes consultations en texte
      </Button>
      {/* Everything, in French sentences, for a person to read (issue 39). */}
      <Button
        variant="outline"
        className="h-auto min-h-11 whitespace-normal text-left"
        disabled={busy !== null}
        aria-busy={busy === 'document'}
        onClick={() => void download('document')}
      >
        <Download aria-hidden="true" />
        Toutes mes données, à lire
      </Button>
    </div>
  );
}
