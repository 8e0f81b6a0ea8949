import { useI18n } from '../i18n/i18n.tsx';

/**
 * Mantine Pagination's `getItemProps`: each page's number in the chosen digits (docs/decisions/292),
 * where Mantine would write it in Latin ones.
 */
export function usePageNumbers() {
  const { formatNumber } = useI18n();
  return (page: number) => ({ children: formatNumber(page) });
}
