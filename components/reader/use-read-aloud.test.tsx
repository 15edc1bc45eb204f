import { act, renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { DEFAULT_READER_SETTINGS } from '../../lib/settings/settings';
import { useReadAloud, VOICES_WAIT_MS } from './use-read-aloud';

const LOCAL = { voiceURI: 'local-en', name: 'Local English', lang: 'en-US', localService: true, default: false };
const REMOTE = { voiceURI: 'cloud-en', name: 'Cloud English', lang: 'en-US', localService: false, default: true };

/** A speech synthesis whose voice list the test fills, as Chromium does: empty at first, then `voiceschanged`. */
function fakeSynth() {
  const listeners = new Set<() => void>();
  let voices: (typeof LOCAL)[] = [];
  const synth = {
    getVoices: () => voices,
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  return {
    synth,
    arrive(list: (typeof LOCAL)[]) {
      voices = list;
      listeners.forEach((f) => f());
    },
  };
}

let fake: ReturnType<typeof fakeSynth>;
beforeEach(() => {
  vi.useFakeTimers();
  fake = fakeSynth();
  vi.stubGlobal('speechSynthesis', fake.synth);
  vi.stubGlobal('SpeechSynthesisUtterance', class {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const options = { open: true, scroller: { current: null }, settings: DEFAULT_READER_SETTINGS, lang: 'en', chapters: [], onFinished: () => {} };

test('an empty first answer is not "no voice": it waits for the voices the browser sends later', () => {
  const { result } = renderHook(() => useReadAloud(options));
  expect(result.current.lookingForVoices).toBe(true);
  expect(result.current.unavailable).toBeUndefined();
  act(() => fake.arrive([REMOTE, LOCAL]));
  expect(result.current.lookingForVoices).toBe(false);
  expect(result.current.voice).toBe('local-en');
  expect(result.current.voices.map((v) => v.voiceURI)).toEqual(['local-en']);
});

test('voices that arrive and are all online: it says so, and no voice is chosen', () => {
  const { result } = renderHook(() => useReadAloud(options));
  act(() => fake.arrive([REMOTE]));
  expect(result.current.unavailable).toMatch(/only online voices/);
  expect(result.current.voice).toBeUndefined();
  expect(result.current.lookingForVoices).toBe(false);
});

test('no voice at all: said once the browser has had its time to send them', () => {
  const { result } = renderHook(() => useReadAloud(options));
  act(() => void vi.advanceTimersByTime(VOICES_WAIT_MS - 1));
  expect(result.current.unavailable).toBeUndefined();
  act(() => void vi.advanceTimersByTime(1));
  expect(result.current.unavailable).toMatch(/No voice is installed/);
  expect(result.current.lookingForVoices).toBe(false);
});

test('a browser without speech synthesis is told at once', () => {
  vi.stubGlobal('speechSynthesis', undefined);
  const { result } = renderHook(() => useReadAloud(options));
  expect(result.current.unavailable).toMatch(/cannot read aloud/);
  expect(result.current.lookingForVoices).toBe(false);
});
