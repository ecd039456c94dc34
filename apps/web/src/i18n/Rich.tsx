/**
 * A translated sentence with markup: each `<name>…</name>` in the text becomes the
 * element `components[name]` around that part. React-i18next's `<Trans>` for the simple
 * case the app needs, without its HTML parser (some 3 KB less script on every page).
 * Tags do not nest; a tag without a component shows its inner text only.
 *
 * @example
 * ```tsx
 * // notFound.text: 'There is nothing here. <home>Back to the games</home>.'
 * <Rich text={t('notFound.text')} components={{ home: <Link to="/" /> }} />
 * ```
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

export function Rich({
  text,
  components,
}: {
  readonly text: string;
  readonly components: { readonly [name: string]: ReactElement };
}): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const [all, name = '', inner = ''] = m;
    const c = components[name];
    out.push(c ? cloneElement(c, { key: out.length }, inner) : inner);
    last = m.index + all.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}
