import { READER_FONTS } from '../../lib/reader/fonts';
import { DEFAULT_READER_SETTINGS, type LineFocus, type ReaderAlign, type ReaderFont, type ReaderSettings, type ReaderTheme } from '../../lib/settings/settings';
import { ChoiceGroup, type Choice } from '../settings/ChoiceGroup';
import { RangeField } from './RangeField';

export interface SettingsPanelProps {
  settings: ReaderSettings;
  onChange(settings: ReaderSettings): void;
  /** The page has an AO3 work skin: offer the creator's style. */
  hasWorkSkin?: boolean;
}

const FONT_CHOICES = (Object.keys(READER_FONTS) as ReaderFont[]).map((value) => ({ value, label: READER_FONTS[value].label }));
const THEME_CHOICES: readonly Choice<ReaderTheme>[] = [
  { value: 'auto', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'sepia', label: 'Sepia' },
  { value: 'dark', label: 'Dark' },
  { value: 'contrast', label: 'High contrast' },
  { value: 'custom', label: 'My colours' },
];
const ALIGN_CHOICES: readonly Choice<ReaderAlign>[] = [
  { value: 'start', label: 'Ragged edge' },
  { value: 'justify', label: 'Justified' },
];
const LINE_FOCUS_CHOICES: readonly Choice<LineFocus>[] = [
  { value: 'off', label: 'Off' },
  { value: 'ruler', label: 'Reading ruler' },
  { value: '1', label: '1 line' },
  { value: '3', label: '3 lines' },
  { value: '5', label: '5 lines' },
];
const em = (v: number) => `${v} em`;

type Colors = ReaderSettings['customColors'];
const COLOR_LABELS: Record<keyof Colors, string> = { background: 'Background', text: 'Text', accent: 'Links and marks' };

/** The small panel inside the reader: every change is reported at once, as a whole new settings object. */
export function SettingsPanel({ settings, onChange, hasWorkSkin }: SettingsPanelProps) {
  const set = <K extends keyof ReaderSettings>(key: K, value: ReaderSettings[K]) => onChange({ ...settings, [key]: value });
  const setColor = (key: keyof Colors, value: string) => set('customColors', { ...settings.customColors, [key]: value });
  return (
    <section class="rd-panel" id="rd-settings" aria-label="Reading settings" data-testid="rd-settings" tabIndex={-1} data-rd-autofocus="">
      <h2>Reading settings</h2>
      <ChoiceGroup legend="Font" name="rd-font" choices={FONT_CHOICES} value={settings.font} onChange={(v) => set('font', v)} />
      <RangeField name="fontSize" label="Text size" value={settings.fontSize} format={(v) => `${v} px`} onChange={(v) => set('fontSize', v)} />
      <RangeField name="lineHeight" label="Line height" value={settings.lineHeight} format={String} onChange={(v) => set('lineHeight', v)} />
      <RangeField name="paragraphSpacing" label="Space between paragraphs" value={settings.paragraphSpacing} format={em} onChange={(v) => set('paragraphSpacing', v)} />
      <RangeField name="letterSpacing" label="Letter spacing" value={settings.letterSpacing} format={em} onChange={(v) => set('letterSpacing', v)} />
      <RangeField name="wordSpacing" label="Word spacing" value={settings.wordSpacing} format={em} onChange={(v) => set('wordSpacing', v)} />
      <RangeField name="width" label="Line length" value={settings.width} format={(v) => `${v} characters`} onChange={(v) => set('width', v)} />
      <ChoiceGroup legend="Alignment" name="rd-align" choices={ALIGN_CHOICES} value={settings.align} onChange={(v) => set('align', v)} />
      <ChoiceGroup legend="Line focus (move it with ↑ ↓ or a click)" name="rd-line-focus" choices={LINE_FOCUS_CHOICES} value={settings.lineFocus} onChange={(v) => set('lineFocus', v)} />
      <ChoiceGroup legend="Colours" name="rd-theme" choices={THEME_CHOICES} value={settings.theme} onChange={(v) => set('theme', v)} />
      {settings.theme === 'custom' && (
        <div class="rd-colors">
          {(Object.keys(COLOR_LABELS) as (keyof Colors)[]).map((key) => (
            <label key={key}>
              <input type="color" value={settings.customColors[key]} data-testid={`rd-color-${key}`} onInput={(e) => setColor(key, (e.currentTarget as HTMLInputElement).value)} />
              {COLOR_LABELS[key]}
            </label>
          ))}
        </div>
      )}
      {hasWorkSkin && (
        <label class="gr-check">
          <input type="checkbox" data-testid="rd-creator-style" checked={settings.creatorStyle} onChange={(e) => set('creatorStyle', (e.currentTarget as HTMLInputElement).checked)} />
          <span>Creator's style: keep the work skin's look (some works hide spoilers by colour)</span>
        </label>
      )}
      <p>
        <button type="button" class="rd-button" onClick={() => onChange(DEFAULT_READER_SETTINGS)}>
          Back to the defaults
        </button>
      </p>
    </section>
  );
}
