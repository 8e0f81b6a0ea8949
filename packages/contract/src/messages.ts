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
  diskFull: "The server's disk is full: nothing could be saved. Tell the system administrator.", // ours
  sessionExpired: 'Your session has ended. Please sign in again.', // ours
  forbidden: 'Only a super admin can do this', // ours
  notFound: 'Not found',

  oldPasswordRequired: 'Old password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordNotMatch: 'password is not match',
  passwordTooShort: 'Password must be at least 8 characters', // ours
  wrongOldPassword: 'Old password is incorrect', // ours
  passwordSameAsOld: 'The new password must differ from the old one', // ours (decision 152)
  passwordChanged: 'Password changed', // ours
  colorSchemeInvalid: "Choose light, dark or the system's colours", // ours (decision 286)
  languageInvalid: 'Choose English or Arabic', // ours (decision 287)
  digitsInvalid: 'Choose Latin or Arabic digits', // ours (decision 292)
  preferencesEmpty: 'Choose the colours, the language or the digits to save', // ours (decisions 287, 292)

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

/** Brokers, clients, franchises and notifications. Spec words as they are; "ours" marked. */
export const userMessages = {
  searchPlaceholder: 'Name or Phone number',
  notFound: 'Not found',
  noInvitationCode: 'No invitation code for search',
  notFoundBrokers: 'Not found brokers',
  messageRequired: 'Message is required',

  nameRequired: 'Name is required', // ours
  emailRequired: 'Email is required', // ours
  emailInvalid: 'Email is not a valid e-mail address', // ours
  phoneRequired: 'Phone is required', // ours
  phoneInvalid: 'Phone must be 7 to 15 digits, optionally starting with +', // ours
  passwordRequired: 'Password is required', // ours
  passwordTooShort: 'Password must be at least 8 characters', // ours
  emailTaken: 'This e-mail is already registered', // ours
  phoneTaken: 'This phone number is already registered', // ours
  invitationCodeUnknown: 'This invitation code does not exist', // ours
  wrongCredentials: 'Email or password is incorrect', // ours
  accountPending: 'Your account is waiting for approval', // ours
  accountBanned: 'Your account is banned', // ours
  accountRemoved: 'Your account has been removed', // ours
  memberSessionRequired: 'Sign in to the app first', // ours

  userNotFound: 'User not found', // ours
  pageInvalid: 'Page must be 1 or more', // ours
  searchRequired: 'Type a name or phone number to search', // ours
  adminRequired: 'Choose an admin', // ours
  adminUnknown: 'This admin does not exist', // ours
  earningRequired: 'Amount is required', // ours
  earningPositive: 'Amount must be more than 0', // ours
  earningNotZero: 'Amount cannot be 0', // ours
  earningReasonRequired: 'A correction needs a reason', // ours
  earningBelowZero: 'Earnings cannot go below 0', // ours
  earningTooLarge: 'Amount is too large', // ours
  earningPiastres: 'Amount can have at most two decimals', // ours
  brokerOnly: 'Only brokers can do this', // ours
  notPending: 'This broker is no longer pending', // ours
  notActive: 'This user is not active', // ours
  alreadyBanned: 'This user is already banned', // ours
  notBanned: 'This user is not banned', // ours
  notRemoved: 'This user is not removed', // ours
  accepted: 'Broker accepted', // ours
  rejected: 'Broker rejected', // ours
  banned: 'User banned', // ours
  banReasonRequired: 'Give a reason for the ban', // ours
  banReasonTooLong: 'The reason can have at most 500 characters', // ours
  bannedNotice: 'Your account was banned. Reason: ', // ours
  bannedNoticeAr: 'تم حظر حسابك. السبب: ', // ours
  unbanned: 'User unbanned', // ours
  removed: 'User removed', // ours
  unremoved: 'User restored', // ours
  earningAdded: 'Earnings added', // ours
  adminChanged: 'Admin changed', // ours

  linkInvalid: 'Link must start with http:// or https://', // ours
  usersRequired: 'Choose at least one user', // ours
  usersInvalid: 'Users must be a JSON list of user ids', // ours
  usersNotVisible: 'Some of these users do not exist or are not yours', // ours
  notificationSent: 'Notification sent', // ours
  acceptFirst: 'Accept this broker before changing its admin', // ours
} as const;

/** Admins, their teams. "ours" marked. */
export const adminMessages = {
  adminNotFound: 'Admin not found', // ours
  adminRequired: 'Choose an admin', // ours
  sameAdmin: 'Choose a different admin', // ours
  userIdInvalid: 'User not found', // ours
  usersRequired: 'Choose at least one user', // ours
  tooManyUsers: 'Choose at most 1000 users at once', // ours
  cannotDeleteSelf: 'You cannot delete your own account', // ours
  cannotDeleteLastSuper: 'The last super admin cannot be deleted', // ours
  adminDeleted: 'Admin deleted; their users are now unassigned', // ours
  passwordChangedBySuper: 'Password changed; their sessions have ended', // ours
  notInTeam: 'Some of these users are no longer assigned to this admin. Nothing was changed.', // ours
  notUnassigned: 'Some of these users were assigned meanwhile or do not exist. Nothing was changed.', // ours
  usersRemoved: 'Users removed from the list', // ours
  usersMoved: 'Users moved', // ours
  usersAdded: 'Users added', // ours
} as const;

/** Password-reset requests. Spec words as they are; "ours" marked. */
export const resetMessages = {
  copied: 'New password is copied to clipboard!',
  whatsAppRequired: 'WhatsApp is required', // ours
  filed: 'Your request was sent', // ours
  requestNotFound: 'Request not found', // ours
  alreadyDone: 'This request is already done', // ours
  unknownPhone: 'No member has this phone number: no password can be set', // ours
  newPasswordSet: 'New password set; it is shown only this once', // ours
  deleted: 'Request deleted', // ours
} as const;
