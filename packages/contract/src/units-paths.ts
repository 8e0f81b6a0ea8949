/** The projects area's API paths (content-operations §7, under /api). */
export const unitPaths = {
  list: (page: number | string) => `/api/units/admin/${page}`,
  search: '/api/units/admin_search',
  unit: (id: string) => `/api/units/unit/${id}`,
  create: '/api/units/create',
  update: (id: string) => `/api/units/update/${id}`,
  remove: (id: string) => `/api/units/delete/${id}`,
  uploadFile: (field: string, id: string) => `/api/units/update_${field}/${id}`,
  changeLink: (id: string) => `/api/units/copy_and_delete/${id}`,
  empty: '/api/units/empty',
  /** Ours (issue 12): the empty projects still waiting for their guest, `?page=`. */
  guestLinks: '/api/units/guest_links',
  updateView: (id: string) => `/api/units/update_view/${id}`,
  lookup: (kind: string) => `/api/${kind}`,
  /** Ours (the spec does not name the guest screen's calls): reading and filling one guest project. */
  guestUnit: (id: string) => `/api/guest/units/${id}`,
  guestLookups: (id: string) => `/api/guest/units/${id}/lookups`,
  /** Marketplace apps (ARCHITECTURE.md, Marketplace apps API). */
  appUnits: '/api/app/units',
  appUnit: (id: string) => `/api/app/units/${id}`,
} as const;

/** The console's routes for projects (content-operations §2). */
export const unitRoutes = {
  add: '/units/add',
  view: '/units/view',
  detail: (id: string) => `/unit/${id}`,
  guest: (id: string) => `/guest/${id}`,
} as const;
