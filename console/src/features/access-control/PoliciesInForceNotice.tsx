import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccessModelNotice } from '../networks/AccessModelNotice';
import { useNetwork } from '../networks/useNetwork';

/**
 * Says plainly that the policies are what the network enforces, how the old matrix still keeps
 * pairs apart (every pair it does not allow, in a network that denies by default), and leads to it.
 */
export function PoliciesInForceNotice({ netid }: { netid: string }) {
  const { t } = useTranslation();
  const { network } = useNetwork(netid);
  return (
    <AccessModelNotice
      netid={netid}
      color="blue"
      icon={<IconShieldCheck size={20} aria-hidden />}
      title={t('accessControl.inForce.title')}
      lines={[
        t('accessControl.inForce.text'),
        network?.defaultacl === 'no' ? t('accessControl.inForce.denyByDefault') : null,
      ]}
      other="old-acls"
      otherLabel={t('accessControl.inForce.openMatrix')}
    />
  );
}
