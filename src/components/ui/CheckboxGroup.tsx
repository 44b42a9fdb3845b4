import React from 'react';

/**
 * A filter group: a fieldset of checkboxes named `name` (a GET form sends `name=value` for each
 * ticked one), for the ecosystem directory and /events. Its state is the caller's (the URL).
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  selected,
  disabled,
  onToggle,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: React.ReactNode }>;
  selected: readonly string[];
  disabled: boolean;
  onToggle: (value: string) => void;
}): React.JSX.Element {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ul className="filter-options">
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                disabled={disabled}
                onChange={() => onToggle(option.value)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
