import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { WEBHOOK_URL_REFUSALS } from "#shared/contracts/webhooks";

// Where webhooks may go (decision 0030): https only, and only to public unicast addresses, so an endpoint can
// never make the portal call into its own network (cloud metadata, databases, admin pages). Checked at
// registration, and again on every delivery by the lookup the connection itself uses, so a name that changes
// its answer after registration (DNS rebinding) is caught.

export interface EndpointAddressPolicy {
  /** Development and tests: http:// and loopback addresses too (WEBHOOKS_ALLOW_INSECURE). */
  allowInsecure: boolean;
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type WebhookUrlRefusal = keyof typeof WEBHOOK_URL_REFUSALS;

/** A refused endpoint address, with the reason people are told. */
export class WebhookAddressError extends Error {
  constructor(readonly refusal: WebhookUrlRefusal) {
    super(WEBHOOK_URL_REFUSALS[refusal]);
    this.name = "WebhookAddressError";
  }
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

// Everything that is not a public unicast address: private, shared (carrier NAT), link-local, documentation,
// benchmarking, multicast, reserved and broadcast ranges, and IPv6 forms that embed an IPv4 address.
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
// IPv6 global unicast is 2000::/3; everything outside it (unspecified, loopback, IPv4-mapped, NAT64,
// unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8...) is refused, and so are its special parts.
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");
for (const [network, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/** Why the portal must not connect to this address, if it must not. */
export function addressRefusal(
  { address, family }: ResolvedAddress,
  policy: EndpointAddressPolicy,
): WebhookUrlRefusal | undefined {
  const type = family === 4 ? "ipv4" : "ipv6";
  if (loopback.check(address, type)) return policy.allowInsecure ? undefined : "privateAddress";
  if (notPublic.check(address, type)) return "privateAddress";
  if (type === "ipv6" && !globalUnicast.check(address, "ipv6")) return "privateAddress";
  return undefined;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * What can be told from the address alone: its scheme, and the address itself when the host is an IP
 * literal (which connects without a lookup).
 */
export function urlRefusal(url: URL, policy: EndpointAddressPolicy): WebhookUrlRefusal | undefined {
  if (url.protocol !== "https:" && !(policy.allowInsecure && url.protocol === "http:")) return "notHttps";
  const host = hostOf(url);
  const family = isIP(host);
  if (family === 4 || family === 6) return addressRefusal({ address: host, family }, policy);
  return undefined;
}

async function resolveAll(hostname: string): Promise<ResolvedAddress[]> {
  try {
    const found = await lookup(hostname, { all: true, verbatim: true });
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  } catch {
    throw new WebhookAddressError("unresolvable");
  }
}

/** Every address the name has, each of them public; refused as a whole otherwise. */
export async function publicAddressesOf(
  hostname: string,
  policy: EndpointAddressPolicy,
  resolve: (hostname: string) => Promise<ResolvedAddress[]> = resolveAll,
): Promise<ResolvedAddress[]> {
  const addresses = await resolve(hostname);
  if (addresses.length === 0) throw new WebhookAddressError("unresolvable");
  for (const address of addresses) {
    const refusal = addressRefusal(address, policy);
    if (refusal) throw new WebhookAddressError(refusal);
  }
  return addresses;
}

/** Checks an endpoint address as registration does: its scheme, then every address its host resolves to. */
export async function checkEndpointUrl(
  address: string,
  policy: EndpointAddressPolicy,
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>,
): Promise<void> {
  const url = new URL(address);
  const refusal = urlRefusal(url, policy);
  if (refusal) throw new WebhookAddressError(refusal);
  if (isIP(hostOf(url)) === 0) await publicAddressesOf(hostOf(url), policy, resolve);
}

/**
 * The lookup a delivery's connection uses: it resolves the name, refuses the connection unless every address
 * is public, and connects to exactly the addresses it checked.
 */
export function checkedLookup(
  policy: EndpointAddressPolicy,
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>,
): LookupFunction {
  return (hostname, options, callback) => {
    publicAddressesOf(hostname, policy, resolve).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (options.all) {
          (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, usable);
          return;
        }
        const [first] = usable;
        if (!first) callback(new WebhookAddressError("unresolvable"), "", 4);
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, "", 4),
    );
  };
}
