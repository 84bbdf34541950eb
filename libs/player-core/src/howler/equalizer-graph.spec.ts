import { EQ_FREQUENCIES } from '../lib/equalizer/equalizer-bands';
import { applyPreset, reset, setBandGain, setBypass } from '../lib/equalizer/equalizer-model';
import { EQ_PRESETS } from '../lib/equalizer/equalizer-presets';
import { createEqualizerGraph } from './equalizer-graph';

/** The parts of an AudioNode the graph touches, recording its connections. */
class FakeNode {
  readonly outputs: FakeNode[] = [];
  disconnected = 0;
  constructor(readonly kind: 'gain' | 'biquad') {}
  connect(destination: FakeNode): FakeNode {
    this.outputs.push(destination);
    return destination;
  }
  disconnect(): void {
    this.disconnected += 1;
    this.outputs.length = 0;
  }
}

class FakeBiquad extends FakeNode {
  type = 'lowpass';
  readonly frequency = { value: 350 };
  readonly Q = { value: 0.5 };
  readonly gain = { value: 7 };
  constructor() {
    super('biquad');
  }
}

/** A structural stand-in for BaseAudioContext: jest's node environment has no Web Audio. */
function fakeContext(): { context: BaseAudioContext; created: FakeNode[] } {
  const created: FakeNode[] = [];
  const make = <T extends FakeNode>(node: T): T => {
    created.push(node);
    return node;
  };
  const fake = {
    createGain: () => make(new FakeNode('gain')),
    createBiquadFilter: () => make(new FakeBiquad()),
  };
  return { context: fake as unknown as BaseAudioContext, created };
}

function asFake(node: unknown): FakeNode {
  if (!(node instanceof FakeNode)) throw new Error('not a fake node');
  return node;
}

function asBiquad(node: unknown): FakeBiquad {
  if (!(node instanceof FakeBiquad)) throw new Error('not a fake biquad');
  return node;
}

/** Follows the single connection from `input` to the end of the chain. */
function walk(input: FakeNode): FakeNode[] {
  const path = [input];
  let node = input;
  while (node.outputs.length > 0) {
    expect(node.outputs).toHaveLength(1);
    node = node.outputs[0] as FakeNode;
    path.push(node);
  }
  return path;
}

function gainsOf(graph: ReturnType<typeof createEqualizerGraph>): number[] {
  return graph.filters.map((filter) => asBiquad(filter).gain.value);
}

describe('createEqualizerGraph', () => {
  it('chains input → ten peaking filters 31 Hz … 16 kHz, Q 1 → output', () => {
    const { context, created } = fakeContext();
    const graph = createEqualizerGraph(context);
    const path = walk(asFake(graph.input));
    expect(path).toHaveLength(12);
    expect(path[0]).toBe(graph.input);
    expect(path[11]).toBe(graph.output);
    expect(asFake(graph.input).kind).toBe('gain');
    expect(asFake(graph.output).kind).toBe('gain');
    const filters = path.slice(1, 11).map(asBiquad);
    expect(filters).toEqual(graph.filters);
    expect(filters.map((filter) => filter.type)).toEqual(Array(10).fill('peaking'));
    expect(filters.map((filter) => filter.frequency.value)).toEqual([...EQ_FREQUENCIES]);
    expect(filters.map((filter) => filter.Q.value)).toEqual(Array(10).fill(1));
    expect(gainsOf(graph)).toEqual(Array(10).fill(0));
    expect(created).toHaveLength(12);
  });

  it("applies the state's gains band by band", () => {
    const graph = createEqualizerGraph(fakeContext().context);
    graph.apply(applyPreset(reset(), 'metal'));
    expect(gainsOf(graph)).toEqual([...EQ_PRESETS.metal]);
    graph.apply(setBandGain(reset(), 4000, -6));
    expect(gainsOf(graph)).toEqual([0, 0, 0, 0, 0, 0, 0, -6, 0, 0]);
  });

  it('puts 0 dB on every filter while bypassed and keeps the chain connected', () => {
    const graph = createEqualizerGraph(fakeContext().context);
    const rock = applyPreset(reset(), 'rock');
    graph.apply(setBypass(rock, true));
    expect(gainsOf(graph)).toEqual(Array(10).fill(0));
    expect(walk(asFake(graph.input))).toHaveLength(12);
    graph.apply(rock);
    expect(gainsOf(graph)).toEqual([...EQ_PRESETS.rock]);
  });

  it('disconnects every node once on dispose and ignores later calls', () => {
    const { context, created } = fakeContext();
    const graph = createEqualizerGraph(context);
    graph.dispose();
    expect(created.map((node) => node.disconnected)).toEqual(Array(12).fill(1));
    expect(created.every((node) => node.outputs.length === 0)).toBe(true);
    graph.dispose();
    graph.apply(applyPreset(reset(), 'dance'));
    expect(created.map((node) => node.disconnected)).toEqual(Array(12).fill(1));
    expect(gainsOf(graph)).toEqual(Array(10).fill(0));
  });
});
