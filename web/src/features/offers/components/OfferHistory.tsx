// A negotiation's offers oldest first: who made each (staff offers show as the provider side),
// the price with its arrow, and when.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { formatDate } from '@canam/domain/dates';
import { formatMoney } from '@canam/domain/money';
import type { OfferHistory_chain$key } from '../../../__generated__/OfferHistory_chain.graphql.ts';
import { OfferArrowIcon } from './OfferArrowIcon.tsx';

const ROLE_NAMES: Record<string, string> = {
  ROLE_SUPER_ADMIN: 'Super admin',
  ROLE_ADMIN: 'Admin',
  ROLE_AGENT: 'Agent',
  ROLE_CLIENT: 'Client',
  ROLE_BUYER: 'Buyer',
};

export function OfferHistory({ chain }: { chain: OfferHistory_chain$key }) {
  const data = useFragment(
    graphql`
      fragment OfferHistory_chain on OfferChain {
        dealer {
          firstName
          lastName
        }
        offers {
          id
          price {
            amount
          }
          side
          role
          status
          createdAt
          arrow
        }
      }
    `,
    chain,
  );
  const dealerName = `${data.dealer.firstName} ${data.dealer.lastName}`;
  return (
    <Stack as="ol" gap="1.5" listStyleType="none" aria-label="Offer history">
      {data.offers.map((offer) => {
        const provider = offer.side === 'PROVIDER';
        return (
          <HStack
            as="li"
            key={offer.id}
            data-testid="offer-history-item"
            data-side={offer.side}
            justify="space-between"
            gap="2"
            px="2.5"
            py="1.5"
            borderRadius="md"
            bg={provider ? 'brand.50' : 'gray.50'}
            borderLeftWidth="3px"
            borderLeftColor={provider ? 'brand.500' : 'gray.400'}
          >
            <Stack gap="0" minW="0">
              <HStack gap="1.5" wrap="wrap" rowGap="0">
                <Text fontSize="xs" fontWeight="semibold">
                  {provider ? 'Provider' : dealerName}
                </Text>
                <Badge size="xs" variant="subtle">
                  {ROLE_NAMES[offer.role] ?? offer.role}
                </Badge>
              </HStack>
              <Text fontSize="xs" color="gray.600">
                {formatDate(offer.createdAt)}
              </Text>
            </Stack>
            <HStack gap="1" flexShrink={0}>
              {offer.arrow && <OfferArrowIcon arrow={offer.arrow} />}
              <Text fontWeight="semibold" fontSize="sm">
                {formatMoney(offer.price.amount)}
              </Text>
            </HStack>
          </HStack>
        );
      })}
    </Stack>
  );
}
