import { formatNumber, t, tCount } from '../../lib/i18n/translate';
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

/** The bundled fonts go by their own names; the two families by the language's words for them. */
const fontChoices = (): Choice<ReaderFont>[] =>
  (Object.keys(READER_FONTS) as ReaderFont[]).map((value) => ({
    value,
    label: value === 'serif' ? t('reader_font_serif') : value === 'sans' ? t('reader_font_sans') : READER_FONTS[value].label,
  }));
const themeChoices = (): readonly Choice<ReaderTheme>[] => [
  { value: 'auto', label: t('reader_theme_auto') },
  { value: 'light', label: t('reader_theme_light') },
  { value: 'sepia', label: t('reader_theme_sepia') },
  { value: 'dark', label: t('reader_theme_dark') },
  { value: 'contrast', label: t('reader_theme_contrast') },
  { value: 'custom', label: t('reader_theme_custom') },
];
const alignChoices = (): readonly Choice<ReaderAlign>[] => [
  { value: 'start', label: t('reader_align_start') },
  { value: 'justify', label: t('reader_align_justify') },
];
const lineFocusChoices = (): readonly Choice<LineFocus>[] => [
  { value: 'off', label: t('reader_line_focus_off') },
  { value: 'ruler', label: t('reader_line_focus_ruler') },
  { value: '1', label: tCount('reader_line_focus_lines', 1) },
  { value: '3', label: tCount('reader_line_focus_lines', 3) },
  { value: '5', label: tCount('reader_line_focus_lines', 5) },
];
const em = (v: number) => t('reader_em', formatNumber(v));

type Colors = ReaderSettings['customColors'];
const colorLabels = (): Record<keyof Colors, string> => ({ background: t('reader_color_background'), text: t('reader_color_text'), accent: t('reader_color_accent') });

/** The small panel inside the reader: every change is reported at once, as a whole new settings object. */
export function SettingsPanel({ settings, onChange, hasWorkSkin }: SettingsPanelProps) {
  const set = <K extends keyof ReaderSettings>(key: K, value: ReaderSettings[K]) => onChange({ ...settings, [key]: value });
  const setColor = (key: keyof Colors, value: string) => set('customColors', { ...settings.customColors, [key]: value });
  return (
    <section class="rd-panel" id="rd-settings" aria-label={t('reader_settings_title')} data-testid="rd-settings" tabIndex={-1} data-rd-autofocus="">
      <h2>{t('reader_settings_title')}</h2>
      <ChoiceGroup legend={t('reader_font')} name="rd-font" choices={fontChoices()} value={settings.font} onChange={(v) => set('font', v)} />
      <RangeField name="fontSize" label={t('reader_text_size')} value={settings.fontSize} format={(v) => t('reader_px', formatNumber(v))} onChange={(v) => set('fontSize', v)} />
      <RangeField name="lineHeight" label={t('reader_line_height')} value={settings.lineHeight} format={(v) => formatNumber(v)} onChange={(v) => set('lineHeight', v)} />
      <RangeField name="paragraphSpacing" label={t('reader_paragraph_spacing')} value={settings.paragraphSpacing} format={em} onChange={(v) => set('paragraphSpacing', v)} />
      <RangeField name="letterSpacing" label={t('reader_letter_spacing')} value={settings.letterSpacing} format={em} onChange={(v) => set('letterSpacing', v)} />
      <RangeField name="wordSpacing" label={t('reader_word_spacing')} value={settings.wordSpacing} format={em} onChange={(v) => set('wordSpacing', v)} />
      <RangeField name="width" label={t('reader_line_length')} value={settings.width} format={(v) => tCount('reader_characters', v)} onChange={(v) => set('width', v)} />
      <ChoiceGroup legend={t('reader_alignment')} name="rd-align" choices={alignChoices()} value={settings.align} onChange={(v) => set('align', v)} />
      <ChoiceGroup legend={t('reader_line_focus')} name="rd-line-focus" choices={lineFocusChoices()} value={settings.lineFocus} onChange={(v) => set('lineFocus', v)} />
      <ChoiceGroup legend={t('reader_colours')} name="rd-theme" choices={themeChoices()} value={settings.theme} onChange={(v) => set('theme', v)} />
      {settings.theme === 'custom' && (
        <div class="rd-colors">
          {(Object.entries(colorLabels()) as [keyof Colors, string][]).map(([key, label]) => (
            <label key={key}>
              <input type="color" value={settings.customColors[key]} data-testid={`rd-color-${key}`} onInput={(e) => setColor(key, (e.currentTarget as HTMLInputElement).value)} />
              {label}
            </label>
          ))}
        </div>
      )}
      {hasWorkSkin && (
        <label class="gr-check">
          <input type="checkbox" data-testid="rd-creator-style" checked={settings.creatorStyle} onChange={(e) => set('creatorStyle', (e.currentTarget as HTMLInputElement).checked)} />
          <span>{t('reader_creator_style')}</span>
        </label>
      )}
      <p>
        <button type="button" class="rd-button" onClick={() => onChange(DEFAULT_READER_SETTINGS)}>
          {t('reader_defaults')}
        </button>
      </p>
    </section>
  );
}
