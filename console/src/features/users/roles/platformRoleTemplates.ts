import { isPlatformRole, type PlatformRoleId } from '@netloom/contract';
import type { TFunction } from 'i18next';

/** A built-in platform role's permission template in words: one line, then spelled out. */
export interface PlatformRoleTemplate {
  summary: string;
  abilities: string[];
}

const ABILITIES = ['first', 'second', 'third'] as const;

/** The template of a built-in platform role; null for a role Netloom does not know. */
export function platformRoleTemplate(roleId: string, t: TFunction): PlatformRoleTemplate | null {
  if (!isPlatformRole(roleId)) return null;
  const id: PlatformRoleId = roleId;
  return {
    summary: t(`roles.platform.templates.${id}.summary`),
    abilities: ABILITIES.map((ability) => t(`roles.platform.templates.${id}.${ability}`)),
  };
}
