import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/** One entry of a row menu: it does something (`onClick`) or leads to a page (`to`). */
export type RowMenuItem = {
  label: string;
  icon: ReactNode;
  /** Red, after a divider: for what removes something. */
  danger?: boolean;
  disabled?: boolean;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** A table row's "⋯" menu, named for its row. */
export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item, index) => {
          const shared = {
            color: item.danger ? 'red' : undefined,
            leftSection: item.icon,
            disabled: item.disabled,
            children: item.label,
          };
          return (
            <Fragment key={item.label}>
              {item.danger && index > 0 && !items[index - 1].danger && <Menu.Divider />}
              {item.to === undefined ? (
                <Menu.Item {...shared} onClick={item.onClick} />
              ) : (
                <Menu.Item {...shared} component={Link} to={item.to} />
              )}
            </Fragment>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
