import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import type { NetworkGraphNode } from '@netloom/contract';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchGraphNodes } from './graphModel';

/** At most this many matches are listed; typing more narrows them. */
const MATCH_LIMIT = 20;

/**
 * Finds a node by name or address: typing lists the matches, the arrows move through them and
 * Enter (or a click) picks one, the first match unless another is highlighted.
 */
export function GraphSearch({ nodes, onPick }: { nodes: readonly NetworkGraphNode[]; onPick: (id: string) => void }) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const matches = useMemo(() => searchGraphNodes(nodes, search, MATCH_LIMIT), [nodes, search]);
  const pick = (id: string) => {
    onPick(id);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label={t('graph.search')}
          placeholder={t('graph.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.resetSelectedOption();
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1 || !matches[0]) return;
            event.preventDefault();
            pick(matches[0].id);
          }}
          w={300}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search.trim() === ''}>
        <Combobox.Options aria-label={t('graph.matches')}>
          {matches.length === 0 ? (
            <Combobox.Empty>{t('graph.noMatches')}</Combobox.Empty>
          ) : (
            matches.map((node) => (
              <Combobox.Option key={node.id} value={node.id} aria-label={node.name}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" truncate>
                    {node.name}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {node.address || node.address6}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
