/**
 * @generated SignedSource<<c5635a871a4fe3fa764f0c0036287cc7>>
 * @relayHash 4b3be0b4e3f09021861e7ce72b951a54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3851737df5cdeac5da8bb0ec658b36294eb3895bbd812b6e5c1473131cbd7b19

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
export type NotificationPreferenceRouteQuery$variables = {
  token?: string | null | undefined;
};
export type NotificationPreferenceRouteQuery$data = {
  readonly notificationPreference: {
    readonly acceptEmail: boolean;
  } | null | undefined;
  readonly viewer: {
    readonly roles: ReadonlyArray<Role>;
  };
};
export type NotificationPreferenceRouteQuery = {
  response: NotificationPreferenceRouteQuery$data;
  variables: NotificationPreferenceRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "NotificationPreference",
    "kind": "LinkedField",
    "name": "notificationPreference",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "acceptEmail",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roles",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationPreferenceRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationPreferenceRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3851737df5cdeac5da8bb0ec658b36294eb3895bbd812b6e5c1473131cbd7b19",
    "metadata": {},
    "name": "NotificationPreferenceRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "98ed1622a479938988e4dcef7a42a17d";

export default node;
