/**
 * Types of ./services.mjs (the database services `npm test` needs), for its test.
 *
 * @example
 * ```ts
 * import { serviceTarget } from './services.mjs';
 * serviceTarget('redis', undefined).port; // 6379
 * ```
 */
export type ServiceKind = 'postgres' | 'redis';

export interface ServiceTarget {
  readonly kind: ServiceKind;
  readonly variable: 'QIPAN_TEST_DATABASE_URL' | 'QIPAN_TEST_REDIS_URL';
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** On this machine (127.0.0.1, localhost, ::1): something we may start. */
  readonly local: boolean;
}

export type ServiceState = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface ServiceDeps {
  exists(path: string): boolean;
  readdir(dir: string): string[];
  readFile(file: string): string;
  writeFile(file: string, text: string): void;
  run(cmd: string, args: readonly string[]): boolean;
  log(line: string): void;
  sleep(ms: number): Promise<void>;
  check(target: ServiceTarget): Promise<ServiceState>;
}

export const DEFAULT_POSTGRES_URL: string;
export const DEFAULT_REDIS_URL: string;
export function serviceTarget(kind: ServiceKind, text: string | undefined): ServiceTarget;
export function shownUrl(url: string): string;
export function postgresAnswers(url: string, timeoutMs?: number): Promise<ServiceState>;
export function redisAnswers(url: string, timeoutMs?: number): Promise<ServiceState>;
export function howTo(target: ServiceTarget, reason: string): string[];
export function withTrust(hba: string, user?: string): string;
export function ensureServices(options: {
  env: Readonly<Record<string, string | undefined>>;
  isRoot: boolean;
  aptInstall?: (packages: string[]) => boolean;
  waitMs?: number;
  deps?: Partial<ServiceDeps>;
}): Promise<{ ok: boolean; lines: string[] }>;
