import { describe, expect, it } from 'vitest';
import { allowedOrigins, normalOrigins, originAllowed, requestOriginAllowed } from './security.js';

describe('originAllowed', () => {
  it('lets requests without Origin through, and the loopback origins of the own port in', () => {
    expect(originAllowed(undefined, [], 3000)).toBe(true);
    for (const origin of [
      'http://localhost:3000',
      'http://LOCALHOST:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]) {
      expect(originAllowed(origin, [], 3000), origin).toBe(true);
    }
  });

  it('refuses other hosts and ports, https on the plain-http server, opaque and malformed origins', () => {
    for (const origin of [
      'http://evil.example:3000',
      'https://localhost:3000',
      'https://127.0.0.1:3000',
      'http://localhost:3001',
      'http://localhost',
      'http://10.0.0.5:3000',
      'null',
      'not a url',
      'file:///x',
    ]) {
      expect(originAllowed(origin, [], 3000), origin).toBe(false);
    }
    expect(originAllowed('http://localhost:3000', [], undefined)).toBe(false);
  });

  it('allows only the configured origins when there are some', () => {
    const allowed = ['https://q.example', 'http://10.0.0.5:3000'];
    expect(originAllowed('https://q.example', allowed, 3000)).toBe(true);
    expect(originAllowed('https://Q.example:443', allowed, 3000)).toBe(true);
    expect(originAllowed('http://10.0.0.5:3000', allowed, 3000)).toBe(true);
    expect(originAllowed('http://q.example', allowed, 3000)).toBe(false);
    expect(originAllowed('http://localhost:3000', allowed, 3000)).toBe(false);
  });
});

describe('the Host header is never trusted', () => {
  it('refuses a DNS-rebinding page whatever Host says', () => {
    const rebinding = 'http://evil.example:3000';
    const request = { headers: { origin: rebinding, host: 'evil.example:3000' }, socket: {} };
    expect(requestOriginAllowed(request, [])).toBe(false);
    expect(requestOriginAllowed({ ...request, socket: { localPort: 3000 } }, [])).toBe(false);
  });

  it('takes the port from the connection, from Host only when there is none', () => {
    const origin = 'http://localhost:3000';
    expect(
      requestOriginAllowed({ headers: { origin, host: 'x:1' }, socket: { localPort: 3000 } }, []),
    ).toBe(true);
    expect(
      requestOriginAllowed(
        { headers: { origin, host: 'x:3000' }, socket: { localPort: 4000 } },
        [],
      ),
    ).toBe(false);
    expect(
      requestOriginAllowed({ headers: { origin, host: 'localhost:3000' }, socket: {} }, []),
    ).toBe(true);
    const byHost = (o: string, host: string) =>
      requestOriginAllowed({ headers: { origin: o, host }, socket: {} }, []);
    expect(byHost('http://[::1]:3000', '[::1]:3000')).toBe(true);
    expect(byHost('http://localhost', 'localhost')).toBe(true);
    expect(byHost(origin, 'bad host:x')).toBe(false);
  });
});

describe('allowedOrigins', () => {
  it('reads $QIPAN_ALLOWED_ORIGINS, normalised', () => {
    expect(
      allowedOrigins(' https://A.example/, http://b.example:8080 ,,https://a.example'),
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(allowedOrigins('')).toEqual([]);
    expect(allowedOrigins(undefined)).toEqual([]);
  });

  it('refuses what is not an origin, naming it', () => {
    for (const bad of [
      'qipan.example',
      'ftp://q.example',
      'https://q.example/play',
      'https://q.example?x',
    ]) {
      expect(() => normalOrigins([bad]), bad).toThrow(
        new RangeError(
          `bad allowed origin ${JSON.stringify(bad)} (QIPAN_ALLOWED_ORIGINS): give scheme://host[:port], such as https://qipan.example.org`,
        ),
      );
    }
  });
});
