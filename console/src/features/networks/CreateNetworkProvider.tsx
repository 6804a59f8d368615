import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { CreateNetworkModal } from './CreateNetworkModal';

const OpenCreateNetworkContext = createContext<() => void>(() => undefined);

/**
 * Holds the one Create a Network modal that the switcher, sidebar, dashboard and networks page open;
 * `onOpen` lets the shell react to its opening (the sidebar folds back).
 */
export function CreateNetworkProvider({ children, onOpen }: { children: ReactNode; onOpen?: () => void }) {
  const [opened, setOpened] = useState(false);
  const [openings, setOpenings] = useState(0);
  const open = useCallback(() => {
    onOpen?.();
    setOpenings((count) => count + 1);
    setOpened(true);
  }, [onOpen]);
  const close = useCallback(() => setOpened(false), []);
  return (
    <OpenCreateNetworkContext.Provider value={open}>
      {children}
      <CreateNetworkModal key={openings} opened={opened} onClose={close} />
    </OpenCreateNetworkContext.Provider>
  );
}

/** Opens the Create a Network modal with a fresh form. */
export function useCreateNetwork(): () => void {
  return useContext(OpenCreateNetworkContext);
}
