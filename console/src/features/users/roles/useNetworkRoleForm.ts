import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  networkRoleNameProblem,
  networkRoleNetworkProblem,
  networkRoleRightsProblem,
  type NetworkRoleFormProblem,
  type NetworkRoleFormValues,
} from './networkRoleForm';

/** The form of a network role with its rules: a name, a network, and full access or some right. */
export function useNetworkRoleForm(initialValues: NetworkRoleFormValues) {
  const { t } = useTranslation();
  const say = (problem: NetworkRoleFormProblem | null) => (problem ? t(`roles.form.problems.${problem}`) : null);
  return useForm<NetworkRoleFormValues>({
    initialValues,
    validate: {
      name: (name) => say(networkRoleNameProblem(name)),
      network: (network) => say(networkRoleNetworkProblem(network)),
      grid: (_grid, values) => say(networkRoleRightsProblem(values)),
    },
  });
}
