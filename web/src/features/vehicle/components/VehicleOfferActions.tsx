// The offer buttons of a vehicle in the states of vehicleActions(): Make an Offer (login modal,
// money input or e-mail), Buy Now, Current Offer and View Offers.
import { useState } from 'react';
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { HandCoins, ListChecks, Mail } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@canam/domain/money';
import type { VehicleOfferActions_vehicle$key } from '../../../__generated__/VehicleOfferActions_vehicle.graphql.ts';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import type { VehicleActions } from '../vehicleActions.ts';
import { BuyNowButton } from './BuyNowButton.tsx';
import { MakeOfferForm } from './MakeOfferForm.tsx';
import { offerMailto } from './offerNotice.ts';

interface VehicleOfferActionsProps {
  vehicle: VehicleOfferActions_vehicle$key;
  actions: VehicleActions;
  /** On a card View Offers is for staff; on the detail page for every logged-in viewer. */
  place?: 'card' | 'detail';
  /** In a list row's narrow column the two buttons stack from the medium width up. */
  stacked?: boolean;
}

export function VehicleOfferActions({
  vehicle,
  actions,
  place = 'card',
  stacked = false,
}: VehicleOfferActionsProps) {
  const data = useFragment(
    graphql`
      fragment VehicleOfferActions_vehicle on Vehicle {
        title
        vin
        stockNumber
        offerClient {
          offerPrice {
            amount
          }
        }
      }
    `,
    vehicle,
  );
  const loginModal = useLoginModal();
  const [offering, setOffering] = useState(false);
  const { makeOffer, buyNow, currentOfferPath } = actions;
  const showViewOffers = place === 'detail' || actions.staffDetails;
  const viewOffersPath = showViewOffers && !currentOfferPath ? actions.viewOffersPath : null;
  if (makeOffer === 'none' && buyNow === 'none' && !currentOfferPath && !viewOffersPath) {
    return null;
  }

  const offerButton =
    makeOffer === 'email' ? (
      <Button asChild colorPalette="brand" size="sm" w="100%">
        <a href={offerMailto(data)} title="Send your offer to our sales team by e-mail">
          <Mail /> Make an Offer
        </a>
      </Button>
    ) : makeOffer !== 'none' ? (
      <Button
        colorPalette="brand"
        size="sm"
        w="100%"
        onClick={makeOffer === 'login' ? loginModal.open : () => setOffering(true)}
      >
        <HandCoins /> Make an Offer
      </Button>
    ) : null;

  return (
    <Stack gap="2" w="100%">
      {offering ? (
        <MakeOfferForm onClose={() => setOffering(false)} />
      ) : (
        (offerButton || buyNow !== 'none') && (
          <SimpleGrid
            columns={offerButton && buyNow !== 'none' ? (stacked ? { base: 2, md: 1 } : 2) : 1}
            gap="2"
          >
            {offerButton}
            {buyNow !== 'none' && <BuyNowButton action={buyNow} />}
          </SimpleGrid>
        )
      )}
      {currentOfferPath && data.offerClient && (
        <Button asChild variant="subtle" colorPalette="green" size="sm" w="100%">
          <RouterLink to={currentOfferPath}>
            Current Offer {formatMoney(data.offerClient.offerPrice.amount)}
          </RouterLink>
        </Button>
      )}
      {viewOffersPath && (
        <Button asChild variant="outline" size="sm" w="100%">
          <RouterLink to={viewOffersPath}>
            <ListChecks /> View Offers
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}
