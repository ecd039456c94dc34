import { describe, expect, it } from 'vitest';
import { parseGomocupLine, ruleFromBits, ruleToBits } from './command.js';
import { gomocupReply } from './reply.js';

const value = (line: string, mode?: 'board') => {
  const r = parseGomocupLine(line, mode);
  return r.ok ? r.value : r.error.reason;
};

describe('parseGomocupLine', () => {
  it('reads every command', () => {
    expect(value('START 15')).toEqual({ type: 'start', size: 15 });
    expect(value('RECTSTART 20,15')).toEqual({ type: 'rectstart', width: 20, height: 15 });
    expect(value('RESTART')).toEqual({ type: 'restart' });
    expect(value('BEGIN')).toEqual({ type: 'begin' });
    expect(value('TURN 7,8')).toEqual({ type: 'turn', point: { x: 7, y: 8 } });
    expect(value('BOARD')).toEqual({ type: 'board' });
    expect(value('TAKEBACK 3,4')).toEqual({ type: 'takeback', point: { x: 3, y: 4 } });
    expect(value('ABOUT')).toEqual({ type: 'about' });
    expect(value('END')).toEqual({ type: 'end' });
    expect(value('YXSHOWFORBID')).toEqual({ type: 'yxshowforbid' });
    expect(value('')).toEqual({ type: 'empty' });
  });
  it('tolerates CR, blanks and lower case', () => {
    expect(value('turn 7,8\r')).toEqual({ type: 'turn', point: { x: 7, y: 8 } });
    expect(value('  TURN  7 , 8  ')).toEqual({ type: 'turn', point: { x: 7, y: 8 } });
  });
  it('reads INFO keys with typed values', () => {
    expect(value('INFO timeout_turn 5000')).toEqual({
      type: 'info',
      key: 'timeout_turn',
      value: 5000,
    });
    expect(value('INFO timeout_match 180000')).toEqual({
      type: 'info',
      key: 'timeout_match',
      value: 180000,
    });
    expect(value('INFO time_left -20')).toEqual({ type: 'info', key: 'time_left', value: -20 });
    expect(value('INFO max_memory 83886080')).toEqual({
      type: 'info',
      key: 'max_memory',
      value: 83886080,
    });
    expect(value('INFO game_type 1')).toEqual({ type: 'info', key: 'game_type', value: 1 });
    expect(value('INFO folder C:\\My Brains\\x')).toEqual({
      type: 'info',
      key: 'folder',
      value: 'C:\\My Brains\\x',
    });
    expect(value('INFO rule 0')).toMatchObject({ rule: 'freestyle', continuous: false });
    expect(value('INFO rule 1')).toMatchObject({ rule: 'standard' });
    expect(value('INFO rule 4')).toMatchObject({ rule: 'renju' });
    expect(value('INFO rule 3')).toMatchObject({ rule: 'standard', continuous: true });
    expect(value('INFO evaluate 3,4')).toEqual({
      type: 'info',
      key: 'other',
      name: 'evaluate',
      value: '3,4',
    });
  });
  it('rule bits round-trip', () => {
    for (const rule of ['freestyle', 'standard', 'renju'] as const)
      expect(ruleFromBits(ruleToBits(rule))).toBe(rule);
  });
  it('board block lines', () => {
    expect(value('10,10,1', 'board')).toEqual({
      type: 'board-entry',
      point: { x: 10, y: 10 },
      field: 1,
    });
    expect(value('3,4,3', 'board')).toEqual({
      type: 'board-entry',
      point: { x: 3, y: 4 },
      field: 3,
    });
    expect(value('DONE', 'board')).toEqual({ type: 'done' });
    expect(value('10,10,4', 'board')).toBe('bad-board-line');
    expect(value('10,10', 'board')).toBe('bad-board-line');
    expect(value('TURN 1,1', 'board')).toBe('bad-board-line');
  });
  it('malformed lines give typed errors', () => {
    expect(value('START')).toBe('missing-argument');
    expect(value('START fifteen')).toBe('bad-argument');
    expect(value('TURN')).toBe('missing-argument');
    expect(value('TURN 7')).toBe('bad-argument');
    expect(value('TURN -1,3')).toBe('bad-argument');
    expect(value('TURN 1,2,3')).toBe('bad-argument');
    expect(value('BEGIN now')).toBe('bad-argument');
    expect(value('INFO')).toBe('missing-argument');
    expect(value('INFO timeout_turn')).toBe('missing-argument');
    expect(value('INFO timeout_turn soon')).toBe('bad-argument');
    expect(value('INFO max_memory -1')).toBe('bad-argument');
    expect(value('HELLO')).toBe('unknown-command');
    expect(value('\u0000\u0001garbage')).toBe('unknown-command');
  });
});

describe('gomocupReply', () => {
  it('formats every reply', () => {
    expect(gomocupReply.move({ x: 7, y: 7 })).toBe('7,7');
    expect(gomocupReply.ok()).toBe('OK');
    expect(gomocupReply.error('bad\nthing')).toBe('ERROR bad thing');
    expect(gomocupReply.unknown('HELLO')).toBe('UNKNOWN HELLO');
    expect(gomocupReply.message('hi')).toBe('MESSAGE hi');
    expect(gomocupReply.debug('depth 3')).toBe('DEBUG depth 3');
    expect(gomocupReply.forbid([])).toBe('FORBID .');
    expect(
      gomocupReply.forbid([
        { x: 7, y: 8 },
        { x: 12, y: 3 },
      ]),
    ).toBe('FORBID 07081203.');
    expect(gomocupReply.about({ name: 'qipan', version: '1.0', author: 'A "B"' })).toBe(
      'name="qipan", version="1.0", author="A \'B\'"',
    );
  });
});
