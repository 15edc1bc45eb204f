import { render, screen } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { DEFAULT_READER_SETTINGS } from '../../lib/settings/settings';
import { ReadAloudBar } from './ReadAloudBar';

const props = { state: { status: 'idle' as const, paragraph: 0 }, settings: DEFAULT_READER_SETTINGS, voices: [], message: '', onPlay: vi.fn(), onPause: vi.fn(), onSkip: vi.fn(), onDecide: vi.fn(), onSettingsChange: vi.fn(), onClose: vi.fn() };

test('with only network voices it offers no Play, and says why', () => {
  render(<ReadAloudBar {...props} unavailable="This browser offers only online voices." />);
  expect(screen.getByTestId('rd-aloud-unavailable').textContent).toMatch(/only online voices/);
  expect(screen.queryByTestId('rd-aloud-play')).toBeNull();
});

test('asking before a shielded passage: the question, and Skip has the focus', () => {
  render(<ReadAloudBar {...props} state={{ status: 'asking', paragraph: 3, about: 'self-harm' }} voices={[{ voiceURI: 'a', name: 'A', lang: 'en', localService: true }]} voice="a" />);
  expect(screen.getByTestId('rd-aloud-ask').textContent).toMatch(/A passage about self-harm: skip or read\?/);
  expect(document.activeElement?.textContent).toBe('Skip it');
});

test('while the browser has not listed its voices: neither Play nor "no voice", but that it is looking', () => {
  render(<ReadAloudBar {...props} lookingForVoices />);
  expect(screen.getByTestId('rd-aloud-looking').textContent).toBe('Looking for the voices on this device…');
  expect(screen.queryByTestId('rd-aloud-play')).toBeNull();
  expect(screen.queryByTestId('rd-aloud-unavailable')).toBeNull();
});
