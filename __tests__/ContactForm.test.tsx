import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { ContactForm } from '../src/components/contact/ContactForm';
import { validateContact } from '../src/features/forms/contact';
import { renderWithI18n } from './helpers/i18n';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Your name/), '  Ada Lovelace ');
  await user.type(screen.getByLabelText(/^Email address/), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/^Topic/), 'press');
  await user.type(screen.getByLabelText(/^Message/), 'A question about your 2024 campaign.');
}

describe('ContactForm', () => {
  it('hands trimmed values to submit and reports success only when it resolves', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue(undefined);
    renderWithI18n(<ContactForm email="hello@meridian.network" submit={submit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(submit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: '',
      topic: 'press',
      message: 'A question about your 2024 campaign.',
      website: '',
    });
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');
  });

  it('keeps the values and offers the address when submit fails', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockRejectedValue(new Error('offline'));
    renderWithI18n(<ContactForm email="hello@meridian.network" submit={submit} />, { locale: 'ko' });
    await user.type(screen.getByLabelText(/^이름/), 'Kim');
    await user.type(screen.getByLabelText(/^이메일 주소/), 'kim@example.com');
    await user.selectOptions(screen.getByLabelText(/^문의 유형/), 'partnership');
    await user.type(screen.getByLabelText(/^문의 내용/), '파트너십에 대해 상담하고 싶습니다.');
    await user.click(screen.getByRole('button', { name: '메시지 보내기' }));
    expect(await screen.findByText(/메시지를 보내지 못했습니다/)).toHaveTextContent('hello@meridian.network');
    expect(screen.getByLabelText(/^이름/)).toHaveValue('Kim');
  });

  it('does not call submit for an invalid form and marks each invalid field', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    renderWithI18n(<ContactForm email="hello@meridian.network" submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Your name/)).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText(/^Your name/)).toHaveFocus();
  });

  it('validates with the CMS limits', () => {
    const base = { name: 'A', email: 'a@b.co', company: '', topic: 'other' as const, message: '0123456789' };
    expect(validateContact(base)).toEqual({});
    expect(validateContact({ ...base, message: '012345678' })).toEqual({ message: 'messageTooShort' });
    expect(validateContact({ ...base, name: 'x'.repeat(121) })).toEqual({ name: 'nameTooLong' });
    expect(validateContact({ ...base, company: 'x'.repeat(121) })).toEqual({ company: 'companyTooLong' });
    expect(validateContact({ ...base, email: 'a@b' })).toEqual({ email: 'emailInvalid' });
    expect(validateContact({ ...base, topic: '' })).toEqual({ topic: 'topicRequired' });
  });
});
