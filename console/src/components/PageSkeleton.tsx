import { Skeleton, Stack } from '@mantine/core';

/** Stands in for a page while what it needs loads. */
export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      <Skeleton height={32} width="30%" />
      <Skeleton height={16} width="50%" />
      <Skeleton height={220} mt="md" />
    </Stack>
  );
}
