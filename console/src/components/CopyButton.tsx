import { ActionIcon, Tooltip } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS, copyToClipboard } from './clipboard';

interface CopyButtonProps {
  value: string;
  /** The accessible name, e.g. "Copy server domain"; plain "Copy" by default. */
  label?: string;
}

/** The one copy button: copies, then shows a check mark for 2 s. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const { start } = useTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  const name = label ?? t('common.copy');

  const copy = async () => {
    if (!(await copyToClipboard(value))) return;
    setCopied(true);
    start();
  };

  return (
    <Tooltip label={copied ? t('common.copied') : name} withArrow>
      <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={name} onClick={() => void copy()}>
        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
