#!/usr/bin/env python3
"""Reads the catalogue, makes an offer on a vehicle and prints the result (docs/api.md).

Shows the two kinds of refusal: `userErrors` in the mutation's payload (what the caller can fix,
each with a `code` and the input `field`) and top-level `errors` (the request itself was
refused: no or a refused token, a missing scope, a rate limit), each with `extensions.code`.

  CANAM_GRAPHQL_URL  the graph (default http://localhost:8080/graphql)
  CANAM_TOKEN        a bearer: a personal access token (canam_pat_..., scope offers:write) or a
                     session access token
  CANAM_VEHICLE_ID   the vehicle's global id (default: the first on sale, priced, that the
                     token's owner has no negotiation on yet)
  CANAM_OFFER_PRICE  the amount in USD, e.g. 18500.00 (default: 90 % of the selling price)

Needs Python 3 and requests. Exit status: 0 offer made, 1 refused, 2 nothing to offer on.
"""
import os
import sys
import uuid

import requests

URL = os.environ.get("CANAM_GRAPHQL_URL", "http://localhost:8080/graphql")
TOKEN = os.environ.get("CANAM_TOKEN", "")

OFFERABLE_VEHICLES = """
query OfferableVehicles($first: Int) {
  viewer { canSeePrices }
  vehicles(first: $first, filter: { availableInMarketplace: true }) {
    edges { node { id title vin price { amount cents } viewerOfferChain { id } } }
  }
}"""

MAKE_OFFER = """
mutation MakeOffer($input: MakeOfferInput!) {
  makeOffer(input: $input) {
    message
    offer { id price { amount currency } status expiresAt }
    chain { id state }
    vehicle { id title }
    userErrors { field message code }
  }
}"""


class GraphQLErrors(Exception):
    """Top-level errors: the operation was refused or failed as a whole."""

    def __init__(self, errors):
        super().__init__("; ".join(error.get("message", "") for error in errors))
        self.errors = errors

    def codes(self):
        return [error.get("extensions", {}).get("code", "UNKNOWN") for error in self.errors]


def graphql(query, variables=None):
    """POSTs one operation; answers `data`, or raises GraphQLErrors."""
    headers = {"Authorization": f"Bearer {TOKEN}"} if TOKEN else {}
    response = requests.post(
        URL, json={"query": query, "variables": variables or {}}, headers=headers, timeout=30
    )
    # A JSON client gets 200 for refused operations too; only a body that is not GraphQL's
    # (a proxy's 502, a 413 for a body too large) is an HTTP failure.
    try:
        answer = response.json()
    except ValueError:
        response.raise_for_status()
        raise
    if answer.get("errors"):
        raise GraphQLErrors(answer["errors"])
    return answer["data"]


def offerable_vehicle():
    """The vehicle to offer on: CANAM_VEHICLE_ID, or the first priced one without our offer."""
    data = graphql(OFFERABLE_VEHICLES, {"first": 100})
    if not data["viewer"]["canSeePrices"]:
        print("This account may not see prices, so it cannot make offers.", file=sys.stderr)
        return None
    vehicles = [edge["node"] for edge in data["vehicles"]["edges"]]
    wanted = os.environ.get("CANAM_VEHICLE_ID")
    for vehicle in vehicles:
        if wanted and vehicle["id"] == wanted:
            return vehicle
        if not wanted and vehicle["price"] and vehicle["viewerOfferChain"] is None:
            return vehicle
    print("No vehicle to make an offer on.", file=sys.stderr)
    return None


def offer_price(vehicle):
    if os.environ.get("CANAM_OFFER_PRICE"):
        return os.environ["CANAM_OFFER_PRICE"]
    cents = vehicle["price"]["cents"] * 9 // 10
    return f"{cents // 100}.{cents % 100:02d}"  # a decimal string, never a float


def main():
    try:
        vehicle = offerable_vehicle()
        if vehicle is None:
            return 2
        price = offer_price(vehicle)
        print(f"offering USD {price} on {vehicle['title']} (VIN {vehicle['vin']}, {vehicle['id']})")
        # The same key on a retry (a timeout, a dropped connection) makes the offer at most once.
        key = str(uuid.uuid4())
        payload = graphql(
            MAKE_OFFER,
            {"input": {"vehicleId": vehicle["id"], "offerPrice": price, "idempotencyKey": key}},
        )["makeOffer"]
    except GraphQLErrors as refused:
        codes = refused.codes()
        if "UNAUTHENTICATED" in codes:
            print("The token is missing, expired or revoked: create a new one.", file=sys.stderr)
        elif "FORBIDDEN" in codes:
            print("The token may not do this (making offers needs offers:write).", file=sys.stderr)
        elif "RATE_LIMITED" in codes:
            print("Too many requests with this token: wait a minute and retry.", file=sys.stderr)
        for error in refused.errors:
            code = error.get("extensions", {}).get("code", "UNKNOWN")
            print(f"error {code}: {error.get('message')}", file=sys.stderr)
        return 1

    # userErrors: the api refused this offer for a reason the caller can act on.
    if payload["userErrors"]:
        for error in payload["userErrors"]:
            field = f" (field {error['field']})" if error["field"] else ""
            print(f"userError {error['code']}{field}: {error['message']}", file=sys.stderr)
        return 1

    offer = payload["offer"]
    print(f"{payload['message']}: offer {offer['id']} of {offer['price']['currency']} "
          f"{offer['price']['amount']}, {offer['status']} until {offer['expiresAt']}")
    print(f"negotiation {payload['chain']['id']} is {payload['chain']['state']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
