import { messages } from '@simsar/contract/messages';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageProvider, loadWords } from '../i18n/i18n.tsx';
import { localResolver } from './form-resolver.ts';

const schema = z.object({
  email: z.string().min(1, messages.emailRequired),
  rows: z.array(z.string().min(1, messages.notFound)),
});
const resolve = localResolver(schema);
const check = () =>
  resolve({ email: '', rows: [''] }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the forms’ rules in the admin’s language (decision 288)', () => {
  it('keeps the contract’s English, and gives its Arabic once Arabic is chosen, nested fields too', async () => {
    const english = await check();
    expect(english.errors.email?.message).toBe(messages.emailRequired);
    render(
      <LanguageProvider initial={await loadWords('ar')} productName="Simsar">
        <p>ready</p>
      </LanguageProvider>,
    );
    const arabic = await check();
    expect(arabic.errors.email?.message).toBe('البريد الإلكتروني مطلوب');
    expect((arabic.errors.rows as unknown as { message: string }[])[0]?.message).toBe('غير موجود');
    expect(arabic.values).toEqual({});
  });
});
