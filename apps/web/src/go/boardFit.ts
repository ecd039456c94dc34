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
 * counted. The refusal under the board is left out (it comes and goes, and the board
 * should not jump), and so is the confirm-move bar. On a phone held upright the board
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
      const gap = parseFloat(getComputedStyle(main).rowGap) || 0;
      const limit = window.innerHeight - FIT_MARGIN;
      // A phone held upright: the board as wide as the page (its points are small
      // enough); the page scrolls to the controls.
      const phone = typeof matchMedia === 'function' && matchMedia(PHONE_UPRIGHT).matches;
      const width = main.parentElement?.clientWidth ?? 0;
      const floor = phone ? Math.max(FIT_MIN, Math.min(FIT_MAX, width)) : FIT_MIN;
      let px = FIT_MAX;
      for (let i = 0; i < 8; i++) {
        main.style.setProperty('--go-fit', `${px}px`);
        const shown = main.querySelector('.go-refusal')?.getBoundingClientRect().height ?? 0;
        const refusal = shown > 0 ? shown + gap : 0;
        // Nor the confirm-move bar: on a phone the board keeps its size, the page scrolls.
        const bar = main.querySelector('.confirm-bar')?.getBoundingClientRect().height ?? 0;
        const confirm = bar > 0 ? bar + gap : 0;
        const bottom = controls.getBoundingClientRect().bottom + window.scrollY - refusal - confirm;
        const over = Math.ceil(bottom - limit);
        if (over <= 0 || px === floor) break;
        px = Math.max(floor, px - Math.max(over, 4));
      }
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
