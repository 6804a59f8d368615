import { Tooltip, VisuallyHidden } from '@mantine/core';
import { useId, type MouseEvent, type ReactElement } from 'react';

/** What a locked button or link takes: it looks disabled, does nothing, and is described by the reason. */
export interface LockProps {
  'data-disabled'?: true;
  'aria-disabled'?: true;
  'aria-describedby'?: string;
  onClick?: (event: MouseEvent) => void;
}

const stay = (event: MouseEvent) => event.preventDefault();

/**
 * A control that may be locked: with a `reason` it stays focusable, does nothing, and shows why on
 * hover and focus (and tells screen readers); without one it is rendered as it is. Spread the
 * props it passes after the control's own, so they win.
 */
export function LockedControl({
  reason,
  children,
}: {
  reason: string | null;
  children: (lock: LockProps) => ReactElement;
}) {
  const id = useId();
  if (!reason) return children({});
  return (
    <>
      <Tooltip label={reason} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
        {children({ 'data-disabled': true, 'aria-disabled': true, 'aria-describedby': id, onClick: stay })}
      </Tooltip>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </>
  );
}
