// The offer buttons of a vehicle in the states of vehicleActions(): Make an Offer (login modal,
// money input, e-mail, or disabled with its reason before the release), Buy Now, Current Offer
// (to the dealer's Active Offers tab, its panel open), 'Offer expired' (to its Expired Offers tab)
// and View Offers (the offers side panel), with the pending-offer dot.
import { lazy, Suspense, useRef, useState } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HandCoins, ListChecks, Mail, TimerOff } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatMoney } from '@canam/domain/money';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import type { VehicleOfferActions_vehicle$key } from '../../../__generated__/VehicleOfferActions_vehicle.graphql.ts';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import { opensOffersPanelInPlace, useOpenOffersPanel } from '../../offers/useOpenOffersPanel.ts';
import type { VehicleActions } from '../vehicleActions.ts';
import { BuyNowButton } from './BuyNowButton.tsx';
import { DisabledWithReason } from './DisabledWithReason.tsx';
import { offerMailto } from './offerNotice.ts';
import { PendingOfferDot } from './PendingOfferDot.tsx';

// The offer form and its mutation load with the first Make an Offer, outside the lists' bundle.
const MakeOfferForm = lazy(async () => ({
  default: (await import('./MakeOfferForm.tsx')).MakeOfferForm,
}));

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
        id
        title
        vin
        stockNumber
        hasPendingOffer
        ...BuyNowConfirm_vehicle
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
  const openOffers = useOpenOffersPanel();
  const location = useLocation();
  // Current Offer and 'Offer expired' open the offers panel where they show on the tab they lead
  // to; from elsewhere they lead to that tab (a navigation, no dialog announced).
  const panelHere = (path: string) =>
    opensOffersPanelInPlace(path, location) ? 'dialog' : undefined;
  const [offering, setOffering] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const makeOfferButton = useRef<HTMLButtonElement>(null);
  // The form replaces the buttons: once it closes, the focus goes back among them, not to the
  // page: to Make an Offer after a cancel, to the Current Offer link after sending.
  const closeOffer = (sent: boolean) => {
    setOffering(false);
    requestAnimationFrame(() => {
      const area = buttons.current;
      const target =
        (sent ? area?.querySelector<HTMLElement>('a[href]') : makeOfferButton.current) ??
        area?.querySelector<HTMLElement>('a[href], button:not([disabled])');
      target?.focus();
    });
  };
  const { makeOffer, buyNow, currentOfferPath, expiredOfferPath, disabledReason } = actions;
  const viewOffers = place === 'detail' ? actions.viewOffersOnDetail : actions.viewOffersOnCard;
  const showCurrentOffer = Boolean(currentOfferPath && data.offerClient);
  const showExpiredOffer = Boolean(expiredOfferPath && data.offerClient);
  // The dot sits on the button that leads to the answer: Current Offer, else View Offers.
  const pending = data.hasPendingOffer && !actions.sold;
  if (
    makeOffer === 'none' &&
    buyNow === 'none' &&
    !showCurrentOffer &&
    !showExpiredOffer &&
    !viewOffers
  ) {
    return null;
  }

  const offerButton =
    makeOffer === 'email' ? (
      <Button asChild colorPalette="brand" size="sm" w="100%">
        <a href={offerMailto(data)} title="Send your offer to our sales team by e-mail">
          <Mail /> Make an Offer
        </a>
      </Button>
    ) : makeOffer === 'disabled' ? (
      <DisabledWithReason label="Make an Offer" reason={disabledReason ?? ''}>
        <Button colorPalette="brand" size="sm" w="100%" disabled>
          <HandCoins /> Make an Offer
        </Button>
      </DisabledWithReason>
    ) : makeOffer !== 'none' ? (
      <Button
        ref={makeOfferButton}
        colorPalette="brand"
        size="sm"
        w="100%"
        // A guest's opens the login modal; a dealer's shows the form in place of the buttons.
        aria-haspopup={makeOffer === 'login' ? 'dialog' : undefined}
        onClick={makeOffer === 'login' ? loginModal.open : () => setOffering(true)}
      >
        <HandCoins /> Make an Offer
      </Button>
    ) : null;

  return (
    <Stack gap="2" w="100%" ref={buttons}>
      {offering && makeOffer === 'form' ? (
        <Suspense fallback={null}>
          <MakeOfferForm vehicleId={data.id} onClose={closeOffer} />
        </Suspense>
      ) : (
        (offerButton || buyNow !== 'none') && (
          <SimpleGrid
            columns={offerButton && buyNow !== 'none' ? (stacked ? { base: 2, md: 1 } : 2) : 1}
            gap="2"
          >
            {offerButton}
            {buyNow !== 'none' && (
              <BuyNowButton action={buyNow} vehicle={data} reason={disabledReason} />
            )}
          </SimpleGrid>
        )
      )}
      {/* Before the release the reason also shows, for touch screens without tooltips; the
          buttons' names already carry it for screen readers. */}
      {makeOffer === 'disabled' && disabledReason && (
        <Text fontSize="xs" color="fg.muted" textAlign="center" aria-hidden="true">
          {disabledReason}
        </Text>
      )}
      {showCurrentOffer && currentOfferPath && data.offerClient && (
        <Button asChild variant="subtle" colorPalette="green" size="sm" w="100%">
          <RouterLink to={currentOfferPath} aria-haspopup={panelHere(currentOfferPath)}>
            Current Offer {formatMoney(data.offerClient.offerPrice.amount)}
            {pending && <PendingOfferDot />}
          </RouterLink>
        </Button>
      )}
      {showExpiredOffer && expiredOfferPath && data.offerClient && (
        <Button asChild variant="outline" colorPalette="gray" size="sm" w="100%">
          <RouterLink to={expiredOfferPath} aria-haspopup={panelHere(expiredOfferPath)}>
            <TimerOff />
            {`${OFFER_MESSAGES.offerExpired} (${formatMoney(data.offerClient.offerPrice.amount)})`}
          </RouterLink>
        </Button>
      )}
      {viewOffers && (
        <Button
          variant="outline"
          size="sm"
          w="100%"
          aria-haspopup="dialog"
          onClick={() => openOffers(data.id)}
        >
          <ListChecks /> View Offers
          {pending && !showCurrentOffer && <PendingOfferDot />}
        </Button>
      )}
    </Stack>
  );
}
