// A fake AudioContext for the sound tests: no audio hardware, it records what is created and
// started (gains with the targets set on them); its clock is set by the test.
import { SoundPlayer } from '../../renderer/src/sound/sound.js';
import type { AudioContextLike, AudioParamLike } from '../../renderer/src/sound/synth.js';

function param(v = 0): AudioParamLike & { targets: number[] } {
  const p = {
    value: v,
    targets: [] as number[],
    setValueAtTime: (x: number) => ((p.value = x), p),
    linearRampToValueAtTime: () => p,
    exponentialRampToValueAtTime: () => p,
    setTargetAtTime: (x: number) => (p.targets.push(x), (p.value = x), p),
  };
  return p;
}

export class FakeContext {
  currentTime = 0;
  sampleRate = 8000;
  state = 'running';
  started = 0;
  gains: ReturnType<typeof param>[] = [];
  destination = { connect() {}, disconnect() {} };
  private node() {
    return { connect: () => undefined, disconnect() {} };
  }
  private source() {
    return { ...this.node(), start: () => void this.started++, stop() {} };
  }
  createGain() {
    const gain = param(1);
    this.gains.push(gain);
    return { ...this.node(), gain };
  }
  createOscillator() {
    return { ...this.source(), type: 'sine', frequency: param(), detune: param() };
  }
  createBufferSource() {
    return { ...this.source(), buffer: null as unknown, playbackRate: param(1) };
  }
  createBiquadFilter() {
    return { ...this.node(), type: 'lowpass', frequency: param(), Q: param() };
  }
  createBuffer(_c: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  async resume() {
    this.state = 'running';
  }
  async suspend() {
    this.state = 'suspended';
  }
  async close() {
    this.state = 'closed';
  }
}

/** A player whose contexts are fakes (`contexts`: every one it made); `activated`: the page had a gesture. */
export function fakePlayer(activated = true) {
  const contexts: FakeContext[] = [];
  const p = new SoundPlayer({
    createContext: () => {
      const c = new FakeContext();
      contexts.push(c);
      return c as unknown as AudioContextLike;
    },
    activated: () => activated,
  });
  return { p, contexts };
}

