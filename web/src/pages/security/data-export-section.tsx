import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadMyData } from '../../api/account-api.ts';
import { Button } from '../../components/button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { securityContent } from '../../content/security.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';

const { export: content } = securityContent;

/** "Baixar meus dados": everything stored about the client, saved as a JSON file (LGPD access). */
export function DataExportSection() {
  const reportFailure = useReportApiFailure();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    const outcome = await downloadMyData().then(
      (file) => ({ file }),
      (error: unknown) => ({ error }),
    );
    setDownloading(false);
    if ('error' in outcome) return reportFailure(outcome.error, content.failedTitle);
    saveFile(outcome.file, content.fileName);
  }

  return (
    <CardSection id="baixar-dados" heading={content.heading} lead={content.lead}>
      {/* aria-disabled rather than disabled: the button keeps the keyboard while the file comes. */}
      <Button
        variant="outline"
        aria-disabled={downloading}
        onClick={() => {
          if (!downloading) void download();
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {downloading ? content.downloading : content.download}
      </Button>
    </CardSection>
  );
}
