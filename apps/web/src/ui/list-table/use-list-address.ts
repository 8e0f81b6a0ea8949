import { defaultPageSize, type SortDirection } from '@simsar/contract/lists';
import { useSearchParams } from 'react-router';
import type { ListSort } from './list-table.tsx';

/**
 * A list's page, size, search, sort and filters as the address holds them (`?page=2&sort=name&
 * admin_id=...`), so a filtered, sorted list is a link (docs/decisions/520). A change of search,
 * sort, size or filter goes back to page 1; an empty value leaves the address.
 */
export function useListAddress<Key extends string>(filterKeys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const text = (name: string) => params.get(name) || undefined;
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const filter = Object.fromEntries(filterKeys.map((key) => [key, text(key)])) as Record<
    Key,
    string | undefined
  >;
  const dir = text('dir');
  const sort: ListSort = {
    sort: text('sort'),
    dir: dir === 'asc' || dir === 'desc' ? (dir as SortDirection) : undefined,
  };
  function change(values: Record<string, string | number | undefined>, keepPage = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!keepPage) next.delete('page');
        for (const [name, value] of Object.entries(values)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace: false },
    );
  }
  return {
    page: number('page', 1),
    size: number('size', defaultPageSize),
    search: text('search'),
    sort,
    filter,
    /** What the server is asked for, beside the page: search, sort, size and filters, empty ones left out. */
    query: { search: text('search'), sort: sort.sort, dir: sort.dir, size: text('size'), ...filter },
    setPage: (page: number) => change({ page: page === 1 ? undefined : page }, true),
    setSize: (size: number) => change({ size: size === defaultPageSize ? undefined : size }),
    setSearch: (search: string | undefined) => change({ search: search?.trim() || undefined }),
    setSort: (next: ListSort) => change({ sort: next.sort, dir: next.dir }),
    setFilter: (key: Key, value: string | undefined) => change({ [key]: value }),
    clearFilters: () => change(Object.fromEntries(filterKeys.map((key) => [key, undefined]))),
  };
}

export type ListAddress<Key extends string> = ReturnType<typeof useListAddress<Key>>;
