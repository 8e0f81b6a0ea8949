import { type LoginInput, loginSchema } from '@simsar/contract/sign-in';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../i18n/i18n.tsx';
import { ApiError } from '../../ui/api-client.ts';
import { useLogin } from './api/auth-calls.ts';

/** What the sign-in leaves on the history entry of home, so home knows the admin has just signed in. */
export const signedInState = { signedIn: true } as const;

/** The sign-in form's values and messages, the fields' props, and the submit that signs in. */
export function useLoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  // Asked for once the server answers that this admin signs in with a second factor (decisions/097).
  const [needsCode, setNeedsCode] = useState(false);
  // A plain form: the sign-in page is the console's first load and carries no form library
  // (docs/decisions/140). Checked on submit, then again on every change, like the other forms.
  const [values, setValues] = useState<Required<LoginInput>>({ email: '', password: '', code: '' });
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const check = (next: Required<LoginInput>) => {
    const parsed = loginSchema.safeParse(needsCode ? next : { ...next, code: undefined });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    return parsed;
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      fieldRefs.current[name] = element;
    },
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (submitted) check(next);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = check(values);
    if (!parsed.success) {
      const first = fields.find((name) => fieldErrors(parsed.error.issues)[name]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: () => navigate('/', { replace: true, state: signedInState }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.code) setNeedsCode(true);
      },
    });
  };

  return { login, needsCode, errors, field, onSubmit };
}

const fields = ['email', 'password', 'code'] as const;
type Field = (typeof fields)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** The first message of each field, as the form shows them. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path[0] as Field;
    errors[name] ??= translateMessage(issue.message);
  }
  return errors;
}
