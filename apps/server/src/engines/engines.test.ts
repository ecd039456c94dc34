import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverEngines, findGnugo, netSpec, parseEngineList } from './engines.js';

const dir = mkdtempSync(join(tmpdir(), 'qipan-config-'));
const file = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const KATAGO = {
  id: 'katago',
  name: 'KataGo',
  command: 'katago gtp -model m.bin.gz -config gtp.cfg',
  timeoutMs: 60000,
};

describe('finding GNU Go', () => {
  it('follows QIPAN_GNUGO, then the usual places and PATH', () => {
    expect(findGnugo({ QIPAN_GNUGO: 'off' })).toBeUndefined();
    expect(findGnugo({ QIPAN_GNUGO: '/opt/gnugo/bin/gnugo' })).toBe('/opt/gnugo/bin/gnugo');
    const bin = mkdtempSync(join(tmpdir(), 'qipan-path-'));
    writeFileSync(join(bin, 'gnugo'), '#!/bin/sh\n', { mode: 0o755 });
    const found = findGnugo({ PATH: `/nonexistent:${bin}` });
    // /usr/games/gnugo wins when installed; otherwise the one on PATH.
    expect(['/usr/games/gnugo', join(bin, 'gnugo')]).toContain(found);
  });
});

describe('the config file', () => {
  it('reads goEngines and puts GNU Go first', () => {
    const path = file('good.json', JSON.stringify({ goEngines: [KATAGO] }));
    const r = discoverEngines({ gnugo: '/usr/games/gnugo', net: false, configPath: path });
    expect(r.warnings).toEqual([]);
    expect(r.specs).toEqual([
      { id: 'gnugo', name: 'GNU Go', command: '/usr/games/gnugo --mode gtp', timeoutMs: 30000 },
      KATAGO,
    ]);
  });

  it('lets a configured "gnugo" replace the found one, and quotes odd paths', () => {
    const path = file(
      'gnugo.json',
      JSON.stringify({
        goEngines: [{ id: 'gnugo', name: 'GNU Go 1', command: 'gnugo --mode gtp --level 1' }],
      }),
    );
    const r = discoverEngines({ gnugo: '/usr/games/gnugo', net: false, configPath: path });
    expect(r.specs.map((s) => s.command)).toEqual(['gnugo --mode gtp --level 1']);
    expect(discoverEngines({ gnugo: "/my games/gnu'go", goEngines: [] }).specs[0]?.command).toBe(
      `'/my games/gnu'\\''go' --mode gtp`,
    );
  });

  it('gives one warning line naming the file and the reason, and no engines from it', () => {
    const cases: [string, string][] = [
      ['{ "goEngines": [', 'not valid JSON'],
      ['[1]', 'expected an object'],
      ['{ "goEngines": {} }', '"goEngines" must be a list'],
      ['{ "goEngines": [{ "id": "a b", "name": "x", "command": "x" }] }', 'goEngines[0].id'],
      ['{ "goEngines": [{ "id": "a", "name": "", "command": "x" }] }', 'goEngines[0].name'],
      ['{ "goEngines": [{ "id": "a", "name": "A" }] }', 'goEngines[0].command'],
      [
        '{ "goEngines": [{ "id": "a", "name": "A", "command": "x", "timeoutMs": "soon" }] }',
        'goEngines[0].timeoutMs',
      ],
      [
        JSON.stringify({ goEngines: [KATAGO, KATAGO] }),
        'goEngines[1].id: "katago" is listed twice',
      ],
    ];
    for (const [i, [text, reason]] of cases.entries()) {
      const path = file(`bad-${i}.json`, text);
      const r = discoverEngines({ gnugo: false, net: false, configPath: path });
      expect(r.specs).toEqual([]);
      expect(r.warnings).toHaveLength(1);
      expect(r.warnings[0]).toContain(path);
      expect(r.warnings[0]).toContain(reason);
    }
  });

  it('is optional in the current directory, but a named file must exist', () => {
    if (!existsSync('qipan.config.json')) {
      const none = discoverEngines({ gnugo: false, net: false, env: {} });
      expect(none).toEqual({ specs: [], warnings: [] });
    }
    const named = discoverEngines({ gnugo: false, net: false, env: { QIPAN_CONFIG: join(dir, 'nope.json') } });
    expect(named.warnings[0]).toContain('no such file');
    expect(parseEngineList([{ ...KATAGO, timeoutMs: undefined }]).ok).toBe(true);
  });
});

describe('the Go network engine', () => {
  it('is offered after GNU Go as qipan gtp, unless off or engines are given directly', () => {
    const r = discoverEngines({ gnugo: '/usr/games/gnugo', env: {}, configPath: '/nonexistent/qipan.json' });
    expect(r.specs.map((s) => s.id)).toEqual(['gnugo', 'qipan']);
    expect(r.specs[1]?.command).toMatch(/apps\/cli\/bin\/qipan\.js gtp$/);
    expect(discoverEngines({ gnugo: false, env: { QIPAN_NET_ENGINE: 'off' } }).specs).toEqual([]);
    expect(discoverEngines({ gnugo: false, goEngines: [] }).specs).toEqual([]);
    expect(netSpec('/opt/q p/qipan.js', '/usr/bin/node').command).toBe("/usr/bin/node '/opt/q p/qipan.js' gtp");
  });
});
