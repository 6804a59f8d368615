import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFocusCentered, IconMinus, IconPlus, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Graph.module.css';
import type { GraphZoom } from './useGraphZoom';

/** Zoom in, zoom out and fit to screen, over the graph's top right corner. */
export function GraphControls({ zoom }: { zoom: Pick<GraphZoom, 'zoomIn' | 'zoomOut' | 'fit'> }) {
  const { t } = useTranslation();
  const buttons: { label: string; icon: Icon; action: () => void }[] = [
    { label: t('graph.zoomIn'), icon: IconPlus, action: zoom.zoomIn },
    { label: t('graph.zoomOut'), icon: IconMinus, action: zoom.zoomOut },
    { label: t('graph.fit'), icon: IconFocusCentered, action: zoom.fit },
  ];
  return (
    <ActionIcon.Group orientation="vertical" className={classes.controls}>
      {buttons.map(({ label, icon: ButtonIcon, action }) => (
        <Tooltip key={label} label={label} position="left" events={{ hover: true, focus: true, touch: false }}>
          <ActionIcon variant="default" size="lg" aria-label={label} onClick={action}>
            <ButtonIcon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </ActionIcon.Group>
  );
}
