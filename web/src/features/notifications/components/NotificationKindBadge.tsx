// The label of what a notification tells (Offer, Counter-offer, Accepted, Bought, Expired), in the
// colour of how it ended for the negotiation.
import { Badge } from '@chakra-ui/react';
import { NOTIFICATION_LABELS, type NotificationKind } from '@canam/domain/notifications';

const COLORS: Record<NotificationKind, string> = {
  offer: 'blue',
  counter: 'purple',
  accepted: 'green',
  bought: 'green',
  expired: 'gray',
};

/** `kind` as the graph spells it (OFFER, COUNTER…). */
export function NotificationKindBadge({ kind }: { kind: string }) {
  const known = kind.toLowerCase() as NotificationKind;
  return (
    <Badge colorPalette={COLORS[known] ?? 'gray'} variant="subtle" size="sm">
      {NOTIFICATION_LABELS[known] ?? kind}
    </Badge>
  );
}
