/**
 * The Go board sized to the window's height: the board and the rows under it (the
 * controls and the navigation, or the board alone on the online page, whose buttons are
 * beside it) fit without scrolling, from 280 px up to 720 px.
 *
 * @example
 * ```tsx
 * const ref = useBoardFit();
 * return <div className="go-main go-main--fit" ref={ref}>…</div>;
 * ```
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Space kept under the controls, and the smallest and largest board the fit sets (px). */
const FIT_MARGIN = 12;
const FIT_MIN = 280;
const FIT_MAX = 720;
/** A touch screen at most 600 px wide (a phone held upright). */
const PHONE_UPRIGHT = '(pointer: coarse) and (max-width: 600px)';

/**
 * Sizes the board so that it, the controls and the navigation under it fit the window's height: from
 * the largest board, shrinks it by what the controls' bottom overflows the window
 * (in the page, at no scroll) until they fit, so rows that wrap on a smaller board are
 * counted. What comes and goes under the board is left out (the refusal, a notice, the
 * confirm-move bar, the position editor: `go-main--measure` hides them while measuring),
 * so the board does not jump. On a phone held upright the board
 * never gets narrower than the page: its points stay as large as they can.
 * Sets `--go-fit` on the main column; runs again a frame after the window or the
 * column changes size. `shown`: whether the column is rendered now (the
 * fit starts when it becomes true).
 */
export function useBoardFit(shown = true): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const main = ref.current;
    if (!main) return;
    const fit = (): void => {
      // The navigation row is the last under the board: it and everything above it fit.
      const controls =
        main.querySelector('.go-nav') ??
        main.querySelector('.go-controls') ??
        main.querySelector('.go-board-wrap');
      if (!controls) return;
      const limit = window.innerHeight - FIT_MARGIN;
      // A phone held upright: the board as wide as the page (its points are small
      // enough); the page scrolls to the controls.
      const phone = typeof matchMedia === 'function' && matchMedia(PHONE_UPRIGHT).matches;
      const width = main.parentElement?.clientWidth ?? 0;
      const floor = phone ? Math.max(FIT_MIN, Math.min(FIT_MAX, width)) : FIT_MIN;
      let px = FIT_MAX;
      // Rows that come and go (the refusal, a notice, the confirm bar, the position
      // editor) are left out while measuring, so the board keeps its size with them.
      main.classList.add('go-main--measure');
      for (let i = 0; i < 8; i++) {
        main.style.setProperty('--go-fit', `${px}px`);
        const bottom = controls.getBoundingClientRect().bottom + window.scrollY;
        const over = Math.ceil(bottom - limit);
        if (over <= 0 || px === floor) break;
        px = Math.max(floor, px - Math.max(over, 4));
      }
      main.classList.remove('go-main--measure');
    };
    fit();
    let frame = 0;
    const later = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const observer = new ResizeObserver(later);
    observer.observe(main);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [shown]);
  return ref;
}
