import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/TitledSection';
import { UseCaseSelect } from '../networks/UseCaseSelect';
import { setNetworkUseCase, useNetworkUseCase } from '../networks/useCaseStore';
import { UseCaseChecklist } from './UseCaseChecklist';

/** A network's use case, as this browser keeps it: the select to change it and, once chosen, its steps. */
export function NetworkUseCaseSection({ netid }: { netid: string }) {
  const { t } = useTranslation();
  const useCase = useNetworkUseCase(netid);
  return (
    <TitledSection title={t('useCases.title')} description={t('useCases.description')}>
      <Box maw={520}>
        <UseCaseSelect value={useCase} onChange={(picked) => setNetworkUseCase(netid, picked)} />
      </Box>
      {useCase && <UseCaseChecklist netid={netid} useCase={useCase} />}
    </TitledSection>
  );
}
