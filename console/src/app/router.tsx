import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { VERSION_PREFIX } from '../session/hostedMode';
import { RequireAuditReader } from '../features/audit/RequireAuditReader';
import { loadConsoleTexts } from '../i18n';
import { RequireAdmin, RequireLogin, SelfHostedOnly } from './guards';
import { routerBasename } from '../navigation/paths';
import { HostToDeviceRedirect } from './redirects';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** A route whose page module is loaded on first visit. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

function pageElement<M>(load: () => Promise<M>, render: (module: M) => ReactNode) {
  return async () => ({ element: render(await load()) });
}

const loadNotFound = () => import('../features/errors/NotFoundPage');
const notFound = page(loadNotFound, (module) => module.NotFoundPage);

const networkRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="nodes" replace /> },
  {
    path: 'nodes',
    lazy: page(
      () => import('../features/nodes/NodesPage'),
      (module) => module.NodesPage,
    ),
  },
  {
    path: 'nodes/:nodeId',
    lazy: page(
      () => import('../features/nodes/NodeDetailsPage'),
      (module) => module.NodeDetailsPage,
    ),
  },
  {
    path: 'old-acls',
    lazy: page(
      () => import('../features/old-acls/OldAclsPage'),
      (module) => module.OldAclsPage,
    ),
  },
  {
    path: 'access-control',
    lazy: page(
      () => import('../features/access-control/AccessControlPage'),
      (module) => module.AccessControlPage,
    ),
  },
  {
    path: 'tag-manager',
    lazy: page(
      () => import('../features/tags/TagManagerPage'),
      (module) => module.TagManagerPage,
    ),
  },
  {
    path: 'dns',
    lazy: page(
      () => import('../features/dns/DnsPage'),
      (module) => module.DnsPage,
    ),
  },
  {
    path: 'graph',
    lazy: page(
      () => import('../features/graph/GraphPage'),
      (module) => module.GraphPage,
    ),
  },
  {
    path: 'gateways',
    lazy: page(
      () => import('../features/gateways/GatewaysPage'),
      (module) => module.GatewaysPage,
    ),
  },
  {
    path: 'egress',
    lazy: page(
      () => import('../features/egress/EgressPage'),
      (module) => module.EgressPage,
    ),
  },
  {
    path: 'internet-gateways',
    lazy: page(
      () => import('../features/internet-gateways/InternetGatewaysPage'),
      (module) => module.InternetGatewaysPage,
    ),
  },
  {
    path: 'info',
    lazy: page(
      () => import('../features/network-info/NetworkInfoPage'),
      (module) => module.NetworkInfoPage,
    ),
  },
  {
    path: 'metrics',
    lazy: page(
      () => import('../features/metrics/MetricsPage'),
      (module) => module.MetricsPage,
    ),
  },
  {
    path: 'hosts/:hostId',
    lazy: page(
      () => import('../features/nodes/NetworkHostPage'),
      (module) => module.NetworkHostPage,
    ),
  },
  {
    path: 'analytics',
    lazy: page(
      () => import('../features/analytics/AnalyticsPage'),
      (module) => module.AnalyticsPage,
    ),
  },
  { path: 'remote-access', element: <Navigate to="../gateways" relative="path" replace /> },
  { path: 'relays', element: <Navigate to="../gateways" relative="path" replace /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

const adminRoutes: RouteObject[] = [
  {
    path: 'server-settings',
    lazy: page(
      () => import('../features/server-settings/ServerSettingsPage'),
      (module) => module.ServerSettingsPage,
    ),
  },
  {
    path: 'devices',
    lazy: page(
      () => import('../features/hosts/DevicesPage'),
      (module) => module.DevicesPage,
    ),
  },
  {
    path: 'devices/:deviceId',
    lazy: page(
      () => import('../features/hosts/HostDetailsPage'),
      (module) => module.HostDetailsPage,
    ),
  },
  {
    path: 'hosts-new',
    lazy: page(
      () => import('../features/hosts/NewHostPage'),
      (module) => module.NewHostPage,
    ),
  },
  {
    path: 'keys',
    lazy: page(
      () => import('../features/keys/EnrollmentKeysPage'),
      (module) => module.EnrollmentKeysPage,
    ),
  },
  {
    path: 'users',
    lazy: page(
      () => import('../features/users/UsersPage'),
      (module) => module.UsersPage,
    ),
  },
  {
    path: 'users/create-network-role',
    lazy: page(
      () => import('../features/users/roles/CreateNetworkRolePage'),
      (module) => module.CreateNetworkRolePage,
    ),
  },
  {
    path: 'users/network-role/:roleId',
    lazy: page(
      () => import('../features/users/roles/NetworkRoleDetailsPage'),
      (module) => module.NetworkRoleDetailsPage,
    ),
  },
  {
    path: 'users/create-group',
    lazy: page(
      () => import('../features/users/groups/CreateGroupPage'),
      (module) => module.CreateGroupPage,
    ),
  },
  {
    path: 'users/group/:groupId',
    lazy: page(
      () => import('../features/users/groups/GroupDetailsPage'),
      (module) => module.GroupDetailsPage,
    ),
  },
  {
    path: 'users/platform-role/:roleId',
    lazy: page(
      () => import('../features/users/roles/PlatformRolePage'),
      (module) => module.PlatformRolePage,
    ),
  },
  // The breadcrumbs of those pages link their middle segments to the tabs that list them.
  { path: 'users/group', element: <Navigate to="/users?tab=groups" replace /> },
  { path: 'users/network-role', element: <Navigate to="/users?tab=roles" replace /> },
  { path: 'users/platform-role', element: <Navigate to="/users?tab=roles" replace /> },
];

const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../features/networks/HomeRedirect'),
      (module) => module.HomeRedirect,
    ),
  },
  {
    path: 'dashboard',
    lazy: page(
      () => import('../features/dashboard/DashboardPage'),
      (module) => module.DashboardPage,
    ),
  },
  {
    path: 'networks',
    lazy: page(
      () => import('../features/networks/NetworksPage'),
      (module) => module.NetworksPage,
    ),
  },
  {
    path: 'networks/:networkId',
    lazy: page(
      () => import('../features/networks/NetworkLayout'),
      (module) => module.NetworkLayout,
    ),
    children: networkRoutes,
  },
  {
    path: 'profile',
    lazy: page(
      () => import('../features/users/ProfilePage'),
      (module) => module.ProfilePage,
    ),
  },
  { path: 'hosts', element: <Navigate to="/devices" replace /> },
  { path: 'hosts/:hostId', element: <HostToDeviceRedirect /> },
  { path: 'enrollment-keys', element: <Navigate to="/keys" replace /> },
  { element: <RequireAdmin />, children: adminRoutes },
  {
    element: <RequireAuditReader />,
    children: [
      {
        path: 'audit',
        lazy: page(
          () => import('../features/audit/AuditPage'),
          (module) => module.AuditPage,
        ),
      },
    ],
  },
];

/** Every route, also under the version prefix when the address starts with it. */
export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <></>,
      children: [
        {
          path: 'login',
          lazy: page(
            () => import('../features/auth/LoginPage'),
            (module) => module.LoginPage,
          ),
        },
        {
          path: 'signup',
          lazy: pageElement(
            () => import('../features/auth/SignupPage'),
            (module) => (
              <SelfHostedOnly>
                <module.SignupPage />
              </SelfHostedOnly>
            ),
          ),
        },
        {
          path: 'startup',
          lazy: page(
            () => import('../features/auth/StartupPage'),
            (module) => module.StartupPage,
          ),
        },
        {
          path: 'invite',
          lazy: page(
            () => import('../features/auth/InvitePage'),
            (module) => module.InvitePage,
          ),
        },
        { path: '404', lazy: notFound },
        {
          element: <RequireLogin />,
          children: [
            {
              // The signed-in console's layout comes with the texts of every signed-in page.
              lazy: page(
                async () => (await Promise.all([import('./shell/AppShellLayout'), loadConsoleTexts()]))[0],
                (module) => module.AppShellLayout,
              ),
              children: [{ errorElement: <RouteErrorPage />, children: shellRoutes }],
            },
          ],
        },
        { path: '*', lazy: notFound },
      ],
    },
  ],
  { basename: routerBasename(window.location.pathname, VERSION_PREFIX) || undefined },
);
