/** Where players join from (issue 48): PUBLIC_URL when set, else this machine's network addresses with the host's port. */
import { afterEach, describe, expect, it } from 'vitest';
import type { NetworkInterfaceInfo } from 'node:os';
import { startHarness, type Harness } from '../testing/harness.js';
import { readPublicUrl } from '../config.js';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const nic = (address: string, internal = false): NetworkInterfaceInfo =>
  ({ address, family: 'IPv4', internal, netmask: '255.255.255.0', mac: '00:00:00:00:00:00', cidr: `${address}/24` }) as NetworkInterfaceInfo;
const LAPTOP = () => ({
  lo: [nic('127.0.0.1', true)],
  docker0: [nic('172.17.0.1')],
  wlan0: [nic('192.168.1.20'), { ...nic('fe80::1'), family: 'IPv6' } as NetworkInterfaceInfo],
  tun0: [nic('100.64.3.9')],
  eth1: [nic('10.20.0.7')],
});

describe('join addresses', () => {
  it("offers a host on localhost this laptop's addresses on the room's networks, the Wi-Fi's first and no container bridge, with the port the host reached it on", async () => {
    h = await startHarness({ networkInterfaces: LAPTOP });
    const r = await h.call('GET', 'http://localhost:3000/api/join/addresses', { token: await h.admin() });
    expect(r.json.data).toEqual({ publicUrl: null, addresses: ['http://192.168.1.20:3000', 'http://10.20.0.7:3000', 'http://100.64.3.9:3000'] });
  });

  it('answers PUBLIC_URL alone when the operator set it', async () => {
    h = await startHarness({ networkInterfaces: LAPTOP, publicUrl: 'https://training.grandhotels.in' });
    const r = await h.call('GET', '/api/join/addresses', { token: await h.admin() });
    expect(r.json.data).toEqual({ publicUrl: 'https://training.grandhotels.in', addresses: [] });
  });

  it('refuses a participant holding a valid token', async () => {
    h = await startHarness({ networkInterfaces: LAPTOP });
    const r = await h.call('GET', '/api/join/addresses', { token: (await h.captain(0)).token });
    expect(r.status).toBe(403);
  });

  it('reads PUBLIC_URL as an origin, and says at start what is wrong with one it cannot use', () => {
    expect(readPublicUrl(' http://192.168.1.20:3000/ ')).toBe('http://192.168.1.20:3000');
    expect(readPublicUrl('')).toBeNull();
    expect(() => readPublicUrl('192.168.1.20:3000')).toThrow('PUBLIC_URL must');
    expect(() => readPublicUrl('ftp://files.example')).toThrow('PUBLIC_URL must start with http:// or https://');
    expect(() => readPublicUrl('https://hotel.example/game')).toThrow("PUBLIC_URL is the server's address alone, with no path: 'https://hotel.example'");
  });
});
