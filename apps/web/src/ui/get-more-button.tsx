import { Button, Center } from '@mantine/core';
import { useCommonWords } from './common-words.ts';

/** Under a paged list while the last page was full; a spinner while the next page loads. */
export function GetMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const w = useCommonWords();
  return (
    <Center mt="lg">
      <Button variant="light" loading={loading} onClick={onClick} loaderProps={{ type: 'dots' }}>
        {w('getMore')}
      </Button>
    </Center>
  );
}
