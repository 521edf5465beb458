// One offer notification for staff: what happened (its kind, the price, the arrow of a dealer's
// offer, a sentence saying it), the vehicle it is about (stock number, cost in USD, make, year,
// trim, transmission, miles, location), the date and an arrow to the offers screen with that
// vehicle's offers open. Unread ones look new.
import { Badge, Box, Card, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@canam/domain/money';
import type { NotificationCard_notification$key } from '../../../__generated__/NotificationCard_notification.graphql.ts';
import { DateText } from '../../../components/Money.tsx';
import { OFFERS_PARAM } from '../../offers/useOpenOffersPanel.ts';
import { NotificationKindBadge } from './NotificationKindBadge.tsx';
import { OfferArrowIcon } from './OfferArrowIcon.tsx';

interface NotificationCardProps {
  notification: NotificationCard_notification$key;
  /** Unread when the page loaded (they are marked read at once, but still look new). */
  fresh: boolean;
  /** The offers screen of the viewer's area. */
  offersPath: string;
}

export function NotificationCard({ notification, fresh, offersPath }: NotificationCardProps) {
  const data = useFragment(
    graphql`
      fragment NotificationCard_notification on Notification {
        registerDate
        kind
        summary
        arrow
        offerPrice {
          amount
        }
        vehicle {
          id
          stockNumber
          miles
          location
          costUsd {
            amount
          }
          vinNumber {
            make
            year
            trim
            transmissionType
          }
        }
      }
    `,
    notification,
  );
  const { vehicle } = data;
  const vin = vehicle?.vinNumber;
  const stock = vehicle?.stockNumber ?? '—';
  const target = vehicle
    ? `${offersPath}?${new URLSearchParams({ [OFFERS_PARAM]: vehicle.id }).toString()}`
    : offersPath;
  const facts: [string, string][] = [
    ['Stock', stock],
    // The cost in USD, as on the vehicle's card (one rule, specification section 9).
    ['Cost', vehicle?.costUsd ? formatMoney(vehicle.costUsd.amount) : '—'],
    ['Vehicle', [vin?.year, vin?.make, vin?.trim].filter(Boolean).join(' ') || '—'],
    ['Transmission', vin?.transmissionType ?? '—'],
    ['Miles', vehicle?.miles != null ? vehicle.miles.toLocaleString('en-US') : '—'],
    ['Location', vehicle?.location ?? '—'],
  ];

  return (
    <Card.Root
      data-testid="notification-card"
      data-new={fresh || undefined}
      size="sm"
      variant="outline"
      borderColor={fresh ? 'orange.300' : undefined}
      borderLeftWidth={fresh ? '4px' : undefined}
      bg={fresh ? 'orange.50' : 'white'}
    >
      <Card.Body>
        <HStack align="start" gap="4">
          <Stack flex="1" minW="0" gap="3">
            <HStack gap="2" wrap="wrap">
              <NotificationKindBadge kind={data.kind} />
              {data.arrow ? <OfferArrowIcon arrow={data.arrow} /> : null}
              <Text fontWeight="bold" fontSize="lg">
                {data.offerPrice ? formatMoney(data.offerPrice.amount) : '—'}
              </Text>
              {fresh && (
                <Badge colorPalette="orange" variant="solid" size="sm">
                  New
                </Badge>
              )}
            </HStack>
            <Text data-testid="notification-summary">{data.summary}</Text>
            <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} columnGap="4" rowGap="1" fontSize="sm">
              {facts.map(([label, value]) => (
                <Box key={label} minW="0">
                  <Text as="dt" color="gray.600">
                    {label}
                  </Text>
                  <Text as="dd">{value}</Text>
                </Box>
              ))}
            </SimpleGrid>
            <DateText value={data.registerDate} fontSize="sm" color="gray.600" />
          </Stack>
          <IconButton
            asChild
            aria-label={`Offers on stock ${stock}`}
            variant="subtle"
            colorPalette="brand"
            rounded="full"
          >
            <RouterLink to={target}>
              <ArrowRight />
            </RouterLink>
          </IconButton>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
