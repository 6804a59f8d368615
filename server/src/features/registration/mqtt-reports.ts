import { hostCheckInRequestSchema, hostUpdateTopic, type HostActionMessage } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { handleHostReport } from './host-report';

/**
 * Takes host reports (check-ins, metrics, leaving) over MQTT on `host/serverupdate/<server>/<hostid>`,
 * as over HTTP. Only with the embedded broker, whose topic rules let a host publish on its own topic
 * alone, so the topic proves who sent it; an external broker's hosts report over HTTP.
 */
export function listenForHostReports(context: AppContext, log: FastifyBaseLogger): void {
  if (context.config.externalBroker) return;
  const server = context.config.serverName;
  context.broker.subscribe(`host/serverupdate/${server}/+`, (topic, payload) => {
    const hostId = topic.split('/')[3];
    let report;
    try {
      report = hostCheckInRequestSchema.parse(JSON.parse(payload.toString()));
    } catch (error) {
      log.info({ err: error }, `ignored a report of host ${hostId} on MQTT that is not a valid host update`);
      return;
    }
    handleHostReport(context, hostId, report, { operation: `MQTT host/serverupdate/${server}/+`, sourceIp: '' })
      .then(async ({ Response: answer }) => {
        // A check-in hands over the actions left for the host; over MQTT they go to its update topic.
        const actions = answer !== null && 'actions' in answer ? answer.actions : [];
        for (const action of actions) {
          await context.broker.publish(
            hostUpdateTopic(hostId, server),
            JSON.stringify({ Action: action } satisfies HostActionMessage),
            { qos: 1 },
          );
        }
      })
      .catch((error: unknown) =>
        log.warn({ err: error }, `could not take the ${report.Action} report of host ${hostId} from MQTT`),
      );
  });
}
