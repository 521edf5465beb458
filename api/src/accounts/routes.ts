// Every route of accounts and onboarding, registered by app.ts in one line.
import type { FastifyInstance } from 'fastify';
import { addressRoutes } from '../address/routes.ts';
import { createPreRegisterCompanyRoute } from '../routes/company/createPreRegisterCompany.ts';
import { companyStatusRoute } from '../routes/company/status.ts';
import { disableNotificationsRoute } from '../routes/notifications/disableNotifications.ts';
import { notificationValuesRoute } from '../routes/notifications/notificationValues.ts';
import { emailOutboxRoute } from '../routes/outbox/emailOutbox.ts';
import { forgotPasswordRoute } from '../routes/password/forgotPassword.ts';
import { setPasswordRoutes } from '../routes/password/setPassword.ts';
import { completeRegistrationRoute } from '../routes/user/completeRegistration.ts';
import { createUserRoute } from '../routes/user/create.ts';
import { registrationUserRoute } from '../routes/user/registrationUser.ts';
import { sendCompanyEmailRoute } from '../routes/user/sendCompanyEmail.ts';
import { validateRepeatEmailRoute } from '../routes/user/validateRepeatEmail.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(validateRepeatEmailRoute);
  await app.register(createUserRoute);
  await app.register(registrationUserRoute);
  await app.register(createPreRegisterCompanyRoute);
  await app.register(companyStatusRoute);
  await app.register(forgotPasswordRoute);
  await app.register(setPasswordRoutes);
  await app.register(completeRegistrationRoute);
  await app.register(sendCompanyEmailRoute);
  await app.register(notificationValuesRoute);
  await app.register(disableNotificationsRoute);
  await app.register(emailOutboxRoute);
  await app.register(addressRoutes);
}
