import { Checkbox, Paper, Table, Text } from '@mantine/core';
import {
  NETWORK_RESOURCE_TYPES,
  RESOURCE_RIGHTS,
  type NetworkResourceType,
  type ResourceRight,
} from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { rightApplies, type PermissionGrid as Grid } from './permissionGrid';
import { NoValue } from '../../../components/NoValue';

interface PermissionGridProps {
  grid: Grid;
  onChange?: (grid: Grid) => void;
  /** Shows the rights without letting them change. */
  readOnly?: boolean;
}

/** The rights a network role gives: one row per kind of resource, one column per right. */
export function PermissionGrid({ grid, onChange, readOnly = false }: PermissionGridProps) {
  const { t } = useTranslation();
  const toggle = (type: NetworkResourceType, right: ResourceRight, checked: boolean) =>
    onChange?.({ ...grid, [type]: { ...grid[type], [right]: checked } });

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="xs" horizontalSpacing="md" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roles.grid.resource')}</Table.Th>
              {RESOURCE_RIGHTS.map((right) => (
                <Table.Th key={right} ta="center">
                  {t(`roles.grid.rights.${right}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NETWORK_RESOURCE_TYPES.map((type) => {
              const resource = t(`roles.grid.resources.${type}`);
              return (
                <Table.Tr key={type}>
                  <Table.Th scope="row" fw={500}>
                    {resource}
                  </Table.Th>
                  {RESOURCE_RIGHTS.map((right) => (
                    <Table.Td key={right} ta="center">
                      {rightApplies(type, right) ? (
                        <Checkbox
                          aria-label={t('roles.grid.cellLabel', { resource, right: t(`roles.grid.rights.${right}`) })}
                          checked={grid[type][right]}
                          onChange={(event) => toggle(type, right, event.currentTarget.checked)}
                          disabled={readOnly}
                          styles={{ body: { justifyContent: 'center' } }}
                        />
                      ) : (
                        <Text size="sm" aria-hidden>
                          <NoValue />
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
