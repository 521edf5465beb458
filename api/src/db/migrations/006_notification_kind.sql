-- What a notification tells (domain/src/notifications.ts): offer, counter, accepted, bought or
-- expired. Earlier rows said 'offer' for every dealer offer and 'sold' for every sale.

-- A dealer's offer answering the live staff offer before it in its negotiation is a counter-offer.
UPDATE notification AS n SET kind = 'counter'
WHERE n.kind = 'offer'
  AND EXISTS (
    SELECT 1
    FROM offer AS notified
    JOIN LATERAL (
      SELECT earlier.author_role, earlier.expires_at
      FROM offer AS earlier
      WHERE earlier.chain_id = notified.chain_id
        AND (earlier.created_at, earlier.id) < (notified.created_at, notified.id)
      ORDER BY earlier.created_at DESC, earlier.id DESC
      LIMIT 1
    ) AS previous ON true
    WHERE notified.id = n.offer_id
      AND previous.author_role NOT IN ('ROLE_CLIENT', 'ROLE_BUYER')
      AND previous.expires_at > notified.created_at
  );

-- A sale closed an accepted offer, or was a Buy Now (no offer).
UPDATE notification SET kind = CASE WHEN offer_id IS NULL THEN 'bought' ELSE 'accepted' END
WHERE kind = 'sold';

-- Whoever made the sale (accepted the offer, or bought) was told of it too: nothing new to them.
UPDATE notification AS n SET sent = 2, new_notification = false
WHERE n.kind IN ('accepted', 'bought')
  AND EXISTS (
    SELECT 1 FROM vehicle_sale AS s WHERE s.vehicle_id = n.vehicle_id AND s.created_by = n.user_id
  );

ALTER TABLE notification
  ADD CONSTRAINT notification_kind_check
  CHECK (kind IN ('offer', 'counter', 'accepted', 'bought', 'expired'));
