export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
}

/** A labelled set of radio buttons: sensitivity, shielding, theme. */
export function ChoiceGroup<T extends string>({ legend, name, choices, value, onChange, disabled }: ChoiceGroupProps<T>) {
  return (
    <fieldset class="gr-fieldset" disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label class="gr-check" key={choice.value} title={choice.hint}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            data-testid={`${name}-${choice.value}`}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            {choice.label}
            {choice.hint && <small class="gr-hint"> {choice.hint}</small>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
