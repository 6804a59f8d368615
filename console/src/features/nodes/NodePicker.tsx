import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeView } from './nodeFilters';
import { NodeOption, nodeOptionsFilter } from './NodeOption';

/** Why a node cannot be picked, in words; null when it can. */
export type NodeBlockedReason = (view: NodeView) => string | null;

interface PickerOptions {
  /** The nodes to choose from; the value is a node's effective id (`key`). */
  views: readonly NodeView[];
  /** Nodes that can't be picked are listed disabled, with the reason under their name. */
  blocked?: NodeBlockedReason;
}

type Managed = 'data' | 'renderOption' | 'filter' | 'searchable' | 'role';

/** What both pickers share: the node options with their details, and the search over them. */
function usePickerOptions({ views, blocked }: PickerOptions) {
  const { t } = useTranslation();
  return useMemo(() => {
    const byKey = new Map(views.map((view) => [view.key, view]));
    return {
      data: views.map((view) => ({ value: view.key, label: view.name, disabled: Boolean(blocked?.(view)) })),
      filter: nodeOptionsFilter(views),
      renderOption: ({ option }: { option: { value: string; label: string } }) => {
        const view = byKey.get(option.value);
        return view ? <NodeOption view={view} blockedReason={blocked?.(view) ?? null} /> : option.label;
      },
      searchable: true,
      maxDropdownHeight: 320,
      nothingFoundMessage: t('nodes.picker.nothingFound'),
    };
  }, [views, blocked, t]);
}

/** Picks one node by its host name, searchable by name, address, id, endpoint or key. */
export function NodePicker({ views, blocked, ...props }: PickerOptions & Omit<SelectProps, Managed>) {
  const { t } = useTranslation();
  return <Select placeholder={t('nodes.picker.placeholder')} {...usePickerOptions({ views, blocked })} {...props} />;
}

/** Picks several nodes. */
export function NodesPicker({ views, blocked, ...props }: PickerOptions & Omit<MultiSelectProps, Managed>) {
  return <MultiSelect hidePickedOptions {...usePickerOptions({ views, blocked })} {...props} />;
}
