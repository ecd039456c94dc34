/**
 * Where things are, for the lab's scripts: they run compiled from `lab/dist/`, while
 * their inputs (C sources, game records, label files) stay beside the sources in `lab/`.
 *
 * @example
 * ```ts
 * import { LAB, ROOT } from '../paths.js';
 * join(LAB, 'gomoku/games'); // the Gomoku game records
 * ```
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file runs as lab/dist/paths.js). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The lab's source folder: scripts, data and records. */
export const LAB = join(ROOT, 'lab');
/** The compiled lab scripts. */
export const LAB_DIST = join(LAB, 'dist');
