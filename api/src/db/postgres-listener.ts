// PostgreSQL's LISTEN on one dedicated connection (a pooled one would hand its LISTENs to whichever
// request takes it next). Opened at the first listen(), kept open, and opened again after it drops
// (a restarted server, a failover, pg_terminate_backend): the channels are LISTENed again and every
// listener hears `onGap`, since what was notified while the connection was down is lost for good.
import pg from 'pg';

/** The first retry after a drop comes this soon; each failed one doubles it, up to the maximum. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export interface ChannelListener {
  onPayload: (payload: string) => void;
  /** The connection was lost and is back: notifications sent meanwhile were not delivered. */
  onGap?: () => void;
}

export interface PostgresListener {
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** LISTEN takes an identifier, not a parameter. */
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export function createPostgresListener(
  clientConfig: pg.ClientConfig,
  logError: (error: Error, message: string) => void,
): PostgresListener {
  const channels = new Map<string, Set<ChannelListener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    // TCP keep-alive: a connection whose peer vanished without a word (a partition) is noticed too.
    const next = new pg.Client({ ...clientConfig, application_name: 'villa-events', keepAlive: true });
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener.onPayload(message.payload ?? '');
    });
    // 'error' comes before 'end' when the connection is lost: both lead to one reconnect.
    next.on('error', (error) => logError(error, 'The events connection to PostgreSQL failed'));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    if (!closed) scheduleReconnect();
  }

  function scheduleReconnect() {
    if (retryTimer !== null || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void ensureConnected().then(
        () => {
          retryMs = RETRY_FIRST_MS;
          for (const set of channels.values()) for (const listener of set) listener.onGap?.();
        },
        (error: unknown) => {
          logError(
            error instanceof Error ? error : new Error(String(error)),
            'Reconnecting for events failed',
          );
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client !== null) return Promise.resolve(client);
    connecting ??= connect().then(
      async (opened) => {
        connecting = null;
        if (closed) {
          await opened.end().catch(() => undefined);
          throw new Error('The events connection is closed');
        }
        client = opened;
        return opened;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  }

  return {
    async listen(channel, listener) {
      if (closed) throw new Error('The events connection is closed');
      let set = channels.get(channel);
      const first = set === undefined;
      if (set === undefined) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(listener);
      try {
        const connected = client;
        // A connection opened now LISTENs to every channel already, this one included.
        if (connected === null) await ensureConnected();
        else if (first) await connected.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        // Not connected now: the reconnect LISTENs, and onGap says the listener may have missed some.
        logError(error instanceof Error ? error : new Error(String(error)), 'LISTEN failed; retrying');
        scheduleReconnect();
      }
      return async () => {
        set.delete(listener);
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      channels.clear();
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
