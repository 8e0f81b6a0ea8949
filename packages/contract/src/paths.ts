/** The API paths both halves use (console-core §7, under /api). */
export const apiPaths = {
  health: '/api/health',
  /** Whether this process should get calls: database and storage answer, not stopping (docs/decisions/240). */
  ready: '/api/ready',
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  session: '/api/admin/session',
  /** The signed-in admin's own choices (docs/decisions/286). */
  preferences: '/api/admin/preferences',
  createAdmin: '/api/admin/create',
  changePassword: '/api/admin/change_password',
  summary: '/api/admin/summary',
  /** The console's live bells and lists: server-sent events (docs/decisions/220). */
  events: '/api/admin/events',
  system: '/api/system/',
  systemUpdate: '/api/system/update',
} as const;

/** The names of a path template's parameters: `'/api/user/all_users/:type/:page'` gives `'type' | 'page'`. */
export type PathParams<Template extends string> = Template extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Template extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A path template of the contract (`/api/cil/cil/:id`, as the server registers it) with its
 * parameters filled in, each one encoded: the one way the console builds a call's path. A template
 * the compiler knows asks for each of its parameters by name.
 */
export function fillPath<Template extends string>(
  template: Template,
  params: string extends Template
    ? Record<string, string | number>
    : Record<PathParams<Template>, string | number>,
): string {
  const values: Record<string, string | number> = params;
  return template.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}
