import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { DEFAULT_READER_SETTINGS, READER_LIMITS, type ReaderSettings } from '../../lib/settings/settings';
import { SettingsPanel } from './SettingsPanel';

function setup(settings: ReaderSettings = DEFAULT_READER_SETTINGS, hasWorkSkin = false) {
  const onChange = vi.fn<(s: ReaderSettings) => void>();
  render(<SettingsPanel settings={settings} onChange={onChange} hasWorkSkin={hasWorkSkin} />);
  return onChange;
}
const slide = (testId: string, value: number) => fireEvent.input(screen.getByTestId(testId), { target: { value: String(value) } });

describe('reader settings panel', () => {
  test.each([
    ['rd-fontSize', 'fontSize', 24, 24],
    ['rd-fontSize', 'fontSize', 99, READER_LIMITS.fontSize.max],
    ['rd-fontSize', 'fontSize', 2, READER_LIMITS.fontSize.min],
    ['rd-lineHeight', 'lineHeight', 1.87, 1.9],
    ['rd-paragraphSpacing', 'paragraphSpacing', 2.1, 2],
    ['rd-letterSpacing', 'letterSpacing', 0.5, READER_LIMITS.letterSpacing.max],
    ['rd-wordSpacing', 'wordSpacing', 0.16, 0.16],
    ['rd-width', 'width', 10, READER_LIMITS.width.min],
  ] as const)('%s set to %f reports %s = %f, the rest unchanged', (testId, key, value, expected) => {
    const onChange = setup();
    slide(testId, value);
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_READER_SETTINGS, [key]: expected });
  });

  test('sliders carry their limits and label', () => {
    setup();
    const size = screen.getByLabelText('Text size') as HTMLInputElement;
    expect([size.min, size.max, size.step]).toEqual([String(READER_LIMITS.fontSize.min), String(READER_LIMITS.fontSize.max), String(READER_LIMITS.fontSize.step)]);
    expect(size.getAttribute('aria-valuetext')).toBe('19 px');
  });

  test.each([
    ['OpenDyslexic', { font: 'opendyslexic' }],
    ['Literata', { font: 'literata' }],
    ['Sepia', { theme: 'sepia' }],
    ['High contrast', { theme: 'contrast' }],
    ['Justified', { align: 'justify' }],
  ])('choosing "%s" reports %j', (label, change) => {
    const onChange = setup();
    fireEvent.click(screen.getByLabelText(label));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_READER_SETTINGS, ...change });
  });

  test('custom colours appear with the custom theme and report each colour', () => {
    expect(setup() && screen.queryByTestId('rd-color-background')).toBeNull();
    const onChange = setup({ ...DEFAULT_READER_SETTINGS, theme: 'custom' });
    fireEvent.input(screen.getAllByTestId('rd-color-background')[0], { target: { value: '#112233' } });
    expect(onChange.mock.calls[0][0].customColors).toEqual({ ...DEFAULT_READER_SETTINGS.customColors, background: '#112233' });
  });

  test("creator's style only where the page has a work skin", () => {
    setup();
    expect(screen.queryByTestId('rd-creator-style')).toBeNull();
    const onChange = setup(DEFAULT_READER_SETTINGS, true);
    fireEvent.click(screen.getByTestId('rd-creator-style'));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_READER_SETTINGS, creatorStyle: true });
  });

  test('back to the defaults', () => {
    const onChange = setup({ ...DEFAULT_READER_SETTINGS, fontSize: 30, theme: 'dark' });
    fireEvent.click(screen.getByText('Back to the defaults'));
    expect(onChange).toHaveBeenCalledWith(DEFAULT_READER_SETTINGS);
  });
});
