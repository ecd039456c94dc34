import { Message } from './protobuf.js';

/** ONNX's tensor element types used here. */
const FLOAT = 1;
const INT64 = 7;

// Field numbers of onnx.proto (ModelProto, GraphProto, NodeProto, AttributeProto,
// TensorProto, ValueInfoProto, TypeProto, TensorShapeProto).
const ATTR_FLOAT = 1;
const ATTR_INT = 2;
const ATTR_INTS = 7;

type Attribute = number | readonly number[] | { readonly float: number };

/**
 * Builds an ONNX graph node by node: each call adds a node and returns the name of its
 * output, so a network reads as a chain of calls.
 */
export class GraphBuilder {
  private readonly nodes: Message[] = [];
  private readonly initializers: Message[] = [];
  private readonly inputs: Message[] = [];
  private readonly outputs: Message[] = [];
  private count = 0;

  private fresh(prefix: string): string {
    this.count += 1;
    return `${prefix}_${this.count}`;
  }

  /** A graph input of float elements; `null` in a shape is a named dynamic dimension. */
  input(name: string, shape: readonly (number | string)[]): string {
    this.inputs.push(valueInfo(name, FLOAT, shape));
    return name;
  }

  output(name: string, from: string, shape: readonly (number | string)[]): void {
    this.node('Identity', [from], {}, name);
    this.outputs.push(valueInfo(name, FLOAT, shape));
  }

  /** A constant float tensor. */
  constant(name: string, dims: readonly number[], values: Float32Array): string {
    const unique = this.fresh(name);
    const t = new Message()
      .packedInts(1, dims)
      .int(2, FLOAT)
      .string(8, unique)
      .bytes(9, new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
    this.initializers.push(t);
    return unique;
  }

  /** A constant int64 tensor (shapes, axes). */
  ints(name: string, values: readonly number[]): string {
    const unique = this.fresh(name);
    const raw = new BigInt64Array(values.map((v) => BigInt(v)));
    const t = new Message()
      .packedInts(1, [values.length])
      .int(2, INT64)
      .string(8, unique)
      .bytes(9, new Uint8Array(raw.buffer));
    this.initializers.push(t);
    return unique;
  }

  node(
    op: string,
    inputs: readonly string[],
    attributes: Readonly<Record<string, Attribute>> = {},
    outputName?: string,
  ): string {
    const out = outputName ?? this.fresh(op.toLowerCase());
    const n = new Message();
    for (const i of inputs) n.string(1, i);
    n.string(2, out).string(3, `${op}_${this.count}`).string(4, op);
    for (const [key, value] of Object.entries(attributes)) n.message(5, attribute(key, value));
    this.nodes.push(n);
    return out;
  }

  /** The model file: IR version 8, the default opset `opset`. */
  finish(name: string, opset = 18): Uint8Array {
    const graph = new Message();
    for (const n of this.nodes) graph.message(1, n);
    graph.string(2, name);
    for (const t of this.initializers) graph.message(5, t);
    for (const i of this.inputs) graph.message(11, i);
    for (const o of this.outputs) graph.message(12, o);
    return new Message()
      .int(1, 8)
      .string(2, 'qipan')
      .string(3, '1')
      .message(7, graph)
      .message(8, new Message().string(1, '').int(2, opset))
      .finish();
  }
}

function attribute(name: string, value: Attribute): Message {
  const a = new Message().string(1, name);
  if (typeof value === 'number') return a.int(3, value).int(20, ATTR_INT);
  if ('float' in value) return a.float(2, value.float).int(20, ATTR_FLOAT);
  return a.packedInts(8, value).int(20, ATTR_INTS);
}

function valueInfo(name: string, elem: number, shape: readonly (number | string)[]): Message {
  const dims = new Message();
  for (const d of shape) {
    dims.message(1, typeof d === 'number' ? new Message().int(1, d) : new Message().string(2, d));
  }
  const tensor = new Message().int(1, elem).message(2, dims);
  return new Message().string(1, name).message(2, new Message().message(1, tensor));
}
