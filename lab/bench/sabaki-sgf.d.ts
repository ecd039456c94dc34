/**
 * The few functions of @sabaki/sgf (which ships no types) that go-corpus.ts calls, as
 * its README documents them.
 *
 * @example
 * ```ts
 * import sabakiSgf from '@sabaki/sgf';
 * sabakiSgf.parseBuffer(Buffer.from('(;SZ[9];B[ee])'))[0]?.children.length; // 1
 * ```
 */
declare module '@sabaki/sgf' {
  export interface NodeObject {
    readonly id: number;
    readonly data: Readonly<Record<string, readonly string[] | undefined>>;
    readonly children: readonly NodeObject[];
  }
  export function parseBuffer(buffer: Buffer): NodeObject[];
  export function parseCompressedVertices(value: string): [number, number][];
  const sgf: {
    parseBuffer: typeof parseBuffer;
    parseCompressedVertices: typeof parseCompressedVertices;
  };
  export default sgf;
}
