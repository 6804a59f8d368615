import { useForm } from '@mantine/form';
import { groupIdOf } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUserGroupsQuery } from '../../../api/users';
import { networkRolesProblem } from '../roles/networkRoleRules';
import { groupNameProblem, type GroupFormValues } from './groupForm';

/**
 * A group's form with its rules: a name whose id no other group has, and network roles the server
 * accepts. `ownId` is the group being edited, whose own id is not taken.
 */
export function useGroupForm<Values extends GroupFormValues>(initialValues: Values, ownId?: string) {
  const { t } = useTranslation();
  const groups = useUserGroupsQuery().data ?? [];
  return useForm<Values>({
    initialValues,
    validate: (values) => {
      const nameProblem = groupNameProblem(values.name, groups, ownId);
      const rolesProblem = networkRolesProblem(values.networkRoles);
      return {
        name: nameProblem && t(`groups.form.nameProblems.${nameProblem}`, { id: groupIdOf(values.name) }),
        networkRoles: rolesProblem && t(`roles.assign.problems.${rolesProblem}`),
      };
    },
  });
}
