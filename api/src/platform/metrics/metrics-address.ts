import net from 'node:net';

export const DEFAULT_METRICS_ADDR = '127.0.0.1:9464';

export interface MetricsAddress {
  host: string;
  port: number;
}

/**
 * METRICS_ADDR as host:port (an IPv6 host in brackets), the default when unset, or null for `off`.
 * The metrics never share the public port: whoever reaches this address reads them.
 */
export function parseMetricsAddr(value: string | undefined): MetricsAddress | null {
  const text = value?.trim() || DEFAULT_METRICS_ADDR;
  if (text === 'off') return null;
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]\s]+)):(\d{1,5})$/.exec(text);
  const host = match?.[1] ?? match?.[2];
  const port = Number(match?.[3]);
  const validHost = host !== undefined && (match?.[1] ? net.isIPv6(host) : /^[A-Za-z0-9.-]+$/.test(host));
  if (!validHost || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(
      `METRICS_ADDR must be host:port (such as ${DEFAULT_METRICS_ADDR}, or [::1]:9464) or "off", not "${text}".`,
    );
  }
  return { host, port };
}
