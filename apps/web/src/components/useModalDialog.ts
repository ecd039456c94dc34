/**
 * A native `<dialog>` shown as a modal while `open` is true: `onShow` runs each time
 * it opens (to reset the form), Escape and the close button report through the
 * dialog's own `onClose`.
 *
 * @example
 * ```tsx
 * const ref = useModalDialog(open, () => setDraft(initial));
 * return <dialog ref={ref} onClose={onClose}>…</dialog>;
 * ```
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useModalDialog(
  open: boolean,
  onShow: () => void,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const onShowRef = useRef(onShow);
  useEffect(() => {
    onShowRef.current = onShow;
  });
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      onShowRef.current();
      d.showModal();
    } else if (!open && d.open) d.close();
  }, [open]);
  return ref;
}
