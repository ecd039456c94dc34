/**
 * The few protocol-buffer encodings an ONNX model file needs: varints, length-delimited
 * fields, packed floats and int64s. Fields are written in the order given; protobuf
 * readers accept any order.
 */

const enum Wire {
  Varint = 0,
  Fixed32 = 5,
  Bytes = 2,
}

/** One message under construction. */
export class Message {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  private push(bytes: Uint8Array): void {
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  private tag(field: number, wire: Wire): void {
    this.varint(field * 8 + wire);
  }

  private varint(value: number | bigint): void {
    let v = BigInt.asUintN(64, BigInt(value));
    const out: number[] = [];
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v !== 0n) byte |= 0x80;
      out.push(byte);
    } while (v !== 0n);
    this.push(Uint8Array.from(out));
  }

  int(field: number, value: number): this {
    this.tag(field, Wire.Varint);
    this.varint(value);
    return this;
  }

  float(field: number, value: number): this {
    this.tag(field, Wire.Fixed32);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, value, true);
    this.push(b);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, Wire.Bytes);
    this.varint(value.length);
    this.push(value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, utf8(value));
  }

  message(field: number, value: Message): this {
    return this.bytes(field, value.finish());
  }

  /** Repeated int64 / int32, packed. */
  packedInts(field: number, values: readonly number[]): this {
    const inner = new Message();
    for (const v of values) inner.varint(v);
    return this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

/** UTF-8 bytes of a string (engine packages have no TextEncoder type). */
function utf8(s: string): Uint8Array {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else
      out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}
