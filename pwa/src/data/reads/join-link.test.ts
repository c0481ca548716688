import { describe, expect, it } from 'vitest';
import { isLoopback, joinBase } from './join-link.js';

const lan = { publicUrl: null, addresses: ['http://192.168.1.20:3000', 'http://10.20.0.7:3000'] };

describe('the join link', () => {
  it("gives a host on localhost the laptop's first network address, or the one they picked, never localhost", () => {
    expect(joinBase('http://localhost:3000', 'localhost', lan, null)).toEqual({ base: 'http://192.168.1.20:3000', atLocalhost: true, choices: lan.addresses });
    expect(joinBase('http://localhost:3000', 'localhost', lan, 'http://10.20.0.7:3000').base).toBe('http://10.20.0.7:3000');
    // A pick from another network the laptop has left is not kept.
    expect(joinBase('http://127.0.0.1:3000', '127.0.0.1', lan, 'http://172.20.1.4:3000').base).toBe('http://192.168.1.20:3000');
  });

  it('takes PUBLIC_URL over everything, and the address a host on the network is already on', () => {
    expect(joinBase('http://localhost:3000', 'localhost', { publicUrl: 'https://training.hotel.in', addresses: [] }, null).base).toBe(
      'https://training.hotel.in',
    );
    expect(joinBase('http://192.168.1.20:3000', '192.168.1.20', lan, null)).toEqual({ base: 'http://192.168.1.20:3000', atLocalhost: false, choices: [] });
  });

  it('keeps the page’s own address while the server has not answered, and says it is localhost', () => {
    expect(joinBase('http://localhost:3000', 'localhost', null, null)).toEqual({ base: 'http://localhost:3000', atLocalhost: true, choices: [] });
  });

  it('knows loopback names and addresses', () => {
    expect(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'].map(isLoopback)).toEqual([true, true, true, true, true]);
    expect(['192.168.1.20', 'frontdesk.example', '10.0.0.1'].map(isLoopback)).toEqual([false, false, false]);
  });
});
