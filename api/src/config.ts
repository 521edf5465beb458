// Settings of one api process, from options first and the environment second.
import path from 'node:path';
import { DEFAULT_TRUST_PROXY, parseTrustProxy, type TrustProxy } from './trustProxy.ts';

export interface ApiConfig {
  /** postgres://… or '' for embedded PGlite. */
  databaseUrl: string;
  /** Embedded database and uploaded files. */
  dataDir: string;
  /** Signing secret from the environment; otherwise generated once and kept in the database. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** CRM lead-capture endpoint that receives each contact message as JSON; null: none. */
  crmWebhookUrl: string | null;
  /** smtp://… to send e-mail by SMTP; null: e-mail goes to the stored outbox staff can read. */
  smtpUrl: string | null;
  /** Where the web application is reached: links in e-mails start with it (no trailing slash). */
  publicBaseUrl: string;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** US address pick: 'offline' (zipcodes package data) or a hosted provider added later. */
  addressProvider: string;
  /** Multiplies the account rate limits (accounts/rateLimits.ts); browser tests raise it. */
  rateLimitScale: number;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY; trustProxy.ts): the gateway's hop. */
  trustProxy: TrustProxy;
}

export interface ConfigOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** smtp://…; '' forces the stored outbox even when SMTP_URL is set. */
  smtpUrl?: string;
  publicBaseUrl?: string;
  rateLimitScale?: number;
  trustProxy?: TrustProxy;
}

export const DEFAULT_PUBLIC_BASE_URL = 'http://localhost:8080';
export const DEFAULT_MAIL_FROM = 'CANAM Marketplace <no-reply@canam.test>';

export function readConfig(options: ConfigOptions = {}, env = process.env): ApiConfig {
  return {
    // An explicit '' (tests, browser tests) means embedded PGlite even when DATABASE_URL is set.
    databaseUrl: options.databaseUrl ?? env.DATABASE_URL ?? '',
    dataDir: path.resolve(options.dataDir ?? env.DATA_DIR ?? '.data'),
    jwtSecret: env.JWT_SECRET || null,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS) || 900,
    refreshTokenTtlDays: 30,
    crmWebhookUrl: env.CRM_WEBHOOK_URL?.trim() || null,
    smtpUrl: (options.smtpUrl ?? env.SMTP_URL)?.trim() || null,
    publicBaseUrl: (options.publicBaseUrl || env.PUBLIC_BASE_URL || DEFAULT_PUBLIC_BASE_URL)
      .trim()
      .replace(/\/+$/, ''),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    addressProvider: env.ADDRESS_PROVIDER?.trim() || 'offline',
    rateLimitScale: options.rateLimitScale ?? (Number(env.RATE_LIMIT_SCALE) || 1),
    trustProxy: options.trustProxy ?? parseTrustProxy(env.TRUST_PROXY) ?? DEFAULT_TRUST_PROXY,
  };
}

export const uploadsDirOf = (config: Pick<ApiConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'uploads');
export const pgliteDirOf = (config: Pick<ApiConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'pglite');
