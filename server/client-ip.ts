import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance } from "fastify";
import ipaddr from "ipaddr.js";

import type { Env } from "./env";

/** Whether the hop at `address`, `hop` steps from the server (0: the peer), is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as a trust function: no proxy, the nearest N hops, or the listed addresses. */
export function proxyTrust(setting: Env["TRUST_PROXY"]): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/**
 * An IP address in one spelling: IPv4 in dotted decimal (also when it came IPv4-mapped,
 * `::ffff:a.b.c.d`), IPv6 in its canonical form (RFC 5952) without a zone; null for anything
 * else, including the shorthands (`127.1`, `0x7f.0.0.1`) and ports some parsers accept.
 */
export function normalisedAddress(text: string): string | null {
  if (isIP(text) === 0) return null;
  const address = ipaddr.process(text.replace(/%.*$/, ""));
  return address instanceof ipaddr.IPv6 ? address.toRFC5952String() : address.toString();
}

/** Where a connection's peer address is no longer known (the client has gone). */
const UNKNOWN_CLIENT = "0.0.0.0";

/**
 * The client's IP address, normalised. From the peer that connected, each trusted proxy's
 * X-Forwarded-For entry (the last one first) is believed in turn, up to the first hop that is
 * not trusted: that hop is the client. An entry that is not an IP address ends the walk: the
 * proxy that wrote it is then the client as far as the server can know, never the text.
 */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  // The peer, then the X-Forwarded-For entries from the nearest hop to the farthest.
  const hops = proxyAddr.all(request);
  let client = normalisedAddress(hops[0] ?? "") ?? UNKNOWN_CLIENT;
  for (let hop = 0; hop + 1 < hops.length && trust(client, hop); hop += 1) {
    const reported = normalisedAddress(hops[hop + 1]!);
    if (reported === null) break;
    client = reported;
  }
  return client;
}

/** Network bits of an IPv6 client: one subscriber's network, however many addresses it uses. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * What the per-IP counters (the sign-in limits, the rate limit) count for a normalised client
 * address: an IPv4 address itself, an IPv6 address's /64, which one household or server is
 * given whole and can pick addresses from at will.
 */
export function addressCounter(address: string): string {
  if (isIP(address) === 4) return address;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toRFC5952String()}/${IPV6_CLIENT_PREFIX}`;
}

/**
 * Makes `request.ip` the client's address as `clientAddress` reads it, for every route, hook
 * and plugin that runs after this hook (the activity log, the sign-in limits, the rate limit).
 * Fastify's own reading takes the first untrusted X-Forwarded-For entry, whatever its text.
 */
export function registerClientAddress(app: FastifyInstance, trust: ProxyTrust) {
  app.addHook("onRequest", async (request) => {
    Object.defineProperty(request, "ip", {
      value: clientAddress(request.raw, trust),
      enumerable: true,
    });
  });
}
