/**
 * @generated SignedSource<<68d903b08c2e2b5c9109006e567414ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "4b3be0b4e3f09021861e7ce72b951a54",
    "id": null,
    "metadata": {},
    "name": "NotificationPreferenceRouteQuery",
    "operationKind": "query",
    "text": "query NotificationPreferenceRouteQuery(\n  $token: String\n) {\n  notificationPreference(token: $token) {\n    acceptEmail\n  }\n  viewer {\n    roles\n  }\n}\n"
  }
};
})();

(node as any).hash = "98ed1622a479938988e4dcef7a42a17d";

export default node;
