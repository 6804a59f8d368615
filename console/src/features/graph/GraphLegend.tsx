import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Graph.module.css';
import type { LegendEntries } from './graphModel';
import { NodeShape, RoleBadge } from './NodeShape';

function Entry({ sample, children }: { sample: ReactNode; children: string }) {
  return (
    <Group component="li" gap={6} wrap="nowrap">
      {sample}
      <Text size="xs">{children}</Text>
    </Group>
  );
}

function NodeSample({ children }: { children: ReactNode }) {
  return (
    <svg className={classes.swatch} width={26} height={22} viewBox="-13 -11 26 22" aria-hidden>
      {children}
    </svg>
  );
}

/** What each mark, badge and line in the graph means; only what the graph shows is listed. */
export function GraphLegend({ entries }: { entries: LegendEntries }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap={4} aria-label={t('graph.legend.title')}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('graph.legend.title')}
      </Text>
      <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.hostStatuses.map((status) => (
          <Entry
            key={status}
            sample={
              <NodeSample>
                <g className={classes.node} data-look="host">
                  <NodeShape look="host" status={status} />
                </g>
              </NodeSample>
            }
          >
            {t('graph.legend.host', { status: t(`nodeStatus.${status}`) })}
          </Entry>
        ))}
        {entries.looks.map((look) => (
          <Entry
            key={look}
            sample={
              <NodeSample>
                <g className={classes.node} data-look={look}>
                  <NodeShape look={look} status="unknown" />
                </g>
              </NodeSample>
            }
          >
            {t(`graph.legend.looks.${look}`)}
          </Entry>
        ))}
        {entries.badges.map((role) => (
          <Entry
            key={role}
            sample={
              <NodeSample>
                <RoleBadge role={role} x={0} y={0} />
              </NodeSample>
            }
          >
            {t(`graph.roles.${role}`)}
          </Entry>
        ))}
        {entries.edges.map((kind) => (
          <Entry
            key={kind}
            sample={
              <svg className={classes.swatch} width={36} height={10} aria-hidden>
                <line className={classes.edge} data-edge-kind={kind} x1={2} y1={5} x2={34} y2={5} />
              </svg>
            }
          >
            {t(`graph.edges.${kind}`)}
          </Entry>
        ))}
      </Group>
    </Stack>
  );
}
