// A PostgreSQL connection of its own that outlives database restarts: the cache bus's LISTEN connection and a
// worker's presence connection. When the connection drops (a restart, `pg_ctl -m immediate stop`, a network fault)
// or cannot be made, it is tried again with a growing delay (0.5 s doubling, at most 10 s) until it is back, and
// `onConnect` runs again on the new connection (LISTEN again, drop what may have been missed). Never throws into the
// process: an `error` event of a pg Client without a listener would end it.
import type { Client } from "pg";
import { logger } from "../logger";

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

export type LastingConnection = {
  /** Resolves after the first attempt, made or not (later attempts go on in the background). */
  firstAttempt: Promise<boolean>;
  isConnected: () => boolean;
  stop: () => Promise<void>;
};

export function keepConnected(options: {
  url: string;
  /** For the log lines: "cache bus", "worker presence". */
  name: string;
  applicationName?: string;
  onConnect: (client: Client) => Promise<void>;
}): LastingConnection {
  let stopped = false;
  let current: Client | undefined;
  let delay = FIRST_DELAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void attempt();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  };

  const attempt = async (): Promise<boolean> => {
    const { Client: PgClient } = await import("pg");
    const client = new PgClient({ connectionString: options.url, application_name: options.applicationName });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      if (stopped) return;
      logger.warn({ err: err?.message }, `${options.name}: database connection lost, reconnecting`);
      retry();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      await options.onConnect(client);
    } catch (err) {
      lost = true;
      client.end().catch(() => {});
      // One line for the first failure of a series, not one per attempt while the database is down.
      if (failures++ === 0)
        logger.warn({ err: (err as Error).message }, `${options.name}: cannot connect, retrying`);
      retry();
      return false;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return false;
    }
    if (failures > 0) logger.info(`${options.name}: connected again`);
    failures = 0;
    delay = FIRST_DELAY_MS;
    current = client;
    return true;
  };

  return {
    firstAttempt: attempt(),
    isConnected: () => current !== undefined,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current?.end().catch(() => {});
    },
  };
}
