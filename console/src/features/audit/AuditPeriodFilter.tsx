import { Select, TextInput } from '@mantine/core';
import { localDateTimeText } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { AUDIT_PERIODS, instantText, isBackwards, type AuditPeriod, type AuditView } from './auditFilters';

interface AuditPeriodFilterProps {
  view: AuditView;
  onChange: (view: AuditView) => void;
}

/** The input text of a bound: the instant in local time, to the minute; '' for an open bound. */
const inputText = (instant: string) => (instant ? localDateTimeText(Date.parse(instant)) : '');

/** The period filter: a preset that ends now, all time, or a custom range picked to the minute in local time. */
export function AuditPeriodFilter({ view, onChange }: AuditPeriodFilterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('audit.filters.period')}
        value={view.period}
        onChange={(period) => onChange({ ...view, period: (period ?? 'all') as AuditPeriod, from: '', to: '' })}
        data={AUDIT_PERIODS.map((value) => ({ value, label: t(`audit.periods.${value}`) }))}
        allowDeselect={false}
        w={170}
      />
      {view.period === 'custom' && (
        <>
          <TextInput
            type="datetime-local"
            label={t('audit.filters.from')}
            value={inputText(view.from)}
            onChange={(event) => onChange({ ...view, from: instantText(event.currentTarget.value) })}
            w={210}
          />
          <TextInput
            type="datetime-local"
            label={t('audit.filters.to')}
            value={inputText(view.to)}
            onChange={(event) => onChange({ ...view, to: instantText(event.currentTarget.value) })}
            error={isBackwards(view) ? t('audit.filters.toBeforeFrom') : undefined}
            w={210}
          />
        </>
      )}
    </>
  );
}
