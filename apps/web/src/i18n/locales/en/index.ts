/** The English catalogue, one object per namespace. */
import { chongzi } from './chongzi.js';
import { common } from './common.js';
import { go } from './go.js';
import { gomoku } from './gomoku.js';
import { home } from './home.js';
import { match } from './match.js';
import { online } from './online.js';
import { queens } from './queens.js';
import { reasons } from './reasons.js';

export const en = { common, home, queens, go, gomoku, chongzi, match, reasons, online } as const;
