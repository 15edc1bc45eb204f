import { clampSetting, type NumericReaderSetting } from '../../lib/reader/clamp';
import { READER_LIMITS } from '../../lib/settings/settings';

export interface RangeFieldProps {
  name: NumericReaderSetting;
  label: string;
  value: number;
  /** How the value reads to people: "19 px", "68 characters". */
  format(value: number): string;
  onChange(value: number): void;
}

/** One slider bound to READER_LIMITS; what it reports is always clamped onto the setting's grid. */
export function RangeField({ name, label, value, format, onChange }: RangeFieldProps) {
  const { min, max, step } = READER_LIMITS[name];
  const id = `rd-${name}`;
  return (
    <div class="rd-field">
      <label class="rd-field-label" for={id}>
        {label}
      </label>
      <output for={id}>{format(value)}</output>
      <input
        id={id}
        type="range"
        data-testid={id}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onInput={(e) => onChange(clampSetting(name, Number((e.currentTarget as HTMLInputElement).value)))}
      />
    </div>
  );
}
