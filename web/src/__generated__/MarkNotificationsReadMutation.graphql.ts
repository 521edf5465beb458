/**
 * @generated SignedSource<<da27cf183c298a951bd430272ba27d3b>>
 * @relayHash bc004e6ee8744641bfe3e7c4859013ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2015884015ae35ad3316d2719a3d88646b5b86bd33c4cf5eddf13e68a7c12321

import type { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsReadInput = {
  ids: ReadonlyArray<string>;
};
export type MarkNotificationsReadMutation$variables = {
  input: MarkNotificationsReadInput;
};
export type MarkNotificationsReadMutation$data = {
  readonly markNotificationsRead: {
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly read: boolean;
    }>;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly offerNotificationCount: number;
    };
  };
};
export type MarkNotificationsReadMutation = {
  response: MarkNotificationsReadMutation$data;
  variables: MarkNotificationsReadMutation$variables;
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
    "concreteType": "MarkNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "read",
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
            "name": "offerNotificationCount",
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
            "name": "message",
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
    "name": "MarkNotificationsReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkNotificationsReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2015884015ae35ad3316d2719a3d88646b5b86bd33c4cf5eddf13e68a7c12321",
    "metadata": {},
    "name": "MarkNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8bc6fefdf3f12bc0ec83bab7eb517ac6";

export default node;
