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

/** The entries of a row menu in order, with a divider before the first one that removes something. */
export function RowMenuEntries({ items }: { items: readonly RowMenuItem[] }) {
  return items.map((item, index) => {
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
  });
}

type RowMenuProps = { label: string } & (
  | { items: readonly RowMenuItem[]; children?: never }
  | {
      /** Entries that render `RowMenuEntries`; they mount only while the menu is open. */
      children: ReactNode;
      items?: never;
    }
);

/**
 * A table row's "⋯" menu, named for its row. Rows of large tables pass their entries as children,
 * so the hooks and entries of a menu are built only when someone opens it.
 */
export function RowMenu({ label, items, children }: RowMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children ?? <RowMenuEntries items={items ?? []} />}</Menu.Dropdown>
    </Menu>
  );
}
