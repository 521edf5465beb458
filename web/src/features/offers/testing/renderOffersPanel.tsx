// Renders the offers panel host at `?offers=<vehicle>` (or closed, beside a button opening it) against a mock environment that answers
// the panel's query and every mutation (recording them), and leaves subscriptions open so a test
// can push live events.
import type { OperationDescriptor } from 'relay-runtime';
import { useLocation } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { baseVehicle, VEHICLE_ID } from '../../vehicle/testing/vehicleFixtures.ts';
import { OffersPanelHost } from '../OffersPanelHost.tsx';
import { useOpenOffersPanel } from '../useOpenOffersPanel.ts';
import { LIVE_CURSOR, SERVER_TIME } from './offerFixtures.ts';

export interface PanelOptions {
  isStaff?: boolean;
  /** false: a dealer whose company is not accepted yet (the api then sends no price). */
  canSeePrices?: boolean;
  chains?: unknown[];
  vehicle?: Record<string, unknown>;
  /** The panel's query fails. */
  failLoad?: boolean;
  /** Fields of the vehicle as mutations return it (e.g. Sold after an accept). */
  vehicleAfterMutation?: Record<string, unknown>;
  /** Answers per mutation name: payload fields, or an Error for a failed request. */
  mutations?: Record<string, Record<string, unknown> | Error>;
  /** Start with the panel closed, beside a View Offers button that opens it. */
  closed?: boolean;
}

function ViewOffersButton() {
  const openOffers = useOpenOffersPanel();
  return (
    <button type="button" aria-haspopup="dialog" onClick={() => openOffers(VEHICLE_ID)}>
      View Offers
    </button>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.search}</p>;
}

export function renderOffersPanel({
  isStaff = true,
  canSeePrices = true,
  chains = [],
  vehicle = {},
  failLoad = false,
  vehicleAfterMutation = {},
  mutations = {},
  closed = false,
}: PanelOptions = {}) {
  const environment = createMockEnvironment();
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const vehicleData = () => ({
    ...baseVehicle(),
    id: VEHICLE_ID,
    ...vehicle,
    __typename: 'Vehicle',
    offerChains: chains,
  });
  // The mock environment uses a resolver once: this one queues itself again for the next operation.
  const answer = (operation: OperationDescriptor): unknown => {
    const { name, operationKind } = operation.request.node.params;
    if (operationKind === 'subscription') return null;
    environment.mock.queueOperationResolver((next) => answer(next) as never);
    if (operationKind === 'query') {
      if (failLoad) return new Error('The gateway is down');
      return MockPayloadGenerator.generate(operation, {
        Query: () => ({ serverTime: SERVER_TIME, liveCursor: LIVE_CURSOR }),
        Viewer: () => ({ isStaff, isLoggedIn: true, canSeePrices }),
        Node: vehicleData,
        Vehicle: vehicleData,
      });
    }
    sent.push({ name, variables: operation.request.variables });
    const reply = mutations[name] ?? {};
    if (reply instanceof Error) return reply;
    const payload = () => ({ userErrors: [], ...reply });
    return MockPayloadGenerator.generate(operation, {
      Vehicle: () => ({ ...vehicleData(), ...vehicleAfterMutation }),
      OfferPayload: payload,
      SalePayload: payload,
      CheckHigherOfferPayload: payload,
    });
  };
  environment.mock.queueOperationResolver((operation) => answer(operation) as never);
  const rendered = renderWithRelay(
    <>
      {closed && <ViewOffersButton />}
      <OffersPanelHost />
      <LocationProbe />
    </>,
    {
      environment,
      route: closed
        ? '/list?tab=active-offers'
        : `/list?tab=active-offers&offers=${encodeURIComponent(VEHICLE_ID)}`,
    },
  );
  return { ...rendered, sent };
}
