import { describe, expect, it } from 'vitest';
import { reasonMessage } from '../i18n/reasons.js';
import { createI18n } from '../i18n/setup.js';
import { errorText, socketUrl, tokenKey } from './api.js';

describe('errorText', () => {
  const en = createI18n('en');
  const zh = createI18n('zh');

  it('words every error code of the protocol in both languages', () => {
    for (const code of [
      'unauthorized',
      'not-your-turn',
      'stale-ply',
      'game-over',
      'rate-limited',
    ]) {
      const e = errorText(en.t, 'gomoku', { error: code, message: 'x' });
      const z = errorText(zh.t, 'gomoku', { error: code, message: 'x' });
      expect(e).not.toContain('online:');
      expect(z).not.toBe(e);
    }
    expect(errorText(en.t, 'gomoku', { error: 'not-your-turn', message: 'x' })).toBe(
      'It is not your turn.',
    );
  });

  it("gives an illegal move the rules' reason and a refusal the match's", () => {
    const occupied = errorText(en.t, 'gomoku', {
      error: 'illegal',
      message: 'x',
      reason: 'occupied',
    });
    expect(occupied).toBe(reasonMessage(en.t, 'gomoku', 'occupied'));
    expect(occupied).toContain('occupied');
    const ko = errorText(zh.t, 'go', { error: 'illegal', message: 'x', reason: 'ko' });
    expect(ko).toBe(reasonMessage(zh.t, 'go', 'ko'));
    const r = errorText(en.t, 'go', { error: 'refused', message: 'x', reason: 'not-abortable' });
    expect(r).toContain('aborted');
  });

  it("words the server's own refusals and bad options, never its English message", () => {
    const refused = (reason: string) => ({ error: 'refused', message: 'in English', reason });
    for (const reason of ['waiting', 'not-abandoned', 'not-ended', 'no-opponent']) {
      const z = errorText(zh.t, 'go', refused(reason));
      expect(z).not.toMatch(/[A-Za-z]/);
      expect(z).not.toBe(errorText(en.t, 'go', refused(reason)));
    }
    const options = {
      error: 'bad-request',
      message: 'unknown option "preset"',
      reason: 'bad-options',
    };
    expect(errorText(zh.t, 'go', options)).toBe('对局设置无效。');
    expect(errorText(en.t, 'go', options)).toBe('Those game settings are not valid.');
  });

  it('shows an unknown code as the code, not the message', () => {
    const e = { error: 'teapot', message: 'short and stout' };
    expect(errorText(en.t, 'chongzi', e)).toBe('The server refused (teapot).');
    expect(errorText(zh.t, 'chongzi', e)).toBe('服务器拒绝了（teapot）。');
  });
});

describe('addresses', () => {
  it('keeps tokens per game and picks ws: or wss: by the page', () => {
    expect(tokenKey('Ab3dE5gH7k')).toBe('qipan.online.Ab3dE5gH7k');
    expect(socketUrl('Ab3dE5gH7k', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/api/games/Ab3dE5gH7k/ws',
    );
    expect(socketUrl('Ab3dE5gH7k', { protocol: 'https:', host: 'qipan.example' })).toBe(
      'wss://qipan.example/api/games/Ab3dE5gH7k/ws',
    );
  });
});
