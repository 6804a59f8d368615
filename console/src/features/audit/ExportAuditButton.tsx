import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AuditFilters } from '@netloom/contract';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuditCsv } from '../../api/audit';
import { errorText } from '../../api/errors';
import { downloadFile } from '../../components/download';
import { auditExportFileName } from './auditViews';

interface ExportAuditButtonProps {
  filters: AuditFilters;
  /** Nothing to export: no change matches, or the log could not be read. */
  disabled: boolean;
}

/** Downloads every change that matches `filters` as a CSV file; busy while the server writes it. */
export function ExportAuditButton({ filters, disabled }: ExportAuditButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      downloadFile(await fetchAuditCsv(filters), auditExportFileName(Date.now()));
    } catch (error) {
      notifications.show({ color: 'red', title: t('audit.export.failed'), message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileDownload size={16} aria-hidden />}
      loading={busy}
      disabled={disabled}
      onClick={() => void exportCsv()}
    >
      {busy ? t('audit.export.busy') : t('audit.export.button')}
    </Button>
  );
}
