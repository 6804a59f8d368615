import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useProblemSentence } from '../../../i18n/useProblemSentence';
import { useAccessRules } from '../form/AccessFields';
import { EMPTY_INVITE_FORM, inviteEmailProblems, type InviteFormValues } from './inviteForm';

/** The invite form with its rules: at least one email, every one valid, and the access rules of users. */
export function useInviteForm() {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const accessRules = useAccessRules();
  return useForm<InviteFormValues>({
    initialValues: EMPTY_INVITE_FORM,
    validate: {
      emails: (emails) =>
        emails.length === 0
          ? t('invites.modal.emailsRequired')
          : inviteEmailProblems(emails)
              .map((found) => problems.sentence(found))
              .join('; ') || null,
      ...accessRules,
    },
  });
}
