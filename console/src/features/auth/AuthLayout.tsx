import { Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBranding } from '../../server-status/branding';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The centred card of the sign-in and sign-up pages. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { logoUrl } = useBranding();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={420} gap="lg">
        <Stack align="center" gap="xs">
          <Image src={logoUrl} alt="" w={56} h={56} />
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {subtitle}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
