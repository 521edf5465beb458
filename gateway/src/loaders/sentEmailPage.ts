// A page of the stored outbox, newest first: GET /api/email-outbox?resourcesPerPage=&page=
// (staff only; the api refuses with 404 while e-mail goes out by SMTP). null when refused.
import DataLoader from 'dataloader';
import type { OutboxMessageDto } from '@canam/domain/rest/accounts';
import type { Paged } from '@canam/domain/rest/paged';
import type { RestClient } from '../rest/client.ts';
import { refusedAsNull } from './refusedAsNull.ts';

export interface SentEmailPageKey {
  page: number;
  pageSize: number;
}

export type SentEmailPageLoader = DataLoader<
  SentEmailPageKey,
  Paged<OutboxMessageDto> | null,
  string
>;

export function createSentEmailPageLoader(rest: RestClient): SentEmailPageLoader {
  return new DataLoader(
    (keys) =>
      Promise.all(
        keys.map(({ page, pageSize }) =>
          refusedAsNull(() =>
            rest.get<Paged<OutboxMessageDto>>('/api/email-outbox', {
              resourcesPerPage: pageSize,
              page,
            }),
          ),
        ),
      ),
    { cacheKeyFn: ({ page, pageSize }) => `${page}:${pageSize}` },
  );
}
