import {
  IconAccessPoint,
  IconArrowsSplit,
  IconBinaryTree2,
  IconChartBar,
  IconChartDots3,
  IconInfoCircle,
  IconServer2,
  IconShieldLock,
  IconTags,
  IconWorld,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import type { SectionPage } from '../../navigation/sections';

/** The icon of each network page, shared by the sidebar menu and the page's empty state. */
export const SECTION_ICONS: Record<SectionPage, Icon> = {
  nodes: IconServer2,
  gateways: IconAccessPoint,
  egress: IconArrowsSplit,
  'internet-gateways': IconWorld,
  acls: IconShieldLock,
  'old-acls': IconShieldLock,
  tags: IconTags,
  dns: IconWorldWww,
  analytics: IconChartBar,
  graph: IconBinaryTree2,
  metrics: IconChartDots3,
  info: IconInfoCircle,
};
