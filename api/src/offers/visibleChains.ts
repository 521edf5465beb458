// Which negotiations a viewer sees, as one SQL condition over `offer_chain as oc` joined with
// `vehicle as v`: staff the chains of the vehicles they negotiate on (admins all, an agent its
// own), anyone else only its own chain.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import type { DB } from '../db/schema.ts';

type ChainEb = ExpressionBuilder<DB & { oc: DB['offer_chain']; v: DB['vehicle'] }, 'oc' | 'v'>;

export function chainSeenBy(eb: ChainEb, viewer: Viewer): Expression<SqlBool> {
  switch (viewerRights(viewer).negotiates) {
    case 'all':
      return eb.lit(true);
    case 'own':
      return eb('v.users_id', '=', viewer.id);
    case 'none':
      return eb('oc.client_id', '=', viewer.id);
  }
}
