import type { RequestOptions } from './cms-harness';

type Api = (
  pathname: string,
  init?: RequestOptions,
) => Promise<{ status: number; body: { data?: Record<string, unknown> } & Record<string, unknown> }>;

/**
 * An admin user with one of Strapi's roles, invited by the super admin and registered, as
 * Settings → Users and the invitation link do: their own admin session's token.
 */
export async function inviteAdmin(
  api: Api,
  adminToken: string,
  roleCode: string,
  user: { firstname: string; lastname: string; email: string; password: string },
): Promise<string> {
  const roles = await api('/admin/roles', { token: adminToken });
  const role = (roles.body.data as unknown as Array<{ id: number; code: string }>).find(
    (candidate) => candidate.code === roleCode,
  );
  const invited = await api('/admin/users', {
    method: 'POST',
    token: adminToken,
    json: { firstname: user.firstname, lastname: user.lastname, email: user.email, roles: [role?.id] },
  });
  expect(invited.status).toBe(201);
  const registered = await api('/admin/register', {
    method: 'POST',
    json: {
      registrationToken: invited.body.data?.registrationToken,
      userInfo: { firstname: user.firstname, lastname: user.lastname, password: user.password },
    },
  });
  expect(registered.status).toBe(200);
  return registered.body.data?.token as string;
}
