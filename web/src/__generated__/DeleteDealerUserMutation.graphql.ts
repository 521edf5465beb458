/**
 * @generated SignedSource<<e56475c50ffc7108664076ec75436963>>
 * @relayHash e035aebaef1d46316d6c66ed1d4349d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 466f63a006787bdebda0617657744bf9dbf95b5d09c229832177df6c4efc3759

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteDealerUserInput = {
  userId: string;
};
export type DeleteDealerUserMutation$variables = {
  input: DeleteDealerUserInput;
};
export type DeleteDealerUserMutation$data = {
  readonly deleteDealerUser: {
    readonly deletedUserId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteDealerUserMutation = {
  response: DeleteDealerUserMutation$data;
  variables: DeleteDealerUserMutation$variables;
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
    "concreteType": "DeleteDealerUserPayload",
    "kind": "LinkedField",
    "name": "deleteDealerUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedUserId",
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
    "name": "DeleteDealerUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteDealerUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "466f63a006787bdebda0617657744bf9dbf95b5d09c229832177df6c4efc3759",
    "metadata": {},
    "name": "DeleteDealerUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "06283f2c1589f12921f016a86aea8c98";

export default node;
