// The navbar (specification, "Navigation and layouts"): logo, the links of the viewer's role, the
// offers button of admins and agents, the phone, session buttons; on small screens (990 px or
// less) a 'Buy now!' button to the inventory and the sidebar menu instead of the links. Staff and
// dealers of an accepted company hear of their offer notifications live (toasts, badges).
import { lazy, Suspense } from 'react';
import { Box, HStack, Link, Text, Button } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type {
  NavBar_viewer$data,
  NavBar_viewer$key,
} from '../../__generated__/NavBar_viewer.graphql.ts';
import { hearsOfferNotifications } from './hearsOfferNotifications.ts';
import { NavFrame } from './NavFrame.tsx';
import { NavSidebar, type NavMenuState } from './NavSidebar.tsx';
import { OffersButton } from './OffersButton.tsx';
import { PhoneContact } from './PhoneContact.tsx';
import { SessionButtons } from './SessionButtons.tsx';
import {
  ACCESS_TOKENS_PATH,
  INVENTORY_PATH,
  navLinksFor,
  offersRouteFor,
  type NavLink,
} from '../../components/navLinks.ts';

// It renders nothing: its subscription and toasts load only for a viewer who hears them.
const LiveOfferNotifications = lazy(() =>
  import('./LiveOfferNotifications.tsx').then((module) => ({
    default: module.LiveOfferNotifications,
  })),
);

const LOCKED_TITLE = 'Available once your company is accepted';

function NavLinkItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  if (link.disabled) {
    return (
      <Link
        role="link"
        aria-disabled="true"
        title={LOCKED_TITLE}
        color="whiteAlpha.500"
        cursor="not-allowed"
        fontWeight="medium"
        _hover={{ textDecoration: 'none' }}
      >
        {link.label}
      </Link>
    );
  }
  return (
    <Link asChild color="white" fontWeight="medium" _hover={{ color: 'brand.100' }}>
      <RouterLink to={link.to} onClick={onNavigate}>
        {link.label}
      </RouterLink>
    </Link>
  );
}

/** The account page of personal access tokens, beside the greeting (in the sidebar on phones). */
function AccessTokensLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link asChild color="white" fontSize="sm" _hover={{ color: 'brand.100' }}>
      <RouterLink to={ACCESS_TOKENS_PATH} onClick={onNavigate}>
        Access tokens
      </RouterLink>
    </Link>
  );
}

export function NavBar({ viewer, menu }: { viewer: NavBar_viewer$key; menu?: NavMenuState }) {
  const data = useFragment<NavBar_viewer$key>(
    graphql`
      fragment NavBar_viewer on Viewer {
        isLoggedIn
        roles
        companyStatus
        homeRoute
        user {
          firstName
        }
      }
    `,
    viewer,
  );
  return <NavBarView viewer={data} menu={menu} />;
}

type NavViewer = Omit<NavBar_viewer$data, ' $fragmentType'>;

/** What a guest sees, also shown when the viewer cannot be loaded. */
export const GUEST_VIEWER: NavViewer = {
  isLoggedIn: false,
  roles: [],
  companyStatus: null,
  homeRoute: '/',
  user: null,
};

export function NavBarView({ viewer: data, menu }: { viewer: NavViewer; menu?: NavMenuState }) {
  const links = navLinksFor(data);
  const offersRoute = offersRouteFor(data.roles);
  const greeting = data.user ? `Hi, ${data.user.firstName}` : null;

  return (
    <NavFrame>
      <HStack as="nav" aria-label="Main" gap="6" ml="6" display={{ base: 'none', lg: 'flex' }}>
        {links.map((link) => (
          <NavLinkItem key={link.label} link={link} />
        ))}
      </HStack>
      <Box flex="1" />
      <HStack gap="3" display={{ base: 'none', lg: 'flex' }}>
        {offersRoute && <OffersButton to={offersRoute} />}
        {hearsOfferNotifications(data) && (
          <Suspense fallback={null}>
            <LiveOfferNotifications />
          </Suspense>
        )}
        <PhoneContact />
        {greeting && (
          <Text fontSize="sm" color="brand.100">
            {greeting}
          </Text>
        )}
        {data.isLoggedIn && <AccessTokensLink />}
        <SessionButtons isLoggedIn={data.isLoggedIn} />
      </HStack>
      <HStack gap="1" display={{ base: 'flex', lg: 'none' }}>
        <Button asChild size="sm" colorPalette="orange" mr="1">
          <RouterLink to={INVENTORY_PATH}>Buy now!</RouterLink>
        </Button>
        <PhoneContact />
        <NavSidebar
          menu={menu}
          greeting={greeting}
          renderLinks={(close) => (
            <>
              {links.map((link) => (
                <NavLinkItem key={link.label} link={link} onNavigate={close} />
              ))}
              {links.some((link) => link.disabled) && (
                <Text fontSize="sm" color="brand.100">
                  {LOCKED_TITLE}.
                </Text>
              )}
              {offersRoute && (
                <Box>
                  <OffersButton to={offersRoute} onNavigate={close} />
                </Box>
              )}
              {data.isLoggedIn && <AccessTokensLink onNavigate={close} />}
            </>
          )}
          renderActions={(close) => (
            <SessionButtons isLoggedIn={data.isLoggedIn} onAction={close} />
          )}
        />
      </HStack>
    </NavFrame>
  );
}
