/**
 * A native `<dialog>` shown as a modal while `open` is true: `onShow` runs each time
 * it opens (to reset the form), Escape and the close button report through the
 * dialog's own `onClose`. It opens in a layout effect: in the same frame as the render
 * that set `open` (Preact runs plain effects a frame later).
 *
 * @example
 * ```tsx
 * const ref = useModalDialog(open, () => setDraft(initial));
 * return <dialog ref={ref} onClose={onClose}>…</dialog>;
 * ```
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useModalDialog(
  open: boolean,
  onShow: () => void,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const onShowRef = useRef(onShow);
  useLayoutEffect(() => {
    onShowRef.current = onShow;
  });
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      onShowRef.current();
      d.showModal();
    } else if (!open && d.open) d.close();
  }, [open]);
  return ref;
}
