/** The project screens' query keys: everything under `unitKeys.all`. */
export const unitKeys = {
  all: ['units'] as const,
  pages: ['units', 'page'] as const,
  page: (page: number) => ['units', 'page', page] as const,
  searches: ['units', 'search'] as const,
  search: (search: string) => ['units', 'search', search] as const,
  one: (id: string, guest: boolean) => ['units', guest ? 'guest' : 'one', id] as const,
  // Outside 'units': saving a project does not refetch the lookups.
  lookups: (guestId: string | undefined) => ['lookups', guestId ?? 'admin'] as const,
};
