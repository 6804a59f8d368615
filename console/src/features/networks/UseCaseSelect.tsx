import { Select } from '@mantine/core';
import { isNetworkUseCase, NETWORK_USE_CASE_NAMES, NETWORK_USE_CASES, type NetworkUseCase } from '@netloom/contract';
import { useTranslation } from 'react-i18next';

/** The option that stands for no use case. */
const NONE = 'none';

interface UseCaseSelectProps {
  value: NetworkUseCase | null;
  onChange: (useCase: NetworkUseCase | null) => void;
  /** Under the select while no use case is chosen; a chosen one's description shows there instead. */
  hint?: string;
}

/** Picks what a network is set up for: None, or a use case by its feature name. */
export function UseCaseSelect({ value, onChange, hint }: UseCaseSelectProps) {
  const { t } = useTranslation();
  const options = [
    { value: NONE, label: t('useCases.none') },
    ...NETWORK_USE_CASES.map((useCase) => ({ value: useCase, label: NETWORK_USE_CASE_NAMES[useCase] })),
  ];
  return (
    <Select
      label={t('useCases.label')}
      description={value ? t(`useCases.descriptions.${value}`) : hint}
      data={options}
      value={value ?? NONE}
      onChange={(picked) => onChange(isNetworkUseCase(picked) ? picked : null)}
      allowDeselect={false}
    />
  );
}
