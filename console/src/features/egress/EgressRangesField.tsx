import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rangeRow, type EgressFormValues } from './egressForm';

/** The outside ranges, one input a row, each with its own error; at least one row stays. */
export function EgressRangesField({ form }: { form: UseFormReturnType<EgressFormValues> }) {
  const { t } = useTranslation();
  const { ranges } = form.values;
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('egress.form.ranges')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('egress.form.rangesHint')}
        </Text>
      </div>
      {ranges.map((row, index) => (
        <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('egress.form.range', { number: index + 1 })}
            placeholder={t('egress.form.rangePlaceholder')}
            ff="monospace"
            {...form.getInputProps(`ranges.${index}.cidr`)}
          />
          <Tooltip label={t('egress.form.removeRange', { number: index + 1 })} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('egress.form.removeRange', { number: index + 1 })}
              disabled={ranges.length === 1}
              onClick={() => form.removeListItem('ranges', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('ranges', rangeRow())}
        >
          {t('egress.form.addRange')}
        </Button>
      </Group>
    </Stack>
  );
}
