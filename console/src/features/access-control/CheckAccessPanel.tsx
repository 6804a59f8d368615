import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessCheckQuery, type AccessQuestion } from '../../api/acls';
import type { NodeView } from '../nodes/nodeFilters';
import { AccessCheckResult } from './AccessCheckResult';
import type { PolicyEnforcement } from './policyEnforcement';
import {
  accessCheckProblems,
  CHECK_PROTOCOLS,
  EMPTY_ACCESS_CHECK,
  toAccessQuestion,
  type AccessCheckValues,
} from './accessCheck';
import { deviceOptions } from './memberOptions';
import { useMemberLabels } from './useMemberLabels';

interface CheckAccessPanelProps {
  netid: string;
  devices: readonly NodeView[];
  /** Points at the policy that decided the answer in the table. */
  onShowPolicy: (policyId: string) => void;
  /** Whether a policy holds on its hosts. */
  enforcementOf: (policyId: string) => PolicyEnforcement;
}

/** May one device reach another (on a protocol and port), under the policies and under the old matrix? */
export function CheckAccessPanel({ netid, devices, onShowPolicy, enforcementOf }: CheckAccessPanelProps) {
  const { t } = useTranslation();
  const labels = useMemberLabels();
  const options = useMemo(() => deviceOptions(devices, labels), [devices, labels]);
  const [question, setQuestion] = useState<AccessQuestion | null>(null);
  const check = useAccessCheckQuery(netid, question);
  const form = useForm<AccessCheckValues>({
    initialValues: EMPTY_ACCESS_CHECK,
    validate: (values) => {
      const problems = accessCheckProblems(values);
      return Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [field, t(`accessControl.check.problems.${problem}`)]),
      );
    },
  });
  const nameOf = (id: string) => devices.find((view) => view.key === id)?.name ?? id;

  const submit = form.onSubmit((values) => {
    const asked = toAccessQuestion(values);
    if (JSON.stringify(asked) === JSON.stringify(question)) void check.refetch();
    else setQuestion(asked);
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="check-access-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldSearch size={20} aria-hidden />
          <Title order={2} size="h4" id="check-access-title">
            {t('accessControl.check.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('accessControl.check.description')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            {(['source', 'destination'] as const).map((field) => (
              <Select
                key={field}
                label={t(`accessControl.check.${field}`)}
                data={options}
                searchable
                allowDeselect={false}
                w={220}
                nothingFoundMessage={t('accessControl.form.nothingFound')}
                {...form.getInputProps(field)}
              />
            ))}
            <Select
              label={t('accessControl.check.protocol')}
              data={CHECK_PROTOCOLS.map((protocol) => ({
                value: protocol,
                label: t(`accessControl.check.protocols.${protocol}`),
              }))}
              allowDeselect={false}
              w={150}
              {...form.getInputProps('protocol')}
            />
            <TextInput
              label={t('accessControl.check.port')}
              placeholder={t('accessControl.check.portPlaceholder')}
              inputMode="numeric"
              w={130}
              {...form.getInputProps('port')}
            />
            <Button type="submit" mt={25} loading={check.isFetching}>
              {t('accessControl.check.submit')}
            </Button>
          </Group>
        </form>
        {question && (
          <AccessCheckResult
            check={check}
            pair={{ source: nameOf(question.src), destination: nameOf(question.dst) }}
            onShowPolicy={onShowPolicy}
            enforcementOf={enforcementOf}
          />
        )}
      </Stack>
    </Paper>
  );
}
