import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../testing/renderWithRelay.tsx';
import { RoleGuard } from './RoleGuard.tsx';

function renderGuarded(path: string, roles: string[] | null) {
  renderWithRelay(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route
        path="/admin"
        element={<RoleGuard roles={['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_REVIEWER']} />}
      >
        <Route path="vehicles/list" element={<p>Admin list</p>} />
      </Route>
      <Route path="/superAdmin" element={<RoleGuard roles={['ROLE_SUPER_ADMIN', 'ROLE_ADMIN']} />}>
        <Route path="vehicles/table" element={<p>Super admin table</p>} />
      </Route>
      <Route path="/disable/notifications" element={<RoleGuard />}>
        <Route index element={<p>Notification preference</p>} />
      </Route>
    </Routes>,
    {
      route: path,
      resolvers: {
        Viewer: () => ({ isLoggedIn: roles !== null, roles: roles ?? [], user: null }),
      },
    },
  );
}

describe('RoleGuard', () => {
  it('admits the roles of the area', async () => {
    renderGuarded('/admin/vehicles/list', ['ROLE_REVIEWER']);
    expect(await screen.findByText('Admin list')).toBeTruthy();
  });

  it('sends other roles home', async () => {
    renderGuarded('/admin/vehicles/list', ['ROLE_BUYER']);
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('keeps reviewers out of /superAdmin', async () => {
    renderGuarded('/superAdmin/vehicles/table', ['ROLE_REVIEWER']);
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('sends guests home from pages for logged-in users', async () => {
    renderGuarded('/disable/notifications', null);
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('admits any logged-in user where no role is required', async () => {
    renderGuarded('/disable/notifications', ['ROLE_AGENT']);
    expect(await screen.findByText('Notification preference')).toBeTruthy();
  });
});
