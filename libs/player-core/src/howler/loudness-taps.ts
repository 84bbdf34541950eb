import type { PlayedLoudness } from '../lib/engine/element-gain';
import { LOUDNESS_TAP_PROCESSOR, type TapCommand, type TapReport } from './loudness-tap.state';

/** Loudness taps on media elements: each measures, off the main thread, what its element plays. */
export interface LoudnessTaps {
  /** Measures what `element` (whose source node is `source`) plays from now on. */
  start(element: HTMLMediaElement, source: AudioNode): void;
  /** Ends the element's measure: what it measured, or null (nothing, or no worklet here). */
  finish(element: HTMLMediaElement): Promise<PlayedLoudness | null>;
}

/**
 * Taps on `context`, one AudioWorklet node per element (an input, no output: it only listens),
 * the worklet module loaded from `moduleUrl` on first use. Where the page cannot run an
 * AudioWorklet (no secure context, an old browser) every measure is null and nothing else
 * changes. Each start gets a token, so a late report never lands on a later song.
 */
export function createLoudnessTaps(
  context: AudioContext,
  moduleUrl: () => Promise<string>,
): LoudnessTaps {
  let loaded: Promise<boolean> | null = null;
  const load = () => {
    loaded ??= (async () => {
      if (!context.audioWorklet) return false;
      await context.audioWorklet.addModule(await moduleUrl());
      return true;
    })().catch(() => false);
    return loaded;
  };
  const taps = new WeakMap<HTMLMediaElement, Promise<AudioWorkletNode | null>>();
  const tokens = new WeakMap<HTMLMediaElement, number>();
  const waiting = new Map<number, (loudness: PlayedLoudness | null) => void>();
  let nextToken = 1;

  const tapOf = (element: HTMLMediaElement, source: AudioNode) => {
    let tap = taps.get(element);
    if (!tap) {
      tap = load()
        .then((ready) => {
          if (!ready) return null;
          const node = new AudioWorkletNode(context, LOUDNESS_TAP_PROCESSOR, {
            numberOfInputs: 1,
            numberOfOutputs: 0,
          });
          node.port.onmessage = (event: MessageEvent<TapReport>) => {
            const done = waiting.get(event.data.token);
            waiting.delete(event.data.token);
            done?.(event.data.loudness);
          };
          source.connect(node);
          return node;
        })
        .catch(() => null);
      taps.set(element, tap);
    }
    return tap;
  };
  const send = (node: AudioWorkletNode, command: TapCommand) => node.port.postMessage(command);

  return {
    start(element, source) {
      const token = nextToken++;
      tokens.set(element, token);
      void tapOf(element, source).then((node) => node && send(node, { type: 'start', token }));
    },
    finish(element) {
      const token = tokens.get(element);
      const tap = taps.get(element);
      tokens.delete(element);
      if (token === undefined || !tap) return Promise.resolve(null);
      // After the start's own `then` on the same promise: the worklet hears start, then finish.
      return tap.then((node) => {
        if (!node) return null;
        return new Promise<PlayedLoudness | null>((resolve) => {
          waiting.set(token, resolve);
          send(node, { type: 'finish', token });
        });
      });
    },
  };
}
