// The api application: infrastructure plugins, then the routes. Built by server.ts and by tests
// (which call app.inject).
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountServices, type AccountDependencies } from './accounts/services.ts';
import type { TokenSettings } from './auth/tokens.ts';
import type { Db } from './db/database.ts';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { defaultIncomingDir } from './files/fileDirs.ts';
import { localEventHub, type EventHub } from './events/hub.ts';
import type { Mailer } from './mail/mailer.ts';
import './plugins/changes.ts';
import { authentication } from './plugins/authentication.ts';
import { accessTable, routeGate } from './plugins/routeAccess.ts';
import { multipartForms } from './plugins/multipart.ts';
import { frameworkErrors, installErrorHandler } from './plugins/errorHandler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { accessTokenRoutes } from './routes/accessTokens/accessTokens.ts';
import { checkTokenRoute } from './routes/auth/checkToken.ts';
import { DEFAULT_TRUST_PROXY, fastifyTrustProxy, type TrustProxy } from './trustProxy.ts';
import { addressRoutes } from './routes/address/places.ts';
import { createPreRegisterCompanyRoute } from './routes/company/createPreRegisterCompany.ts';
import { dealerActionRoutes } from './routes/company/dealerActions.ts';
import { dealerListRoutes } from './routes/company/lists.ts';
import { companyRecordRoute } from './routes/company/record.ts';
import { saveDealerRoute } from './routes/company/saveDealer.ts';
import { companyStatusRoute } from './routes/company/status.ts';
import { companyValidationsRoute } from './routes/company/validations.ts';
import { contactUsRoute } from './routes/contact/contactUs.ts';
import { eventStreamRoute } from './routes/events/stream.ts';
import { offerHistoryRoutes } from './routes/offers/history.ts';
import { offerListRoutes } from './routes/offers/lists.ts';
import { negotiationRoutes } from './routes/offers/negotiation.ts';
import { loginRoute } from './routes/auth/login.ts';
import { logoutRoute } from './routes/auth/logout.ts';
import { healthRoute } from './routes/health.ts';
import { probeRoutes } from './routes/probes.ts';
import { disableNotificationsRoute } from './routes/notifications/disableNotifications.ts';
import { notificationValuesRoute } from './routes/notifications/notificationValues.ts';
import { emailOutboxRoute } from './routes/outbox/emailOutbox.ts';
import { forgotPasswordRoute } from './routes/password/forgotPassword.ts';
import { setPasswordRoutes } from './routes/password/setPassword.ts';
import { completeRegistrationRoute } from './routes/user/completeRegistration.ts';
import { createUserRoute } from './routes/user/create.ts';
import { peopleListRoutes } from './routes/user/peopleLists.ts';
import { userStatusRoute } from './routes/user/status.ts';
import { updateUserRoute } from './routes/user/update.ts';
import { clientVehiclesRoute } from './routes/client/vehicles.ts';
import { agentNicknamesRoute } from './routes/user/listNickname.ts';
import { agentClientListRoute } from './routes/user/listAgentClient.ts';
import { buyersRoute } from './routes/user/buyers.ts';
import { profileRoute } from './routes/user/profile.ts';
import { registrationUserRoute } from './routes/user/registrationUser.ts';
import { sendCompanyEmailRoute } from './routes/user/sendCompanyEmail.ts';
import { validateRepeatEmailRoute } from './routes/user/validateRepeatEmail.ts';
import { conditionReportRoute } from './routes/vehicle/downloadCr.ts';
import { vehicleFiltersRoute } from './routes/vehicle/filters.ts';
import { vehicleIntakeRoutes } from './routes/vehicle/intake.ts';
import { vehicleSaleRoutes } from './routes/vehicle/sale.ts';
import { findVehicleRoute } from './routes/vehicle/findVehicle.ts';
import { vehicleListRoutes } from './routes/vehicle/list.ts';
import { offerNotificationsRoute } from './routes/vehicle/offerNotifications.ts';
import { readNotificationsRoutes } from './routes/vehicle/readNotifications.ts';
import { vehicleRecordRoutes } from './routes/vehicle/records.ts';
import { bulkVehicleRoutes } from './routes/vehicle/bulk.ts';
import { vehiclePhotoRoutes } from './routes/vehicle/photos.ts';
import { vehicleTableRoutes } from './routes/vehicle/table.ts';
import { incomingUploadRoute } from './routes/upload/incoming.ts';
import { uploadTicketRoute } from './routes/upload/uploadTicket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    tokenSettings: TokenSettings;
    /** draining: the process is shutting down (GET /readyz answers 503; server.ts sets it). */
    lifecycle: { draining: boolean };
  }
}

export interface AppDependencies {
  db: Db;
  tokenSettings: TokenSettings;
  uploadsDir: string;
  /** Files on their way in (never served); default: `incoming` beside uploadsDir. */
  incomingDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** A ready logger (logging.ts: JSON lines or human-readable); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** CRM lead-capture webhook for contact messages (CRM_WEBHOOK_URL); none when null. */
  crmWebhookUrl?: string | null;
  /** SMTP or the stored outbox (mail/createMailer.ts); default: the stored outbox. */
  mailer?: Mailer;
  /** Public base URL of e-mail links, address provider, rate limits (accounts/services.ts). */
  accounts?: AccountDependencies;
  /** Wakes event streams after commits; server.ts passes one that also LISTENs on PostgreSQL. */
  eventHub?: EventHub;
  /** The database is a PostgreSQL server (NOTIFY at commit) rather than PGlite. */
  postgres?: boolean;
  /** What a gateway presents (x-events-secret) to read GET /api/events; default: random. */
  eventsSecret?: string;
  /** Whose X-Forwarded-For names the client (trustProxy.ts); default loopback. */
  trustProxy?: TrustProxy;
  /** Requests a personal access token may make per minute; default ACCESS_TOKEN_LIMITS. */
  accessTokenRequestsPerMinute?: number;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? false }),
    bodyLimit: 1_048_576,
    // The gateway forwards the browser's address (X-Forwarded-For) for per-address rate limits;
    // only its hop is believed (loopback unless TRUST_PROXY says), so a caller cannot pick one.
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? DEFAULT_TRUST_PROXY),
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('tokenSettings', deps.tokenSettings);
  app.decorate('lifecycle', { draining: false });
  app.decorate('accounts', accountServices(deps.accounts ?? {}, deps.mailer));
  const eventHub = deps.eventHub ?? localEventHub();
  app.decorate('eventHub', eventHub);
  app.decorate('eventsSecret', deps.eventsSecret ?? randomBytes(24).toString('base64url'));
  app.decorate('changes', { db: deps.db, postgres: deps.postgres ?? false, hub: eventHub });
  const incomingDir = deps.incomingDir ?? defaultIncomingDir(deps.uploadsDir);
  await mkdir(incomingDir, { recursive: true });
  app.decorate('files', { uploadsDir: deps.uploadsDir, incomingDir });
  installErrorHandler(app);
  // Every route needs a row in domain/src/access.ts (checked before the app starts).
  await app.register(accessTable);
  await registerOpenApi(app);
  await app.register(fastifyStatic, {
    root: deps.uploadsDir,
    prefix: '/uploads/',
    index: false,
    maxAge: '1h',
  });
  await app.register(authentication, {
    accessTokenRequestsPerMinute: deps.accessTokenRequestsPerMinute,
  });
  // Who may call each route, from domain/src/access.ts, before any body is read.
  await app.register(routeGate);
  await app.register(multipartForms);

  await app.register(healthRoute);
  await app.register(probeRoutes);
  await app.register(loginRoute);
  await app.register(checkTokenRoute);
  await app.register(logoutRoute);
  await app.register(profileRoute);
  await app.register(vehicleListRoutes);
  await app.register(vehicleFiltersRoute);
  await app.register(findVehicleRoute);
  await app.register(conditionReportRoute);
  await app.register(offerNotificationsRoute);
  await app.register(readNotificationsRoutes);
  await app.register(agentNicknamesRoute);
  // Back office: the vehicle table, checks, condition reports and notes.
  await app.register(vehicleTableRoutes);
  await app.register(vehicleRecordRoutes);
  // Vehicle intake: registration, edits, status, sale, price and the form's lists.
  await app.register(vehicleIntakeRoutes);
  await app.register(vehicleSaleRoutes);
  await app.register(agentClientListRoute);
  await app.register(buyersRoute);
  // Bulk vehicle files of the VIN screen.
  await app.register(bulkVehicleRoutes);
  // Files: upload tickets and the bytes PUT with them; vehicle photos.
  await app.register(uploadTicketRoute);
  await app.register(incomingUploadRoute);
  await app.register(vehiclePhotoRoutes);
  await app.register(contactUsRoute, { crmWebhookUrl: deps.crmWebhookUrl ?? null });
  // Accounts and onboarding.
  await app.register(validateRepeatEmailRoute);
  await app.register(createUserRoute);
  await app.register(registrationUserRoute);
  await app.register(createPreRegisterCompanyRoute);
  await app.register(companyStatusRoute);
  await app.register(forgotPasswordRoute);
  await app.register(setPasswordRoutes);
  await app.register(completeRegistrationRoute);
  await app.register(sendCompanyEmailRoute);
  // Dealer review and assign-company.
  await app.register(companyRecordRoute);
  await app.register(dealerListRoutes);
  await app.register(saveDealerRoute);
  await app.register(dealerActionRoutes);
  await app.register(companyValidationsRoute);
  await app.register(notificationValuesRoute);
  await app.register(disableNotificationsRoute);
  await app.register(emailOutboxRoute);
  // People: the admin users lists, agents, the client's users and vehicles.
  await app.register(peopleListRoutes);
  await app.register(updateUserRoute);
  await app.register(userStatusRoute);
  await app.register(clientVehiclesRoute);
  await app.register(addressRoutes);
  await app.register(negotiationRoutes);
  await app.register(offerHistoryRoutes);
  await app.register(offerListRoutes);
  await app.register(eventStreamRoute);
  // Personal access tokens of dealer tools and the staff's read-only token.
  await app.register(accessTokenRoutes);
  return app;
}
