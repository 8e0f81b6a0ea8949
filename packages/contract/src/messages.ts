/**
 * Every message the specification names, word for word, kept once.
 * Messages the spec leaves to us are marked "ours" (docs/decisions/).
 */
export const messages = {
  loginSuccessful: 'Login Successful!',
  emailRequired: 'Email is required', // ours
  passwordRequired: 'Password is required', // ours
  wrongCredentials: 'Email or password is incorrect', // ours
  tooManyAttempts: 'Too many sign-in attempts. Try again later.', // ours
  sessionExpired: 'Your session has ended. Please sign in again.', // ours
  forbidden: 'Only a super admin can do this', // ours
  notFound: 'Not found',

  oldPasswordRequired: 'Old password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordNotMatch: 'password is not match',
  passwordTooShort: 'Password must be at least 8 characters', // ours
  wrongOldPassword: 'Old password is incorrect', // ours
  passwordChanged: 'Password changed', // ours

  taxesRequired: 'Taxes is required',
  appTaxesRequired: 'App taxes is required',
  activeUsersRequired: 'Active users is required',
  formsRequired: 'Number of forms is required',
  settingsSaved: 'Settings saved', // ours

  adminNameRequired: 'Admin name is required',
  adminEmailRequired: 'Admin email is required',
  adminEmailInvalid: 'Admin email is not a valid e-mail address', // ours
  adminPasswordRequired: 'Admin password is required',
  adminEmailTaken: 'An admin with this e-mail already exists', // ours

  databaseUnavailable: 'The database is not reachable right now. Try again in a moment.', // ours
  internalError: 'Something went wrong on the server', // ours
} as const;

/** "{product} discount is required": the product name is configurable. */
export function discountRequiredMessage(productName: string): string {
  return `${productName} discount is required`;
}
