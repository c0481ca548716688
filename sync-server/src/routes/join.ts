/**
 * Where players join from (issue 48): `/api/join`. A host whose browser is on
 * `localhost` would otherwise print a join link and QR code no phone can open.
 * PUBLIC_URL, when the operator set it, is the one answer; without it, this
 * machine's own addresses on its networks, with the port the host reached it
 * on, for the control panel to offer.
 */
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import { networkInterfaces } from 'node:os';
import type { JoinAddresses } from '@front-desk-rm/engine/domain';
import { requireRole } from '../auth/guard.js';
import { ok } from '../http.js';

/** Interfaces a phone on the room's Wi-Fi never reaches: containers' and virtual machines' bridges. */
const VIRTUAL = /^(docker|br-|veth|virbr|vmnet|vboxnet|cni|flannel|podman)/;

/** How likely a phone in the room reaches an address: a home or office Wi-Fi's first, other private ranges next. */
function reach(address: string): number {
  if (address.startsWith('192.168.')) return 0;
  if (address.startsWith('10.')) return 1;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(address)) return 2;
  return 3;
}

/** This machine's IPv4 addresses a phone on the same network can reach: not loopback, not a virtual bridge; likeliest first. */
export function lanAddresses(interfaces = networkInterfaces()): string[] {
  const found = Object.entries(interfaces)
    .filter(([name]) => !VIRTUAL.test(name))
    .flatMap(([, list]) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => i.address);
  return [...new Set(found)].sort((a, b) => reach(a) - reach(b));
}

/** The port the host's browser reached this server on, from the request's own address. */
function portOf(url: string): string {
  const { port, protocol } = new URL(url);
  return port || (protocol === 'https:' ? '443' : '80');
}

export function joinRoutes(publicUrl: string | null, interfaces?: () => ReturnType<typeof networkInterfaces>) {
  return new Hono<AppEnv>().get('/addresses', requireRole('admin'), (c) => {
    const port = portOf(c.req.url);
    const scheme = new URL(c.req.url).protocol;
    const addresses = publicUrl ? [] : lanAddresses(interfaces?.()).map((a) => `${scheme}//${a}${port === '80' || port === '443' ? '' : `:${port}`}`);
    const data: JoinAddresses = { publicUrl, addresses };
    return ok(c, data);
  });
}
