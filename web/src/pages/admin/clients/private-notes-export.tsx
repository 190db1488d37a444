import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadPrivateNotes } from '../../../api/admin-clients-api.ts';
import { Button } from '../../../components/button.tsx';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';

const { privateNotes: copy } = adminClientsContent.detail;

/**
 * "Exportar notas internas": what the team adds to a client's own export when the client asks for
 * their data (decision 052); the server logs each export on the client's account.
 */
export function PrivateNotesExport({ client }: { client: { id: string; email: string } }) {
  const reportFailure = useReportApiFailure();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    const outcome = await downloadPrivateNotes(client.id).then(
      (file) => ({ file }),
      (error: unknown) => ({ error }),
    );
    setDownloading(false);
    if ('error' in outcome) return reportFailure(outcome.error, copy.failedTitle);
    saveFile(outcome.file, copy.fileName(client.email));
  }

  return (
    <div className="mt-6 border-t border-sand-300 pt-5">
      <h3 className="font-medium text-ink-900">{copy.heading}</h3>
      <p className="mt-1 max-w-prose text-small text-ink-700">{copy.lead}</p>
      {/* aria-disabled rather than disabled: the button keeps the keyboard while the file comes. */}
      <Button
        variant="outline"
        className="mt-3"
        aria-disabled={downloading}
        onClick={() => {
          if (!downloading) void download();
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {downloading ? copy.downloading : copy.download}
      </Button>
    </div>
  );
}
