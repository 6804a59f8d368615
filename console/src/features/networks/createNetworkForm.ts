import { useForm } from '@mantine/form';
import {
  isIPv4Cidr,
  isIPv6Cidr,
  isReservedNetId,
  isValidNetworkName,
  normaliseNetworkName,
  proposeIPv4Range,
  proposeIPv6Range,
  type CreateNetworkRequest,
  type Network,
  type YesNo,
} from '@netloom/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface CreateNetworkValues {
  name: string;
  ipv4: boolean;
  addressrange: string;
  ipv6: boolean;
  addressrange6: string;
  defaultacl: YesNo | null;
}

/** The address ranges already taken, so a proposal never collides with them. */
export function takenRanges(networks: readonly Network[]): string[] {
  return networks.flatMap((network) => [network.addressrange, network.addressrange6]).filter(Boolean);
}

/** A free range, or empty when none could be found (the person then types one). */
export function proposeRange(version: 4 | 6, taken: readonly string[]): string {
  try {
    return version === 4 ? proposeIPv4Range(taken) : proposeIPv6Range(taken);
  } catch {
    return '';
  }
}

const yesNo = (on: boolean): YesNo => (on ? 'yes' : 'no');

/** The POST /networks body: the normalised id, and only the ranges of the enabled families. */
export function toCreateNetworkRequest(values: CreateNetworkValues): CreateNetworkRequest {
  return {
    netid: normaliseNetworkName(values.name),
    addressrange: values.ipv4 ? values.addressrange.trim() : '',
    addressrange6: values.ipv6 ? values.addressrange6.trim() : '',
    isipv4: yesNo(values.ipv4),
    isipv6: yesNo(values.ipv6),
    defaultacl: values.defaultacl ?? 'yes',
    defaultudpholepunch: 'no',
  };
}

/** Defaults: IPv4 on with a free range proposed, IPv6 off, default ACL allow. */
export function useCreateNetworkForm(networks: readonly Network[]) {
  const { t } = useTranslation();
  const taken = useMemo(() => new Set(networks.map((network) => network.netid)), [networks]);
  return useForm<CreateNetworkValues>({
    initialValues: {
      name: '',
      ipv4: true,
      addressrange: proposeRange(4, takenRanges(networks)),
      ipv6: false,
      addressrange6: '',
      defaultacl: 'yes',
    },
    // Checked on submit, not on blur: an error appearing on blur moves the button whose press caused the blur.
    validate: {
      name: (name) => {
        if (!isValidNetworkName(name)) return t('createNetwork.nameMessage');
        const netid = normaliseNetworkName(name);
        if (isReservedNetId(netid)) return t('createNetwork.reserved', { netid });
        return taken.has(netid) ? t('createNetwork.duplicate', { netid }) : null;
      },
      ipv4: (ipv4, values) => (ipv4 || values.ipv6 ? null : t('createNetwork.noFamily')),
      addressrange: (range, values) =>
        values.ipv4 && !isIPv4Cidr(range.trim()) ? t('createNetwork.ipv4Message') : null,
      addressrange6: (range, values) =>
        values.ipv6 && !isIPv6Cidr(range.trim()) ? t('createNetwork.ipv6Message') : null,
      defaultacl: (acl) => (acl ? null : t('createNetwork.aclRequired')),
    },
  });
}
