/**
 * Every catalogue, by language, in the shape i18next takes as `resources`.
 *
 * @example
 * ```ts
 * RESOURCES.zh.queens.title; // 'N 皇后'
 * NAMESPACES; // ['common', 'home', 'queens', 'go', 'gomoku', 'chongzi', 'match', 'reasons']
 * ```
 */
import type { Language } from '../languages.js';
import { en } from './en/index.js';
import { zh } from './zh/index.js';

export const NAMESPACES = [
  'common',
  'home',
  'queens',
  'go',
  'gomoku',
  'chongzi',
  'match',
  'reasons',
  'online',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

export const RESOURCES: { readonly [L in Language]: typeof en | typeof zh } = { en, zh };
export { en };
