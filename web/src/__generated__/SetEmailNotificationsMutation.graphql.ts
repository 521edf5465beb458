/**
 * @generated SignedSource<<664397c0ac342f8b3e5ed0a0662059af>>
 * @relayHash ff07c1f159f84f9c48fd632a6c57db49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa36677815aed582703b9ec49800864de8eedc93dc09a8ef4a22d626526de334

import type { ConcreteRequest } from 'relay-runtime';
export type SetEmailNotificationsInput = {
  acceptEmail: boolean;
  token?: string | null | undefined;
};
export type SetEmailNotificationsMutation$variables = {
  input: SetEmailNotificationsInput;
};
export type SetEmailNotificationsMutation$data = {
  readonly setEmailNotifications: {
    readonly preference: {
      readonly acceptEmail: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetEmailNotificationsMutation = {
  response: SetEmailNotificationsMutation$data;
  variables: SetEmailNotificationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetEmailNotificationsPayload",
    "kind": "LinkedField",
    "name": "setEmailNotifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationPreference",
        "kind": "LinkedField",
        "name": "preference",
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
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
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
    "name": "SetEmailNotificationsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetEmailNotificationsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa36677815aed582703b9ec49800864de8eedc93dc09a8ef4a22d626526de334",
    "metadata": {},
    "name": "SetEmailNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "edf2ffdcfeb35f0170e2cb64a2bdebd2";

export default node;
