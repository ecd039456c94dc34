/**
 * State of the solution browser: all solutions or the fundamental ones, each paged
 * lazily from the engine's generators, with the current index and symmetric image.
 *
 * @example
 * ```tsx
 * const b = useSolutionBrowser(8);
 * b.setMode('fundamental');
 * b.pagers.fundamental.at(b.index); // { solution, images }
 * ```
 */
import { fundamentalSolutions, solutions, type Fundamental, type Solution } from '@qipan/queens';
import { useCallback, useMemo, useState } from 'react';
import { Pager } from './pager.js';

export type BrowseMode = 'all' | 'fundamental';

export interface SolutionBrowser {
  readonly mode: BrowseMode;
  readonly index: number;
  readonly image: number;
  readonly pagers: { readonly all: Pager<Solution>; readonly fundamental: Pager<Fundamental> };
  setMode(m: BrowseMode): void;
  go(index: number): void;
  setImage(i: number): void;
}

export function useSolutionBrowser(n: number): SolutionBrowser {
  const [pagers] = useState(() => ({
    all: new Pager<Solution>(solutions(n)),
    fundamental: new Pager<Fundamental>(fundamentalSolutions(n)),
  }));
  const [mode, setModeRaw] = useState<BrowseMode>('all');
  const [positions, setPositions] = useState<Record<BrowseMode, number>>({
    all: 0,
    fundamental: 0,
  });
  const [image, setImage] = useState(0);

  const setMode = useCallback((m: BrowseMode) => {
    setModeRaw(m);
    setImage(0);
  }, []);
  const go = useCallback(
    (index: number) => {
      setPositions((p) => ({ ...p, [mode]: Math.max(0, index) }));
      setImage(0);
    },
    [mode],
  );

  return useMemo(
    () => ({ mode, index: positions[mode], image, pagers, setMode, go, setImage }),
    [mode, positions, image, pagers, setMode, go],
  );
}
