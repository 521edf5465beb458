// The sidebar menu of small screens (990 px or less): its button, and the menu itself, whose
// drawer code (focus trap, scroll lock) loads with its first opening rather than with every page.
// Once opened it stays mounted, so it closes with its animation.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { NAV_MENU_ID } from './navMenuId.ts';

const NavSidebarDrawer = lazy(() =>
  import('./NavSidebarDrawer.tsx').then((module) => ({ default: module.NavSidebarDrawer })),
);

/** Whether the menu is open, when its owner keeps it (so it survives the navbar's re-render). */
export interface NavMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

interface NavSidebarProps {
  greeting: string | null;
  /** The links, each given the callback that closes the menu. */
  renderLinks: (close: () => void) => ReactNode;
  renderActions: (close: () => void) => ReactNode;
  menu?: NavMenuState;
}

export function NavSidebar({ greeting, renderLinks, renderActions, menu }: NavSidebarProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const { open, setOpen } = menu ?? { open: ownOpen, setOpen: setOwnOpen };
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? NAV_MENU_ID : undefined}
        variant="ghost"
        color="white"
        _hover={{ bg: 'brand.700' }}
        onClick={() => setOpen(true)}
      >
        <Menu />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NavSidebarDrawer
            open={open}
            setOpen={setOpen}
            trigger={trigger}
            greeting={greeting}
            renderLinks={renderLinks}
            renderActions={renderActions}
          />
        </Suspense>
      )}
    </>
  );
}
