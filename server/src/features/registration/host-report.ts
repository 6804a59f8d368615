import type { HostCheckInRequest } from '@netloom/contract';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { envelope } from '../../http/envelope';
import { timestampNow } from '../../time';
import { removeHost } from '../hosts/service';
import { hostReportChanged, networksOfHost } from '../live/host-changes';
import { recordMeasurements } from '../metrics/record-measurements';
import { checkIn } from './check-in';

/**
 * What a host reports about itself, over HTTP (`PUT /api/v1/fallback/host/{hostid}`) or MQTT
 * (`host/serverupdate/<server>/<hostid>`): one handling for both, answered as an envelope.
 */
export async function handleHostReport(
  { config, db, mesh, hostAccounts, live }: Pick<AppContext, 'config' | 'db' | 'mesh' | 'hostAccounts' | 'live'>,
  hostId: string,
  report: HostCheckInRequest,
) {
  switch (report.Action) {
    case 'DELETE_HOST': {
      const networks = await networksOfHost(db, hostId);
      const host = await removeHost(db, hostId, true);
      mesh.changed({ neighboursOf: [hostId] });
      hostReportChanged(live, networks, ['hosts', 'nodes', 'dns', 'networks', 'extclients']);
      await hostAccounts.remove(hostId);
      return envelope(`deleted host ${host.name}`, host);
    }
    case 'UPDATE_METRICS':
      if (!report.Metrics) throw new ApiError(400, 'UPDATE_METRICS needs Metrics: the measurements of the peers');
      await recordMeasurements(db, hostId, report.Metrics, timestampNow(), config.metricsRetentionHours);
      hostReportChanged(live, await networksOfHost(db, hostId), ['metrics']);
      return envelope('stored the metrics', null);
    case 'CHECK_IN':
    case 'UPDATE_HOST': {
      const result = await checkIn(db, config, mesh, hostId, report);
      hostReportChanged(
        live,
        result.nodes.map((node) => node.network),
        ['nodes', 'hosts'],
      );
      return envelope(report.Action === 'CHECK_IN' ? 'checked in' : 'updated host data', result);
    }
  }
}
