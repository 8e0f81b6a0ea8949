import { type UnitFileField, unitFileFields } from './units.ts';
/** The projects area's API paths (content-operations §7, under /api). */
export const unitPaths = {
  list: '/api/units/admin/:page',
  search: '/api/units/admin_search',
  unit: '/api/units/unit/:id',
  create: '/api/units/create',
  update: '/api/units/update/:id',
  remove: '/api/units/delete/:id',
  /** One upload call per project file, its name in the path (`update_pdf`, `update_logo`, ...). */
  uploadFile: Object.fromEntries(
    unitFileFields.map((field) => [field, `/api/units/update_${field}/:id`]),
  ) as Record<UnitFileField, string>,
  /**
   * Ours (docs/decisions/279): one file of the Add project form sent ahead, `images` or one of the
   * six fields; the create names what it answered in `uploads`.
   */
  uploadAhead: '/api/units/uploads/:field',
  changeLink: '/api/units/copy_and_delete/:id',
  empty: '/api/units/empty',
  /** Ours: the empty projects still waiting for their guest, `?page=`. */
  guestLinks: '/api/units/guest_links',
  updateView: '/api/units/update_view/:id',
  lookup: '/api/:kind',
  /** Ours (the spec does not name the guest screen's calls): reading and filling one guest project. */
  guestUnit: '/api/guest/units/:id',
  guestLookups: '/api/guest/units/:id/lookups',
  /** Marketplace apps (ARCHITECTURE.md, Marketplace apps API). */
  appUnits: '/api/app/units',
  appUnit: '/api/app/units/:id',
} as const;

/** The console's routes for projects (content-operations §2). */
export const unitRoutes = {
  add: '/units/add',
  view: '/units/view',
  detail: (id: string) => `/unit/${id}`,
  guest: (id: string) => `/guest/${id}`,
} as const;
