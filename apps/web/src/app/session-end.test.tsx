import { messageReplySchema } from '@simsar/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLogout } from '../features/auth/api/logout-calls.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { LanguageProvider, loadWords } from '../i18n/i18n.tsx';
import { neverAnswered, renderWithProviders, stubFetch } from '../test/render.tsx';
import { apiRequest } from '../ui/api-client.ts';
import { SessionEnd } from './session-end.tsx';
import { SignedOutOnly } from './signed-out-only.tsx';

/** A signed-in screen whose read finds the session ended (401). */
function Inbox() {
  const list = useQuery({
    queryKey: ['list'],
    queryFn: () => apiRequest('/api/list', { reply: messageReplySchema }),
  });
  return <p>{list.isError ? 'ended' : 'loading'}</p>;
}

/** A signed-in screen with the sidebar's Logout. */
function Home() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Logout
    </button>
  );
}

/**
 * The console at `route`, its server answering the list 401 and Logout 200. The session check never
 * answers: the sign-in page a 401 leads to knows no one is signed in, and must not ask again behind a
 * loader. Returns the paths called.
 */
async function renderConsole(route: string) {
  const fetchMock = stubFetch(({ path }) => {
    if (path === '/api/list') return { status: 401, json: { message: 'Your session has ended' } };
    if (path === '/api/admin/oidc') return { json: { name: null } };
    if (path === '/api/admin/logout') return { json: { message: 'Logged out' } };
    return neverAnswered;
  });
  renderWithProviders(
    <LanguageProvider initial={await loadWords('en')} productName="Simsar">
      <SessionEnd />
      <Routes>
        <Route
          path="/login"
          element={
            <SignedOutOnly>
              <LoginPage productName="Simsar" />
            </SignedOutOnly>
          }
        />
        <Route path="/inbox" element={<Inbox />} />
        <Route path="/" element={<Home />} />
      </Routes>
    </LanguageProvider>,
    { route },
  );
  return () => fetchMock.mock.calls.map(([path]) => String(path));
}

/** Types an e-mail into the sign-in form, switches to Arabic: the e-mail is still there, the session not asked. */
async function typedEmailOutlivesTheLanguageSwitch(called: () => string[]) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'someone@simsar.test');
  await user.click(screen.getByRole('button', { name: 'العربية' }));
  expect(await screen.findByRole('button', { name: 'English' })).toBeVisible();
  expect(screen.getByDisplayValue('someone@simsar.test')).toBeVisible();
  expect(called()).not.toContain('/api/admin/session');
}

// docs/decisions/576: the sign-in page a session's end leads to keeps what is typed in it.
describe('The session ends', () => {
  it('leads to the sign-in form, which keeps the e-mail typed in it when the language changes', async () => {
    await typedEmailOutlivesTheLanguageSwitch(await renderConsole('/inbox'));
  });

  it('after Logout shows the form at once, which keeps the e-mail typed in it when the language changes', async () => {
    const called = await renderConsole('/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await typedEmailOutlivesTheLanguageSwitch(called);
  });
});
