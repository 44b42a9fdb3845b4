import React from 'react';
import { PasswordField, SelectField, TextAreaField, TextField } from '../src/components/forms/Field';
import { renderWithI18n } from './helpers/i18n';

const noop = () => {};
const OPTIONS = [
  { value: '', label: 'Choose…' },
  { value: 'press', label: 'Press' },
];

type Shown = { hint?: string; error?: string | null; required?: boolean; optional?: string };

/** PasswordField and SelectField take no "(optional)" marker. */
const withoutOptional = (shown: Shown): Omit<Shown, 'optional'> => ({
  hint: shown.hint,
  error: shown.error,
  required: shown.required,
});

/** Every field of forms/Field.tsx, with the same label, hint and error. */
const FIELDS: Record<string, (shown: Shown) => React.ReactElement> = {
  TextField: (shown) => <TextField id="name" label="Name" value="" onChange={noop} {...shown} />,
  PasswordField: (shown) => (
    <PasswordField id="name" label="Name" value="" onChange={noop} {...withoutOptional(shown)} />
  ),
  SelectField: (shown) => (
    <SelectField
      id="name"
      label="Name"
      value=""
      onChange={noop}
      options={OPTIONS}
      {...withoutOptional(shown)}
    />
  ),
  TextAreaField: (shown) => <TextAreaField id="name" label="Name" value="" onChange={noop} {...shown} />,
};

/** In the markup every form of the site relies on: the control, and what its label and aria say. */
function rendered(field: React.ReactElement) {
  const { container, messages } = renderWithI18n(field);
  const control = container.querySelector('#name') as HTMLElement;
  return { container, control, messages };
}

describe.each(Object.keys(FIELDS))('%s', (name) => {
  const field = FIELDS[name];

  it('is labelled by its label and described by its hint and its error, in that order', () => {
    const { container, control } = rendered(
      field({ hint: 'As on your passport.', error: 'Enter your name.' }),
    );
    expect(container.querySelector('label')?.getAttribute('for')).toBe('name');
    expect(control.getAttribute('name')).toBe('name');
    expect(control.getAttribute('aria-describedby')).toBe('name-hint name-error');
    expect(container.querySelector('#name-hint')?.textContent).toBe('As on your passport.');
    expect(container.querySelector('#name-error')?.textContent).toBe('Enter your name.');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    // The hint before the control, the error after it.
    const order = [...container.querySelectorAll('label, .hint, #name, .error')].map(
      (element) => element.className || element.tagName.toLowerCase(),
    );
    expect(order).toEqual(['label', 'hint', order[2], 'error']);
  });

  it('without hint or error has no aria-describedby and is not invalid', () => {
    const { container, control } = rendered(field({}));
    expect(control.hasAttribute('aria-describedby')).toBe(false);
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    expect(container.querySelector('.hint')).toBeNull();
    // The error's place stays in the page for the site server to fill in, hidden and empty.
    const error = container.querySelector('.error');
    expect(error).not.toBeVisible();
    expect(error).toBeEmptyDOMElement();
  });

  it('with an error only is described by it', () => {
    const { control } = rendered(field({ error: 'Enter your name.' }));
    expect(control.getAttribute('aria-describedby')).toBe('name-error');
  });

  it('a required field says so to screen readers, and the control is required', () => {
    const { container, control, messages } = rendered(field({ required: true }));
    expect(control.hasAttribute('required')).toBe(true);
    expect(container.querySelector('label .visually-hidden')?.textContent).toBe(
      messages.common['form.required'],
    );
    expect(container.querySelector('label [aria-hidden="true"]')?.textContent).toBe('*');
  });
});

it.each(['TextField', 'TextAreaField'])(
  '%s says "(optional)" after the label of an optional field',
  (name) => {
    const { container } = rendered(FIELDS[name]({ optional: '(optional)' }));
    expect(container.querySelector('label')?.textContent).toBe('Name (optional)');
  },
);
