import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path segment as a crumb: dashes as spaces, first letter capitalised; network ids stay as they are. */
function crumbLabel(segments: string[], index: number): string {
  const segment = safeDecode(segments[index]);
  if (index === 1 && segments[0] === 'networks') return segment;
  const words = segment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Breadcrumbs built from the current path (spec section 2). */
export function PathBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumbs')} style={{ minWidth: 0 }}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'nowrap', overflow: 'hidden' }}>
        {segments.map((_, index) => {
          const label = crumbLabel(segments, index);
          if (index === segments.length - 1) {
            return (
              <Text key={index} size="sm" fw={500} truncate aria-current="page">
                {label}
              </Text>
            );
          }
          return (
            <Anchor key={index} component={Link} to={`/${segments.slice(0, index + 1).join('/')}`} size="sm" c="dimmed">
              {label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
