// The load client: a process of its own (started with `fork` by bench/load/drive.ts), so that
// sending and timing requests does not share the server's CPU time slices in one event loop. It
// runs one autocannon instance per job at once, records every answer's latency and checks every
// answer, then sends the records back and exits.
import autocannon from 'autocannon';
import { MIX, type MixContext, type MixRequest } from './mix.ts';
import type { OperationRecord } from './summary.ts';

/** One kind of request: a mix operation by name, or one fixed request. */
export interface DriverJob {
  name: string;
  /** Requests per second for this job; absent: as fast as `connections` allow. */
  rate?: number;
  connections: number;
  mixOperation?: string;
  fixed?: MixRequest & { graphql: boolean };
}

export interface DriverOrder {
  url: string;
  seconds: number;
  context?: MixContext;
  jobs: DriverJob[];
}

const isOk = (status: number) => status >= 200 && status < 300;

/** A GraphQL answer is a failure when it carries `errors` (the API answers them with 200). */
function graphqlFailed(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown[]; data?: unknown };
    return Boolean(parsed.errors?.length) || !parsed.data;
  } catch {
    return true;
  }
}

function requestMaker(order: DriverOrder, job: DriverJob) {
  if (job.fixed) return { graphql: job.fixed.graphql, make: () => job.fixed! };
  const operation = MIX.find((candidate) => candidate.name === job.mixOperation);
  if (!operation || !order.context) throw new Error(`No mix operation "${job.mixOperation}"`);
  const context = order.context;
  const pick = (length: number) => Math.floor(Math.random() * length);
  return { graphql: operation.graphql, make: () => operation.request(context, pick) };
}

function runJob(order: DriverOrder, job: DriverJob): Promise<OperationRecord> {
  const { graphql, make } = requestMaker(order, job);
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: order.url,
        connections: job.connections,
        duration: order.seconds,
        ...(job.rate ? { overallRate: Math.max(1, Math.round(job.rate)) } : {}),
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => ({ ...request, ...make() }),
            onResponse: (status: number, body: string) => {
              if (isOk(status) && !(graphql && graphqlFailed(body))) return;
              failures += 1;
              firstFailure ??= `${status} ${body.slice(0, 300)}`;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        failures += result.errors + result.timeouts;
        if (firstFailure) console.error(`${job.name}: first failure: ${firstFailure}`);
        resolve({
          name: job.name,
          latencies,
          failures,
          seconds: (performance.now() - startedAt) / 1000,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => {
      latencies.push(responseTime);
    });
  });
}

process.once('message', (order: DriverOrder) => {
  Promise.all(order.jobs.map((job) => runJob(order, job)))
    .then((records) => process.send!(records, () => process.exit(0)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
