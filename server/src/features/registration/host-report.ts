import type { HostCheckInRequest } from '@netloom/contract';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../api-error';
import { envelope } from '../../http/envelope';
import { timestampNow } from '../../time';
import { removeHost } from '../hosts/service';
import { nodeListing } from '../node-records/return-node';
import {
  hostCheckInChanged,
  hostReportChanged,
  LEFT_TOPICS,
  networksOfHost,
  STATUS_TOPICS,
} from '../live/host-changes';
import { recordMeasurements, type HostMeasurementsReport } from '../metrics/record-measurements';
import { networksWithOtherStatus, shownStatusesOfHosts } from '../../store/status-sql';
import { auditedChange, singleNetwork } from '../../audit/audit-context';
import { checkIn } from './check-in';

/**
 * Stores hosts' measurements of their peers (a batch of `MeasurementBatches`) and tells the live hub:
 * a metrics change in each of their networks, and a change of the nodes where one of their nodes
 * turned (most of its peers not answering, or answering again).
 */
export async function storeMeasurements(
  { config, db, live }: Pick<AppContext, 'config' | 'db' | 'live'>,
  reports: HostMeasurementsReport[],
): Promise<void> {
  const time = timestampNow();
  const listing = nodeListing(config, Date.parse(time));
  const hostIds = reports.map((report) => report.hostId);
  const before = await shownStatusesOfHosts(db, hostIds, listing);
  await recordMeasurements(db, reports, time, config.metricsRetentionHours);
  const after = await shownStatusesOfHosts(db, hostIds, listing);
  hostReportChanged(
    live,
    [...after.values()].map((node) => node.network),
    ['metrics'],
  );
  for (const network of networksWithOtherStatus(before, after)) live.changed({ network, topics: [...STATUS_TOPICS] });
}

/** How a report reached the server, as the audit log names it: `PUT /api/v1/...` or `MQTT <topic>`, and from where. */
export interface ReportOrigin {
  operation: string;
  sourceIp: string;
}

/**
 * What a host reports about itself, over HTTP (`PUT /api/v1/fallback/host/{hostid}`) or MQTT
 * (`host/serverupdate/<server>/<hostid>`): one handling for both, answered as an envelope. A host
 * removing itself is audited, by the host.
 */
export async function handleHostReport(
  {
    config,
    db,
    mesh,
    hostAccounts,
    live,
    measurements,
  }: Pick<AppContext, 'config' | 'db' | 'mesh' | 'hostAccounts' | 'live' | 'measurements'>,
  hostId: string,
  report: HostCheckInRequest,
  origin: ReportOrigin,
) {
  switch (report.Action) {
    case 'DELETE_HOST': {
      const networks = await networksOfHost(db, hostId);
      const removal = {
        ...({ actor: hostId, actor_kind: 'host', action: 'delete', object_type: 'host', object_id: hostId } as const),
        network: singleNetwork(networks),
        operation: origin.operation,
        source_ip: origin.sourceIp,
      };
      const host = await auditedChange(removal, () => removeHost(db, hostId, true));
      mesh.changed({ neighboursOf: [hostId] });
      hostReportChanged(live, networks, LEFT_TOPICS);
      await hostAccounts.remove(hostId);
      return envelope(`deleted host ${host.name}`, host);
    }
    case 'UPDATE_METRICS':
      if (!report.Metrics) throw new ApiError(400, 'UPDATE_METRICS needs Metrics: the measurements of the peers');
      await measurements.record({ hostId, measurements: report.Metrics });
      return envelope('stored the metrics', null);
    case 'CHECK_IN':
    case 'UPDATE_HOST': {
      const { answer, shown } = await checkIn(db, config, mesh, hostId, report);
      hostCheckInChanged(
        live,
        answer.nodes.map((node) => node.network),
        shown,
      );
      return envelope(report.Action === 'CHECK_IN' ? 'checked in' : 'updated host data', answer);
    }
  }
}
