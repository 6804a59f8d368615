import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccessModelNotice } from '../networks/AccessModelNotice';
import { useNetwork } from '../networks/useNetwork';

/**
 * Labels the old matrix as not the network's access model: the policies are in force, the matrix
 * only keeps pairs apart (every pair it does not allow, in a network that denies by default). In a
 * network that allows by default, its admins learn how to leave access to the policies alone.
 */
export function MatrixNotInForceNotice({ netid, editable }: { netid: string; editable: boolean }) {
  const { t } = useTranslation();
  const { network } = useNetwork(netid);
  let hint = null;
  if (network?.defaultacl === 'no') hint = t('oldAcls.notInForce.denyByDefault');
  else if (network && editable) hint = t('oldAcls.notInForce.allowAllHint');
  return (
    <AccessModelNotice
      netid={netid}
      color="yellow"
      mb="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('oldAcls.notInForce.title')}
      lines={[t('oldAcls.notInForce.text'), hint]}
      other="acls"
      otherLabel={t('oldAcls.notInForce.openPolicies')}
    />
  );
}
