import { isNetworkUseCase, type NetworkUseCase } from '@netloom/contract';
import { useSyncExternalStore } from 'react';

/** The use case chosen for each network, by network id, as this browser keeps it. */
export type NetworkUseCases = Readonly<Record<string, NetworkUseCase>>;

const USE_CASES_KEY = 'netloom.networkUseCases';

/** The stored choices; anything unreadable, or naming no known use case, is left out. */
export function parseNetworkUseCases(text: string | null): NetworkUseCases {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, useCase]) => isNetworkUseCase(useCase)));
}

/** A network's use case in the choices; null when none is chosen. */
export function useCaseOf(useCases: NetworkUseCases, netid: string): NetworkUseCase | null {
  const useCase: unknown = Object.hasOwn(useCases, netid) ? useCases[netid] : null;
  return isNetworkUseCase(useCase) ? useCase : null;
}

/** The choices with a network's use case set, or dropped for null. */
export function withNetworkUseCase(
  useCases: NetworkUseCases,
  netid: string,
  useCase: NetworkUseCase | null,
): NetworkUseCases {
  const others = Object.fromEntries(Object.entries(useCases).filter(([other]) => other !== netid));
  return useCase ? { ...others, [netid]: useCase } : others;
}

let useCases: NetworkUseCases | null = null;
const listeners = new Set<() => void>();

function currentUseCases(): NetworkUseCases {
  useCases ??= parseNetworkUseCases(localStorage.getItem(USE_CASES_KEY));
  return useCases;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a network's use case in this browser (null forgets it), for every page that shows it. */
export function setNetworkUseCase(netid: string, useCase: NetworkUseCase | null): void {
  useCases = withNetworkUseCase(currentUseCases(), netid, useCase);
  if (Object.keys(useCases).length === 0) localStorage.removeItem(USE_CASES_KEY);
  else localStorage.setItem(USE_CASES_KEY, JSON.stringify(useCases));
  listeners.forEach((listener) => listener());
}

/** The use case chosen for a network in this browser; null when none is. */
export function useNetworkUseCase(netid: string): NetworkUseCase | null {
  return useCaseOf(useSyncExternalStore(subscribe, currentUseCases), netid);
}
