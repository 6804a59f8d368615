import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAccessRules } from '../form/AccessFields';
import { emailProblems, EMPTY_INVITE_FORM, type InviteFormValues } from './inviteForm';

/** The invite form with its rules: at least one email, every one valid, and the access rules of users. */
export function useInviteForm() {
  const { t } = useTranslation();
  const accessRules = useAccessRules();
  return useForm<InviteFormValues>({
    initialValues: EMPTY_INVITE_FORM,
    validate: {
      emails: (emails) =>
        emails.length === 0 ? t('invites.modal.emailsRequired') : emailProblems(emails).join('; ') || null,
      ...accessRules,
    },
  });
}
