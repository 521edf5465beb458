// The route table of the specification: path, route name (handle.name), layout and guard.
// Everything but the layouts loads lazily: the back office never reaches the public bundle, and
// every page loads with its first visit (the home page and the inventory with their loaders in
// modules of their own, so their queries start while their code downloads).
import type { ComponentType } from 'react';
import {
  Outlet,
  ScrollRestoration,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { rolesWhere } from '@canam/domain/permissions';
import type { RoleName } from '@canam/domain/roles';
import { RoleGuard } from './auth/RoleGuard.tsx';
import { LiveAnnouncer } from './components/liveAnnouncer.tsx';
import { NotFound } from './components/NotFound.tsx';
import { RouteError } from './components/RouteError.tsx';
import { LoginModalWhenOpened } from './features/auth/LoginModalWhenOpened.tsx';
import { offersPanelShouldRevalidate } from './features/offers/offersPanelRevalidation.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { BaseLayout } from './layouts/BaseLayout.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { LiveAccountChanges } from './layouts/live/LiveAccountChanges.tsx';
import type { RouteHandle } from './components/routeHandle.ts';

/** The /superAdmin area: the vehicle table and dashboard with checks, reports and notes. */
const SUPER_ADMIN_AREA = rolesWhere((rights) => rights.keepsVehicleRecords);
const ADMIN_AREA: RoleName[] = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_REVIEWER'];
/** In the /admin area: the vehicle pages are the back office's, the users pages the reviewers'. */
const BACK_OFFICE = rolesWhere((rights) => rights.backOfficeVehicles);
const DEALER_REVIEWERS = rolesWhere((rights) => rights.reviewsDealers);
const AGENT_AREA: RoleName[] = ['ROLE_AGENT'];
/** The stored outbox holds password-reset links: super admins only. */
const MAIL_OUTBOX_READERS = rolesWhere((rights) => rights.readsMailOutbox);
const CLIENT_ONLY: RoleName[] = ['ROLE_CLIENT'];
/** The agents page: admins and super admins. */
const AGENT_MANAGERS = rolesWhere((rights) => rights.managesAgents);
/** The client's users page and vehicles table: clients, for their own company. */
const COMPANY_USER_MANAGERS = rolesWhere((rights) => rights.managesCompanyUsers);
const BUYER_ONLY: RoleName[] = ['ROLE_BUYER'];

/** What a page's module gives its route: the page and, for a data page, the loader that preloads it. */
interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * A page whose module loads on its first visit; a data page's loader starts its queries at once.
 * Given as { loader, Component }, the loader's module loads beside the page's, not after it.
 */
function lazyPage(
  path: string,
  name: string,
  title: string,
  lazy: (() => Promise<PageModule>) | LazyPageParts,
): RouteObject {
  const handle: RouteHandle = { name, title };
  return path === ''
    ? { index: true, handle, errorElement: <RouteError />, lazy }
    : { path, handle, errorElement: <RouteError />, lazy };
}

/** A page's loader and component from modules of their own. */
interface LazyPageParts {
  loader: () => Promise<LoaderFunction>;
  Component: () => Promise<ComponentType>;
}

/** A page with cards whose View Offers opens the offers panel over it (offersPanelRevalidation). */
function keepingOffersPanel(route: RouteObject): RouteObject {
  return { ...route, shouldRevalidate: offersPanelShouldRevalidate };
}

/** A vehicle list of a role: the shared catalogue page, loaded on demand. */
function vehicleList(path: string, name: string, title: string): RouteObject {
  const handle: RouteHandle = { name, title };
  return keepingOffersPanel({
    path,
    handle,
    errorElement: <RouteError />,
    lazy: async () => {
      const { CatalogueRoute, catalogueLoader } =
        await import('./features/catalogue/CatalogueRoute.tsx');
      return { Component: CatalogueRoute, loader: catalogueLoader };
    },
  });
}

const loadStaffOffers = () =>
  import('./features/staffOffers/StaffOffersRoute.tsx').then((m) => ({
    Component: m.StaffOffersRoute,
    loader: m.staffOffersLoader,
    shouldRevalidate: m.staffOffersShouldRevalidate,
  }));
const loadNotifications = () =>
  import('./features/notifications/NotificationsRoute.tsx').then((m) => ({
    Component: m.NotificationsRoute,
    loader: m.notificationsLoader,
  }));
const loadPreference = () =>
  import('./features/preferences/NotificationPreferenceRoute.tsx').then((m) => ({
    Component: m.NotificationPreferenceRoute,
    loader: m.notificationPreferenceLoader,
  }));
/** The admin users pages: Pending, Active and Rejected share one page module. */
const loadAdminUsers = () =>
  import('./features/dealerReview/AdminUsersRoute.tsx').then((m) => ({
    Component: m.AdminUsersRoute,
    loader: m.adminUsersLoader,
  }));
/** The registry's steps 1 and 2 and its last step, for admins and agents alike. */
const loadVehicleEdit = () =>
  import('./features/vehicleEdit/VehicleEditRoute.tsx').then((m) => ({
    Component: m.VehicleEditRoute,
    loader: m.vehicleEditLoader,
  }));
const loadVehicleUploaded = () =>
  import('./features/vehicleEdit/VehicleUploadedRoute.tsx').then((m) => ({
    Component: m.VehicleUploadedRoute,
    loader: m.vehicleUploadedLoader,
  }));

function guarded(
  path: string,
  roles: readonly RoleName[] | undefined,
  children: RouteObject[],
): RouteObject {
  return { path, element: <RoleGuard roles={roles} />, children };
}

/** Pages of one area that only some of its roles may open (no path of its own). */
function onlyFor(roles: readonly RoleName[], children: RouteObject[]): RouteObject {
  return { element: <RoleGuard roles={roles} />, children };
}

function AppRoot() {
  return (
    <>
      <Outlet />
      <LoginModalWhenOpened />
      <LiveAccountChanges />
      <LiveAnnouncer />
      <ScrollRestoration />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError title="Something went wrong" />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          {
            path: 'auth/login',
            handle: { name: 'auth.login', title: 'Log In' },
            lazy: async () => {
              const { LoginRoute } = await import('./features/auth/LoginRoute.tsx');
              return { Component: LoginRoute };
            },
          },
        ],
      },
      {
        element: <BaseLayout />,
        children: [
          keepingOffersPanel({
            index: true,
            handle: { name: 'home', title: 'Home' },
            lazy: {
              loader: () => import('./features/home/homeLoader.ts').then((m) => m.homeLoader),
              Component: () => import('./features/home/HomeRoute.tsx').then((m) => m.HomeRoute),
            },
          }),
          keepingOffersPanel(
            lazyPage('inventory/vehicles', 'inventory', 'Inventory', {
              loader: () =>
                import('./features/inventory/inventoryLoader.ts').then((m) => m.inventoryLoader),
              Component: () =>
                import('./features/inventory/InventoryRoute.tsx').then((m) => m.InventoryRoute),
            }),
          ),
          keepingOffersPanel(
            lazyPage('vehicle/:slug', 'vehicle.detail', 'Vehicle details', () =>
              import('./features/vehicle/VehicleDetailRoute.tsx').then((m) => ({
                Component: m.VehicleDetailRoute,
                loader: m.vehicleDetailLoader,
              })),
            ),
          ),
          lazyPage('public/vehicle/:id', 'public.vehicle', 'Vehicle details', () =>
            import('./features/vehicle/PublicVehicleRoute.tsx').then((m) => ({
              Component: m.PublicVehicleRoute,
              loader: m.publicVehicleLoader,
            })),
          ),
          guarded('superAdmin', SUPER_ADMIN_AREA, [
            lazyPage('vehicles/table', 'superadmin.vehicles.table', 'Vehicles table', () =>
              import('./features/vehicleTable/VehicleTableRoute.tsx').then((m) => ({
                Component: m.VehicleTableRoute,
                loader: m.vehicleTableLoader,
              })),
            ),
            lazyPage(
              'vehicles/dashboard',
              'superadmin.vehicles.dashboard',
              'Vehicle dashboard',
              () =>
                import('./features/vehicleDashboard/VehicleDashboardRoute.tsx').then((m) => ({
                  Component: m.VehicleDashboardRoute,
                  loader: m.vehicleDashboardLoader,
                })),
            ),
          ]),
          guarded('admin', ADMIN_AREA, [
            onlyFor(BACK_OFFICE, [
              vehicleList('vehicles/list', 'admin.vehicles.list', 'Vehicles'),
              lazyPage('vehicles/registry', 'admin.vehicles.registry', 'Vehicle registry', () =>
                import('./features/vehicleRegistry/VehicleRegistryRoute.tsx').then((m) => ({
                  Component: m.VehicleRegistryRoute,
                })),
              ),
              lazyPage(
                'vehicles/registry/:vin',
                'admin.vehicles.registry.general',
                'Vehicle registry',
                loadVehicleEdit,
              ),
              lazyPage(
                'vehicles/registry/:vin/uploaded',
                'admin.vehicles.registry.uploaded',
                'Vehicle uploaded',
                loadVehicleUploaded,
              ),
              lazyPage('vehicles/offers', 'admin.vehicles.offers', 'Offers', loadStaffOffers),
              lazyPage('notifications', 'admin.notifications', 'Notifications', loadNotifications),
            ]),
            onlyFor(DEALER_REVIEWERS, [
              lazyPage('users/registry', 'admin.users.registry', 'Pending users', loadAdminUsers),
              lazyPage('users/validate', 'admin.users.validate', 'Active users', loadAdminUsers),
              lazyPage('users/rejected', 'admin.users.rejected', 'Rejected users', loadAdminUsers),
              lazyPage('assign-company', 'admin.assign-company', 'Assign company', () =>
                import('./features/assignCompany/AssignCompanyRoute.tsx').then((m) => ({
                  Component: m.AssignCompanyRoute,
                  loader: m.assignCompanyLoader,
                })),
              ),
            ]),
            guarded('agent', AGENT_MANAGERS, [
              lazyPage('', 'admin.agent', 'Agents', () =>
                import('./features/agents/AgentsRoute.tsx').then((m) => ({
                  Component: m.AgentsRoute,
                  loader: m.agentsLoader,
                })),
              ),
            ]),
            guarded('outbox', MAIL_OUTBOX_READERS, [
              lazyPage('', 'admin.outbox', 'Sent e-mails', () =>
                import('./features/outbox/SentEmailsRoute.tsx').then((m) => ({
                  Component: m.SentEmailsRoute,
                  loader: m.sentEmailsLoader,
                })),
              ),
            ]),
          ]),
          guarded('agent', AGENT_AREA, [
            vehicleList('vehicles/list', 'agent.vehicles.list', 'Vehicles'),
            lazyPage(
              'vehicles/registry/:vin',
              'agent.vehicles.edit.general',
              'Edit vehicle',
              loadVehicleEdit,
            ),
            lazyPage('vehicles/offers', 'agent.vehicles.offers', 'Offers', loadStaffOffers),
            lazyPage(
              'vehicles/registry/:vin/uploaded',
              'agent.vehicles.registry.uploaded',
              'Vehicle uploaded',
              loadVehicleUploaded,
            ),
            lazyPage('notifications', 'agent.notifications', 'Notifications', loadNotifications),
          ]),
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          lazyPage('auth/forgotPassword', 'auth.forgotPassword', 'Forgot password', () =>
            import('./features/password/ForgotPasswordRoute.tsx').then((m) => ({
              Component: m.ForgotPasswordRoute,
            })),
          ),
          lazyPage('auth/password/:token', 'auth.recoverPassword', 'Choose a new password', () =>
            import('./features/password/ResetPasswordRoute.tsx').then((m) => ({
              Component: m.ResetPasswordRoute,
              loader: m.resetPasswordLoader,
            })),
          ),
          lazyPage('buyer/create', 'buyer.create', 'Create your buyer account', () =>
            import('./features/signup/SignUpRoute.tsx').then((m) => ({ Component: m.SignUpRoute })),
          ),
          lazyPage(
            'buyer/company-create/:token',
            'buyer.company-create',
            'Company registration',
            () =>
              import('./features/signup/CompanyRegistrationRoute.tsx').then((m) => ({
                Component: m.CompanyRegistrationRoute,
                loader: m.companyRegistrationLoader,
              })),
          ),
          lazyPage('buyer/user/confirm/:token', 'buyer.user.confirm', 'Create your password', () =>
            import('./features/signup/InvitationRoute.tsx').then((m) => ({
              Component: m.InvitationRoute,
              loader: m.invitationLoader,
            })),
          ),
          lazyPage(
            'disable/notifications/:token',
            'disable.notifications.token',
            'E-mail notifications',
            loadPreference,
          ),
          {
            path: 'download',
            handle: { name: 'download', title: 'Download' },
            lazy: async () => {
              const { DownloadRoute } = await import('./features/download/DownloadRoute.tsx');
              return { Component: DownloadRoute };
            },
          },
          guarded('disable/notifications', undefined, [
            lazyPage('', 'disable.notifications', 'E-mail notifications', loadPreference),
          ]),
          // Personal access tokens of the logged-in user (its role decides which scopes).
          guarded('account/access-tokens', undefined, [
            lazyPage('', 'account.access-tokens', 'Access tokens', () =>
              import('./features/accessTokens/AccessTokensRoute.tsx').then((m) => ({
                Component: m.AccessTokensRoute,
                loader: m.accessTokensLoader,
              })),
            ),
          ]),
          guarded('buyer', CLIENT_ONLY, [
            vehicleList('car-list', 'client.car-list', 'Vehicles'),
            guarded('users', COMPANY_USER_MANAGERS, [
              lazyPage('', 'buyer.users', 'Users', () =>
                import('./features/companyUsers/CompanyUsersRoute.tsx').then((m) => ({
                  Component: m.CompanyUsersRoute,
                  loader: m.companyUsersLoader,
                })),
              ),
            ]),
            guarded('client/vehicles/table', COMPANY_USER_MANAGERS, [
              lazyPage('', 'client.vehicles.table', 'Vehicles table', () =>
                import('./features/companyVehicles/CompanyVehiclesRoute.tsx').then((m) => ({
                  Component: m.CompanyVehiclesRoute,
                  loader: m.companyVehiclesLoader,
                })),
              ),
            ]),
          ]),
          guarded('buyer', BUYER_ONLY, [
            vehicleList('buyer-car-list', 'buyer.car-list', 'Vehicles'),
          ]),
        ],
      },
      {
        element: <BaseLayout />,
        children: [
          {
            path: '*',
            handle: { name: 'not-found', title: 'Page not found' },
            Component: NotFound,
          },
        ],
      },
    ],
  },
];
