import { describe, expect, it } from 'vitest';
import { allowedOrigins, isAllowedOrigin } from './security.js';

describe('isAllowedOrigin', () => {
  it('lets requests without Origin through and the same host in', () => {
    expect(isAllowedOrigin(undefined, 'localhost:3000', [])).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', 'localhost:3000', [])).toBe(true);
    expect(isAllowedOrigin('http://LOCALHOST:3000', 'LocalHost:3000', [])).toBe(true);
  });
  it('refuses foreign, opaque and malformed origins', () => {
    expect(isAllowedOrigin('https://evil.example', 'localhost:3000', [])).toBe(false);
    expect(isAllowedOrigin('http://localhost:3001', 'localhost:3000', [])).toBe(false);
    expect(isAllowedOrigin('null', 'localhost:3000', [])).toBe(false);
    expect(isAllowedOrigin('not a url', 'localhost:3000', [])).toBe(false);
    expect(isAllowedOrigin('file:///x', 'localhost:3000', [])).toBe(false);
  });
  it('accepts configured origins', () => {
    expect(isAllowedOrigin('https://q.example', '10.0.0.5:3000', ['https://q.example'])).toBe(true);
    expect(allowedOrigins(' https://a.example, https://b.example ,')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
